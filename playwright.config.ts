import { defineConfig } from "@playwright/test";

// E2E_PORT and SUSHASTHO_STATE let two runs (and SUSHASTHO_BUILD_DIR, two builds) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const STATE = process.env.SUSHASTHO_STATE ?? ".wrangler/e2e-state";
// Premium tiers on (docs/rules/premium-and-ads.md) take a deployment variable, so they get
// a server of their own, on the next port and a copy of the prepared state, where the demo
// account is made premium with the operator's script. Only tests/e2e/premium-ads.spec.ts
// (the "tiers" project) uses it; every other spec runs with tiers off, the default.
const TIERS_PORT = PORT + 1;
const TIERS_STATE = `${STATE}-tiers`;
const TIERS_SPEC = /premium-ads\.spec\.ts$/;
// Specs that reach the server's local D1 file from outside the server (fixtures/local-d1.ts,
// scripts/admin-create.mjs), as the operator's tools do. SQLite lets one writer in at a
// time and the local D1 does not wait for a lock: a request the server answers while such a
// write holds the file fails with SQLITE_BUSY (500 internal_error: another test's sign-up
// or dose read, seen in CI). So they run after every other spec, one at a time.
const LOCAL_D1_SPECS = /(education|admin)\.spec\.ts$/;

// The production build in workerd, with the demo account's records seeded into its hub once it answers.
const preview = (port: number) => `node scripts/serve.mjs --port ${port} --strictPort`;

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per port: parallel runs must not clean up each other's traces.
  outputDir: `test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // No retries, in CI too: a test that passes only on a second try is a bug to find (issue 30).
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: "allow",
    // Our users are on phones: a common Android viewport (the bottom navigation shows).
    viewport: { width: 412, height: 915 },
    hasTouch: true,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium: there is no Playwright browser download on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "app", testIgnore: [TIERS_SPEC, LOCAL_D1_SPECS] },
    { name: "local-d1", testMatch: LOCAL_D1_SPECS, dependencies: ["app"], workers: 1 },
    { name: "tiers", testMatch: TIERS_SPEC, use: { baseURL: `http://localhost:${TIERS_PORT}` } },
  ],
  // Started one after the other, each once it answers: the tiers server first, as its state
  // is copied from the prepared one before the main server opens that.
  webServer: [
    {
      command: [
        `rm -rf ${TIERS_STATE}`,
        `cp -r ${STATE} ${TIERS_STATE}`,
        `node scripts/premium-set.mjs demo@sushastho.app --local --persist-to ${TIERS_STATE}`,
        preview(TIERS_PORT),
      ].join(" && "),
      url: `http://localhost:${TIERS_PORT}/api/health`,
      // Ready once the demo account's records are in its hub (scripts/serve.mjs).
      wait: { stdout: /Demo account ready/ },
      env: { SUSHASTHO_STATE: TIERS_STATE, SUSHASTHO_PREVIEW_VARS: "PREMIUM_TIERS=on", WRANGLER_SEND_METRICS: "false" },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      // The production build in workerd, on its own local state (prepared by `npm run test:e2e`).
      command: preview(PORT),
      url: `http://localhost:${PORT}/api/health`,
      wait: { stdout: /Demo account ready/ },
      // Content the local-d1 specs write straight into D1 (as an operator's SQL would) is
      // read at once: no public content is kept in the Worker here (workers/reads/kept-reads.ts;
      // tests/api/kept-reads.test.ts covers the keeping against the real runtime).
      env: { SUSHASTHO_STATE: STATE, SUSHASTHO_PREVIEW_VARS: "CONTENT_CACHE_SECONDS=0", WRANGLER_SEND_METRICS: "false" },
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
});
