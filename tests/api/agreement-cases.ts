// The table-driven part of applier-agreement.test.ts: for each writable table, the reads
// whose client applier takes its ops (with the parameters that show the op's row), the
// parent rows its ops need, the values its schema's refinements take, and what the
// comparison leaves aside. A table added to durable-objects/writable-tables.ts without
// an entry here fails the test's first check.
import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { expect } from "vitest";
import type { ReadName, ReadRequest, ReadResult } from "../../app/domain/reads";
import type { Op } from "../../app/domain/sync/op";
import { rememberListing } from "../../app/features/directory/appliers";
import { FIRST_PAGE } from "../../app/features/medicines/queries";
import { SAMPLE } from "./directory-fixture";
import { rowOp, sendOps } from "./helpers";
import { dayString, days, hoursAgo, type Pools } from "./zod-arbitrary";

export interface CaseContext {
  userId: string;
  /** A medicine of the user, for the ops of its child tables. */
  medicineId?: string;
  /** A lab report of the user, for lab_trends. */
  labReportId?: string;
}

interface AgreementCase {
  /** The reads to compare for `op`: every read whose applier takes the table's ops, its parameters showing the op's row. */
  reads: (op: Op, ctx: CaseContext) => ReadRequest[];
  /** Rows the table's ops need first (a parent). */
  setup?: (user: { id: string; cookie: string }) => Promise<Partial<CaseContext>>;
  /** What the app does on this device before it queues such an op (the heart remembers the listing's name). */
  beforeOp?: (op: Op) => void;
}

/** As FavoriteButton on a listing card: the listing's name and detail, so the favourite made offline shows them. */
function rememberHeartedListing(op: Op) {
  if (op.type !== "insert") return;
  const { kind, target_id } = op.data as { kind: string; target_id: string };
  const doctor = kind === "doctor" ? SAMPLE.doctors.find((d) => d.id === target_id) : undefined;
  const facility = kind === "facility" ? SAMPLE.facilities.find((f) => f.id === target_id) : undefined;
  const listing = doctor ? { ...doctor, detail: doctor.specialty } : facility ? { ...facility, detail: facility.kind } : undefined;
  if (listing) {
    rememberListing(kind as "doctor" | "facility", target_id, {
      name_en: listing.name_en,
      name_bn: listing.name_bn,
      detail: listing.detail ?? null,
      district: listing.district,
      is_sample: listing.is_sample ?? false,
    });
  }
}

const read = <N extends ReadName>(name: N, params: unknown) => [name, params] as unknown as ReadRequest;

async function insertOne(user: { cookie: string }, table: string, data: Record<string, unknown>) {
  const id = uuidv7();
  const [ack] = await sendOps(user, [rowOp(table, "insert", id, data)]);
  expect(ack.status, JSON.stringify(ack.error)).toBe("applied");
  return id;
}

/** A medicine with stock, so taken doses and refills change it. */
const withMedicine = async (user: { cookie: string }) => ({ medicineId: await insertOne(user, "medicines", { name: "Napa", stock_quantity: 40 }) });
const withLabReport = async (user: { cookie: string }) => ({ labReportId: await insertOne(user, "lab_reports", { title: "CBC", report_date: dayString(-3) }) });

const medicineReads = (id: string) => [read("doses", null), read("medicines", FIRST_PAGE), read("medicine", { id })];
const labReads = (id: string) => [read("labReports", null), read("labReport", { id }), read("labValues", null)];
const trackerReads = [read("trackers", null)];

export const AGREEMENT_CASES: Record<string, AgreementCase> = {
  user_settings: { reads: () => [read("settings", null)] },
  profiles: { reads: () => [read("profile", null)] },
  medical_history: { reads: () => [read("profile", null)] },
  medicines: { reads: (op) => medicineReads(op.id) },
  medicine_reminders: { setup: withMedicine, reads: (_op, ctx) => medicineReads(ctx.medicineId!) },
  adherence_logs: { setup: withMedicine, reads: (_op, ctx) => medicineReads(ctx.medicineId!) },
  medicine_refills: { setup: withMedicine, reads: (_op, ctx) => medicineReads(ctx.medicineId!) },
  medicine_history: { setup: withMedicine, reads: () => [read("medicineHistory", null)] },
  sleep_logs: { reads: () => [read("sleep", null), read("insightData", null)] },
  symptom_logs: { reads: () => [...trackerReads, read("symptoms", null), read("insightData", null)] },
  step_logs: { reads: () => trackerReads },
  exercise_logs: { reads: () => trackerReads },
  health_metrics: {
    reads: () => [
      ...(["blood_pressure", "blood_glucose", "weight", "womens_health"] as const).map((type) => read("healthMetrics", { type })),
      read("insightData", null),
    ],
  },
  doctor_appointments: { reads: (op) => [read("appointments", null), read("appointment", { id: op.id })] },
  lab_reports: { reads: (op) => labReads(op.id) },
  lab_trends: { setup: withLabReport, reads: (_op, ctx) => labReads(ctx.labReportId!) },
  saved_prescriptions: { reads: (op) => [read("prescriptions", null), read("prescription", { id: op.id })] },
  education_bookmarks: { reads: () => [read("educationBookmarks", { lang: "en" }), read("educationBookmarks", { lang: "bn" })] },
  doctor_favorites: { reads: () => [read("doctorFavorites", null)], beforeOp: rememberHeartedListing },
};

