// Lab reports through the write path and the reads (issue 14, docs/rules/records.md): a
// report and its values are saved exactly once, listed newest first with their
// out-of-range counts, read one by one with their values; a value must name the user's
// own report; deleting a report deletes its values; another user sees none of it.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LabReportDetailResponse, LabReportListResponse, LabValuesResponse } from "../../app/domain/lab-reports/rules";
import { call, newUser, rowOp, sendOps, readOne } from "./helpers";
import { hubSql } from "./hub-sql";
import { capturePushes, newSubscriber, payloadOf, PUSH_ORIGIN, subscribe } from "./reminder-fixtures";

afterEach(() => vi.restoreAllMocks());

type User = Awaited<ReturnType<typeof newUser>>;

async function read<T>(user: User, name: string, params: unknown = null) {
  const answer = await readOne<T>(name, params, user.cookie);
  expect(answer.status).toBe(200);
  return answer;
}

function reportOps(title: string, date: string, values: { name: string; value: number; min?: number; max?: number }[]) {
  const id = uuidv7();
  return {
    id,
    ops: [
      rowOp("lab_reports", "insert", id, { title, report_date: date, lab_name: "Popular Diagnostic", doctor_name: "Dr Rahman" }),
      ...values.map((v) =>
        rowOp("lab_trends", "insert", uuidv7(), {
          lab_report_id: id,
          metric_name: v.name,
          value: v.value,
          unit: "%",
          reference_min: v.min ?? null,
          reference_max: v.max ?? null,
          recorded_date: date,
        }),
      ),
    ],
  };
}

