import { defineConfig } from "drizzle-kit";

// The hub's own migrations (each user's Durable Object SQLite): `npm run db:generate` makes both.
export default defineConfig({
  dialect: "sqlite",
  schema: "./drizzle/schema/hub.ts",
  out: "./drizzle/hub-migrations",
});
