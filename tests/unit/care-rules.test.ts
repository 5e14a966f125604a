// docs/rules/care.md: the invite code, its expiry, who may do what with a link, and when
// the caregiver's push is due.
import { describe, expect, it } from "vitest";
import { CARE_CODE_ALPHABET, careCodeFromBytes, formatCareCode, newCareCode, normalizeCareCode } from "../../app/domain/care/code";
import {
  acceptRefusal,
  careRole,
  codeExpiry,
  escalationAt,
  MAX_ACTIVE_CAREGIVERS,
  mayChangeSharing,
  mayEnd,
  maySeeDay,
  type CareLinkFacts,
} from "../../app/domain/care/rules";
import { careAcceptSchema, careInviteSchema, careSharingSchema } from "../../app/domain/care/schema";
import { careInstants, doseTimeKey, unmarkedCritical } from "../../app/domain/care/escalation";
import { careAlertPayload } from "../../app/domain/care/texts";

const NOW = Date.parse("2026-11-28T02:00:00Z");
const pending = (over: Partial<CareLinkFacts> = {}): CareLinkFacts => ({
  patient_id: "pat",
  caregiver_id: null,
  status: "pending",
  code_expires_at: codeExpiry(NOW),
  ...over,
});
const active = (over: Partial<CareLinkFacts> = {}) => pending({ caregiver_id: "care", status: "active", code_expires_at: null, ...over });

describe("the invite code", () => {
  it("is 8 characters without look-alikes, every character equally likely", () => {
    for (const c of "01OIL") expect(CARE_CODE_ALPHABET).not.toContain(c);
    const code = newCareCode((n) => crypto.getRandomValues(new Uint8Array(n)));
    expect(code).toMatch(new RegExp(`^[${CARE_CODE_ALPHABET}]{8}$`));
    // Bytes at or above 248 (8 × 31) are dropped, not folded onto the first letters.
    expect(careCodeFromBytes(Uint8Array.from([248, 255, 0, 1, 2, 3, 4, 5, 6, 30]))).toBe("ABCDEFG9");
    expect(careCodeFromBytes(Uint8Array.from([0, 1, 2, 250]))).toBeNull();
  });

  it("is shown in two groups and read back however it was typed", () => {
    expect(formatCareCode("ABCDEFGH")).toBe("ABCD-EFGH");
    expect(normalizeCareCode(" abcd-efgh ")).toBe("ABCDEFGH");
    expect(normalizeCareCode("abcd efgh")).toBe("ABCDEFGH");
    expect(normalizeCareCode("ABCDEFG")).toBeNull();
    expect(normalizeCareCode("ABCDEFG0")).toBeNull();
  });

  it("works for 24 hours, once", () => {
    expect(codeExpiry(NOW)).toBe("2026-11-29T02:00:00.000Z");
    expect(acceptRefusal(pending(), "care", NOW, [])).toBeNull();
    expect(acceptRefusal(pending(), "care", NOW + 24 * 3_600_000, [])).toBe("invalid_code");
    expect(acceptRefusal(active(), "other", NOW, [])).toBe("invalid_code");
    expect(acceptRefusal(pending({ status: "ended" }), "care", NOW, [])).toBe("invalid_code");
    expect(acceptRefusal(null, "care", NOW, [])).toBe("invalid_code");
  });
});

