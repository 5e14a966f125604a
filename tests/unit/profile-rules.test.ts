// docs/rules/profile-and-settings.md profile rules: the form checks, the server's zod schemas, and the
// local copy's merge of ops agree with each other and with docs/rules/profile-and-settings.md.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import * as db from "../../drizzle/schema/profile";
import {
  ageInYears,
  ALLERGY_SEVERITIES,
  COMORBIDITY_VALUES,
  dateOfBirthError,
  defaultFullName,
  GENDERS,
  listEntryError,
  type ProfileResponse,
} from "../../app/domain/profile/rules";
import { basicProfileFormSchema, medicalHistoryPatchSchema, profilePatchSchema } from "../../app/domain/profile/schema";
import { fieldMessages } from "../../app/domain/zod-fields";
import { applyProfileOp } from "../../app/features/profile/appliers";
import { invalidateTables } from "../../app/platform/sync/invalidate-tables";
import type { Op } from "../../app/domain/sync/op";

const TODAY = "2025-06-15";
/** The basic step's messages by field for what the form would send. */
const basicMessages = (values: Record<string, unknown>) => {
  const r = basicProfileFormSchema.safeParse({ first_name: "Asha", last_name: "Rahman", date_of_birth: "1990-01-01", gender: "female", ...values });
  return r.success ? {} : fieldMessages(r.error);
};

describe("profile rules", () => {
  it("use the rules' choices, the same as the database's", () => {
    expect(GENDERS).toEqual(["male", "female", "non-binary", "prefer-not-to-say"]);
    expect([...GENDERS]).toEqual([...db.GENDERS]);
    expect([...ALLERGY_SEVERITIES]).toEqual([...db.ALLERGY_SEVERITIES]);
    expect(COMORBIDITY_VALUES).toEqual([
      "Hypertension (HTN)",
      "Diabetes mellitus (DM)",
      "Chronic kidney disease (CKD)",
      "Coronary artery disease",
      "Asthma",
      "Thyroid disorders",
      "COPD",
      "Arthritis",
    ]);
  });

  it("names are 2 to 50 characters after trimming", () => {
    expect(basicMessages({ first_name: "A" })).toEqual({ first_name: "validation.firstNameMin" });
    expect(basicMessages({ last_name: "  A " })).toEqual({ last_name: "validation.lastNameMin" });
    expect(basicMessages({ first_name: "Al" })).toEqual({});
    expect(basicMessages({ first_name: "x".repeat(50) })).toEqual({});
    expect(basicMessages({ last_name: "x".repeat(51) })).toEqual({ last_name: "validation.lastNameMax" });
  });

  it("the date of birth is required, real, from 1900-01-01 and not in the future", () => {
    expect(dateOfBirthError("", TODAY)).toBe("validation.dobRequired");
    expect(dateOfBirthError("2001-02-29", TODAY)).toBe("validation.dobInvalid");
    expect(dateOfBirthError("1899-12-31", TODAY)).toBe("validation.dobTooEarly");
    expect(dateOfBirthError("1900-01-01", TODAY)).toBeNull();
    expect(dateOfBirthError(TODAY, TODAY)).toBeNull();
    expect(dateOfBirthError("2025-06-16", TODAY)).toBe("validation.dobFuture");
  });

  it("age is counted in whole years", () => {
    expect(ageInYears("2000-06-15", TODAY)).toBe(25);
    expect(ageInYears("2000-06-16", TODAY)).toBe(24);
    expect(ageInYears("2000-02-29", "2001-02-28")).toBe(0);
    expect(ageInYears("2026-01-01", TODAY)).toBeNull();
  });

  it("the basic step reports every field at once, a missing date of birth as required", () => {
    expect(basicMessages({ first_name: "A", last_name: "", date_of_birth: undefined })).toEqual({
      first_name: "validation.firstNameMin",
      last_name: "validation.lastNameMin",
      date_of_birth: "validation.dobRequired",
    });
    expect(basicMessages({ date_of_birth: "1899-12-31" })).toEqual({ date_of_birth: "validation.dobTooEarly" });
  });

  it("allergy and surgery names must not be blank", () => {
    expect(listEntryError("  ", 100, "allergy")).toBe("validation.allergyNameRequired");
    expect(listEntryError("", 200, "surgery")).toBe("validation.surgeryRequired");
    expect(listEntryError(" Dust ", 100, "allergy")).toBeNull();
  });

  it("a new profile is named after the email's part before the @, else 'User'", () => {
    expect(defaultFullName("asha.rahman@example.com")).toBe("asha.rahman");
    expect(defaultFullName("@example.com")).toBe("User");
    expect(defaultFullName(null)).toBe("User");
  });

  it("the server's schemas say what the forms say", () => {
    const p = profilePatchSchema.safeParse({ first_name: "A", gender: "x", date_of_birth: "1899-01-01" });
    expect(p.success).toBe(false);
    const messages = Object.fromEntries(p.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({ first_name: "validation.firstNameMin", gender: "validation.gender", date_of_birth: "validation.dobTooEarly" });
    expect(profilePatchSchema.safeParse({ has_completed_onboarding: true }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ user_id: "x" }).success).toBe(false);
    const m = medicalHistoryPatchSchema.safeParse({ allergies: [{ name: "Penicillin" }] });
    expect(m.error?.issues[0]).toMatchObject({ path: ["allergies", 0, "severity"], message: "validation.severity" });
  });
});

describe("the local copy of the profile", () => {
  const base: ProfileResponse = {
    profile: null,
    medicalHistory: null,
    account: { email: "asha@example.com", created_at: "2025-01-01T00:00:00.000Z", last_sign_in_at: null },
  };
  const op = (table: string, data: Record<string, unknown>): Op => ({
    opId: "o",
    table,
    type: "update",
    id: "u1",
    data,
    clientTime: "2025-06-15T10:00:00.000Z",
  });

  it("creates the row an op needs, as the server does", () => {
    const next = applyProfileOp(base, "u1", op("profiles", { has_completed_onboarding: true }));
    expect(next.profile).toMatchObject({ user_id: "u1", full_name: "asha", has_completed_onboarding: true });
    const med = applyProfileOp(next, "u1", op("medical_history", { past_surgeries: ["Knee"] }));
    expect(med.medicalHistory).toMatchObject({ comorbidities: [], allergies: [], past_surgeries: ["Knee"] });
    expect(med.profile).toBe(next.profile);
  });

  it("a query reading two tables is refreshed by a change to either", async () => {
    const qc = new QueryClient();
    const keys = [
      ["profiles", "medical_history", "u1"],
      ["user_settings", "u1"],
    ];
    for (const key of keys) qc.setQueryData(key, {});
    await invalidateTables(qc, ["medical_history"]);
    expect(keys.map((k) => qc.getQueryState(k)?.isInvalidated)).toEqual([true, false]);
    await invalidateTables(qc, ["*"]);
    expect(qc.getQueryState(keys[1])?.isInvalidated).toBe(true);
  });
});
