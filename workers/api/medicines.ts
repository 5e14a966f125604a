// GET /api/medicines (a page of the list) and GET /api/medicines/:id (one medicine
// with its reminders, refills and latest logs), each one D1 batch, every query
// filtered by the session user. A medicine in category 'deleted' is hidden from both.
// Writes go through POST /api/sync (durable-objects/writable-tables.ts).
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { DELETED_CATEGORY, MEDICINE_PAGE_SIZE } from "../../app/domain/dose-rules";
import {
  MEDICINE_DETAIL_LOGS,
  type MedicineDetailResponse,
  type MedicineListResponse,
  type MedicineRow,
  type ReminderRow,
} from "../../app/domain/medicine";
import { medicineListQuerySchema } from "../../app/domain/medicine-schema";
import { adherenceLogs, medicineRefills, medicineReminders, medicines } from "../../drizzle/schema";
import { requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";
import { medicineImage } from "./medicine-image";

const reminderColumns = {
  id: medicineReminders.id,
  medicine_id: medicineReminders.medicine_id,
  reminder_time: medicineReminders.reminder_time,
  enabled: medicineReminders.enabled,
  is_critical: medicineReminders.is_critical,
};

/** Spec 2 §2: long-term first, then by name ignoring case; id keeps equal names in a stable order across pages. */
const listOrder = [sql`case when ${medicines.category} = 'long-term' then 0 else 1 end`, sql`lower(${medicines.name})`, asc(medicines.id)];

/** `q` as a LIKE pattern that matches it literally (its % and _ are escaped). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function withReminders<M extends { id: string }>(items: M[], reminders: (ReminderRow & { medicine_id: string })[]) {
  const byMedicine = new Map<string, ReminderRow[]>();
  for (const { medicine_id, ...r } of reminders) byMedicine.set(medicine_id, [...(byMedicine.get(medicine_id) ?? []), r]);
  return items.map((m) => ({ ...m, reminders: byMedicine.get(m.id) ?? [] }));
}

export const medicinesApi = new Hono<ApiEnv>()
  // PUT/DELETE /api/medicines/:id/image and GET /api/medicines/:id/image/:version (medicine-image.ts).
  .route("/:id/image", medicineImage)
  .get("/", requireUser, async (c) => {
    const { page, category, q } = medicineListQuerySchema.parse(c.req.query());
    const db = drizzle(c.env.DB);
    const userId = c.get("user").id;
    const filters: (SQL | undefined)[] = [
      eq(medicines.user_id, userId),
      ne(medicines.category, DELETED_CATEGORY),
      category === "all" ? undefined : eq(medicines.category, category),
      q ? sql`${medicines.name} like ${containsPattern(q)} escape '\\'` : undefined,
    ];
    const where = and(...filters);
    const offset = (page - 1) * MEDICINE_PAGE_SIZE;
    const pageIds = db.select({ id: medicines.id }).from(medicines).where(where).orderBy(...listOrder).limit(MEDICINE_PAGE_SIZE).offset(offset);
    const [items, reminders, totals] = await db.batch([
      db.select().from(medicines).where(where).orderBy(...listOrder).limit(MEDICINE_PAGE_SIZE).offset(offset),
      // The page's reminders in the same round trip: the page is a subquery.
      db
        .select(reminderColumns)
        .from(medicineReminders)
        .where(and(eq(medicineReminders.user_id, userId), inArray(medicineReminders.medicine_id, pageIds)))
        .orderBy(medicineReminders.reminder_time),
      db.select({ total: count() }).from(medicines).where(where),
    ]);
    return c.json({
      items: withReminders(items as MedicineRow[], reminders),
      total: totals[0]?.total ?? 0,
      page,
      pageSize: MEDICINE_PAGE_SIZE,
    } satisfies MedicineListResponse);
  })
  .get("/:id", requireUser, async (c) => {
    const db = drizzle(c.env.DB);
    const userId = c.get("user").id;
    const id = c.req.param("id");
    const [rows, reminders, refills, adherence] = await db.batch([
      db
        .select()
        .from(medicines)
        .where(and(eq(medicines.id, id), eq(medicines.user_id, userId), ne(medicines.category, DELETED_CATEGORY))),
      db
        .select(reminderColumns)
        .from(medicineReminders)
        .where(and(eq(medicineReminders.medicine_id, id), eq(medicineReminders.user_id, userId)))
        .orderBy(medicineReminders.reminder_time),
      db
        .select()
        .from(medicineRefills)
        .where(and(eq(medicineRefills.medicine_id, id), eq(medicineRefills.user_id, userId)))
        .orderBy(desc(medicineRefills.refill_date), desc(medicineRefills.created_at)),
      db
        .select()
        .from(adherenceLogs)
        .where(and(eq(adherenceLogs.medicine_id, id), eq(adherenceLogs.user_id, userId)))
        .orderBy(desc(adherenceLogs.taken_at))
        .limit(MEDICINE_DETAIL_LOGS),
    ]);
    const medicine = rows[0] as MedicineRow | undefined;
    // Another user's medicine answers exactly like a missing one.
    if (!medicine) throw new ApiError(404, "not_found", "No such medicine");
    const [withTimes] = withReminders([medicine], reminders);
    return c.json({ ...withTimes, refills, adherence } satisfies MedicineDetailResponse);
  });
