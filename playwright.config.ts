import { defineConfig } from "@playwright/test";

// E2E_PORT and SUSHASTHO_STATE let two runs (and SUSHASTHO_BUILD_DIR, two builds) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const STATE = process.env.SUSHASTHO_STATE ?? ".wrangler/e2e-state";

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per port: parallel runs must not clean up each other's traces.
  outputDir: `test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
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
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    // The production build in workerd, on its own local state (prepared by `npm run test:e2e`).
    command: `node_modules/.bin/vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/api/health`,
    env: { SUSHASTHO_STATE: STATE, WRANGLER_SEND_METRICS: "false" },
    reuseExistingServer: false,
    timeout: 90_000,
  },
});
