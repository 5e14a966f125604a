// better-auth compares its tables with drizzle/schema. The Worker skips that check on each
// request (`validateSchema: false` in workers/auth.ts), and its build leaves the check out
// (vite.lean-worker.ts). This test runs the same comparison once, so a column renamed in
// drizzle/schema/auth.ts, or one a better-auth upgrade adds, fails here and not in production.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createAuth } from "../../workers/auth";
import { ORIGIN } from "./helpers";

describe("better-auth's schema check", () => {
  it("finds drizzle/schema as better-auth and its plugins expect it", async () => {
    const ctx = await createAuth(env, ORIGIN).$context;
    expect(ctx.checkSchema).toBeUndefined();
    expect(ctx.explicitSchemaCheck).toBeTypeOf("function");
    await expect(Promise.resolve(ctx.explicitSchemaCheck!())).resolves.toBeUndefined();
  });
});
