// Issue 30: the main actions work before the scripts arrive. A dose's Taken / Skipped, a
// symptom and the sign-in are forms posted to their route's action; each op takes POST
// /api/sync's path (the session user's hub, the table's schema, the ledger), so a form posted
// twice is one row, another user's ids are refused as over the API, and a post from another
// origin is refused before any action runs.
import { exports } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { markDoseAction } from "../../app/features/doses/mark-action";
import { signInAction } from "../../app/features/auth/sign-in-action";
import { logSymptomAction } from "../../app/features/trackers/symptom-action";
import { addReadingAction } from "../../app/features/health-metrics/reading-action";
import { DOSE_MARK_FORM } from "../../app/domain/doses/mark-post";
import { SIGN_IN_LIMIT } from "../../app/domain/auth/rules";
import { localDate } from "../../app/domain/time/zoned-time";
import { ORIGIN, newUser, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";
import { postForm } from "./form-post";

type User = Awaited<ReturnType<typeof newUser>>;

/** A medicine of `user` with a reminder at 08:00. */
async function medicineOf(user: User) {
  const id = uuidv7();
  const acks = await sendOps(user, [
    rowOp("medicines", "insert", id, { name: "Napa", category: "long-term" }),
    rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: id, reminder_time: "08:00" }),
  ]);
  expect(acks.map((a) => a.status)).toEqual(["applied", "applied"]);
  return id;
}

const today = () => localDate(new Date(), "Asia/Dhaka");
const doseFields = (medicineId: string, status: string, opId = uuidv7()) => ({
  form: DOSE_MARK_FORM,
  opId,
  medicine_id: medicineId,
  time: "08:00",
  date: today(),
  status,
});
const logsOf = async (user: User) =>
  (await hubSql(user.id).prepare("select medicine_id, status, scheduled_time, scheduled_date from adherence_logs order by created_at").all()).results;

describe("a dose marked by a form posted before the scripts", () => {
  it("is applied once however often the same form is posted, and answers 303 back to the dashboard", async () => {
    const me = await newUser();
    const medicine = await medicineOf(me);
    const fields = doseFields(medicine, "taken");
    const first = await postForm(markDoseAction, "/dashboard", fields, me.cookie);
    const again = await postForm(markDoseAction, "/dashboard", fields, me.cookie);
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(first.location).toBe("/dashboard");
    expect(await logsOf(me)).toEqual([{ medicine_id: medicine, status: "taken", scheduled_time: "08:00:00", scheduled_date: today() }]);
    // The ledger holds the form's op id once: the second post was its duplicate.
    expect(await hubSql(me.id).prepare("select count(*) as n from sync_ops where op_id = ?").bind(fields.opId).first("n")).toBe(1);
  });

  it("takes Skipped as the status, and a dose already marked (another form, another device) stays as it was", async () => {
    const me = await newUser();
    const medicine = await medicineOf(me);
    expect((await postForm(markDoseAction, "/dashboard", doseFields(medicine, "skipped"), me.cookie)).status).toBe(303);
    // The other button of a double tap (its own op id): the unique dose refuses it, the screen shows the dose marked.
    expect((await postForm(markDoseAction, "/dashboard", doseFields(medicine, "taken"), me.cookie)).status).toBe(303);
    expect((await logsOf(me)).map((l) => l.status)).toEqual(["skipped"]);
  });

  it("refuses bad input with our error code and the form's message, and writes nothing", async () => {
    const me = await newUser();
    const medicine = await medicineOf(me);
    const bad = await postForm(markDoseAction, "/dashboard", doseFields(medicine, "maybe"), me.cookie);
    expect(bad.status).toBe(400);
    expect(bad.failure).toMatchObject({ form: DOSE_MARK_FORM, code: "validation_error", errors: { status: "validation.adherenceStatus" } });
    const { opId: _, ...withoutOpId } = doseFields(medicine, "taken");
    const noOpId = await postForm(markDoseAction, "/dashboard", withoutOpId, me.cookie);
    expect(noOpId.status).toBe(400);
    expect(noOpId.failure?.code).toBe("validation_error");
    expect(await logsOf(me)).toEqual([]);
  });

  it("cannot mark another user's dose: not_found, nothing written in either hub", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const hers = await medicineOf(alice);
    const answer = await postForm(markDoseAction, "/dashboard", doseFields(hers, "taken"), bob.cookie);
    expect(answer.status).toBe(404);
    expect(answer.failure?.code).toBe("not_found");
    expect(await logsOf(alice)).toEqual([]);
    expect(await logsOf(bob)).toEqual([]);
  });

  it("signed out, sends the browser to sign in and writes nothing", async () => {
    const answer = await postForm(markDoseAction, "/dashboard", doseFields(uuidv7(), "taken"));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/auth/login");
  });
});

describe("a page post from another origin", () => {
  it("is refused with cross_origin before any action runs, even with the user's cookie", async () => {
    const me = await newUser();
    const medicine = await medicineOf(me);
    for (const origin of ["https://evil.example", null]) {
      const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", cookie: me.cookie });
      if (origin) headers.set("origin", origin);
      const res = await exports.default.fetch(
        new Request(`${ORIGIN}/dashboard`, { method: "POST", headers, body: new URLSearchParams(doseFields(medicine, "taken")).toString() }),
      );
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("cross_origin");
    }
    expect(await logsOf(me)).toEqual([]);
  });
});

