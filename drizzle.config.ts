import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./drizzle/schema/d1.ts",
  out: "./drizzle/migrations",
});
