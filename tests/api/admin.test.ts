// The admin area's API (docs/rules/admin.md): every /api/admin route refuses the signed
// out (401) and patients (403); invitations (expiry, once, email); the admin:create SQL;
// audit rows; uploads sniffed; content created, published and unpublished.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMIT } from "../../app/domain/auth/rules";
import { api } from "../../workers/api";
import { KNOWN_DEVICE_COOKIE } from "../../workers/lib/known-device";
import { adminCreateStatements, newInvite } from "../../scripts/admin-create-sql.mjs";
import { call, mailedLink, newUser } from "./helpers";

type User = Awaited<ReturnType<typeof newUser>>;

const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
const HTML = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");

/** Runs exactly what `npm run admin:create` runs through wrangler. */
async function adminCreate(email: string, invite = newInvite()) {
  const results = await env.DB.batch(adminCreateStatements(email, invite).map((s) => env.DB.prepare(s)));
  return { invite, account: (results.at(-1)!.results as { email: string; role: string }[])[0] ?? null };
}

/** An admin: a patient account made admin by the operator script's SQL. */
async function newAdmin(): Promise<User> {
  const u = await newUser();
  await adminCreate(u.email);
  return u;
}

const audits = async (action: string, targetId: string) =>
  (
    await env.DB.prepare("select actor_email, detail from admin_audit_log where action = ? and target_id = ?")
      .bind(action, targetId)
      .all<{ actor_email: string; detail: string | null }>()
  ).results;

let admin: User;
let patient: User;

beforeAll(async () => {
  admin = await newAdmin();
  patient = await newUser();
});

/** Every /api/admin route, listed from the Hono app, with a request that would succeed for an admin. */
const ADMIN_ROUTES: Record<string, () => Parameters<typeof call>> = {
  "GET /api/admin/me": () => ["/api/admin/me"],
  "GET /api/admin/stats": () => ["/api/admin/stats"],
  "POST /api/admin/invites": () => ["/api/admin/invites", { method: "POST", json: { email: `x-${uuidv7()}@example.com` } }],
  "GET /api/admin/invites": () => ["/api/admin/invites"],
  "GET /api/admin/content": () => ["/api/admin/content"],
  "GET /api/admin/content/:kind/:id": () => ["/api/admin/content/article/taking-medicines-right"],
  "POST /api/admin/content/:kind/:id": () => [
    "/api/admin/content/tip/t-refused",
    { method: "POST", json: { create: true, values: { language: "en", tip_text: "Drink water", is_active: true } } },
  ],
  "POST /api/admin/content/:kind/:id/publish": () => ["/api/admin/content/tip/t-refused/publish", { method: "POST", json: { published: true } }],
  "POST /api/admin/uploads": () => ["/api/admin/uploads", { method: "POST", body: PNG, headers: { "content-type": "image/png" } }],
};

