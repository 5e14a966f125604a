// Starts and stops the bench's child processes: builds, local state setup and the two
// `vite preview` servers. Each child runs detached in its own process group, so
// stopping it also stops what it started (workerd); all are stopped on exit, error
// or signal.
import { spawn } from "node:child_process";
import { openSync } from "node:fs";

const GRACE_MS = 5_000;
const running = new Set();

function kill(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

function spawnLogged(cmd, args, { cwd, env, logFile }) {
  const out = openSync(logFile, "a");
  const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", out, out], detached: true });
  running.add(child.pid);
  child.on("exit", () => running.delete(child.pid));
  return child;
}

/** Runs a command to completion within `timeoutMs`; its output goes to `logFile`. */
export function run(cmd, args, { cwd, env, logFile, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawnLogged(cmd, args, { cwd, env, logFile });
    const timer = setTimeout(() => {
      kill(child.pid, "SIGKILL");
      reject(new Error(`${cmd} ${args.join(" ")}: not done after ${timeoutMs / 1000} s (log: ${logFile})`));
    }, timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(" ")} exited with ${code} (log: ${logFile})`));
    });
  });
}

/**
 * Starts `vite preview` from node_modules/.bin (not npx: its child would outlive it) and
 * waits until `readyUrl` answers. A preview that exits while starting is tried again:
 * the Cloudflare plugin picks its inspector port by probing, which races with other
 * previews starting on the machine.
 */
export async function startPreview({ bin, cwd, port, env, logFile, readyUrl, timeoutMs = 120_000, attempts = 3 }) {
  for (let attempt = 1; ; attempt++) {
    const child = spawnLogged(bin, ["preview", "--port", String(port), "--strictPort"], { cwd, env, logFile });
    let exited = null;
    child.on("exit", (code) => (exited = code ?? "signal"));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && exited === null) {
      const ok = await fetch(readyUrl, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return child.pid;
      await new Promise((r) => setTimeout(r, 500));
    }
    if (exited === null) {
      kill(child.pid, "SIGKILL");
      throw new Error(`vite preview on ${port} not ready after ${timeoutMs / 1000} s; log: ${logFile}`);
    }
    if (attempt >= attempts) throw new Error(`vite preview on ${port} exited (${exited}) ${attempts} times; log: ${logFile}`);
  }
}

/** Stops every child still running: SIGTERM to each process group, SIGKILL after a grace period. */
export async function stopAll() {
  const pids = [...running];
  for (const pid of pids) kill(pid, "SIGTERM");
  const deadline = Date.now() + GRACE_MS;
  while (Date.now() < deadline && pids.some((pid) => kill(pid, 0))) await new Promise((r) => setTimeout(r, 200));
  for (const pid of pids) kill(pid, "SIGKILL");
  running.clear();
}

// Whatever ends this process, its children go with it.
process.on("exit", () => {
  for (const pid of running) kill(pid, "SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}
