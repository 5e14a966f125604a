// Saved prescriptions through the write path, the reads and R2 (issue 14,
// docs/rules/records.md): a prescription is saved once and listed newest first; its photo
// (JPG or PNG by its bytes, under 10 MB) is served to its owner only; deleting the
// prescription deletes the photo; another user sees and changes none of it.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { PrescriptionListResponse, PrescriptionRow } from "../../app/domain/prescriptions/rules";
import { call, newUser, rowOp, sendOps, readOne } from "./helpers";

type User = Awaited<ReturnType<typeof newUser>>;

const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

async function read<T>(user: User, name: string, params: unknown = null) {
  const answer = await readOne<T>(name, params, user.cookie);
  expect(answer.status).toBe(200);
  return answer;
}

const putImage = (user: User, id: string, body: Uint8Array, type = "application/octet-stream") =>
  call(`/api/prescriptions/${id}/image`, { method: "PUT", cookie: user.cookie, body, headers: { "content-type": type } });

const insert = (data: Record<string, unknown>) => rowOp("saved_prescriptions", "insert", uuidv7(), { upload_date: "2026-11-25", ...data });

describe("saved prescriptions", () => {
  it("saves a prescription once without its photo, lists them newest first, and reads one", async () => {
    const me = await newUser();
    const older = insert({ upload_date: "2026-10-01", doctor_name: "Dr Karim", prescribing_date: "2026-09-30" });
    const newer = insert({ doctor_name: "ডা. রহমান", notes: "Follow up in 1 month" });
    expect((await sendOps(me, [older, newer])).map((a) => a.status)).toEqual(["applied", "applied"]);
    expect((await sendOps(me, [newer])).map((a) => a.status)).toEqual(["duplicate"]);

    const list = (await read<PrescriptionListResponse>(me, "prescriptions")).data!;
    expect(list.prescriptions.map((p) => [p.doctor_name, p.upload_date, p.image_key])).toEqual([
      ["ডা. রহমান", "2026-11-25", null],
      ["Dr Karim", "2026-10-01", null],
    ]);
    const one = (await read<PrescriptionRow>(me, "prescription", { id: older.id })).data!;
    expect(one).toMatchObject({ doctor_name: "Dr Karim", prescribing_date: "2026-09-30" });
  });

  it("refuses a bad date, an unknown field and an image_key that is not a version", async () => {
    const me = await newUser();
    const [badDate, unknown] = await sendOps(me, [insert({ prescribing_date: "2026-02-30" }), insert({ image_key: "x-jpg" })]);
    expect(badDate.error?.fields).toMatchObject({ prescribing_date: "validation.prescriptionDate" });
    expect(unknown.status).toBe("rejected");
    const mine = insert({});
    await sendOps(me, [mine]);
    const [badKey] = await sendOps(me, [rowOp("saved_prescriptions", "update", mine.id, { image_key: "../../etc-jpg" })]);
    expect(badKey.error?.fields).toMatchObject({ image_key: "validation.prescriptionImage" });
  });

  it("another user's prescription reads as not found and cannot be changed or deleted", async () => {
    const [me, other] = [await newUser(), await newUser()];
    const mine = insert({ doctor_name: "Dr Mine" });
    await sendOps(me, [mine]);
    expect((await read(other, "prescription", { id: mine.id })).error).toMatchObject({ status: 404 });
    expect((await read<PrescriptionListResponse>(other, "prescriptions")).data!.prescriptions).toEqual([]);
    const [edit, del] = await sendOps(other, [
      rowOp("saved_prescriptions", "update", mine.id, { doctor_name: "Mallory" }),
      rowOp("saved_prescriptions", "delete", mine.id),
    ]);
    expect(edit.status).toBe("rejected");
    expect(del.status).toBe("rejected");
    expect((await read<PrescriptionRow>(me, "prescription", { id: mine.id })).data!.doctor_name).toBe("Dr Mine");
  });
});

describe("prescription photos", () => {
  it("stores a JPG or PNG by its bytes, serves it to its owner only, and refuses other types and photos of 10 MB or more", async () => {
    const [me, other] = [await newUser(), await newUser()];
    const p = insert({});
    await sendOps(me, [p]);

    const pdf = await putImage(me, p.id, PDF, "image/png");
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as { error: { code: string } }).error.code).toBe("image_type");
    const big = await putImage(me, p.id, new Uint8Array(10 * 1024 * 1024 + 1), "image/jpeg");
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { code: string } }).error.code).toBe("image_too_large");

    const put = await putImage(me, p.id, JPEG, "image/png");
    expect(put.status).toBe(201);
    const { version, type } = (await put.json()) as { version: string; type: string };
    expect(type).toBe("image/jpeg");
    expect((await sendOps(me, [rowOp("saved_prescriptions", "update", p.id, { image_key: version })]))[0].status).toBe("applied");
    expect((await read<PrescriptionRow>(me, "prescription", { id: p.id })).data!.image_key).toBe(version);

    const got = await call(`/api/prescriptions/${p.id}/image/${version}`, { cookie: me.cookie });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/jpeg");
    expect(got.headers.get("cache-control")).toContain("private");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(JPEG);

    expect((await call(`/api/prescriptions/${p.id}/image/${version}`, { cookie: other.cookie })).status).toBe(404);
    expect((await putImage(other, p.id, PNG)).status).toBe(404);
    expect((await call(`/api/prescriptions/${p.id}/image/${version}`)).status).toBe(401);

    const png = (await (await putImage(me, p.id, PNG)).json()) as { version: string };
    expect((await call(`/api/prescriptions/${p.id}/image/${version}`, { cookie: me.cookie })).status).toBe(404);
    expect((await call(`/api/prescriptions/${p.id}/image/${png.version}`, { cookie: me.cookie })).headers.get("content-type")).toBe("image/png");
  });

  it("deleting the prescription deletes its photo, and Delete All Data every photo of the user", async () => {
    const me = await newUser();
    const [a, b] = [insert({}), insert({})];
    await sendOps(me, [a, b]);
    const { version } = (await (await putImage(me, a.id, PNG)).json()) as { version: string };
    await putImage(me, b.id, JPEG);
    expect((await env.FILES.list({ prefix: `prescriptions/${me.id}/` })).objects).toHaveLength(2);
    await sendOps(me, [rowOp("saved_prescriptions", "delete", a.id)]);
    expect((await env.FILES.list({ prefix: `prescriptions/${me.id}/${a.id}/` })).objects).toHaveLength(0);
    expect((await call(`/api/prescriptions/${a.id}/image/${version}`, { cookie: me.cookie })).status).toBe(404);
    expect((await call("/api/data/delete-all", { method: "POST", cookie: me.cookie })).status).toBe(200);
    expect((await env.FILES.list({ prefix: `prescriptions/${me.id}/` })).objects).toHaveLength(0);
    expect((await read<PrescriptionListResponse>(me, "prescriptions")).data!.prescriptions).toEqual([]);
  });
});
