// Lab reports (docs/rules/records.md): the range marks, the value rows as typed, and what
// each op does to the list and one report (the optimistic update and the outbox's
// re-application use the same appliers as the server's answer is shaped).
import { describe, expect, it } from "vitest";
import { checkRow, emptyRow, isBlank } from "~/features/lab-reports/components/lab-value-rows";
import { byNewestReport, rangeFlag, type LabReportListResponse } from "~/domain/lab-reports/rules";
import { labValueInsertSchema } from "~/domain/lab-reports/schema";
import type { Op } from "~/domain/sync/op";
import { applyToReport, applyToReportList, reportFromOps } from "~/features/lab-reports/appliers";

const op = (table: string, type: Op["type"], id: string, data: Record<string, unknown> = {}, clientTime = "2026-11-25T10:00:00.000Z"): Op => ({
  opId: `op-${id}-${type}`,
  table,
  type,
  id,
  data,
  clientTime,
});
const REPORT = "0190a000-0000-7000-8000-000000000001";

describe("range marks", () => {
  it("high above the range, low below, normal within; none without a range; either end alone counts", () => {
    expect(rangeFlag(7.2, 4, 6)).toBe("high");
    expect(rangeFlag(3.9, 4, 6)).toBe("low");
    expect(rangeFlag(6, 4, 6)).toBe("normal");
    expect(rangeFlag(5, null, null)).toBeNull();
    expect(rangeFlag(250, null, 200)).toBe("high");
    expect(rangeFlag(30, 40, null)).toBe("low");
  });
});

describe("value rows as typed", () => {
  it("reads Bangla digits and a decimal comma", () => {
    const r = { ...emptyRow("k"), metric_name: "HbA1c", value: "৭,২", unit: "%", reference_min: "৪", reference_max: "৫.৬" };
    expect(checkRow(r, labValueInsertSchema)).toEqual({
      ok: true,
      value: { metric_name: "HbA1c", value: 7.2, unit: "%", reference_min: 4, reference_max: 5.6 },
    });
  });

  it("says what is wrong: no test, no number, a range upside down", () => {
    expect(checkRow({ ...emptyRow("k"), value: "5" }, labValueInsertSchema)).toEqual({ ok: false, message: "validation.labMetricRequired" });
    expect(checkRow({ ...emptyRow("k"), metric_name: "TSH", value: "high" }, labValueInsertSchema)).toEqual({ ok: false, message: "validation.labValue" });
    expect(checkRow({ ...emptyRow("k"), metric_name: "TSH", value: "2", reference_min: "5", reference_max: "1" }, labValueInsertSchema)).toEqual({
      ok: false,
      message: "validation.labRangeOrder",
    });
  });

  it("a wholly blank row is not a value", () => {
    expect(isBlank(emptyRow("k"))).toBe(true);
    expect(isBlank({ ...emptyRow("k"), unit: "%" })).toBe(false);
  });
});

describe("lab ops on the answers", () => {
  const insertReport = op("lab_reports", "insert", REPORT, { title: " HbA1c ", report_date: "2026-11-20", lab_name: "Popular" });
  const high = op("lab_trends", "insert", "v1", {
    lab_report_id: REPORT,
    metric_name: "HbA1c",
    value: 7.2,
    unit: "%",
    reference_min: 4,
    reference_max: 5.6,
    recorded_date: "2026-11-20",
  });
  const normal = op("lab_trends", "insert", "v2", { lab_report_id: REPORT, metric_name: "Glucose", value: 5, recorded_date: "2026-11-20" });

  it("a report made offline answers from the outbox with its values", () => {
    const detail = reportFromOps(REPORT, [insertReport, high, normal, op("lab_trends", "insert", "x", { lab_report_id: "other" })]);
    expect(detail?.report).toMatchObject({ id: REPORT, title: "HbA1c", report_date: "2026-11-20", lab_name: "Popular", doctor_name: null });
    expect(detail?.values.map((v) => [v.metric_name, v.value])).toEqual([
      ["HbA1c", 7.2],
      ["Glucose", 5],
    ]);
    expect(applyToReport(detail, op("lab_reports", "delete", REPORT))).toBeNull();
    expect(applyToReport(detail, op("lab_trends", "delete", "v1"))?.values.map((v) => v.id)).toEqual(["v2"]);
  });

  it("the list keeps newest first and counts values and those out of range", () => {
    const older = {
      ...reportFromOps("r0", [op("lab_reports", "insert", "r0", { title: "Lipid", report_date: "2026-01-01" })])!.report,
      valueCount: 0,
      outOfRange: 0,
    };
    let list: LabReportListResponse = { reports: [older] };
    for (const o of [insertReport, high, normal]) list = applyToReportList(list, o);
    expect(list.reports.map((r) => [r.id, r.valueCount, r.outOfRange])).toEqual([
      [REPORT, 2, 1],
      ["r0", 0, 0],
    ]);
    expect(applyToReportList(list, op("lab_reports", "delete", REPORT)).reports.map((r) => r.id)).toEqual(["r0"]);
    expect([...list.reports].sort(byNewestReport).map((r) => r.id)).toEqual([REPORT, "r0"]);
  });
});

describe("editing a report", () => {
  it("sends only what changed: the report's fields, new, changed and removed values; a new date moves the values", async () => {
    const { updateLabReport } = await import("~/features/lab-reports/writes");
    const sent: Omit<Op, "opId" | "clientTime">[] = [];
    const outbox = { mutate: async (op: Omit<Op, "opId" | "clientTime">) => void sent.push(op) } as unknown as Parameters<typeof updateLabReport>[0];
    const base = reportFromOps(REPORT, [
      op("lab_reports", "insert", REPORT, { title: "CBC", report_date: "2026-11-01" }),
      op("lab_trends", "insert", "keep", { lab_report_id: REPORT, metric_name: "Hb", value: 12, recorded_date: "2026-11-01" }),
      op("lab_trends", "insert", "change", { lab_report_id: REPORT, metric_name: "WBC", value: 9, recorded_date: "2026-11-01" }),
      op("lab_trends", "insert", "gone", { lab_report_id: REPORT, metric_name: "ESR", value: 30, recorded_date: "2026-11-01" }),
    ])!;
    const same = { title: "CBC", report_date: "2026-11-01", lab_name: null, doctor_name: null, notes: null };
    const v = (metric_name: string, value: number) => ({ metric_name, value, unit: null, reference_min: null, reference_max: null });
    expect(
      await updateLabReport(
        outbox,
        base,
        same,
        [
          { id: "keep", value: v("Hb", 12) },
          { id: "change", value: v("WBC", 9) },
          { id: "gone", value: v("ESR", 30) },
        ],
        "2026-11-25",
      ),
    ).toBe(0);

    const n = await updateLabReport(
      outbox,
      base,
      { ...same, lab_name: "Popular" },
      [
        { id: "keep", value: v("Hb", 12) },
        { id: "change", value: v("WBC", 11) },
        { id: "new", value: v("Platelets", 250) },
      ],
      "2026-11-25",
    );
    expect(n).toBe(4);
    expect(sent.map((o) => [o.table, o.type, o.id, o.data])).toEqual([
      ["lab_reports", "update", REPORT, { lab_name: "Popular" }],
      ["lab_trends", "update", "change", { value: 11 }],
      ["lab_trends", "insert", "new", { ...v("Platelets", 250), lab_report_id: REPORT, recorded_date: "2026-11-01" }],
      ["lab_trends", "delete", "gone", {}],
    ]);
  });
});
