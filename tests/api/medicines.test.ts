// Medicines through the one write path (row tables) and their reads.
import { readsPath } from "../../app/domain/reads";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { MedicineDetailResponse, MedicineListResponse } from "../../app/domain/medicines/types";
import { call, newUser, readOne, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;

const op = rowOp;

const send = sendOps;

async function addMedicine(user: User, data: Record<string, unknown> = {}) {
  const id = uuidv7();
  const [ack] = await send(user, [op("medicines", "insert", id, { name: "Paracetamol", ...data })]);
  expect(ack.status).toBe("applied");
  return id;
}

/** The `medicines` read: a page of the list (the list screen's own default parameters unless given). */
async function list(user: User, params: { page?: number; category?: string; q?: string } = {}) {
  const { status, data } = await readOne<MedicineListResponse>("medicines", { page: 1, category: "all", q: "", ...params }, user.cookie);
  expect(status).toBe(200);
  return data!;
}

/** The `medicine` read: one medicine, or its own 404 error. */
const detail = (user: User, id: string) => readOne<MedicineDetailResponse>("medicine", { id }, user.cookie);

/** A row as stored in `user`'s hub, where their records live. */
const row = (user: User, table: string, id: string) => hubSql(user.id).prepare(`select * from ${table} where id = ?`).bind(id).first<Record<string, unknown>>();
const stock = async (user: User, id: string) => (await row(user, "medicines", id))?.stock_quantity;
const count = async (user: User, sql: string, ...params: unknown[]) =>
  (await hubSql(user.id)
    .prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

const log = (medicineId: string, data: Record<string, unknown> = {}) =>
  op("adherence_logs", "insert", uuidv7(), {
    medicine_id: medicineId,
    status: "taken",
    scheduled_time: "08:00",
    scheduled_date: "2025-03-01",
    ...data,
  });

describe("medicines: writes", () => {
  it("inserts with the session's user, updates own fields, soft-deletes, and never hard-deletes", async () => {
    const me = await newUser();
    const id = await addMedicine(me, { dosage: "500 mg", stock_quantity: 10, category: "short-term" });
    const stored = await row(me, "medicines", id);
    expect(stored).toMatchObject({ user_id: me.id, name: "Paracetamol", dosage: "500 mg", stock_quantity: 10, frequency: "once-daily" });

    const [updated] = await send(me, [op("medicines", "update", id, { name: "Napa", frequency: "twice-daily" })]);
    expect(updated.status).toBe("applied");
    const after = await row(me, "medicines", id);
    expect(after).toMatchObject({ name: "Napa", frequency: "twice-daily", dosage: "500 mg" });
    expect(String(after?.updated_at) >= String(stored?.updated_at)).toBe(true);

    const [hard] = await send(me, [op("medicines", "delete", id)]);
    expect(hard).toMatchObject({ status: "rejected", error: { code: "not_allowed" } });
    expect(await row(me, "medicines", id)).not.toBeNull();

    const [soft] = await send(me, [op("medicines", "update", id, { category: "deleted" })]);
    expect(soft.status).toBe("applied");
    expect((await detail(me, id)).error?.status).toBe(404);
    expect((await list(me)).total).toBe(0);
    expect(await row(me, "medicines", id)).toMatchObject({ category: "deleted" });
  });

  it("adds, changes and deletes reminders, which the reads nest under their medicine", async () => {
    const me = await newUser();
    const id = await addMedicine(me);
    const [r1, r2] = [uuidv7(), uuidv7()];
    const acks = await send(me, [
      op("medicine_reminders", "insert", r1, { medicine_id: id, reminder_time: "20:00" }),
      op("medicine_reminders", "insert", r2, { medicine_id: id, reminder_time: "08:00", is_critical: true }),
      op("medicine_reminders", "update", r1, { enabled: false }),
    ]);
    expect(acks.map((a) => a.status)).toEqual(["applied", "applied", "applied"]);
    const body = (await detail(me, id)).data!;
    expect(body.reminders).toEqual([
      { id: r2, reminder_time: "08:00", enabled: true, is_critical: true },
      { id: r1, reminder_time: "20:00", enabled: false, is_critical: false },
    ]);
    expect((await list(me)).items[0].reminders.map((r) => r.id)).toEqual([r2, r1]);

    const [gone] = await send(me, [op("medicine_reminders", "delete", r1)]);
    expect(gone.status).toBe("applied");
    expect(await row(me, "medicine_reminders", r1)).toBeNull();
    // The reminder stays with its medicine.
    const [moved] = await send(me, [op("medicine_reminders", "update", r2, { medicine_id: uuidv7() })]);
    expect(moved).toMatchObject({ status: "rejected", error: { code: "validation_error" } });
  });

  it("keeps what a medicine looks like (docs/rules/medicines.md, Appearance): saved through sync, read back, changed, cleared; anything else refused", async () => {
    const me = await newUser();
    const id = await addMedicine(me, { pill_shape: "oval", pill_colors: ["white", "yellow"] });
    const read = async () => (await detail(me, id)).data!;
    expect(await read()).toMatchObject({ pill_shape: "oval", pill_colors: ["white", "yellow"] });
    expect((await list(me)).items[0]).toMatchObject({ pill_shape: "oval", pill_colors: ["white", "yellow"] });
    expect((await row(me, "medicines", id))?.pill_colors).toBe('["white","yellow"]');
    const doses = (await readOne<{ medicines: Record<string, unknown>[] }>("doses", null, me.cookie)).data!;
    expect(doses.medicines[0]).toMatchObject({ pill_shape: "oval", pill_colors: ["white", "yellow"] });

    const [changed] = await send(me, [op("medicines", "update", id, { pill_shape: "capsule", pill_colors: ["red"] })]);
    expect(changed.status).toBe("applied");
    expect(await read()).toMatchObject({ pill_shape: "capsule", pill_colors: ["red"] });
    // No colours is stored as none.
    const [cleared] = await send(me, [op("medicines", "update", id, { pill_shape: null, pill_colors: [] })]);
    expect(cleared.status).toBe("applied");
    expect(await read()).toMatchObject({ pill_shape: null, pill_colors: null });

    const refused: [Record<string, unknown>, Record<string, string>][] = [
      [{ pill_shape: "triangle" }, { pill_shape: "validation.pillShape" }],
      [{ pill_colors: ["white", "yellow", "red"] }, { pill_colors: "validation.pillColorsMax" }],
      [{ pill_colors: ["red", "red"] }, { pill_colors: "validation.pillColorsRepeat" }],
      [{ pill_colors: ["#ff0000"] }, { "pill_colors.0": "validation.pillColor" }],
      [{ pill_colors: "red" }, { pill_colors: "validation.pillColor" }],
    ];
    for (const [data, fields] of refused) {
      const [ack] = await send(me, [op("medicines", "insert", uuidv7(), { name: "X", ...data })]);
      expect(ack, JSON.stringify(data)).toMatchObject({ status: "rejected", error: { code: "validation_error", fields } });
      const [edit] = await send(me, [op("medicines", "update", id, data)]);
      expect(edit, JSON.stringify(data)).toMatchObject({ status: "rejected", error: { code: "validation_error", fields } });
    }
    expect(await read()).toMatchObject({ pill_shape: null, pill_colors: null });
  });

  it("takes ownership from the session only and refuses an id that exists already in the user's own records", async () => {
    const me = await newUser();
    const other = await newUser();
    for (const field of ["user_id", "id", "created_at", "updated_at"]) {
      const [ack] = await send(me, [op("medicines", "insert", uuidv7(), { name: "X", [field]: field === "user_id" ? other.id : "x" })]);
      expect(ack).toMatchObject({ status: "rejected", error: { code: "validation_error", fields: { _: "validation.unknownField" } } });
    }
    // Ids are unique per person: an id another user's hub holds is a new row in mine,
    // and theirs is neither seen nor touched.
    const theirs = await addMedicine(other, { name: "Theirs" });
    const [same] = await send(me, [op("medicines", "insert", theirs, { name: "Mine now?" })]);
    expect(same).toMatchObject({ status: "applied" });
    expect(await row(me, "medicines", theirs)).toMatchObject({ user_id: me.id, name: "Mine now?" });
    expect(await row(other, "medicines", theirs)).toMatchObject({ user_id: other.id, name: "Theirs" });
    expect(await count(other, "select count(*) as n from medicines where id = ?", theirs)).toBe(1);
    expect(await count(other, "select count(*) as n from medicines where user_id = ?", me.id)).toBe(0);
    expect((await list(other)).items.map((m) => [m.id, m.name])).toEqual([[theirs, "Theirs"]]);
    expect((await detail(other, theirs)).data!.name).toBe("Theirs");
    expect((await detail(me, theirs)).data!.name).toBe("Mine now?");
    // An id already in the user's own hub is a conflict, whoever else holds it.
    const [twice] = await send(me, [op("medicines", "insert", theirs, { name: "Twice" })]);
    expect(twice).toMatchObject({ status: "rejected", error: { code: "conflict" } });
    const mine = await addMedicine(me);
    const [again] = await send(me, [op("medicines", "insert", mine, { name: "Again" })]);
    expect(again).toMatchObject({ status: "rejected", error: { code: "conflict" } });
    expect(await row(me, "medicines", theirs)).toMatchObject({ name: "Mine now?" });
    expect(await row(other, "medicines", theirs)).toMatchObject({ user_id: other.id, name: "Theirs" });
    const [badId] = await send(me, [op("medicines", "insert", "not-a-uuid", { name: "X" })]);
    expect(badId).toMatchObject({ status: "rejected", error: { code: "validation_error", fields: { id: "validation.idInvalid" } } });
  });

  it("another user's medicine is invisible and unchangeable", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const id = await addMedicine(owner, { name: "Secret", stock_quantity: 3 });
    const reminder = uuidv7();
    await send(owner, [op("medicine_reminders", "insert", reminder, { medicine_id: id, reminder_time: "09:00" })]);
    const before = await row(owner, "medicines", id);

    expect((await detail(intruder, id)).error?.status).toBe(404);
    expect((await list(intruder)).items).toEqual([]);
    expect((await list(intruder, { q: "Secret" })).total).toBe(0);

    const acks = await send(intruder, [
      op("medicines", "update", id, { name: "Hacked" }),
      op("medicines", "update", id, { category: "deleted" }),
      op("medicine_reminders", "update", reminder, { enabled: false }),
      op("medicine_reminders", "delete", reminder),
      op("medicine_reminders", "insert", uuidv7(), { medicine_id: id, reminder_time: "10:00" }),
      log(id),
      op("medicine_refills", "insert", uuidv7(), { medicine_id: id, refill_date: "2025-03-01", quantity: 100 }),
    ]);
    for (const ack of acks) expect(ack).toMatchObject({ status: "rejected", error: { code: "not_found" } });
    // A reminder pointing at another user's medicine says which field is wrong.
    expect(acks[4].error?.fields).toEqual({ medicine_id: "validation.medicineNotFound" });
    expect(await row(owner, "medicines", id)).toEqual(before);
    expect(await row(owner, "medicine_reminders", reminder)).toMatchObject({ enabled: 1 });
    expect(await count(owner, "select count(*) as n from medicine_reminders where medicine_id = ?", id)).toBe(1);
    expect(await count(owner, "select count(*) as n from adherence_logs where medicine_id = ?", id)).toBe(0);
    expect(await count(intruder, "select count(*) as n from sync_ops where user_id = ?", intruder.id)).toBe(0);
    // Nothing of the refused ops landed in the intruder's own records either.
    for (const table of ["medicines", "medicine_reminders", "adherence_logs", "medicine_refills"]) {
      expect(await count(intruder, `select count(*) as n from ${table}`), table).toBe(0);
    }
    expect((await detail(owner, id)).data?.id).toBe(id);
  });

  it("a replayed op is a duplicate and changes nothing twice", async () => {
    const me = await newUser();
    const id = uuidv7();
    const insert = op("medicines", "insert", id, { name: "Once", stock_quantity: 1 });
    const refill = op("medicine_refills", "insert", uuidv7(), { medicine_id: id, refill_date: "2025-03-01", quantity: 5 });
    expect((await send(me, [insert, refill])).map((a) => a.status)).toEqual(["applied", "applied"]);
    expect(await send(me, [insert, refill])).toEqual([
      { opId: insert.opId, status: "duplicate" },
      { opId: refill.opId, status: "duplicate" },
    ]);
    expect(await stock(me, id)).toBe(6);
    expect(await count(me, "select count(*) as n from medicine_refills where medicine_id = ?", id)).toBe(1);
  });
});

describe("medicines: validation", () => {
  it("refuses bad payloads with a message key per field", async () => {
    const me = await newUser();
    const [medicine] = await send(me, [
      op("medicines", "insert", uuidv7(), {
        name: "  ",
        frequency: "hourly",
        stock_quantity: -1,
        category: "deleted",
        image_url: "https://evil.example/x.png",
      }),
    ]);
    expect(medicine).toMatchObject({
      status: "rejected",
      error: {
        code: "validation_error",
        fields: {
          name: "validation.medicineNameRequired",
          frequency: "validation.frequency",
          stock_quantity: "validation.stockQuantity",
          category: "validation.category",
          image_url: "validation.imageUrl",
        },
      },
    });
    const id = await addMedicine(me);
    const acks = await send(me, [
      op("medicine_reminders", "insert", uuidv7(), { medicine_id: id, reminder_time: "25:00" }),
      op("medicine_refills", "insert", uuidv7(), { medicine_id: id, refill_date: "2025-02-30", quantity: 1.5, cost: 1.234 }),
      op("medicine_refills", "insert", uuidv7(), { medicine_id: id, refill_date: "2025-02-03", quantity: 0, cost: -1 }),
      log(id, { status: "eaten", scheduled_date: null }),
      log(id, { scheduled_date: undefined }),
      op("adherence_logs", "update", uuidv7(), { status: "skipped" }),
    ]);
    expect(acks.map((a) => a.error?.fields)).toEqual([
      { reminder_time: "validation.reminderTime" },
      { refill_date: "validation.refillDate", quantity: "validation.refillQuantity", cost: "validation.refillCost" },
      { quantity: "validation.refillQuantity", cost: "validation.refillCost" },
      { status: "validation.adherenceStatus" },
      { scheduled_date: "validation.scheduledDateRequired" },
      undefined,
    ]);
    expect(acks[5].error?.code).toBe("not_allowed");
    expect(await count(me, "select count(*) as n from medicine_refills where user_id = ?", me.id)).toBe(0);
  });

  it("answers malformed list parameters with 400", async () => {
    const me = await newUser();
    for (const bad of [{ page: 0 }, { page: "abc" }, { page: 1.5 }, { category: "deleted" }, { q: "x".repeat(101) }]) {
      const res = await call(readsPath([["medicines", { page: 1, category: "all", q: "", ...bad }]]), { cookie: me.cookie });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_reads");
    }
    expect((await readOne("medicines", { page: 1, category: "all", q: "" })).status).toBe(401);
  });
});

describe("medicines: list", () => {
  it("pages 20 at a time, long-term first then by name ignoring case", async () => {
    const me = await newUser();
    const names = Array.from({ length: 25 }, (_, i) => `${i % 2 ? "m" : "M"}ed ${String(25 - i).padStart(2, "0")}`);
    const ops = names.map((name, i) => op("medicines", "insert", uuidv7(), { name, category: i % 3 === 0 ? "short-term" : "long-term" }));
    expect((await send(me, ops)).every((a) => a.status === "applied")).toBe(true);

    const first = await list(me);
    const second = await list(me, { page: 2 });
    expect([first.items.length, second.items.length]).toEqual([20, 5]);
    expect([first.total, second.total, first.pageSize, second.page]).toEqual([25, 25, 20, 2]);
    expect((await list(me, { page: 3 })).items).toEqual([]);

    const expected = ops
      .map((o) => o.data as { name: string; category: string })
      .sort((a, b) => (a.category === b.category ? a.name.toLowerCase().localeCompare(b.name.toLowerCase()) : a.category === "long-term" ? -1 : 1))
      .map((m) => m.name);
    expect([...first.items, ...second.items].map((m) => m.name)).toEqual(expected);
    expect(first.items[0]).toMatchObject({ category: "long-term", user_id: me.id, reminders: [] });
  });

  it("searches by name and filters by category, never showing deleted ones", async () => {
    const me = await newUser();
    await addMedicine(me, { name: "Paracetamol", category: "short-term" });
    await addMedicine(me, { name: "paracetamol extra", category: "long-term" });
    await addMedicine(me, { name: "Metformin 50%", category: "long-term" });
    const gone = await addMedicine(me, { name: "Paracetamol old", category: "long-term" });
    await send(me, [op("medicines", "update", gone, { category: "deleted" })]);

    expect((await list(me, { q: "PARA" })).items.map((m) => m.name)).toEqual(["paracetamol extra", "Paracetamol"]);
    expect((await list(me, { q: "para", category: "short-term" })).items.map((m) => m.name)).toEqual(["Paracetamol"]);
    expect((await list(me, { category: "long-term" })).total).toBe(2);
    expect((await list(me, { category: "all" })).total).toBe(3);
    // % and _ are literal, not wildcards.
    expect((await list(me, { q: "50%" })).items.map((m) => m.name)).toEqual(["Metformin 50%"]);
    expect((await list(me, { q: "%" })).total).toBe(1);
    expect((await list(me, { q: "_" })).total).toBe(0);
  });
});

describe("adherence logs and stock", () => {
  it("refuses a second log of the same medicine, time and day with duplicate_log, keeping one row", async () => {
    const me = await newUser();
    const id = await addMedicine(me, { stock_quantity: 10 });
    const acks = await send(me, [log(id), log(id, { scheduled_time: "08:00:00", status: "skipped" })]);
    expect(acks[0].status).toBe("applied");
    expect(acks[1]).toMatchObject({ status: "rejected", error: { code: "duplicate_log" } });
    expect(await count(me, "select count(*) as n from adherence_logs where medicine_id = ?", id)).toBe(1);
    expect(await count(me, "select count(*) as n from sync_ops where op_id = ?", acks[1].opId)).toBe(0);
    expect(await stock(me, id)).toBe(9);

    // Another day, another time, and as-needed doses (no scheduled time) are not duplicates.
    const more = await send(me, [
      log(id, { scheduled_date: "2025-03-02" }),
      log(id, { scheduled_time: "20:00" }),
      log(id, { scheduled_time: null, scheduled_date: null }),
      log(id, { scheduled_time: null, scheduled_date: null }),
    ]);
    expect(more.map((a) => a.status)).toEqual(["applied", "applied", "applied", "applied"]);
    const body = (await detail(me, id)).data!;
    expect(body.adherence).toHaveLength(5);
    expect(body.adherence.find((l) => l.scheduled_date === "2025-03-01" && l.scheduled_time === "08:00:00")).toBeDefined();
  });

  it("a taken dose lowers tracked stock by one, never below 0; skipped and untracked stock stay", async () => {
    const me = await newUser();
    const id = await addMedicine(me, { stock_quantity: 1 });
    const untracked = await addMedicine(me, { name: "Untracked" });
    await send(me, [log(id, { scheduled_time: "08:00" })]);
    expect(await stock(me, id)).toBe(0);
    await send(me, [log(id, { scheduled_time: "14:00" }), log(id, { scheduled_time: "20:00", status: "skipped" })]);
    expect(await stock(me, id)).toBe(0);

    await send(me, [op("medicines", "update", id, { stock_quantity: 5 })]);
    await send(me, [log(id, { scheduled_time: "21:00", status: "skipped" }), log(id, { scheduled_time: "22:00", status: "missed" })]);
    expect(await stock(me, id)).toBe(5);

    const [ack] = await send(me, [log(untracked)]);
    expect(ack.status).toBe("applied");
    expect(await stock(me, untracked)).toBeNull();
  });

  it("a refill raises stock by its quantity (untracked starts from 0) and reads newest first", async () => {
    const me = await newUser();
    const id = await addMedicine(me, { stock_quantity: 2 });
    const untracked = await addMedicine(me, { name: "Untracked" });
    const acks = await send(me, [
      op("medicine_refills", "insert", uuidv7(), { medicine_id: id, refill_date: "2025-03-01", quantity: 10, cost: 120.5, pharmacy_name: "Lazz Pharma" }),
      op("medicine_refills", "insert", uuidv7(), { medicine_id: id, refill_date: "2025-03-05", quantity: 3 }),
      op("medicine_refills", "insert", uuidv7(), { medicine_id: untracked, refill_date: "2025-03-01", quantity: 5 }),
    ]);
    expect(acks.map((a) => a.status)).toEqual(["applied", "applied", "applied"]);
    expect(await stock(me, id)).toBe(15);
    expect(await stock(me, untracked)).toBe(5);
    const body = (await detail(me, id)).data!;
    expect(body.stock_quantity).toBe(15);
    expect(body.refills.map((r) => [r.refill_date, r.quantity, r.cost, r.pharmacy_name])).toEqual([
      ["2025-03-05", 3, null, null],
      ["2025-03-01", 10, 120.5, "Lazz Pharma"],
    ]);
    const [change] = await send(me, [op("medicine_refills", "update", acks[0].opId, { quantity: 1 })]);
    expect(change).toMatchObject({ status: "rejected", error: { code: "not_allowed" } });
  });
});
