// Every named read (app/domain/reads.ts), with the zod schema of its parameters.
// A read is always for the session's user: no parameter can name another.
import * as z from "zod/mini";
import { ApiError } from "../api/errors";
import type { ReadName, ReadParams, ReadRequest, ReadResult, ReadsAnswer } from "../../app/domain/reads";
import { MAX_READS_PER_REQUEST } from "../../app/domain/reads";
import type { SessionUser } from "../../app/domain/session";
import { HEALTH_METRIC_TYPES } from "../../app/domain/health-metrics/rules";
import { tiersOn } from "../../app/domain/premium/rules";
import { MEDICINE_LIST_FILTERS, MEDICINE_SEARCH_MAX } from "../../app/domain/medicines/types";
import { appointmentListRead, appointmentRead } from "./appointments";
import { dosesRead } from "./doses";
import { healthMetricsRead } from "./health-metrics";
import { labReportListRead, labReportRead, labValuesRead } from "./labs";
import { prescriptionListRead, prescriptionRead } from "./prescriptions";
import { insightDataRead } from "./insights";
import { summarySharesRead } from "./summary-shares";
import { careDayRead, careLinksRead } from "./care";
import { isIsoDate } from "../../app/domain/profile/rules";
import { cloudBackupsRead } from "./cloud-backups";
import { medicineDetailRead, medicineHistoryRead, medicineListRead } from "./medicines";
import { premiumRead, houseAdsRead } from "./premium";
import { profileRead } from "./profile";
import { runReads, type Read } from "./read";
import { readStores } from "./stores";
import { settingsRead } from "./settings";
import { sleepRead } from "./sleep";
import { recentSymptomsRead, trackersOverviewRead } from "./trackers";
import { educationBookmarksRead, educationDashboardRead, educationItemRead, educationListRead } from "./education";
import { EDUCATION_KINDS, EDUCATION_SEARCH_MAX } from "../../app/domain/education/rules";
import { LANGUAGES } from "../../app/domain/settings/rules";
import { directoryDoctorRead, directoryFacilityRead, directoryPlaceRead, directorySearchRead, favoritesRead } from "./directory";
import { directorySearchParams, listingId, placeOf } from "./directory-params";

const none = z.null();
const rowId = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

type Entry<N extends ReadName> = {
  params: z.ZodMiniType<ReadParams[N]>;
  /** `tiers`: premium tiers are on in this deployment (PREMIUM_TIERS). */
  read: (user: SessionUser, params: ReadParams[N], tiers: boolean) => Read<unknown>;
};

const READS: { [N in ReadName]: Entry<N> } = {
  settings: { params: none, read: (u) => settingsRead(u) },
  profile: { params: none, read: (u) => profileRead(u) },
  doses: { params: none, read: (u) => dosesRead(u.id) },
  sleep: { params: none, read: (u) => sleepRead(u.id) },
  trackers: { params: none, read: (u) => trackersOverviewRead(u.id) },
  symptoms: { params: none, read: (u) => recentSymptomsRead(u.id) },
  appointments: { params: none, read: (u) => appointmentListRead(u.id) },
  appointment: { params: rowId, read: (u, p) => appointmentRead(u.id, p.id) },
  medicines: {
    params: z.strictObject({
      page: z.int().check(z.minimum(1), z.maximum(999_999)),
      category: z.enum(MEDICINE_LIST_FILTERS),
      q: z.string().check(z.trim(), z.maxLength(MEDICINE_SEARCH_MAX)),
    }),
    read: (u, p) => medicineListRead(u.id, p),
  },
  medicine: { params: rowId, read: (u, p) => medicineDetailRead(u.id, p.id) },
  medicineHistory: { params: none, read: (u) => medicineHistoryRead(u.id) },
  healthMetrics: { params: z.strictObject({ type: z.enum(HEALTH_METRIC_TYPES) }), read: (u, p) => healthMetricsRead(u.id, p.type) },
  labReports: { params: none, read: (u) => labReportListRead(u.id) },
  labReport: { params: rowId, read: (u, p) => labReportRead(u.id, p.id) },
  labValues: { params: none, read: (u) => labValuesRead(u.id) },
  prescriptions: { params: none, read: (u) => prescriptionListRead(u.id) },
  prescription: { params: rowId, read: (u, p) => prescriptionRead(u.id, p.id) },
  insightData: { params: none, read: (u) => insightDataRead(u.id) },
  summaryShares: { params: none, read: (u) => summarySharesRead(u.id) },
  // Issue 31: the links are the session user's; a patient's day only through the user's active link to them (reads/care.ts).
  careLinks: { params: none, read: (u) => careLinksRead(u.id) },
  careDay: {
    params: z.strictObject({ patientId: z.string().check(z.minLength(1), z.maxLength(64)), date: z.string().check(z.refine(isIsoDate)) }),
    read: (u, p) => careDayRead(u.id, p.patientId, p.date),
  },
  cloudBackups: { params: none, read: (u) => cloudBackupsRead(u.id) },
  premium: { params: none, read: (u, _p, tiers) => premiumRead(u, tiers) },
  houseAds: { params: none, read: (u, _p, tiers) => houseAdsRead(u, tiers) },
  // Issue 16: public content (no user parameter); the bookmarks are the session user's.
  educationList: {
    params: z.strictObject({
      lang: z.enum(LANGUAGES),
      kind: z.enum(EDUCATION_KINDS),
      topic: z.string().check(z.maxLength(40)),
      q: z.string().check(z.trim(), z.maxLength(EDUCATION_SEARCH_MAX)),
    }),
    read: (_u, p) => educationListRead(p),
  },
  educationItem: {
    params: z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(120)), lang: z.enum(LANGUAGES) }),
    read: (_u, p) => educationItemRead(p.id, p.lang),
  },
  educationDashboard: { params: z.strictObject({ lang: z.enum(LANGUAGES) }), read: (_u, p) => educationDashboardRead(p.lang) },
  educationBookmarks: { params: z.strictObject({ lang: z.enum(LANGUAGES) }), read: (u, p) => educationBookmarksRead(u.id, p.lang) },
  // Issue 16: the directory is public; favourites are the user's.
  doctorSearch: { params: directorySearchParams, read: (_u, p) => directorySearchRead(p, placeOf(p.location)) },
  directoryDoctor: { params: z.strictObject({ id: listingId }), read: (_u, p) => directoryDoctorRead(p.id) },
  directoryFacility: { params: z.strictObject({ id: listingId }), read: (_u, p) => directoryFacilityRead(p.id) },
  directoryPlace: { params: z.strictObject({ placeId: z.string().check(z.minLength(1), z.maxLength(300)) }), read: (_u, p) => directoryPlaceRead(p.placeId) },
  doctorFavorites: { params: none, read: (u) => favoritesRead(u.id) },
};