describe("lab reports", () => {
  it("saves a report with its values once, lists reports newest first with out-of-range counts, and reads one with its values", async () => {
    const me = await newUser();
    const older = reportOps("Lipid profile", "2026-05-01", [{ name: "LDL", value: 90, max: 100 }]);
    const newer = reportOps("HbA1c", "2026-11-20", [
      { name: "HbA1c", value: 7.2, min: 4, max: 5.6 },
      { name: "Fasting glucose", value: 5.1, min: 3.9, max: 5.5 },
      { name: "Note-only", value: 1 },
    ]);
    const acks = await sendOps(me, [...older.ops, ...newer.ops]);
    expect(acks.map((a) => a.status)).toEqual(Array(6).fill("applied"));
    expect((await sendOps(me, newer.ops)).map((a) => a.status)).toEqual(Array(4).fill("duplicate"));

    const list = (await read<LabReportListResponse>(me, "labReports")).data!;
    expect(list.reports.map((r) => [r.title, r.valueCount, r.outOfRange])).toEqual([
      ["HbA1c", 3, 1],
      ["Lipid profile", 1, 0],
    ]);
    expect(list.reports[0]).toMatchObject({ lab_name: "Popular Diagnostic", doctor_name: "Dr Rahman", report_date: "2026-11-20" });

    const one = (await read<LabReportDetailResponse>(me, "labReport", { id: newer.id })).data!;
    expect(one.report.title).toBe("HbA1c");
    expect(one.values.map((v) => [v.metric_name, v.value, v.reference_min, v.reference_max])).toEqual([
      ["HbA1c", 7.2, 4, 5.6],
      ["Fasting glucose", 5.1, 3.9, 5.5],
      ["Note-only", 1, null, null],
    ]);
  });

  it("refuses a value without a test name or with its range upside down, and one naming no report of the user's", async () => {
    const [me, other] = [await newUser(), await newUser()];
    const theirs = reportOps("Thyroid", "2026-11-01", []);
    await sendOps(other, theirs.ops);
    const mine = reportOps("CBC", "2026-11-02", []);
    await sendOps(me, mine.ops);
    const [noName, upsideDown, foreign] = await sendOps(me, [
      rowOp("lab_trends", "insert", uuidv7(), { lab_report_id: mine.id, metric_name: " ", value: 1, recorded_date: "2026-11-02" }),
      rowOp("lab_trends", "insert", uuidv7(), {
        lab_report_id: mine.id,
        metric_name: "Hb",
        value: 12,
        reference_min: 16,
        reference_max: 12,
        recorded_date: "2026-11-02",
      }),
      rowOp("lab_trends", "insert", uuidv7(), { lab_report_id: theirs.id, metric_name: "TSH", value: 9, recorded_date: "2026-11-02" }),
    ]);
    expect(noName.error?.fields).toMatchObject({ metric_name: "validation.labMetricRequired" });
    expect(upsideDown.error?.fields).toMatchObject({ reference_max: "validation.labRangeOrder" });
    expect(foreign).toMatchObject({ status: "rejected", error: { code: "not_found", fields: { lab_report_id: "validation.labReportNotFound" } } });
    // Stored neither in my hub nor in the report owner's.
    for (const user of [me, other]) {
      const count = await hubSql(user.id).prepare("select count(*) as n from lab_trends where lab_report_id = ?").bind(theirs.id).first();
      expect(count).toEqual({ n: 0 });
    }
  });

  it("deleting a report deletes its values; another user's report reads as not found and cannot be changed", async () => {
    const [me, other] = [await newUser(), await newUser()];
    const r = reportOps("HbA1c", "2026-11-20", [{ name: "HbA1c", value: 6 }]);
    await sendOps(me, r.ops);
    expect((await read(other, "labReport", { id: r.id })).error).toMatchObject({ status: 404, code: "not_found" });
    expect((await read<LabReportListResponse>(other, "labReports")).data!.reports).toEqual([]);
    const [theirDelete] = await sendOps(other, [rowOp("lab_reports", "delete", r.id)]);
    expect(theirDelete.status).toBe("rejected");
    expect((await read<LabReportDetailResponse>(me, "labReport", { id: r.id })).data!.values).toHaveLength(1);

    const [deleted] = await sendOps(me, [rowOp("lab_reports", "delete", r.id)]);
    expect(deleted.status).toBe("applied");
    expect((await read(me, "labReport", { id: r.id })).error).toMatchObject({ status: 404 });
    const left = await hubSql(me.id).prepare("select count(*) as n from lab_trends where user_id = ?").bind(me.id).first();
    expect(left).toEqual({ n: 0 });
  });

  it("the chart window's values are the user's own of the last six months, oldest first", async () => {
    const [me, other] = [await newUser(), await newUser()];
    const day = (monthsAgo: number) => {
      const d = new Date();
      d.setUTCMonth(d.getUTCMonth() - monthsAgo);
      return d.toISOString().slice(0, 10);
    };
    await sendOps(me, reportOps("HbA1c", day(1), [{ name: "HbA1c", value: 7.2 }]).ops);
    await sendOps(me, reportOps("HbA1c", day(4), [{ name: "HbA1c", value: 8.1 }]).ops);
    await sendOps(me, reportOps("HbA1c", day(8), [{ name: "HbA1c", value: 9.5 }]).ops);
    await sendOps(other, reportOps("HbA1c", day(1), [{ name: "HbA1c", value: 6 }]).ops);
    const mine = (await read<LabValuesResponse>(me, "labValues")).data!;
    expect(mine.values.map((v) => v.value)).toEqual([8.1, 7.2]);
    expect(mine.since).toBe(day(6));
    expect((await read<LabValuesResponse>(other, "labValues")).data!.values.map((v) => v.value)).toEqual([6]);
  });
});

const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

function putFile(user: User, reportId: string, body: Uint8Array, type = "application/octet-stream") {
  return call(`/api/labs/${reportId}/file`, { method: "PUT", cookie: user.cookie, body, headers: { "content-type": type } });
}

