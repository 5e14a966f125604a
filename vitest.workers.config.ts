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
            VAPID_PUBLIC_KEY: "BTestPublicKeyForWorkerTests",
            VAPID_PRIVATE_KEY: "",
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
    },
  };
});
