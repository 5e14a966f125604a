// Past medicines (docs/rules/medicines.md, "Past medicines"; issue 27): a course that ends
// is written through the one write path with the medicine's soft delete, read back by the
// medicineHistory read (newest end first), never changed or removed by an op, in the
// backup file, and emptied by Delete All Data.
import { readsPath } from "../../app/domain/reads";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { MedicineHistoryResponse } from "../../app/domain/medicines/history";
import { call, newUser, readOne, rowOp as op, sendOps as send } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;

async function history(user: User) {
  const res = await call(readsPath([["medicineHistory", null]]), { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { data: MedicineHistoryResponse }[] }).results[0].data;
}

const course = (medicineId: string | null, extra: Record<string, unknown> = {}) => ({
  medicine_id: medicineId,
  medicine_name: "Amoxicillin",
  dosage: "500 mg",
  is_active: false,
  start_date: "2026-11-01",
  end_date: "2026-11-07",
  last_taken_at: "2026-11-07T02:05:00.000Z",
  end_reason: "finished",
  ...extra,
});

describe("past medicines", () => {
  it("a course ended with the medicine's soft delete is listed, newest end first; its medicine leaves the list", async () => {
    const me = await newUser();
    const [amox, napa] = [uuidv7(), uuidv7()];
    await send(me, [op("medicines", "insert", amox, { name: "Amoxicillin" }), op("medicines", "insert", napa, { name: "Napa" })]);
    const [first, second] = [uuidv7(), uuidv7()];
    const acks = await send(me, [
      op("medicines", "update", amox, { category: "deleted" }),
      op("medicine_history", "insert", first, course(amox)),
      op("medicines", "update", napa, { category: "deleted" }),
      op(
        "medicine_history",
        "insert",
        second,
        course(napa, { medicine_name: "Napa", dosage: null, end_date: "2026-11-20", last_taken_at: null, end_reason: "stopped" }),
      ),
    ]);
    expect(acks.map((a) => a.status)).toEqual(["applied", "applied", "applied", "applied"]);
    const { items } = await history(me);
    expect(items.map((r) => [r.medicine_name, r.end_reason, r.end_date])).toEqual([
      ["Napa", "stopped", "2026-11-20"],
      ["Amoxicillin", "finished", "2026-11-07"],
    ]);
    expect(items[1]).toMatchObject({
      id: first,
      medicine_id: amox,
      dosage: "500 mg",
      is_active: false,
      start_date: "2026-11-01",
      last_taken_at: "2026-11-07T02:05:00.000Z",
    });
    expect(items[1]).not.toHaveProperty("user_id");
    const list = (await readOne<{ items: unknown[] }>("medicines", { page: 1, category: "all", q: "" }, me.cookie)).data!;
    expect(list.items).toEqual([]);
  });

  it("a past medicine is written once: no change, no delete; an ended course says why and ends after it starts", async () => {
    const me = await newUser();
    const med = uuidv7();
    const row = uuidv7();
    await send(me, [op("medicines", "insert", med, { name: "Amoxicillin" }), op("medicine_history", "insert", row, course(med))]);
    const [change, remove, noReason, backwards, unknownReason] = await send(me, [
      op("medicine_history", "update", row, { end_reason: "deleted" }),
      op("medicine_history", "delete", row),
      op("medicine_history", "insert", uuidv7(), course(med, { end_reason: null })),
      op("medicine_history", "insert", uuidv7(), course(med, { start_date: "2026-11-08" })),
      op("medicine_history", "insert", uuidv7(), course(med, { end_reason: "forgot" })),
    ]);
    expect(change.error?.code).toBe("not_allowed");
    expect(remove.error?.code).toBe("not_allowed");
    expect(noReason.error?.fields).toEqual({ end_reason: "validation.endReason" });
    expect(backwards.error?.fields).toEqual({ end_date: "validation.historyDate" });
    expect(unknownReason.error?.fields).toEqual({ end_reason: "validation.endReason" });
    expect((await history(me)).items.map((r) => r.end_reason)).toEqual(["finished"]);
  });

  it("one without its medicine (a backup imported elsewhere) names none; a medicine that is not there is refused", async () => {
    const me = await newUser();
    const [alone, missing] = await send(me, [
      op("medicine_history", "insert", uuidv7(), course(null)),
      op("medicine_history", "insert", uuidv7(), course(uuidv7())),
    ]);
    expect(alone.status).toBe("applied");
    expect(missing).toMatchObject({ status: "rejected", error: { code: "not_found", fields: { medicine_id: "validation.medicineNotFound" } } });
    expect((await history(me)).items.map((r) => r.medicine_id)).toEqual([null]);
  });

  it("is in the backup file and gone after Delete All Data", async () => {
    const me = await newUser();
    await send(me, [op("medicine_history", "insert", uuidv7(), course(null))]);
    const backup = (await (await call("/api/data/backup", { cookie: me.cookie })).json()) as { data: Record<string, { medicine_name: string }[]> };
    expect(backup.data.medicine_history.map((r) => r.medicine_name)).toEqual(["Amoxicillin"]);
    expect((await call("/api/data/delete-all", { method: "POST", cookie: me.cookie, json: {} })).status).toBe(200);
    // The user's hub holds no past medicine any more, and the read answers none.
    expect((await hubSql(me.id).prepare("select count(*) as n from medicine_history").first<{ n: number }>())!.n).toBe(0);
    expect((await history(me)).items).toEqual([]);
  });
});