describe("lab report files", () => {
  it("stores a PDF or photo by its bytes, serves it to its owner only, and refuses other types and files over 10 MB", async () => {
    const [me, other] = [await newUser(), await newUser()];
    const r = reportOps("CBC", "2026-11-20", []);
    await sendOps(me, r.ops);

    // The name or declared type proves nothing: a text file called a PNG is refused.
    const text = await putFile(me, r.id, new TextEncoder().encode("just text"), "image/png");
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: { code: string } }).error.code).toBe("file_type");
    const big = await putFile(me, r.id, new Uint8Array(10 * 1024 * 1024 + 1), "application/pdf");
    expect(big.status).toBe(413);

    const put = await putFile(me, r.id, PDF, "image/png");
    expect(put.status).toBe(201);
    const { version, type } = (await put.json()) as { version: string; type: string };
    expect(type).toBe("application/pdf");
    const [saved] = await sendOps(me, [rowOp("lab_reports", "update", r.id, { file_key: version, file_type: type })]);
    expect(saved.status).toBe("applied");

    const got = await call(`/api/labs/${r.id}/file/${version}`, { cookie: me.cookie });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("cache-control")).toContain("private");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PDF);

    // Another user: neither to read nor to write, and it looks like nothing is there.
    expect((await call(`/api/labs/${r.id}/file/${version}`, { cookie: other.cookie })).status).toBe(404);
    expect((await putFile(other, r.id, PNG)).status).toBe(404);
    expect((await call(`/api/labs/${r.id}/file/${version}`)).status).toBe(401);

    // A new photo replaces the PDF: the old URL answers like a missing one.
    const photo = (await (await putFile(me, r.id, PNG)).json()) as { version: string };
    expect((await call(`/api/labs/${r.id}/file/${version}`, { cookie: me.cookie })).status).toBe(404);
    expect((await call(`/api/labs/${r.id}/file/${photo.version}`, { cookie: me.cookie })).headers.get("content-type")).toBe("image/png");
  });

  it("deleting the report deletes its file", async () => {
    const me = await newUser();
    const r = reportOps("X-ray report", "2026-11-20", []);
    await sendOps(me, r.ops);
    const { version } = (await (await putFile(me, r.id, PNG)).json()) as { version: string };
    expect((await env.FILES.list({ prefix: `labs/${me.id}/${r.id}/` })).objects).toHaveLength(1);
    await sendOps(me, [rowOp("lab_reports", "delete", r.id)]);
    expect((await env.FILES.list({ prefix: `labs/${me.id}/${r.id}/` })).objects).toHaveLength(0);
    expect((await call(`/api/labs/${r.id}/file/${version}`, { cookie: me.cookie })).status).toBe(404);
  });
});

describe("Lab Result Alert", () => {
  it("a newly saved value out of range pushes one alert per report, in the user's language; none in range, none with lab alerts off", async () => {
    const pushes = capturePushes();
    const me = await newUser();
    const phone = await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`);
    await subscribe(me, phone);

    const high = reportOps("Diabetes check", "2026-11-20", [
      { name: "HbA1c", value: 7.2, min: 4, max: 5.6 },
      { name: "Haemoglobin", value: 10, min: 12, max: 16 },
      { name: "Creatinine", value: 1, min: 0.6, max: 1.2 },
    ]);
    await sendOps(me, high.ops);
    await vi.waitFor(() => expect(pushes).toHaveLength(1));
    expect(await payloadOf(pushes[0], phone)).toMatchObject({
      type: "lab",
      title: "Lab Result Alert",
      body: "Out of range: HbA1c 7.2 % (high), Haemoglobin 10 % (low). Open the report to see it.",
      url: `/labs/${high.id}`,
      userId: me.id,
    });
    // A replay is a duplicate: nothing is sent again.
    await sendOps(me, high.ops);

    await sendOps(me, reportOps("Lipids", "2026-11-21", [{ name: "LDL", value: 90, max: 100 }]).ops);
    await sendOps(me, [rowOp("user_settings", "update", me.id, { language: "bn" })]);
    const bn = reportOps("TSH", "2026-11-22", [{ name: "TSH", value: 9, min: 0.4, max: 4 }]);
    await sendOps(me, bn.ops);
    await vi.waitFor(() => expect(pushes).toHaveLength(2));
    expect(await payloadOf(pushes[1], phone)).toMatchObject({
      title: "ল্যাব রিপোর্টের সতর্কতা",
      body: "স্বাভাবিক সীমার বাইরে: TSH ৯ % (বেশি)। দেখতে রিপোর্টটি খুলুন।",
    });

    await sendOps(me, [rowOp("user_settings", "update", me.id, { lab_alerts: false })]);
    await sendOps(me, reportOps("TSH again", "2026-11-23", [{ name: "TSH", value: 9, min: 0.4, max: 4 }]).ops);
    // Give a wrongly sent alert the time to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(pushes).toHaveLength(2);
  });
});
