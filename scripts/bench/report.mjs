// Turns the bench's samples into medians, ratios to the bare page and markdown, and
// keeps docs/PERFORMANCE.md: one section per run, newest first, earlier runs kept.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { MODES } from "./page-loads.mjs";

export const RUNS_MARKER = "<!-- npm run bench puts each run's section below this line, newest first -->";

/**
 * The targets of issue 30 (which tightened issue 11's 2.5× / 2.5× / 2× for time to content
 * to 1.5×), as ratios measured in the same run (`key`: the median
 * compared with the bare page's, time to content unless named), or as milliseconds
 * (`unit: "ms"`).
 */
export const TARGETS = [
  { label: "cold signed-in /dashboard time to content ÷ bare page", page: "/dashboard", mode: "cold", limit: 1.5 },
  { label: "installed online /dashboard time to content ÷ bare page", page: "/dashboard", mode: "installed online", limit: 1.5 },
  { label: "installed offline /dashboard time to content ÷ bare page", page: "/dashboard", mode: "installed offline", limit: 1.5 },
  { label: "cold signed-in /dashboard main-thread-quiet ÷ bare page", page: "/dashboard", mode: "cold", key: "quiet", limit: 1.6 },
  { label: "cold signed-in /dashboard LCP ÷ bare page", page: "/dashboard", mode: "cold", key: "lcp", limit: 2 },
  { label: "cold signed-in /dashboard LCP", page: "/dashboard", mode: "cold", key: "lcp", unit: "ms", limit: 2500 },
  { label: "dashboard endpoint p95 ÷ /api/health p95 (50 concurrent users)", api: ["dashboard", "health"], limit: 1.5 },
];

const median = (xs) => {
  const v = xs.filter((x) => typeof x === "number").sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** The values seen, most frequent first, as "value (n×)". */
const mostCommon = (xs) => {
  const counts = new Map();
  for (const x of xs) if (x) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([x, n]) => `${x} (${n}×)`);
};

const sh = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
};

/** What the numbers were measured on. */
export function machineInfo() {
  const cpuModel = readFileSync("/proc/cpuinfo", "utf8").match(/^model name\s*:\s*(.+)$/m)?.[1] ?? os.cpus()[0]?.model ?? "unknown";
  return {
    date: new Date().toISOString(),
    nproc: Number(sh("nproc", [])) || os.availableParallelism(),
    cpuModel,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    commit: sh("git", ["rev-parse", "HEAD"]),
    commitSubject: sh("git", ["log", "-1", "--format=%s"]),
    dirty: Boolean(sh("git", ["status", "--porcelain", "--untracked-files=no"])),
    loadAverageAtStart: os.loadavg()[0],
  };
}

/** Medians per page and mode, and the time-to-content ratio to the bare page in the same mode. */
export function summarisePages(samples, bareName) {
  const out = {};
  for (const [name, byMode] of Object.entries(samples)) {
    out[name] = {};
    for (const mode of MODES) {
      const s = byMode[mode];
      const pick = (k) => median(s.map((x) => x[k]));
      out[name][mode] = {
        contentMs: pick("contentMs"),
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        quietMs: pick("quietMs"),
        lcpElements: mostCommon(s.map((x) => x.lcpElement)),
        jsGzip: pick("jsGzip"),
        requests: pick("requests"),
        scriptRequests: pick("scriptRequests"),
        fromServiceWorker: pick("fromServiceWorker"),
        runs: s.length,
        failed: s.filter((x) => x.contentMs === null).length,
        errors: [...new Set(s.map((x) => x.error).filter(Boolean))],
      };
    }
  }
  for (const name of Object.keys(out)) {
    for (const mode of MODES) {
      const ratio = (k) => {
        const bare = out[bareName][mode][k];
        const own = out[name][mode][k];
        return bare && own !== null ? own / bare : null;
      };
      out[name][mode].ratio = ratio("contentMs");
      out[name][mode].lcpRatio = ratio("lcpMs");
      out[name][mode].quietRatio = ratio("quietMs");
    }
  }
  return out;
}

export function checkTargets(pages, api) {
  return TARGETS.map((t) => {
    let value;
    const row = t.page ? pages?.[t.page]?.[t.mode] : null;
    if (t.page && t.unit === "ms") value = row?.[`${t.key}Ms`] ?? null;
    else if (t.page) value = row?.[t.key ? `${t.key}Ratio` : "ratio"] ?? null;
    else {
      const [a, b] = t.api.map((k) => api?.results?.[k]?.p95);
      value = a && b ? a / b : null;
    }
    return { label: t.label, limit: t.limit, unit: t.unit ?? "×", value, met: value === null ? null : value <= t.limit };
  });
}

const fmt = (v, digits = 0) => (v === null || v === undefined ? "–" : v.toFixed(digits));
const kib = (bytes) => (bytes === null || bytes === undefined ? "–" : (bytes / 1024).toFixed(1));

