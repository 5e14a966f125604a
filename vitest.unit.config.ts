// Pure tests (domain rules, locales) in Node: no Worker runtime needed.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: { include: ["tests/unit/**/*.test.ts"], environment: "node" },
});
