// Turns a bench:scale run into its figures (JSON) and a readable report.
import { writesBetween } from "./d1-writes.mjs";

/** Issue 28's targets: an endpoint's p95 ÷ /api/health's p95 at 50 concurrent users. */
export const TARGETS = [
  { key: "sync", label: "/api/sync p95 ÷ /api/health p95", limit: 1.5 },
  { key: "dashboard", label: "dashboard read p95 ÷ /api/health p95", limit: 1.3 },
];
const DAYS_PER_YEAR = 365;
const PHASES = [
  ["signIn", "sign-in (once per phone, not daily)"],
  ["setup", "setup (medicines and reminders, once)"],
  ["day", "the day"],
];

const sum = (o) => Object.values(o).reduce((s, v) => s + v, 0);
const round = (v, digits = 2) => (v === null || v === undefined ? null : Number(v.toFixed(digits)));

function hubStorage(before, after) {
  const paths = Object.keys(after);
  const grown = paths.reduce((s, p) => s + after[p] - (before[p] ?? 0), 0);
  return { hubs: paths.length, bytes: sum(after), meanBytes: paths.length ? sum(after) / paths.length : 0, grownBytes: grown };
}

export function summarise({ settings, machine, d1Tables, d1UserBytes, phases, snaps, endpoints }) {
  const d1 = {};
  let prev = "start";
  for (const [name] of PHASES) {
    const users = phases[name].completed || 1;
    const tables = writesBetween(snaps[prev].counters, snaps[name].counters);
    d1[name] = {
      rowsWritten: sum(Object.fromEntries(Object.entries(tables).map(([t, c]) => [t, c.total]))),
      perUser: round(sum(Object.fromEntries(Object.entries(tables).map(([t, c]) => [t, c.total]))) / users),
      perUserByTable: Object.fromEntries(Object.entries(tables).map(([t, c]) => [t, { ...c, perUser: round(c.total / users) }])),
      bytesGrownPerUser: Math.round((snaps[name].d1Bytes - snaps[prev].d1Bytes) / users),
    };
    prev = name;
  }
  const afterSetup = hubStorage({}, snaps.setup.hubs);
  const afterDay = hubStorage(snaps.setup.hubs, snaps.day.hubs);
  const perDay = afterDay.hubs ? afterDay.grownBytes / afterDay.hubs : 0;
  const hub = {
    hubs: afterDay.hubs,
    meanBytesAfterSetup: Math.round(afterSetup.meanBytes),
    meanBytesAfterDay: Math.round(afterDay.meanBytes),
    grownPerUserDay: Math.round(perDay),
    // What a user's hub holds after a year of such days: what setup left, and a year of days.
    perUserYear: Math.round(afterSetup.meanBytes + DAYS_PER_YEAR * perDay),
  };
  const ratios = TARGETS.map((t) => {
    const ratio = endpoints[t.key]?.p95 && endpoints.health?.p95 ? endpoints[t.key].p95 / endpoints.health.p95 : null;
    return { ...t, ratio: round(ratio), met: ratio === null ? null : ratio <= t.limit };
  });
  const errors = [
    ...Object.values(phases).flatMap((p) =>
      Object.entries(p.requests)
        .filter(([k]) => k !== "sync (all)")
        .map(([, r]) => r.errors),
    ),
    ...Object.values(endpoints).map((r) => r.errors),
  ].reduce((s, n) => s + n, 0);
  return {
    when: new Date().toISOString(),
    settings,
    machine,
    errors,
    phases,
    endpoints,
    targets: ratios,
    d1Writes: d1,
    d1TablesCounted: d1Tables.length,
    d1UserBytes,
    hubStorage: hub,
  };
}

const pad = (s, n) => String(s).padEnd(n);
const num = (v) => (v === null || v === undefined ? "–" : String(v));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function latencyTable(rows) {
  const lines = [`  ${pad("request", 34)} ${pad("count", 7)} ${pad("errors", 7)} ${pad("p50 ms", 7)} ${pad("p95 ms", 7)} max ms`];
  for (const [name, r] of rows)
    lines.push(`  ${pad(name, 34)} ${pad(r.requests, 7)} ${pad(r.errors, 7)} ${pad(num(r.p50), 7)} ${pad(num(r.p95), 7)} ${num(r.max)}`);
  for (const [name, r] of rows) if (r.firstError) lines.push(`  first error of ${name}: ${r.firstError}`);
  return lines;
}

export function textReport(r) {
  const s = r.settings;
  const out = [
    `bench:scale — ${r.when}: ${s.users} users, ${s.concurrency} at a time, local workerd (vite preview), ${r.machine.cpus} CPUs, load average ${r.machine.loadAverageAtStart.toFixed(1)} at the start and ${r.machine.loadAverageAtEnd.toFixed(1)} at the end; took ${s.durationS} s`,
    `errors: ${r.errors}`,
    "",
  ];
  for (const [name, label] of PHASES) {
    const p = r.phases[name];
    out.push(`${label}: ${p.completed}/${p.users} users in ${p.wallS} s, ${p.concurrency} at a time`, ...latencyTable(Object.entries(p.requests)), "");
  }
  out.push(
    `one endpoint at a time at ${s.concurrency} concurrent users (${s.rounds} rounds × ${s.perRound} requests per user; same client, same connections):`,
  );
  out.push(...latencyTable(Object.entries(r.endpoints).map(([k, v]) => [k, v])));
  for (const t of r.targets) out.push(`  ${t.label}: ${num(t.ratio)}× (target ≤ ${t.limit}×: ${t.met === null ? "not measured" : t.met ? "met" : "NOT met"})`);
  out.push(
    "",
    `D1 rows written per user (inserted + updated + deleted, by trigger on every table); a user's own user and account rows take ${kb(r.d1UserBytes ?? 0)}:`,
  );
  for (const [name, label] of PHASES) {
    const d = r.d1Writes[name];
    const tables = Object.entries(d.perUserByTable).sort((a, b) => b[1].total - a[1].total);
    out.push(`  ${label}: ${d.perUser} rows per user; D1 grew ${kb(d.bytesGrownPerUser)} per user`);
    for (const [t, c] of tables) out.push(`    ${pad(t, 24)} ${pad(c.perUser, 6)} (${c.insert} inserted, ${c.update} updated, ${c.delete} deleted in all)`);
  }
  const h = r.hubStorage;
  out.push(
    "",
    `UserHub storage (${h.hubs} hubs, their SQLite databases): ${kb(h.meanBytesAfterSetup)} after setup, ${kb(h.meanBytesAfterDay)} after the day;`,
    `  grew ${kb(h.grownPerUserDay)} per user-day → ${kb(h.perUserYear)} per user-year (setup + 365 such days)`,
  );
  return out.join("\n");
}
