// Pure tests (domain rules, locales) in Node: no Worker runtime needed.
import { defineConfig } from "vitest/config";
import { screenIndex } from "./vite.screen-index.ts";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // app/platform/i18n's route titles and namespaces read the screens' index.
  plugins: [screenIndex()],
  test: { include: ["tests/unit/**/*.test.ts"], environment: "node" },
});