describe("a symptom logged by a form posted before the scripts", () => {
  const symptom = (opId = uuidv7()) => ({
    form: "symptom",
    opId,
    symptom_type: "headache",
    severity: "7",
    duration: "2 hours",
    notes: "",
    date: today(),
    time: "09:30",
  });
  const symptomsOf = async (user: User) => (await hubSql(user.id).prepare("select symptom_type, severity, duration, notes from symptom_logs").all()).results;

  it("is applied once when posted twice, with a 303 back to the symptoms screen", async () => {
    const me = await newUser();
    const fields = symptom();
    expect((await postForm(logSymptomAction, "/tracking/symptoms", fields, me.cookie)).location).toBe("/tracking/symptoms");
    expect((await postForm(logSymptomAction, "/tracking/symptoms", fields, me.cookie)).status).toBe(303);
    expect(await symptomsOf(me)).toEqual([{ symptom_type: "headache", severity: 7, duration: "2 hours", notes: null }]);
  });

  it("refused, tells the field's message and gives back what was typed", async () => {
    const me = await newUser();
    const answer = await postForm(logSymptomAction, "/tracking/symptoms", { ...symptom(), symptom_type: "", notes: "since morning" }, me.cookie);
    expect(answer.status).toBe(400);
    expect(answer.failure).toMatchObject({
      code: "validation_error",
      errors: { symptom_type: "validation.symptomRequired" },
      values: { notes: "since morning", severity: "7" },
    });
    // Older than the form goes back: the op's schema refuses the instant, as in the browser.
    const old = await postForm(logSymptomAction, "/tracking/symptoms", { ...symptom(), date: "2000-01-01" }, me.cookie);
    expect(old.failure?.errors).toEqual({ recorded_at: "validation.recordedAt" });
    expect(await symptomsOf(me)).toEqual([]);
  });
});

describe("a reading logged by a form posted before the scripts", () => {
  const readingsOf = async (user: User) =>
    (await hubSql(user.id).prepare("select metric_type, systolic, diastolic, pulse, glucose_mmol, glucose_context from health_metrics").all()).results;

  it("is applied once when posted twice, read with the health metric's own form schema", async () => {
    const me = await newUser();
    const bp = { form: "reading", opId: uuidv7(), systolic: "123", diastolic: "79", pulse: "" };
    expect((await postForm(addReadingAction, "/tracking/blood-pressure", bp, me.cookie)).location).toBe("/tracking/blood-pressure");
    expect((await postForm(addReadingAction, "/tracking/blood-pressure", bp, me.cookie)).status).toBe(303);
    const glucose = { form: "reading", opId: uuidv7(), glucose_mmol: "6.4", glucose_context: "fasting" };
    expect((await postForm(addReadingAction, "/tracking/blood-glucose", glucose, me.cookie)).status).toBe(303);
    expect(await readingsOf(me)).toEqual([
      { metric_type: "blood_pressure", systolic: 123, diastolic: 79, pulse: null, glucose_mmol: null, glucose_context: null },
      { metric_type: "blood_glucose", systolic: null, diastolic: null, pulse: null, glucose_mmol: 6.4, glucose_context: "fasting" },
    ]);
  });

  it("refused, tells the field's message and gives back what was typed", async () => {
    const me = await newUser();
    const answer = await postForm(
      addReadingAction,
      "/tracking/blood-pressure",
      { form: "reading", opId: uuidv7(), systolic: "70", diastolic: "80", pulse: "66" },
      me.cookie,
    );
    expect(answer.status).toBe(400);
    expect(answer.failure).toMatchObject({
      code: "validation_error",
      errors: { systolic: "validation.systolicAboveDiastolic" },
      values: { systolic: "70", diastolic: "80", pulse: "66" },
    });
    expect(await readingsOf(me)).toEqual([]);
  });
});

describe("sign-in posted before the scripts", () => {
  it("signs in: the session cookie with a 303 to the dashboard", async () => {
    const me = await newUser(undefined, "right-password");
    const answer = await postForm(signInAction, "/auth/login", { email: me.email, password: "right-password" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/dashboard");
    const cookie = answer
      .headers!.getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("better-auth.session_token=");
    const session = await exports.default.fetch(new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } }));
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(me.id);
  });

  it("a wrong password: the message, the email kept, never the password", async () => {
    const me = await newUser(undefined, "right-password");
    const answer = await postForm(signInAction, "/auth/login", { email: me.email, password: "wrong-password" });
    expect(answer.status).toBe(401);
    expect(answer.failure).toEqual({ form: "sign-in", code: expect.any(String), values: { email: me.email }, errors: { _: "invalidCredentials" } });
    expect(answer.headers).toBeUndefined();
  });

  it(`keeps the limits: after ${SIGN_IN_LIMIT.perEmailAddress} wrong passwords the right one is refused too`, async () => {
    const me = await newUser(undefined, "right-password");
    for (let i = 0; i < SIGN_IN_LIMIT.perEmailAddress; i++)
      expect((await postForm(signInAction, "/auth/login", { email: me.email, password: `wrong-${i}-password` })).status).toBe(401);
    const blocked = await postForm(signInAction, "/auth/login", { email: me.email, password: "right-password" });
    expect(blocked.status).toBe(429);
    expect(blocked.failure).toMatchObject({ code: "too_many_attempts", errors: { _: "tooManyAttempts" } });
  });
});
