// Medicines: a page of the list (long-term first, then by name ignoring case; never
// category 'deleted') with each medicine's reminders and the total, and one medicine
// with its reminders, refills (newest first) and latest logs.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { DELETED_CATEGORY, MEDICINE_PAGE_SIZE } from "../../app/domain/doses/rules";
import {
  MEDICINE_DETAIL_LOGS,
  type MedicineDetailResponse,
  type MedicineListFilter,
  type MedicineListResponse,
  type MedicineRow,
  type ReminderRow,
} from "../../app/domain/medicines/types";
import { MEDICINE_HISTORY_SHOWN, type MedicineHistoryResponse, type MedicineHistoryRow } from "../../app/domain/medicines/history";
import { adherenceLogs, medicineHistory, medicineRefills, medicineReminders, medicines, doseLogColumns, doseReminderColumns } from "../../drizzle/schema";
import { ApiError } from "../api/errors";
import { param, qb, type Read } from "./read";

const reminderColumns = {
  id: medicineReminders.id,
  ...doseReminderColumns,
};

/** Long-term first, then by name ignoring case; id keeps equal names in a stable order across pages. */
const listOrder = [sql`case when ${medicines.category} = 'long-term' then 0 else 1 end`, sql`lower(${medicines.name})`, asc(medicines.id)];

/** `q` as a LIKE pattern that matches it literally (its % and _ are escaped). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function withReminders<M extends { id: string }>(items: M[], reminders: (ReminderRow & { medicine_id: string })[]) {
  const byMedicine = new Map<string, ReminderRow[]>();
  for (const { medicine_id, ...r } of reminders) byMedicine.set(medicine_id, [...(byMedicine.get(medicine_id) ?? []), r]);
  return items.map((m) => ({ ...m, reminders: byMedicine.get(m.id) ?? [] }));
}

export interface MedicineListQuery {
  page: number;
  category: MedicineListFilter;
  q: string;
}

export function medicineListRead(userId: string, { page, category, q }: MedicineListQuery): Read<MedicineListResponse> {
  const filters: (SQL | undefined)[] = [
    eq(medicines.user_id, userId),
    ne(medicines.category, DELETED_CATEGORY),
    category === "all" ? undefined : eq(medicines.category, category),
    q ? sql`${medicines.name} like ${containsPattern(q)} escape '\\'` : undefined,
  ];
  const where = and(...filters);
  const offset = (page - 1) * MEDICINE_PAGE_SIZE;
  // The filters vary by request, so this read is built (and compiled) per request.
  const pageIds = qb
    .select({ id: medicines.id })
    .from(medicines)
    .where(where)
    .orderBy(...listOrder)
    .limit(MEDICINE_PAGE_SIZE)
    .offset(offset);
  return {
    queries: [
      qb
        .select()
        .from(medicines)
        .where(where)
        .orderBy(...listOrder)
        .limit(MEDICINE_PAGE_SIZE)
        .offset(offset),
      // The page's reminders in the same round trip: the page is a subquery.
      qb
        .select(reminderColumns)
        .from(medicineReminders)
        .where(and(eq(medicineReminders.user_id, userId), inArray(medicineReminders.medicine_id, pageIds)))
        .orderBy(medicineReminders.reminder_time),
      qb.select({ total: count() }).from(medicines).where(where),
    ],
    shape: ([items, reminders, totals]) => ({
      items: withReminders(items as MedicineRow[], reminders as (ReminderRow & { medicine_id: string })[]),
      total: (totals as { total: number }[])[0]?.total ?? 0,
      page,
      pageSize: MEDICINE_PAGE_SIZE,
    }),
  };
}

const detailQueries = (() => {
  const id = param("id");
  const userId = param("userId");
  return [
    qb
      .select()
      .from(medicines)
      .where(and(eq(medicines.id, id), eq(medicines.user_id, userId), ne(medicines.category, DELETED_CATEGORY))),
    qb
      .select(reminderColumns)
      .from(medicineReminders)
      .where(and(eq(medicineReminders.medicine_id, id), eq(medicineReminders.user_id, userId)))
      .orderBy(medicineReminders.reminder_time),
    qb
      .select({
        id: medicineRefills.id,
        medicine_id: medicineRefills.medicine_id,
        refill_date: medicineRefills.refill_date,
        quantity: medicineRefills.quantity,
        cost: medicineRefills.cost,
        pharmacy_name: medicineRefills.pharmacy_name,
        created_at: medicineRefills.created_at,
      })
      .from(medicineRefills)
      .where(and(eq(medicineRefills.medicine_id, id), eq(medicineRefills.user_id, userId)))
      .orderBy(desc(medicineRefills.refill_date), desc(medicineRefills.created_at)),
    qb
      .select({
        id: adherenceLogs.id,
        ...doseLogColumns,
      })
      .from(adherenceLogs)
      .where(and(eq(adherenceLogs.medicine_id, id), eq(adherenceLogs.user_id, userId)))
      .orderBy(desc(adherenceLogs.taken_at))
      .limit(MEDICINE_DETAIL_LOGS),
  ];
})();

export function medicineDetailRead(userId: string, id: string): Read<MedicineDetailResponse> {
  return {
    queries: detailQueries,
    values: { userId, id },
    shape: ([rows, reminders, refills, adherence]) => {
      const medicine = (rows as MedicineRow[])[0];
      // Another user's medicine answers exactly like a missing one.
      if (!medicine) throw new ApiError(404, "not_found", "No such medicine");
      const [withTimes] = withReminders([medicine], reminders as (ReminderRow & { medicine_id: string })[]);
      return { ...withTimes, refills, adherence } as MedicineDetailResponse;
    },
  };
}

// Past medicines (docs/rules/medicines.md, "Past medicines"): the user's ended courses, newest end first.
const historyQueries = (() => {
  const userId = param("userId");
  const h = medicineHistory;
  const columns = {
    id: h.id,
    medicine_id: h.medicine_id,
    medicine_name: h.medicine_name,
    dosage: h.dosage,
    is_active: h.is_active,
    start_date: h.start_date,
    end_date: h.end_date,
    last_taken_at: h.last_taken_at,
    end_reason: h.end_reason,
    created_at: h.created_at,
  };
  return [
    qb
      .select(columns)
      .from(medicineHistory)
      .where(eq(medicineHistory.user_id, userId))
      .orderBy(desc(medicineHistory.end_date), desc(medicineHistory.created_at), desc(medicineHistory.id))
      .limit(MEDICINE_HISTORY_SHOWN),
  ];
})();

export function medicineHistoryRead(userId: string): Read<MedicineHistoryResponse> {
  return { queries: historyQueries, values: { userId }, shape: ([items]) => ({ items: items as MedicineHistoryRow[] }) };
}
