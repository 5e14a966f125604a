// `vite preview` of the production build (workerd with the local D1, R2 and Durable
// Objects), and the demo account's records seeded into its hub once it answers
// (seed-demo.mjs). npm start and the e2e servers run this; arguments go to vite preview
// (--port N --strictPort). It lives as long as the preview does.
import { spawn } from "node:child_process";
import { seedDemo } from "./seed-demo.mjs";

const args = process.argv.slice(2);
const portAt = args.indexOf("--port");
const port = portAt >= 0 ? args[portAt + 1] : "5173";
const base = `http://localhost:${port}`;

const preview = spawn("node_modules/.bin/vite", ["preview", ...args], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => preview.kill(signal));
preview.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

async function answers() {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + 120_000;
while (!(await answers())) {
  if (Date.now() > deadline) {
    console.error(`The server at ${base} did not answer: the demo account is not seeded`);
    preview.kill("SIGTERM");
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}
try {
  console.log(`Demo account ready (${await seedDemo(base)} new rows). Sign in as demo@sushastho.app / demo-password`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  preview.kill("SIGTERM");
  process.exit(1);
}