const isName = (v: unknown): v is ReadName => typeof v === "string" && Object.hasOwn(READS, v);

/** Parses what GET /api/read and screen loaders ask for: a list of [name, params]. Anything else is a 400. */
export function parseReadRequests(raw: unknown): ReadRequest[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_READS_PER_REQUEST) {
    throw new ApiError(400, "invalid_reads", `Ask for 1 to ${MAX_READS_PER_REQUEST} reads`);
  }
  return raw.map((item) => {
    const [name, params] = Array.isArray(item) && item.length <= 2 ? item : [];
    if (!isName(name)) throw new ApiError(400, "invalid_reads", "Unknown read");
    const parsed = z.safeParse(READS[name].params as z.ZodMiniType, params ?? null);
    if (!parsed.success) throw new ApiError(400, "invalid_reads", `Invalid parameters for ${name}`);
    return [name, parsed.data] as unknown as ReadRequest;
  });
}

/**
 * A server-rendered page's reads (its route loaders'): each request is checked alone, so
 * one whose parameters a URL made invalid (/doctors?location= a place that is not in
 * Bangladesh) answers its own 400 and the page's other reads still run.
 */
export async function readPageForUser(env: Env, user: SessionUser, requests: readonly ReadRequest[]): Promise<ReadsAnswer> {
  const checked = requests.map((request) => {
    try {
      return parseReadRequests([request])[0];
    } catch (err) {
      if (err instanceof ApiError) return err;
      throw err;
    }
  });
  const valid = checked.filter((c): c is ReadRequest => !(c instanceof ApiError));
  const answers = valid.length ? (await readForUser(env, user, valid)).results : [];
  let next = 0;
  return {
    requests: checked.map((c, i) => (c instanceof ApiError ? requests[i] : c)),
    results: checked.map((c) => (c instanceof ApiError ? { error: { status: c.status, code: c.code, message: c.message } } : answers[next++])),
  };
}

/** The reads the requests name, for `user` (to run with others: runReads). */
export function readsOf(env: Env, user: SessionUser, requests: readonly ReadRequest[]): Read<unknown>[] {
  const tiers = tiersOn(env.PREMIUM_TIERS);
  return requests.map(([name, params]) => (READS[name] as Entry<ReadName>).read(user, params as never, tiers));
}

/** Runs the reads for `user`: one call to their hub and one D1 statement, at once; each result is its data or its error. */
export async function readForUser(env: Env, user: SessionUser, requests: ReadRequest[]): Promise<ReadsAnswer> {
  const outcomes = await runReads(readStores(env, user.id), readsOf(env, user, requests));
  const results: ReadResult[] = outcomes.map((o) =>
    o.ok ? { data: o.data } : { error: { status: o.error.status, code: o.error.code, message: o.error.message } },
  );
  return { requests, results };
}
