/** The local demo account's id (drizzle/seed/demo-data.mjs, DEMO_USER.id; tests/unit/demo-seed.test.ts keeps them equal). */
export const DEMO_USER_ID = "00000000-0000-7000-8000-000000000001";
