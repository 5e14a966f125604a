// Shared by the care tests (care, care-escalation, isolation): a patient's invite accepted
// by a caregiver through the real endpoints.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { call, newUser } from "./helpers";

export type User = Awaited<ReturnType<typeof newUser>>;

export const INVITE = { phone: "+8801712345678", shares: "doses", minutes: 30, lang: "en" } as const;

export async function invite(patient: User, body: Record<string, unknown> = {}) {
  const res = await call("/api/care/invites", { method: "POST", cookie: patient.cookie, json: { ...INVITE, ...body } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; code: string; expires_at: string };
}

export const accept = (caregiver: User, code: string, lang = "en") =>
  call("/api/care/accept", { method: "POST", cookie: caregiver.cookie, json: { code, lang } });

/** An active link from `patient` to `caregiver`; its id. */
export async function link(patient: User, caregiver: User, body: Record<string, unknown> = {}, caregiverLang = "en") {
  const { id, code } = await invite(patient, body);
  const res = await accept(caregiver, code, caregiverLang);
  expect(res.status).toBe(200);
  return id;
}

export const endLink = (user: User, id: string) => call(`/api/care/${id}/end`, { method: "POST", cookie: user.cookie, json: {} });

export const linkRow = (id: string) => env.DB.prepare("select * from care_links where id = ?").bind(id).first<Record<string, unknown>>();
