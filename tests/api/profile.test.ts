// Profiles, medical history and avatars: each user sees and changes only their own.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { Op, OpAck } from "../../app/domain/sync/op";
import type { ProfileResponse } from "../../app/domain/profile/rules";
import { call, newUser, sync } from "./helpers";

// The smallest valid PNG (1×1, transparent).
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (c) => c.charCodeAt(0));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

function op(table: string, id: string, data: Record<string, unknown>): Op {
  return { opId: uuidv7(), table, type: "update", id, data, clientTime: new Date().toISOString() };
}

async function acks(res: Response): Promise<OpAck[]> {
  expect(res.status).toBe(200);
  return ((await res.json()) as { acks: OpAck[] }).acks;
}

async function getProfile(cookie: string): Promise<ProfileResponse> {
  const res = await call("/api/profile", { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

function upload(cookie: string, body: BodyInit, contentType = "image/png") {
  return call("/api/profile/avatar", { method: "POST", cookie, body, headers: { "content-type": contentType } });
}

async function uploadUrl(cookie: string, body: BodyInit = PNG, contentType?: string): Promise<string> {
  const res = await upload(cookie, body, contentType);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

describe("GET /api/profile", () => {
  it("needs a session", async () => {
    expect((await call("/api/profile")).status).toBe(401);
  });

  it("answers nulls before the first write, with the account's facts", async () => {
    const { cookie, email } = await newUser();
    const body = await getProfile(cookie);
    expect(body.profile).toBeNull();
    expect(body.medicalHistory).toBeNull();
    expect(body.account.email).toBe(email);
    expect(Date.parse(body.account.created_at)).not.toBeNaN();
    expect(Date.parse(body.account.last_sign_in_at!)).not.toBeNaN();
  });

  it("onboarding creates the row with the email's part before the @ as the name", async () => {
    const { id, cookie } = await newUser(`asha.rahman-${uuidv7()}@example.com`);
    const [ack] = await acks(await sync(cookie, [op("profiles", id, { has_completed_onboarding: true })]));
    expect(ack.status).toBe("applied");
    const { profile } = await getProfile(cookie);
    expect(profile).toMatchObject({ user_id: id, has_completed_onboarding: true });
    expect(profile?.full_name).toMatch(/^asha\.rahman-/);

    // A later onboarding op never replaces a name the user has set.
    await sync(cookie, [op("profiles", id, { full_name: "Asha Rahman" })]);
    await sync(cookie, [op("profiles", id, { has_completed_onboarding: true })]);
    expect((await getProfile(cookie)).profile?.full_name).toBe("Asha Rahman");
  });

  it("stores basic information and medical history, and returns only the caller's", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const basic = { first_name: "Asha", last_name: "Rahman", full_name: "Asha Rahman", date_of_birth: "1990-05-17", gender: "female" };
    const medical = {
      comorbidities: ["Hypertension (HTN)", "Asthma"],
      allergies: [{ name: "Penicillin", severity: "severe" }],
      past_surgeries: ["Appendectomy"],
      genetic_info: "BRCA1 negative",
    };
    const res = await acks(await sync(alice.cookie, [op("profiles", alice.id, basic), op("medical_history", alice.id, medical)]));
    expect(res.map((a) => a.status)).toEqual(["applied", "applied"]);

    const mine = await getProfile(alice.cookie);
    expect(mine.profile).toMatchObject({ ...basic, user_id: alice.id });
    expect(mine.medicalHistory).toMatchObject({ ...medical, user_id: alice.id });
    const theirs = await getProfile(bob.cookie);
    expect(theirs.profile).toBeNull();
    expect(theirs.medicalHistory).toBeNull();
    expect(theirs.account.email).toBe(bob.email);
  });
});

describe("profile and medical history ops", () => {
  it("refuse another user's id and leave that user's rows alone", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await sync(bob.cookie, [op("profiles", bob.id, { first_name: "Robert" }), op("medical_history", bob.id, { past_surgeries: ["Knee"] })]);
    const res = await acks(
      await sync(alice.cookie, [op("profiles", bob.id, { first_name: "Mallory" }), op("medical_history", bob.id, { past_surgeries: [] })]),
    );
    expect(res.map((a) => a.error?.code)).toEqual(["forbidden", "forbidden"]);
    const bobs = await getProfile(bob.cookie);
    expect(bobs.profile?.first_name).toBe("Robert");
    expect(bobs.medicalHistory?.past_surgeries).toEqual(["Knee"]);
  });

  it("refuse malformed data with a message per field", async () => {
    const { id, cookie } = await newUser();
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ["profiles", { first_name: "A", last_name: "B" }, { first_name: "validation.firstNameMin", last_name: "validation.lastNameMin" }],
      ["profiles", { first_name: "x".repeat(51) }, { first_name: "validation.firstNameMax" }],
      ["profiles", { first_name: "  A  " }, { first_name: "validation.firstNameMin" }],
      ["profiles", { gender: "x" }, { gender: "validation.gender" }],
      ["profiles", { date_of_birth: "1899-12-31" }, { date_of_birth: "validation.dobTooEarly" }],
      ["profiles", { date_of_birth: "2999-01-01" }, { date_of_birth: "validation.dobFuture" }],
      ["profiles", { date_of_birth: "2001-02-30" }, { date_of_birth: "validation.dobInvalid" }],
      ["profiles", { avatar_url: "https://evil.example/x.png" }, { avatar_url: "validation.avatarUrl" }],
      ["medical_history", { allergies: [{ severity: "mild" }] }, { "allergies.0.name": "validation.allergyNameRequired" }],
      ["medical_history", { allergies: [{ name: "   ", severity: "mild" }] }, { "allergies.0.name": "validation.allergyNameRequired" }],
      ["medical_history", { allergies: [{ name: "Dust", severity: "extreme" }] }, { "allergies.0.severity": "validation.severity" }],
      ["medical_history", { past_surgeries: [""] }, { "past_surgeries.0": "validation.surgeryRequired" }],
      ["medical_history", { comorbidities: ["Flu"] }, { "comorbidities.0": "validation.comorbidity" }],
    ];
    for (const [table, data, fields] of cases) {
      const [ack] = await acks(await sync(cookie, [op(table, id, data)]));
      expect(ack, JSON.stringify(data)).toMatchObject({ status: "rejected", error: { code: "validation_error", fields } });
    }
    for (const [table, data] of [
      ["profiles", { user_id: "someone-else" }],
      ["profiles", { is_admin: true }],
      ["medical_history", { notes: "x" }],
    ] as const) {
      const [ack] = await acks(await sync(cookie, [op(table, id, data)]));
      expect(ack, JSON.stringify(data)).toMatchObject({ status: "rejected", error: { code: "validation_error" } });
    }
    // Nothing of the refused ops was written.
    const body = await getProfile(cookie);
    expect(body.profile).toBeNull();
    expect(body.medicalHistory).toBeNull();
  });

  it("trim names and list entries before storing them", async () => {
    const { id, cookie } = await newUser();
    await sync(cookie, [
      op("profiles", id, { first_name: "  Asha ", last_name: " Rahman" }),
      op("medical_history", id, { allergies: [{ name: " Dust ", severity: "mild" }], past_surgeries: [" Knee "] }),
    ]);
    const body = await getProfile(cookie);
    expect(body.profile).toMatchObject({ first_name: "Asha", last_name: "Rahman" });
    expect(body.medicalHistory).toMatchObject({ allergies: [{ name: "Dust", severity: "mild" }], past_surgeries: ["Knee"] });
  });
});

describe("avatars", () => {
  it("an image round-trips through R2 at avatars/{userId}/avatar.{ext}", async () => {
    const { id, cookie } = await newUser();
    const url = await uploadUrl(cookie, PNG, "application/octet-stream"); // the bytes decide, not the header
    expect(url).toMatch(new RegExp(`^/api/profile/avatar/${id}/[a-z0-9]+-png/[\\w-]{43}$`));
    const stored = await env.FILES.get(`avatars/${id}/avatar.png`);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG);

    const res = await call(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);

    // The URL is what the profile stores, through the outbox like any change.
    const [ack] = await acks(await sync(cookie, [op("profiles", id, { avatar_url: url })]));
    expect(ack.status).toBe("applied");
    expect((await getProfile(cookie)).profile?.avatar_url).toBe(url);
  });

  it("accepts multipart uploads, and a new type replaces the old file", async () => {
    const { id, cookie } = await newUser();
    const first = await uploadUrl(cookie);
    const form = new FormData();
    form.append("file", new File([JPEG], "me.jpg", { type: "image/jpeg" }));
    const res = await call("/api/profile/avatar", { method: "POST", cookie, body: form });
    expect(res.status).toBe(201);
    const second = ((await res.json()) as { url: string }).url;
    expect(second).toMatch(/-jpg\//);
    expect(await env.FILES.head(`avatars/${id}/avatar.png`)).toBeNull();
    const served = await call(second);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
    // The replaced upload's URL no longer answers.
    const old = await call(first);
    expect(old.status).toBe(404);
    await old.arrayBuffer();
  });

  it("refuses a file that is not an image, whatever its name or type says", async () => {
    const { id, cookie } = await newUser();
    const form = new FormData();
    form.append("file", new File(["just some text"], "photo.png", { type: "image/png" }));
    const res = await call("/api/profile/avatar", { method: "POST", cookie, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "avatar_not_image" } });
    const svg = await upload(cookie, `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`, "image/svg+xml");
    expect(svg.status).toBe(400);
    await svg.arrayBuffer();
    const empty = await upload(cookie, new Uint8Array());
    expect(empty.status).toBe(400);
    await empty.arrayBuffer();
    expect((await env.FILES.list({ prefix: `avatars/${id}/` })).objects).toHaveLength(0);
  });

  it("refuses an image over 2 MB with 413", async () => {
    const { id, cookie } = await newUser();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(cookie, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "avatar_too_large" } });
    const form = new FormData();
    form.append("file", new File([big], "big.png", { type: "image/png" }));
    const multi = await call("/api/profile/avatar", { method: "POST", cookie, body: form });
    expect(multi.status).toBe(413);
    await multi.arrayBuffer();
    expect(await env.FILES.head(`avatars/${id}/avatar.png`)).toBeNull();
  });

  it("needs a session to upload", async () => {
    const res = await call("/api/profile/avatar", { method: "POST", body: PNG, headers: { "content-type": "image/png" } });
    expect(res.status).toBe(401);
    await res.arrayBuffer();
  });

  it("never serves another user's avatar without the right token", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const url = await uploadUrl(alice.cookie);
    const [, , , , , version, token] = url.split("/");
    const tries = [
      `/api/profile/avatar/${alice.id}/${version}/${"A".repeat(43)}`,
      `/api/profile/avatar/${alice.id}/${version}/${token.slice(0, -2)}`,
      `/api/profile/avatar/${alice.id}/${version}/not-a-token`,
      // Bob's own token for his id does not open Alice's file, nor does Alice's token with another version.
      `/api/profile/avatar/${bob.id}/${version}/${token}`,
      `/api/profile/avatar/${alice.id}/zzz-png/${token}`,
    ];
    for (const path of tries) {
      const res = await call(path, { cookie: bob.cookie });
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
    // Bob's upload does not touch Alice's file.
    await uploadUrl(bob.cookie, JPEG);
    const res = await call(url);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });
});
