// The doctor search with a large directory (docs/rules/doctors.md, "Search"): puts 10,000
// published doctors (spread over the 64 districts, their divisions and the 11 specialties)
// into a local D1, shows SQLite's plan for the search's queries (an index must be used,
// never a scan of doctors), then times GET /api/read for a few typical searches through
// the built Worker (median of RUNS). Timings are for reading, never for tests. The rows
// are removed again at the end.
// Usage: npm run build && SUSHASTHO_STATE=.wrangler/e2e-state PORT=4177 node scripts/bench-doctors.mjs
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { previewWithUser } from "./bench/local-user.mjs";
import { insertStatements } from "./seed-sql.mjs";

const STATE = process.env.SUSHASTHO_STATE ?? ".wrangler/e2e-state";
const PORT = Number(process.env.PORT ?? 4177);
const DOCTORS = 10_000;
const RUNS = 15;
const SPECIALTIES = [
  "cardiologist",
  "gynecologist",
  "endocrinologist",
  "diabetologist",
  "pediatrician",
  "nephrologist",
  "dermatologist",
  "orthopedic_surgeon",
  "psychiatrist",
  "general_physician",
  "gastroenterologist",
];

const locations = JSON.parse(readFileSync(new URL("../app/domain/directory/bd-locations.json", import.meta.url), "utf8"));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const d1 = (args) =>
  execFileSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", "--local", "--persist-to", STATE, ...args], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });

const now = new Date().toISOString();
const rows = Array.from({ length: DOCTORS }, (_, i) => {
  const district = locations.districts[i % locations.districts.length];
  const upazilas = locations.upazilas.filter((u) => u.district === district.id);
  return {
    id: `bench-doc-${String(i).padStart(5, "0")}`,
    name_en: `Dr. Bench ${String((i * 7919) % DOCTORS).padStart(5, "0")}`,
    name_bn: `ডা. বেঞ্চ ${i}`,
    specialty: SPECIALTIES[Math.floor(i / locations.districts.length) % SPECIALTIES.length],
    qualifications_en: "MBBS",
    qualifications_bn: "এমবিবিএস",
    phone: null,
    fee_bdt: 500,
    chambers: [],
    division: district.division,
    district: district.id,
    upazila: upazilas.length ? upazilas[i % upazilas.length].id : null,
    latitude: district.lat,
    longitude: district.lng,
    is_sample: true,
    published_at: now,
    created_at: now,
    updated_at: now,
  };
});
writeFileSync(".wrangler/bench-doctors.sql", insertStatements("doctors", rows).join("\n") + "\n");
d1(["--file", ".wrangler/bench-doctors.sql"]);
console.log(`${DOCTORS} doctors added to ${STATE}`);

// The shapes workers/directory/search.ts builds (drizzle's SQL, written out here).
const list = "select id, name_en from doctors where (published_at is not null and specialty = ? and {col} = ?) order by name_en limit 10";
const plans = [
  ["specialty + division", list.replace("{col}", "division"), ["cardiologist", "dhaka"]],
  ["specialty + district", list.replace("{col}", "district"), ["cardiologist", "sylhet"]],
  ["specialty + upazila", list.replace("{col}", "upazila"), ["cardiologist", "sylhet/beanibazar"]],
  ["district, all specialties", "select id from doctors where (published_at is not null and district = ?) order by name_en limit 10", ["sylhet"]],
  [
    "count, specialty + division",
    "select count(*) from doctors where (published_at is not null and specialty = ? and division = ?)",
    ["cardiologist", "dhaka"],
  ],
];
for (const [label, sql, values] of plans) {
  const literal = values.reduce((s, v) => s.replace("?", `'${v}'`), sql);
  const [{ results }] = JSON.parse(d1(["--json", "--command", `EXPLAIN QUERY PLAN ${literal}`]));
  console.log(`plan, ${label}: ${results.map((r) => r.detail).join(" | ")}`);
}

const { context, stop } = await previewWithUser({ port: PORT });
try {
  const searches = [
    { specialty: "cardiologist", location: "dhaka", show: "doctors", pages: 1 },
    { specialty: "cardiologist", location: "sylhet", show: "doctors", pages: 1 },
    { specialty: "pediatrician", location: "dhaka", show: "doctors", pages: 3 },
    { specialty: "general_physician", location: "sylhet/beanibazar", show: "doctors", pages: 1 },
    { specialty: null, location: "khulna", show: "hospital", pages: 1 },
  ];
  for (const s of searches) {
    const url = `http://localhost:${PORT}/api/read?reads=${encodeURIComponent(JSON.stringify([["doctorSearch", s]]))}`;
    const times = [];
    let answer;
    for (let run = 0; run <= RUNS; run++) {
      const t0 = performance.now();
      const res = await context.request.get(url);
      answer = await res.json();
      if (!res.ok()) throw new Error(`search failed: ${res.status()} ${JSON.stringify(answer)}`);
      if (run > 0) times.push(performance.now() - t0); // the first warms the isolate
    }
    const data = answer.results[0].data;
    console.log(
      `GET /api/read doctorSearch ${s.specialty ?? "all"} in ${s.location} (${s.show}, ${s.pages} page(s)): median ${median(times).toFixed(1)} ms over ${RUNS} runs; ${data.doctors.length + data.facilities.length} rows of ${data.counts[s.show]}`,
    );
  }
} finally {
  await stop();
  d1(["--command", "DELETE FROM doctors WHERE id LIKE 'bench-doc-%'"]);
}