type Pair = [client: ReadResult, server: ReadResult];

const holds = (r: ReadResult, id: string) => JSON.stringify(r.data ?? null).includes(`"${id}"`);
/** An update after which the server's answer holds the row and the client's does not: the client had no row to change. */
const bringsInSkipped = (pair: Pair, op: Op): Pair | "skip" => (op.type === "update" && holds(pair[1], op.id) && !holds(pair[0], op.id) ? "skip" : pair);

/**
 * Differences the test knows and leaves to the lead, each named with why: the fix is the
 * server's (durable-objects/, workers/reads/: the lead's area while storage moves), or the
 * client's answer cannot say what the server says. Each takes the pair as compared and
 * gives it back with that one difference taken out, or "skip" for the whole comparison;
 * everything else in the answer is still compared.
 */
export const KNOWN_DIFFERENCES: { table: string; read: ReadName; why: string; adjust: (pair: Pair, op: Op) => Pair | "skip" }[] = [
  {
    table: "medicines",
    read: "medicine",
    why:
      "After the soft delete (category 'deleted') the detail read answers 404, as for a missing medicine; " +
      "the client's detail answer has no 'not found' (its type is not nullable) and keeps the row in category 'deleted'. " +
      "The detail screen leaves on delete, so it is never shown.",
    adjust: ([client, server], op) => (op.type === "update" && op.data.category === "deleted" && server.error?.status === 404 ? "skip" : [client, server]),
  },
  ...(["sleep_logs", "symptom_logs", "health_metrics"] as const).map((table) => ({
    table,
    read: "insightData" as const,
    why:
      "The insights answer's rows carry no id, so the client adds what an insert logs and leaves an edit or a delete " +
      "to the next read (app/features/insights/queries.ts says so); the fix is ids in the read's rows (workers/reads/insights.ts).",
    adjust: (pair: Pair, op: Op) => (op.type === "insert" ? pair : "skip"),
  })),
  {
    table: "lab_trends",
    read: "labReports",
    why:
      "The list's counts per report (valueCount, outOfRange) take a new value at once, but an edited or deleted value " +
      "is counted by the next read: the list holds no values to recount from (app/features/lab-reports/appliers.ts says so).",
    adjust: (pair, op) => (op.type === "insert" ? pair : "skip"),
  },
  ...(["doses", "medicines"] as const).map((read) => ({
    table: "medicines",
    read,
    why:
      "A patch may bring a soft-deleted medicine back (category 'deleted' to a live one: medicinePatchSchema allows it); " +
      "the client's answers no longer hold the row to bring back, so it shows at the next read. No screen does this; " +
      "the lead may rather refuse it on the server.",
    adjust: bringsInSkipped,
  })),
  ...(
    [
      ["symptom_logs", "trackers"],
      ["symptom_logs", "symptoms"],
      ["step_logs", "trackers"],
      ["exercise_logs", "trackers"],
      ["sleep_logs", "sleep"],
      ["lab_trends", "labValues"],
    ] as const
  ).map(([table, read]) => ({
    table,
    read,
    why:
      "An edit that moves a row into the answer's window (a symptom's time into the last 14 days, a step's day into the last 8, " +
      "a night or an exercise among the latest shown, a lab value's day into the chart's window): the client's answer never held " +
      "the row, so it joins at the next read.",
    adjust: bringsInSkipped,
  })),
  {
    table: "education_bookmarks",
    read: "educationBookmarks",
    why:
      "Saving a piece: the answer's cards (items) are the shared content's, which the server looks up for the saved pieces; " +
      "the client's applier has only its answer, so the card shows at the next read (the bookmark row is compared, and an unsave's card removal too).",
    adjust: ([client, server], op) => {
      if (op.type !== "insert" || !client.data || !server.data) return [client, server];
      const withoutItems = (r: ReadResult) => ({ data: { ...(r.data as object), items: "<read again>" } });
      return [withoutItems(client), withoutItems(server)];
    },
  },
];

// ---- values the schemas' refinements take (as sync-fuzz.test.ts's hints) ----
// Instants and days reach past the reads' windows (a symptom 40 days ago against the
// summary's 14), so the appliers' windows are compared too.