describe("who may use /api/admin", () => {
  it("lists a case for every admin route", () => {
    const routes = [
      ...new Set(api.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/admin/")).map((r) => `${r.method} /api${r.path.replace(/\/$/, "")}`)),
    ].sort();
    expect(routes).toEqual(Object.keys(ADMIN_ROUTES).sort());
  });

  it("answers 401 signed out and 403 admin_only to a patient on every route, changing nothing", async () => {
    for (const [name, request] of Object.entries(ADMIN_ROUTES)) {
      const [path, init] = request();
      const out = await call(path, init);
      expect(out.status, `${name} signed out`).toBe(401);
      const res = await call(path, { ...init, cookie: patient.cookie });
      expect(res.status, `${name} as a patient`).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("admin_only");
    }
    expect(await env.DB.prepare("select id from daily_tips where id = 't-refused'").first()).toBeNull();
    expect(await env.DB.prepare("select count(*) as n from admin_audit_log where actor_email = ?").bind(patient.email).first("n")).toBe(0);
  });

  it("answers an admin", async () => {
    const res = await call("/api/admin/me", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(admin.email);
  });

  it("keeps better-auth's own admin endpoints (impersonation, list users) unreachable", async () => {
    for (const path of ["/api/auth/admin/impersonate-user", "/api/auth/admin/list-users", "/api/auth/admin/set-role"]) {
      const res = await call(path, {
        method: path.endsWith("list-users") ? "GET" : "POST",
        cookie: admin.cookie,
        json: path.endsWith("list-users") ? undefined : { userId: patient.id, role: "admin" },
      });
      expect(res.status, path).toBe(404);
    }
  });
});

describe("admin sign-in", () => {
  it("lets an admin in with a session cookie and refuses a patient without one", async () => {
    const ok = await call("/api/admin-access/sign-in", { method: "POST", json: { email: admin.email, password: "password-123" } });
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
    const sessionsBefore = await env.DB.prepare("select count(*) as n from session where user_id = ?").bind(patient.id).first("n");
    const no = await call("/api/admin-access/sign-in", { method: "POST", json: { email: patient.email, password: "password-123" } });
    expect(no.status).toBe(403);
    expect(((await no.json()) as { error: { code: string } }).error.code).toBe("admin_only");
    expect(no.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    expect(await env.DB.prepare("select count(*) as n from session where user_id = ?").bind(patient.id).first("n")).toBe(sessionsBefore);
    const wrong = await call("/api/admin-access/sign-in", { method: "POST", json: { email: admin.email, password: "wrong-password" } });
    expect(wrong.status).toBe(401);
  });

  it("a stranger's wrong passwords do not lock an admin out of a browser they signed in on before", async () => {
    const { email } = await newAdmin();
    const signIn = (password: string, ip: string, cookie?: string) =>
      call("/api/admin-access/sign-in", { method: "POST", json: { email, password }, cookie, headers: { "cf-connecting-ip": ip } });
    const first = await signIn("password-123", "203.0.113.70");
    expect(first.status).toBe(200);
    const known = first.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(known).toContain("Path=/api/admin-access/sign-in");
    const device = known!.split(";")[0];
    // Behind one carrier address, a stranger uses up the address's minute.
    for (let i = 0; i < SIGN_IN_LIMIT.perEmailAddress; i++) expect((await signIn(`guess-${i}-password`, "203.0.113.71")).status).toBe(401);
    const blocked = await signIn("password-123", "203.0.113.71");
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe("too_many_attempts");
    // The admin's own browser, at that same address, still gets in; a forged token does not count.
    expect((await signIn("password-123", "203.0.113.71", `${KNOWN_DEVICE_COOKIE}=abc~def`)).status).toBe(429);
    expect((await signIn("password-123", "203.0.113.71", device)).status).toBe(200);
  });
});

describe("admin password reset", () => {
  it("emails a link that lands on the admin reset step, where the new password works", async () => {
    const u = await newAdmin();
    const asked = await call("/api/auth/request-password-reset", { method: "POST", json: { email: u.email, redirectTo: "/admin/forgot-password" } });
    expect(asked.status).toBe(200);
    const link = await mailedLink(u.email, "reset-password");
    const landed = await call(link, { redirect: "manual" });
    expect(landed.status).toBe(302);
    const to = new URL(landed.headers.get("location")!, "http://localhost");
    expect(to.pathname).toBe("/admin/forgot-password");
    const token = to.searchParams.get("token")!;
    expect((await call("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "new-admin-pass-9" } })).status).toBe(200);
    expect((await call("/api/admin-access/sign-in", { method: "POST", json: { email: u.email, password: "new-admin-pass-9" } })).status).toBe(200);
  });
});

describe("admin:create", () => {
  it("makes an existing account an admin, with an audit row", async () => {
    const u = await newUser();
    const { account } = await adminCreate(u.email.toUpperCase());
    expect(account).toEqual({ email: u.email, role: "admin" });
    expect(await audits("admin.create", u.id)).toHaveLength(1);
    expect((await call("/api/admin/me", { cookie: u.cookie })).status).toBe(200);
  });

  it("makes an invitation when there is no account, and its link registers an admin once", async () => {
    const email = `first-${uuidv7()}@example.com`;
    const { account, invite } = await adminCreate(email);
    expect(account).toBeNull();
    const open = await call(`/api/admin-access/invite?token=${invite.token}`);
    expect(await open.json()).toMatchObject({ email });
    const body = { token: invite.token, name: "First Admin", email, password: "admin-pass-1" };
    expect((await call("/api/admin-access/register", { method: "POST", json: body })).status).toBe(201);
    const again = await call("/api/admin-access/register", { method: "POST", json: { ...body, email: `other-${uuidv7()}@example.com` } });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("invite_invalid");
    const signIn = await call("/api/admin-access/sign-in", { method: "POST", json: { email, password: "admin-pass-1" } });
    expect(signIn.status).toBe(200);
    const row = await env.DB.prepare("select role, email_verified from user where email = ?").bind(email).first();
    expect(row).toEqual({ role: "admin", email_verified: 1 });
  });

  it("refuses what is not an email", () => {
    expect(() => adminCreateStatements("x'; drop table user; --@a")).toThrow();
  });
});

describe("invitations", () => {
  it("are emailed by an admin, audited, and need the invited email", async () => {
    const email = `inv-${uuidv7()}@example.com`;
    const res = await call("/api/admin/invites", { method: "POST", cookie: admin.cookie, json: { email } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await audits("invite.create", id)).toEqual([{ actor_email: admin.email, detail: JSON.stringify({ fields: ["email"] }) }]);
    const row = await env.DB.prepare("select token_hash, expires_at from admin_invites where id = ?")
      .bind(id)
      .first<{ token_hash: string; expires_at: string }>();
    const days = (Date.parse(row!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const link = new URL(await mailedLinkTo(email), "http://localhost");
    expect(link.pathname).toBe("/admin/register");
    const token = link.searchParams.get("token")!;
    expect(row!.token_hash).not.toContain(token);
    const wrongEmail = await call("/api/admin-access/register", {
      method: "POST",
      json: { token, name: "A", email: `not-${email}`, password: "admin-pass-1" },
    });
    expect(((await wrongEmail.json()) as { error: { code: string } }).error.code).toBe("invite_email_mismatch");
    expect((await call("/api/admin-access/register", { method: "POST", json: { token, name: "A", email, password: "admin-pass-1" } })).status).toBe(201);
  });

  it("refuse an expired link", async () => {
    const email = `old-${uuidv7()}@example.com`;
    const { invite } = await adminCreate(email);
    await env.DB.prepare("update admin_invites set expires_at = ? where email = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), email)
      .run();
    expect((await call(`/api/admin-access/invite?token=${invite.token}`)).status).toBe(400);
    const res = await call("/api/admin-access/register", { method: "POST", json: { token: invite.token, name: "A", email, password: "admin-pass-1" } });
    expect(res.status).toBe(400);
    expect(await env.DB.prepare("select id from user where email = ?").bind(email).first()).toBeNull();
  });

  it("refuse a token nobody made", async () => {
    const res = await call("/api/admin-access/register", {
      method: "POST",
      json: { token: newInvite().token, name: "A", email: "a@example.com", password: "admin-pass-1" },
    });
    expect(res.status).toBe(400);
  });
});

async function mailedLinkTo(to: string) {
  const row = await env.DB.prepare("select text from dev_mailbox where to_address = ? order by created_at desc").bind(to).first<{ text: string }>();
  return row!.text.match(/https?:\/\/\S+/)![0];
}

describe("uploads", () => {
  it("stores an image under content/ and serves it publicly with its sniffed type", async () => {
    const res = await call("/api/admin/uploads", { method: "POST", cookie: admin.cookie, body: PNG, headers: { "content-type": "image/jpeg" } });
    expect(res.status).toBe(201);
    const { path, type } = (await res.json()) as { path: string; type: string };
    expect(type).toBe("image/png");
    expect(path).toMatch(/^\/api\/content-media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const served = await call(path);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("public");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(await audits("upload.create", `content/${path.split("/api/content-media/")[1]}`)).toHaveLength(1);
  });

  it("refuses HTML named .png", async () => {
    const res = await call("/api/admin/uploads", { method: "POST", cookie: admin.cookie, body: HTML, headers: { "content-type": "image/png" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upload_type");
  });

  it("accepts an mp4 by its bytes and answers a range", async () => {
    const mp4 = new Uint8Array(64);
    mp4.set([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypisom")]);
    const res = await call("/api/admin/uploads", { method: "POST", cookie: admin.cookie, body: mp4, headers: { "content-type": "application/octet-stream" } });
    const { path, type } = (await res.json()) as { path: string; type: string };
    expect(type).toBe("video/mp4");
    const part = await call(path, { headers: { range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 4-11/64");
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe("ftypisom");
    // A range past the end is cut at the end; one that cannot be served answers 416 with the size.
    const tail = await call(path, { headers: { range: "bytes=60-1000" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe("bytes 60-63/64");
    expect((await tail.arrayBuffer()).byteLength).toBe(4);
    for (const range of ["bytes=11-4", "bytes=64-", "bytes=100-200", "bytes=99999999999999999999-"]) {
      const bad = await call(path, { headers: { range } });
      expect(bad.status, range).toBe(416);
      expect(bad.headers.get("content-range"), range).toBe("bytes */64");
    }
    // Forms not served in pieces get the whole file.
    for (const range of ["bytes=-4", "bytes=0-1,4-5", "items=0-1"]) expect((await call(path, { headers: { range } })).status, range).toBe(200);
  });

  it("serves nothing outside content/", async () => {
    expect((await call("/api/content-media/../avatars/x.png")).status).toBe(404);
    expect((await call("/api/content-media/2026/01/nothing.png")).status).toBe(404);
  });
});

describe("content", () => {
  const article = (title: string) => ({
    category: "diabetes",
    image_url: null,
    video_url: null,
    is_featured: false,
    sources: ["WHO: Diabetes fact sheet"],
    title_en: title,
    title_bn: "ডায়াবেটিসে হাঁটা",
    summary_en: "Why walking helps",
    summary_bn: "হাঁটা কেন উপকারী",
    body_en: "## Walk daily\n\nA walk of 30 minutes helps.\n\n- Wear good shoes\n- Drink water",
    body_bn: "প্রতিদিন ৩০ মিনিট হাঁটুন।",
    author_en: "Sushastho health team",
    author_bn: "সুস্বাস্থ্য স্বাস্থ্য দল",
    note_en: "",
    note_bn: "",
  });

  it("creates an article as two rows sharing group_id, publishes and unpublishes it, each audited", async () => {
    const id = `walking-${uuidv7().slice(-8)}`;
    const created = await call(`/api/admin/content/article/${id}`, {
      method: "POST",
      cookie: admin.cookie,
      json: { create: true, values: article("Walking with diabetes") },
    });
    expect(created.status).toBe(201);
    const rows = (
      await env.DB.prepare("select id, language, group_id, body, published_at, read_time_minutes from educational_content where group_id = ? order by id")
        .bind(id)
        .all()
    ).results;
    expect(rows.map((r) => [r.id, r.language, r.published_at])).toEqual([
      [`${id}-bn`, "bn", null],
      [`${id}-en`, "en", null],
    ]);
    expect(JSON.parse(rows[1].body as string)[0]).toEqual({ type: "h2", text: "Walk daily" });
    expect((await audits("content.create", id))[0].actor_email).toBe(admin.email);

    const dup = await call(`/api/admin/content/article/${id}`, { method: "POST", cookie: admin.cookie, json: { create: true, values: article("Again") } });
    expect(dup.status).toBe(409);

    const pub = await call(`/api/admin/content/article/${id}/publish`, { method: "POST", cookie: admin.cookie, json: { published: true } });
    expect(pub.status).toBe(200);
    expect(await env.DB.prepare("select count(*) as n from educational_content where group_id = ? and published_at is not null").bind(id).first("n")).toBe(2);
    expect(await audits("content.publish", id)).toHaveLength(1);

    const listed = await call("/api/admin/content?kind=article&status=published", { cookie: admin.cookie });
    expect(((await listed.json()) as { items: { id: string }[] }).items.map((i) => i.id)).toContain(id);

    const edited = await call(`/api/admin/content/article/${id}`, {
      method: "POST",
      cookie: admin.cookie,
      json: { create: false, values: { ...article("Walking with diabetes"), summary_en: "Changed" } },
    });
    expect(edited.status).toBe(200);
    expect(await audits("content.update", id)).toEqual([{ actor_email: admin.email, detail: JSON.stringify({ fields: ["summary_en"] }) }]);

    await call(`/api/admin/content/article/${id}/publish`, { method: "POST", cookie: admin.cookie, json: { published: false } });
    expect(await env.DB.prepare("select count(*) as n from educational_content where group_id = ? and published_at is not null").bind(id).first("n")).toBe(0);
    const drafts = await call("/api/admin/content?kind=article&status=draft", { cookie: admin.cookie });
    expect(((await drafts.json()) as { items: { id: string }[] }).items.map((i) => i.id)).toContain(id);
  });

  it("refuses bad input with field messages and writes nothing", async () => {
    const id = `bad-${uuidv7().slice(-8)}`;
    const res = await call(`/api/admin/content/article/${id}`, {
      method: "POST",
      cookie: admin.cookie,
      json: { create: true, values: { ...article(""), title_bn: "", image_url: "javascript:alert(1)" } },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({ title_en: "validation.oneLanguage", image_url: "validation.media" });
    expect(await env.DB.prepare("select id from educational_content where group_id = ?").bind(id).first()).toBeNull();
  });

  it("saves a doctor with a location from the list, and refuses one outside it", async () => {
    const id = uuidv7();
    const doctor = {
      name_en: "Dr Rahman",
      name_bn: "ডা. রহমান",
      specialty: "cardiologist",
      qualifications_en: "MBBS",
      qualifications_bn: "এমবিবিএস",
      phone: "01700000000",
      fee_bdt: 800,
      location: "sylhet/beanibazar",
      is_sample: true,
      chambers: [
        {
          facility_id: null,
          name_en: "City Clinic",
          name_bn: "সিটি ক্লিনিক",
          address_en: "Main Road",
          address_bn: "মেইন রোড",
          hours_en: "Sat–Thu 5–9 pm",
          hours_bn: "শনি–বৃহস্পতি বিকেল ৫টা–রাত ৯টা",
          phone: null,
          fee_bdt: 700,
        },
      ],
    };
    expect((await call(`/api/admin/content/doctor/${id}`, { method: "POST", cookie: admin.cookie, json: { create: true, values: doctor } })).status).toBe(201);
    expect(await env.DB.prepare("select division, district, upazila, published_at from doctors where id = ?").bind(id).first()).toEqual({
      division: "sylhet",
      district: "sylhet",
      upazila: "sylhet/beanibazar",
      published_at: null,
    });
    const stored = (await (await call(`/api/admin/content/doctor/${id}`, { cookie: admin.cookie })).json()) as {
      values: { chambers: { name_bn: string; fee_bdt: number }[]; location: string };
    };
    expect(stored.values.location).toBe("sylhet/beanibazar");
    expect(stored.values.chambers).toMatchObject([{ name_bn: "সিটি ক্লিনিক", fee_bdt: 700 }]);
    const far = await call(`/api/admin/content/doctor/${uuidv7()}`, {
      method: "POST",
      cookie: admin.cookie,
      json: { create: true, values: { ...doctor, location: "kolkata" } },
    });
    expect(far.status).toBe(400);
  });

  it("counts content and accounts on the dashboard, with the latest audit rows and no per-user rows", async () => {
    const res = await call("/api/admin/stats", { cookie: admin.cookie });
    const body = (await res.json()) as {
      content: { kind: string; total: number }[];
      accounts: { total: number; activeLastDays: number };
      audit: { action: string }[];
    };
    expect(body.content.map((c) => c.kind)).toEqual(["article", "story", "video", "tip", "house_ad", "doctor", "facility"]);
    expect(body.accounts.total).toBeGreaterThanOrEqual(2);
    expect(body.accounts.activeLastDays).toBeGreaterThanOrEqual(2);
    expect(body.audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain(patient.email);
  });
});
