// The caregiver link (issue 31; docs/rules/care.md). The patient invites (the answer holds
// the code, once) and changes what is shared; the caregiver accepts with the code; either
// ends it. The lists and the day view are reads (workers/reads/care.ts).
import { Hono } from "hono";
import * as z from "zod/mini";
import { newCareCode, normalizeCareCode } from "../../app/domain/care/code";
import { acceptRefusal, mayChangeSharing, mayEnd } from "../../app/domain/care/rules";
import { careAcceptSchema, careInviteSchema, careSharingSchema } from "../../app/domain/care/schema";
import { acceptLink, activeCaregivers, changeSharing, createInvite, endLink, linkByCode, linkOf } from "../care/links";
import { careInviteEmail } from "../care/invite-email";
import { sendEmail } from "../email";
import { overUserRateLimit, type UserRateLimit } from "../lib/user-rate-limit";
import { parseJson, requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";
import { careChanged } from "../care/hub-poke";

/** Invites send email: a few an hour. */
export const CARE_INVITE_LIMIT: UserRateLimit = { name: "care-invite", perWindow: 10, windowSeconds: 3600 };
/** Codes must not be guessed: a few tries in ten minutes. */
export const CARE_ACCEPT_LIMIT: UserRateLimit = { name: "care-accept", perWindow: 10, windowSeconds: 600 };

const rowId = z.string().check(z.minLength(1), z.maxLength(64));

async function limited(env: Env, limit: UserRateLimit, userId: string) {
  const wait = await overUserRateLimit(env.DB, limit, userId);
  if (wait) throw new ApiError(429, "rate_limited", "Too many tries. Please try again later.");
}

const REFUSED = {
  invalid_code: [404, "This code does not work: it may be wrong, used or expired."],
  own_invite: [409, "This is your own invitation."],
  already_caregiver: [409, "You already look after this person."],
  too_many_caregivers: [409, "This person already has the most caregivers."],
} as const;

export const careApi = new Hono<ApiEnv>()
  .post("/invites", requireUser, async (c) => {
    const body = await parseJson(c, careInviteSchema);
    await limited(c.env, CARE_INVITE_LIMIT, c.get("userId"));
    const code = newCareCode((n) => crypto.getRandomValues(new Uint8Array(n)));
    const made = await createInvite(c.get("db"), c.get("userId"), body, code, Date.now());
    if (body.email) await sendEmail(c.env, careInviteEmail(body.email, c.get("user").name, code, new URL(c.req.url).origin));
    c.header("cache-control", "no-store");
    return c.json({ ...made, code }, 201);
  })
  .post("/accept", requireUser, async (c) => {
    const { code: typed, lang } = await parseJson(c, careAcceptSchema);
    const userId = c.get("userId");
    await limited(c.env, CARE_ACCEPT_LIMIT, userId);
    const db = c.get("db");
    const code = normalizeCareCode(typed);
    const link = code ? await linkByCode(db, code) : null;
    const now = Date.now();
    const refusal = acceptRefusal(link, userId, now, link ? await activeCaregivers(db, link.patient_id) : []);
    if (refusal) throw new ApiError(REFUSED[refusal][0], refusal, REFUSED[refusal][1]);
    // Lost to another accept of the same code, or to the patient's last free place.
    if (!(await acceptLink(db, link!, userId, lang, now))) throw new ApiError(409, "too_many_caregivers", REFUSED.too_many_caregivers[1]);
    await careChanged(c.env, link!.patient_id);
    return c.json({ id: link!.id, patientId: link!.patient_id });
  })
  .post("/:id/end", requireUser, async (c) => {
    const id = rowId.parse(c.req.param("id"));
    const link = await linkOf(c.get("db"), id, c.get("userId"));
    if (!link) throw new ApiError(404, "not_found", "No such link");
    if (mayEnd(link, c.get("userId"))) {
      await endLink(c.get("db"), id, Date.now());
      await careChanged(c.env, link.patient_id);
    }
    return c.json({ ok: true });
  })
  .post("/:id/sharing", requireUser, async (c) => {
    const id = rowId.parse(c.req.param("id"));
    const change = await parseJson(c, careSharingSchema);
    const link = await linkOf(c.get("db"), id, c.get("userId"));
    // The caregiver's side, or an ended link, is not the patient's to change: as missing.
    if (!link || !mayChangeSharing(link, c.get("userId"))) throw new ApiError(404, "not_found", "No such link");
    await changeSharing(c.get("db"), id, c.get("userId"), change, Date.now());
    await careChanged(c.env, link.patient_id);
    return c.json({ ok: true });
  });