describe("who may do what", () => {
  it("a patient cannot be their own caregiver, nor anyone twice the caregiver of one patient, nor a fourth", () => {
    expect(acceptRefusal(pending(), "pat", NOW, [])).toBe("own_invite");
    expect(acceptRefusal(pending(), "care", NOW, ["care"])).toBe("already_caregiver");
    const full = Array.from({ length: MAX_ACTIVE_CAREGIVERS }, (_, i) => `c${i}`);
    expect(acceptRefusal(pending(), "care", NOW, full)).toBe("too_many_caregivers");
    expect(acceptRefusal(pending(), "care", NOW, full.slice(1))).toBeNull();
  });

  it("either side ends a link, once; only the patient changes what is shared; only an active link's caregiver sees the day", () => {
    expect(careRole(active(), "pat")).toBe("patient");
    expect(careRole(active(), "care")).toBe("caregiver");
    expect(careRole(active(), "stranger")).toBeNull();
    expect(careRole(pending(), "stranger")).toBeNull();
    expect([mayEnd(active(), "pat"), mayEnd(active(), "care"), mayEnd(active(), "stranger")]).toEqual([true, true, false]);
    expect(mayEnd(active({ status: "ended" }), "pat")).toBe(false);
    expect(mayEnd(pending(), "pat")).toBe(true);
    expect([mayChangeSharing(active(), "pat"), mayChangeSharing(active(), "care"), mayChangeSharing(active({ status: "ended" }), "pat")]).toEqual([
      true,
      false,
      false,
    ]);
    expect([maySeeDay(active(), "care"), maySeeDay(active(), "pat"), maySeeDay(active({ status: "ended" }), "care"), maySeeDay(pending(), "care")]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("the escalation time", () => {
  const reminder = Date.parse("2026-11-28T02:00:00Z");
  it("is the link's minutes after the reminder, or after the snoozed time", () => {
    expect(escalationAt(reminder, null, 30)).toBe(reminder + 30 * 60_000);
    expect(escalationAt(reminder, reminder + 10 * 60_000, 30)).toBe(reminder + 40 * 60_000);
    expect(escalationAt(reminder, reminder + 10 * 60_000, 15)).toBe(reminder + 25 * 60_000);
  });
});

describe("the bodies", () => {
  it("take the three minute choices only, a phone number, an optional email", () => {
    const ok = { phone: "+880 1712-345678", shares: "doses", minutes: 30, lang: "bn" } as const;
    expect(careInviteSchema.safeParse(ok).success).toBe(true);
    expect(careInviteSchema.safeParse({ ...ok, email: " Son@Example.com " }).data?.email).toBe("son@example.com");
    expect(careInviteSchema.safeParse({ ...ok, minutes: 20 }).success).toBe(false);
    expect(careInviteSchema.safeParse({ ...ok, phone: "call me" }).success).toBe(false);
    expect(careInviteSchema.safeParse({ ...ok, patient_id: "x" }).success).toBe(false);
    expect(careAcceptSchema.safeParse({ code: "abcd-efgh", lang: "en" }).success).toBe(true);
    expect(careSharingSchema.safeParse({ shares: "doses_readings" }).success).toBe(true);
    expect(careSharingSchema.safeParse({ minutes: 45 }).success).toBe(false);
  });
});

describe("the push's words", () => {
  const alert = (shapes: (string | null)[], lang = "bn") =>
    careAlertPayload({
      key: "care:l:2026-11-28T08:00",
      caregiverId: "c",
      lang,
      patientId: "p",
      person: "Rahima",
      phone: "+880 1712-345678",
      date: "2026-11-28",
      time: "08:00",
      medicines: shapes.map((pill_shape, i) => ({ name: `M${i}`, pill_shape })),
    });
  it("in Bangla say খেয়েছেন for what is swallowed and নিয়েছেন for insulin, inhalers, drops or a mix (docs/rules/bangla.md)", () => {
    expect(alert([null]).body).toBe("Rahima সকাল ৮:০০-এর M0 খেয়েছেন কি না, এখনও জানাননি।");
    expect(alert(["injection"]).body).toContain("M0 নিয়েছেন কি না");
    expect(alert(["round", "inhaler"]).body).toContain("M0, M1 নিয়েছেন কি না");
    expect(alert(["injection"], "en").body).toBe("Rahima has not marked M0 (8:00 AM)");
    expect(alert([null]).callUrl).toBe("tel:+8801712345678");
    expect(alert([null]).url).toBe("/care/p?date=2026-11-28&for=c");
  });
});

describe("the caregivers' pushes of a day", () => {
  const med = (id: string) => ({ id, name: id, dosage: null, category: "long-term", created_at: "2026-01-01T00:00:00.000Z" });
  const data = {
    medicines: [med("amlo"), med("napa")],
    reminders: [
      { medicine_id: "amlo", reminder_time: "08:00", enabled: true, is_critical: true },
      { medicine_id: "napa", reminder_time: "08:00", enabled: true, is_critical: false },
      { medicine_id: "napa", reminder_time: "14:00", enabled: true, is_critical: false },
    ],
  };
  const ZONE = "Asia/Dhaka";
  // 8:00 in Dhaka on 28 November.
  const eight = Date.parse("2026-11-28T02:00:00Z");
  const links = [
    { id: "a", minutes: 30 },
    { id: "b", minutes: 60 },
  ];

  it("one per link for each dose time with a very important medicine, its minutes after the reminder or after a snooze", () => {
    const day = careInstants(data, links, ZONE, new Map(), eight - 60_000, eight + 12 * 3_600_000);
    expect(day.map((i) => [i.key, i.at - eight])).toEqual([
      ["care:a:2026-11-28T08:00", 30 * 60_000],
      ["care:b:2026-11-28T08:00", 60 * 60_000],
    ]);
    const snoozed = careInstants(data, links, ZONE, new Map([[doseTimeKey("2026-11-28", "08:00"), eight + 10 * 60_000]]), eight, eight + 12 * 3_600_000);
    expect(snoozed.map((i) => i.at - eight)).toEqual([40 * 60_000, 70 * 60_000]);
    // A dose before the window whose push is still ahead is held; none without a link.
    expect(careInstants(data, links, ZONE, new Map(), eight + 45 * 60_000, eight + 3_600_000).map((i) => i.key)).toEqual(["care:b:2026-11-28T08:00"]);
    expect(careInstants(data, [], ZONE, new Map(), eight, eight + 86_400_000)).toEqual([]);
  });

  it("counts a dose unmarked until it is taken or skipped; the hub's missed log is no mark", () => {
    const log = (status: "taken" | "skipped" | "missed", medicine_id = "amlo") => ({
      medicine_id,
      status,
      taken_at: "2026-11-28T02:20:00.000Z",
      scheduled_time: "08:00:00",
      scheduled_date: "2026-11-28",
    });
    const unmarked = (logs: ReturnType<typeof log>[]) => unmarkedCritical({ ...data, logs }, ZONE, "2026-11-28", "08:00").map((m) => m.id);
    expect(unmarked([])).toEqual(["amlo"]);
    expect(unmarked([log("missed")])).toEqual(["amlo"]);
    expect(unmarked([log("taken")])).toEqual([]);
    expect(unmarked([log("skipped")])).toEqual([]);
    // Napa is not very important: its mark or none changes nothing.
    expect(unmarked([log("taken", "napa")])).toEqual(["amlo"]);
    expect(unmarkedCritical({ ...data, logs: [] }, ZONE, "2026-11-28", "14:00")).toEqual([]);
  });
});
