// Worker, D1, R2 and UserHub tests inside workerd (vitest-pool-workers).
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(new URL("./drizzle/migrations", import.meta.url).pathname);
  return {
    resolve: {
      alias: {
        "~": new URL("./app", import.meta.url).pathname,
        // The React Router build is not under test here.
        "virtual:react-router/server-build": new URL("./tests/api/server-build-stub.ts", import.meta.url).pathname,
      },
    },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
            // A real pair made for the tests only (web-push generateVAPIDKeys()): tests verify the VAPID JWT with it.
            VAPID_PUBLIC_KEY: "BDAzMlrUnlvRj6qpjlwRWtv2CnhjYeLKTagVtKJHUlle9Ar5Qs2NkvmFaS-rSnV_DE7St_d71sz34KCA2lJtozw",
            VAPID_PRIVATE_KEY: "XmEBOsI2F7luZcMG-FpVVX_sH13bxFHFi48YGiCSPJM",
            // Push to http://localhost endpoints is allowed here, as in local runs (.dev.vars).
            ALLOW_LOCAL_PUSH: "true",
            // Cloud backup's wrapping keys, newest first (a test rotates to a second one).
            BACKUP_WRAPPING_KEYS: "tS1n2L0bqk9WcF3m8Yx4Hq7Rz6Vd5Pa2Kj1Ue0Ig9Ow",
            // Emails land in the dev mailbox table, where tests read their links.
            DEV_MAILBOX: "true",
            // Google sign-in configured with fake credentials; tests mock Google's token endpoint.
            GOOGLE_CLIENT_ID: "test-google-client-id",
            GOOGLE_CLIENT_SECRET: "test-google-client-secret",
          },
        },
      }),
    ],
    test: {
      include: ["tests/api/**/*.test.ts"],
      setupFiles: ["./tests/api/apply-migrations.ts"],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Each file starts its own isolate (~10 s here): two at a time on a 2-core machine.
      maxWorkers: 2,
      // No retries, in CI too, as for the browser tests (issue 30): a test that passes only
      // on a second try is a bug to find.
      retry: 0,
    },
  };
});
