// The caregiver link through the real Worker and D1 (docs/rules/care.md): invite, accept
// with the code (once, not one's own, at most three caregivers), the lists on both sides,
// what the patient changes, ending from either side, and the caregiver's day view.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { CareDayResponse, CareLinksResponse } from "../../app/domain/care/types";
import { formatCareCode } from "../../app/domain/care/code";
import { call, newUser, readOne, rowOp, sendOps } from "./helpers";
import { accept, endLink, invite, link, linkRow } from "./care-fixtures";
import { CARE_ACCEPT_LIMIT } from "../../workers/api/care";

const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const links = async (user: { cookie: string }) => (await readOne<CareLinksResponse>("careLinks", null, user.cookie)).data!;

describe("the caregiver link", () => {
  it("is invited with a code that works once, for someone else, and both then see it with the other's name", async () => {
    const patient = await newUser();
    const caregiver = await newUser();
    const made = await invite(patient, { shares: "doses_readings", minutes: 15 });
    expect(made.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const row = await linkRow(made.id);
    expect(row).toMatchObject({ patient_id: patient.id, caregiver_id: null, status: "pending", shares: "doses_readings", escalation_minutes: 15 });
    // Only the hash is kept.
    expect(JSON.stringify(row)).not.toContain(made.code);
    expect((await links(patient)).caregivers.map((l) => [l.id, l.status, l.other_name])).toEqual([[made.id, "pending", null]]);

    expect(await codeOf(await accept(patient, made.code))).toBe("own_invite");
    // Typed as shown, in lower case: the same code.
    const res = await accept(caregiver, formatCareCode(made.code).toLowerCase(), "bn");
    expect(res.status).toBe(200);
    expect(await linkRow(made.id)).toMatchObject({
      caregiver_id: caregiver.id,
      status: "active",
      caregiver_lang: "bn",
      code_hash: null,
      code_expires_at: null,
    });
    const third = await newUser();
    expect(await codeOf(await accept(third, made.code))).toBe("invalid_code");

    expect((await links(patient)).caregivers.map((l) => [l.status, l.other_name, l.other_id])).toEqual([["active", "Test", caregiver.id]]);
    const theirs = await links(caregiver);
    expect(theirs.patients.map((l) => [l.id, l.other_id, l.shares, l.escalation_minutes])).toEqual([[made.id, patient.id, "doses_readings", 15]]);
    expect(theirs.caregivers).toEqual([]);
  });

  it("refuses a wrong or expired code alike, a second link to the same patient, and a fourth caregiver", async () => {
    const patient = await newUser();
    const caregiver = await newUser();
    expect(await codeOf(await accept(caregiver, "ABCD-EFGH"))).toBe("invalid_code");
    expect(await codeOf(await accept(caregiver, "not a code"))).toBe("invalid_code");
    const old = await invite(patient);
    await env.DB.prepare("update care_links set code_expires_at = ? where id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), old.id)
      .run();
    expect(await codeOf(await accept(caregiver, old.code))).toBe("invalid_code");
    // An expired invite is not listed.
    expect((await links(patient)).caregivers).toEqual([]);

    await link(patient, caregiver);
    expect(await codeOf(await accept(caregiver, (await invite(patient)).code))).toBe("already_caregiver");
    await link(patient, await newUser());
    await link(patient, await newUser());
    const res = await accept(await newUser(), (await invite(patient)).code);
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe("too_many_caregivers");
  });

  it("counts tries at codes, so a code cannot be guessed: past the limit even the right code waits", async () => {
    const patient = await newUser();
    const guesser = await newUser();
    const { code } = await invite(patient);
    for (let i = 0; i < CARE_ACCEPT_LIMIT.perWindow; i++) expect(await codeOf(await accept(guesser, "ABCD-EFGH"))).toBe("invalid_code");
    const res = await accept(guesser, code);
    expect(res.status).toBe(429);
    expect(await codeOf(res)).toBe("rate_limited");
    expect(await linkRow((await links(patient)).caregivers[0].id)).toMatchObject({ status: "pending" });
  });

  it("sends the code to an email when one is given", async () => {
    const patient = await newUser();
    const to = `son-${uuidv7()}@example.com`;
    const { code } = await invite(patient, { email: to });
    const mail = await env.DB.prepare("select subject, text from dev_mailbox where to_address = ?").bind(to).first<{ subject: string; text: string }>();
    expect(mail?.text).toContain(formatCareCode(code));
    expect(mail?.text).toContain(`/settings/family?code=${formatCareCode(code)}`);
  });

  it("lets only the patient change what is shared, and either side end it, after which it is gone from both lists", async () => {
    const patient = await newUser();
    const caregiver = await newUser();
    const id = await link(patient, caregiver);
    const change = (user: { cookie: string }, json: unknown) => call(`/api/care/${id}/sharing`, { method: "POST", cookie: user.cookie, json });
    expect((await change(caregiver, { shares: "doses_readings" })).status).toBe(404);
    expect((await change(patient, { minutes: 45 })).status).toBe(400);
    expect((await change(patient, { shares: "doses_readings", minutes: 60 })).status).toBe(200);
    expect(await linkRow(id)).toMatchObject({ shares: "doses_readings", escalation_minutes: 60 });

    expect((await endLink(caregiver, id)).status).toBe(200);
    expect(await linkRow(id)).toMatchObject({ status: "ended" });
    expect((await links(patient)).caregivers).toEqual([]);
    expect((await links(caregiver)).patients).toEqual([]);
    expect((await change(patient, { minutes: 15 })).status).toBe(404);
    // Ended is final: the patient's end answers as done, the link stays ended.
    expect((await endLink(patient, id)).status).toBe(200);

    const pending = await invite(patient);
    expect((await endLink(patient, pending.id)).status).toBe(200);
    expect(await codeOf(await accept(caregiver, pending.code))).toBe("invalid_code");
  });
});

describe("the caregiver's day view", () => {
  it("shows the patient's medicines, the day's doses with their marks and, only when shared, the latest readings; nothing else", async () => {
    const patient = await newUser();
    const caregiver = await newUser();
    const secret = `secret-${uuidv7()}`;
    const amlo = uuidv7();
    const napa = uuidv7();
    const gone = uuidv7();
    const date = "2026-11-20";
    const ops = [
      rowOp("medicines", "insert", amlo, { name: "Amlodipine", dosage: "5 mg", stock_quantity: 17, notes: secret }),
      rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: amlo, reminder_time: "08:00", is_critical: true }),
      rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: amlo, reminder_time: "20:00" }),
      rowOp("medicines", "insert", napa, { name: "Napa", dosage: "500 mg", stock_quantity: 10 }),
      rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: napa, reminder_time: "14:00" }),
      rowOp("medicines", "insert", gone, { name: `Old ${secret}`, stock_quantity: 1 }),
      rowOp("medicines", "update", gone, { category: "deleted" }),
      rowOp("adherence_logs", "insert", uuidv7(), {
        medicine_id: amlo,
        status: "taken",
        taken_at: "2026-11-20T02:05:00.000Z",
        scheduled_time: "08:00:00",
        scheduled_date: date,
      }),
      rowOp("health_metrics", "insert", uuidv7(), {
        metric_type: "blood_pressure",
        systolic: 150,
        diastolic: 95,
        recorded_at: "2026-11-20T03:00:00.000Z",
        notes: secret,
      }),
      rowOp("health_metrics", "insert", uuidv7(), { metric_type: "weight", weight_kg: 61, notes: secret }),
    ];
    expect((await sendOps(patient, ops)).map((a) => a.status)).toEqual(ops.map(() => "applied"));
    const id = await link(patient, caregiver);

    const day = await readOne<CareDayResponse>("careDay", { patientId: patient.id, date }, caregiver.cookie);
    expect(day.data).toEqual({
      patient: { id: patient.id, name: "Test" },
      date,
      shares: "doses",
      medicines: [
        { id: amlo, name: "Amlodipine", dosage: "5 mg", critical: true },
        { id: napa, name: "Napa", dosage: "500 mg", critical: false },
      ],
      doses: [
        { medicine_id: amlo, time: "08:00", status: "taken", critical: true },
        { medicine_id: napa, time: "14:00", status: "pending", critical: false },
        { medicine_id: amlo, time: "20:00", status: "pending", critical: false },
      ],
      readings: null,
    });
    const body = await (
      await call(`/api/read?reads=${encodeURIComponent(JSON.stringify([["careDay", { patientId: patient.id, date }]]))}`, { cookie: caregiver.cookie })
    ).text();
    expect(body).not.toContain(secret);
    expect(body).not.toContain("stock");

    await call(`/api/care/${id}/sharing`, { method: "POST", cookie: patient.cookie, json: { shares: "doses_readings" } });
    const shared = await readOne<CareDayResponse>("careDay", { patientId: patient.id, date }, caregiver.cookie);
    expect(shared.data?.readings).toEqual({ bloodPressure: { recorded_at: "2026-11-20T03:00:00.000Z", systolic: 150, diastolic: 95 }, glucose: null });
    expect(JSON.stringify(shared.data)).not.toContain(secret);
  });
});