export function agreementPools(ctx: CaseContext): Pools {
  const hints: Record<string, fc.Arbitrary<string>> = {
    date_of_birth: days(-30_000, -3_000),
    appointment_date: days(0, 60),
    log_date: days(-12, 0),
    refill_date: days(-40, 0),
    scheduled_date: days(-3, 0),
    start: days(-40, 0),
    end: days(-40, 0),
    medicine_id: fc.constant(ctx.medicineId ?? uuidv7()),
    lab_report_id: fc.constant(ctx.labReportId ?? uuidv7()),
    report_date: days(-40, 0),
    recorded_date: days(-40, 0),
    upload_date: days(-40, 0),
    prescribing_date: days(-40, 0),
    timezone: fc.constantFrom("Asia/Dhaka", "UTC", "Europe/London"),
    sleep_start: hoursAgo(8, 24 * 40),
    sleep_end: hoursAgo(0, 24 * 5),
    recorded_at: hoursAgo(0, 24 * 40),
    taken_at: hoursAgo(0, 24 * 40),
    start_date: days(-40, -20),
    end_date: days(-20, 0),
    last_taken_at: hoursAgo(0, 48),
    // Two pieces the education migration brings, and one that does not exist.
    group_id: fc.constantFrom("taking-medicines-right", "storing-medicines-safely", "no-such-piece"),
    target_id: fc.constantFrom(...SAMPLE.doctors.slice(0, 5).map((d) => d.id), ...SAMPLE.facilities.slice(0, 3).map((f) => f.id)),
  };
  return {
    strings: fc.oneof(days(-40, 40), fc.constantFrom("Napa", "Metformin 500", "নাপা", "Dr. Rahman", " padded ")),
    // No uuid field is left to this pool: medicine_id and lab_report_id name the case's parent (hints above).
    ids: fc.constant(uuidv7()),
    instants: hoursAgo(0, 24 * 5),
    byField: (key) => hints[key],
  };
}

// ---- what the comparison leaves aside ----

const SERVER_CLOCK = "<server clock>";
/**
 * Always the server's own clock, never the client's: the client shows its op's time
 * until the next read (the server writes the row's instant when it commits).
 */
const STAMPS = new Set(["created_at", "updated_at"]);
/**
 * Instants an op may leave out, which the server then sets to its now (column default
 * nowIso) and the client to the op's clientTime: aside only when the client's value is
 * that stand-in, so a value the op gave must match.
 */
const DEFAULTED_INSTANTS = new Set(["recorded_at", "taken_at"]);
/** A window's start (insightData, healthMetrics, labValues: "since"), which the server computes from its clock at each read. */
const WINDOW_STARTS = new Set(["since"]);
/**
 * Numbers compare at 15 significant digits: the folded reads (workers/reads/read.ts) build
 * their answer with SQLite's JSON functions, which write a REAL with 15 (a lab value
 * -1.0076311402479308e-143 comes back -1.00763114024793e-143). No value a person types
 * has more; noted for the lead.
 */
const SIGNIFICANT_DIGITS = 15;

/**
 * Parts of an answer the server derives after the commit, which no client applier makes:
 * the dose data's achievements (a first dose, a streak) are earned by the hub's
 * after-commit effect (durable-objects/achievements.ts) and shown at the next read.
 */
const SERVER_DERIVED: Partial<Record<ReadName, string[]>> = { doses: ["achievements"] };

function walk(client: unknown, server: unknown, op: Op, key?: string): [unknown, unknown] {
  if (key && typeof client === "string" && typeof server === "string") {
    if (STAMPS.has(key) || WINDOW_STARTS.has(key) || (DEFAULTED_INSTANTS.has(key) && client === op.clientTime)) return [SERVER_CLOCK, SERVER_CLOCK];
  }
  if (typeof client === "number" && typeof server === "number") {
    const round = (n: number) => (Number.isInteger(n) ? n : Number(n.toPrecision(SIGNIFICANT_DIGITS)));
    return [round(client), round(server)];
  }
  if (Array.isArray(client) && Array.isArray(server)) {
    const n = Math.max(client.length, server.length);
    const pairs = Array.from({ length: n }, (_, i) => walk(client[i], server[i], op));
    return [pairs.slice(0, client.length).map((p) => p[0]), pairs.slice(0, server.length).map((p) => p[1])];
  }
  if (client && server && typeof client === "object" && typeof server === "object" && !Array.isArray(client) && !Array.isArray(server)) {
    const c: Record<string, unknown> = {};
    const s: Record<string, unknown> = {};
    const cs = client as Record<string, unknown>;
    const ss = server as Record<string, unknown>;
    for (const k of new Set([...Object.keys(cs), ...Object.keys(ss)])) {
      const [a, b] = walk(cs[k], ss[k], op, k);
      if (k in cs) c[k] = a;
      if (k in ss) s[k] = b;
    }
    return [c, s];
  }
  return [client, server];
}

/**
 * The client's and the server's answers made comparable: the server's clock aside
 * (STAMPS, DEFAULTED_INSTANTS, WINDOW_STARTS), what it derives aside (SERVER_DERIVED),
 * numbers at SIGNIFICANT_DIGITS, and a 404 taken as the null a nullable answer holds
 * for 'not found' (offline-query.ts `local`: appointment, labReport, prescription).
 */
export function normalisePair(read: ReadName, client: ReadResult, server: ReadResult, op: Op): Pair {
  const notFound = client.data === null && server.error?.status === 404;
  const [c, s] = walk(client, notFound ? { data: null } : server, op) as Pair;
  const derived = SERVER_DERIVED[read] ?? [];
  const without = (r: ReadResult): ReadResult =>
    r.data && derived.length ? { data: Object.fromEntries(Object.entries(r.data).filter(([k]) => !derived.includes(k))) } : r;
  return [without(c), without(s)];
}