export function markdown({ machine, chromium, settings, pages, api, targets, pageOrder, failures = {} }) {
  const lines = [];
  const when = machine.date.replace("T", " ").slice(0, 16);
  lines.push(`### ${when} UTC · ${machine.commit?.slice(0, 10) ?? "no commit"}${machine.dirty ? " (with uncommitted changes)" : ""}`, "");
  lines.push(
    `Commit \`${machine.commit}\` "${machine.commitSubject}". Machine: ${machine.nproc} CPUs (nproc), ${machine.cpuModel}, ` +
      `${machine.memoryGiB} GiB RAM, load average ${fmt(machine.loadAverageAtStart, 1)} at the start and ${fmt(machine.loadAverageAtEnd, 1)} at the end. ` +
      `Chromium ${chromium ?? "–"}, Node ${machine.node}. ${settings.runs} runs per cell (medians); ` +
      `Slow 4G: ${settings.profile.rttMs} ms RTT, ${settings.profile.downKbps} kbps down, ${settings.profile.upKbps} kbps up, ${settings.profile.cpuSlowdown}× CPU${settings.gzip ? "; responses gzip-compressed before the link (--gzip)" : ""}. ` +
      `Took ${fmt(settings.durationS)} s.`,
    "",
  );
  lines.push("#### Targets", "", "| target | measured | limit | met |", "|---|---:|---:|---|");
  for (const t of targets)
    lines.push(
      `| ${t.label} | ${t.value === null ? "–" : t.unit === "ms" ? `${t.value.toFixed(0)} ms` : `${t.value.toFixed(2)}×`} | ≤ ${t.limit}${t.unit === "ms" ? " ms" : "×"} | ${t.met === null ? "not measured" : t.met ? "yes" : "**no**"} |`,
    );
  lines.push("");
  for (const [part, error] of Object.entries(failures)) lines.push(`**${part === "api" ? "API" : "Page loads"}: failed** (${error}).`, "");
  if (pages) {
    lines.push(
      "#### Page loads",
      "",
      "Times from navigation start; × bare = the page's median ÷ the bare page's in the same mode. LCP: largest contentful paint; quiet: main-thread-quiet, the end of the last long task (FCP for a load without one). JS gzip: the scripts the page ran, wherever they came from; requests: all the page made (from SW: answered by the service worker).",
      "",
      "| mode | page | content ms | × bare | FCP ms | LCP ms | × bare | quiet ms | × bare | JS gzip KiB | requests | scripts | from SW | failed |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const mode of MODES) {
      for (const name of pageOrder) {
        const r = pages[name][mode];
        const times = (ratio) => (ratio === null || ratio === undefined ? "–" : `${ratio.toFixed(2)}×`);
        lines.push(
          `| ${mode} | ${name} | ${fmt(r.contentMs)} | ${times(r.ratio)} | ${fmt(r.fcpMs)} | ${fmt(r.lcpMs)} | ${times(r.lcpRatio)} | ${fmt(r.quietMs)} | ${times(r.quietRatio)} | ${kib(r.jsGzip)} | ${fmt(r.requests)} | ${fmt(r.scriptRequests)} | ${fmt(r.fromServiceWorker)} | ${r.failed ? `${r.failed}/${r.runs}` : "0"} |`,
        );
      }
    }
    lines.push("", "Largest contentful paint, per page and mode (the element, how many runs):", "");
    for (const name of pageOrder)
      for (const mode of MODES)
        if (pages[name][mode].lcpElements?.length)
          lines.push(`- ${name}, ${mode}: ${pages[name][mode].lcpElements.map((e) => `\`${e.replaceAll("`", "'")}\``).join(", ")}`);
    const errors = pageOrder.flatMap((name) => MODES.flatMap((mode) => pages[name][mode].errors.map((e) => `${name}, ${mode}: ${e}`)));
    if (errors.length) lines.push("", "Failed loads:", "", ...errors.map((e) => `- ${e}`));
    lines.push("");
  }
  if (api) {
    lines.push(
      `#### API at ${api.users} concurrent users`,
      "",
      `Each user sends ${api.perUser} requests per endpoint one after another, all users at once, one endpoint at a time in ${api.rounds ?? 1} rounds whose order turns, ` +
        "through one keep-alive connection per user shared by every endpoint, after unmeasured warm-up rounds repeated while they got quicker. " +
        `Each user holds ${api.seededOpsPerUser} rows (medicines, reminders, taken doses) written through /api/sync.`,
      "",
      "| endpoint | p50 ms | p95 ms | max ms | requests/s | errors |",
      "|---|---:|---:|---:|---:|---:|",
    );
    for (const r of Object.values(api.results)) {
      lines.push(
        `| \`${r.endpoint}\` | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${fmt(r.throughput)} | ${r.errors}/${r.requests}${r.firstError ? ` (${r.firstError.slice(0, 80).replaceAll("|", "\\|")})` : ""} |`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** Puts `section` at the top of the runs in docs/PERFORMANCE.md (the intro above the marker stays as written). */
export function addToPerformanceDoc(path, section) {
  const current = existsSync(path) ? readFileSync(path, "utf8") : `# Performance\n\n${RUNS_MARKER}\n`;
  const at = current.indexOf(RUNS_MARKER);
  const head = at === -1 ? `${current.trimEnd()}\n\n${RUNS_MARKER}\n` : current.slice(0, at + RUNS_MARKER.length) + "\n";
  const rest = at === -1 ? "" : current.slice(at + RUNS_MARKER.length).replace(/^\n+/, "");
  writeFileSync(path, `${head}\n${section.trimEnd()}\n${rest ? `\n${rest}` : ""}`);
}
