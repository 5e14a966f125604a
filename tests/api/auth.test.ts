// Accounts: email verification, password reset, sign-in rate limits, Google sign-in
// (Google's token endpoint mocked), the dev mailbox, and passwords kept out of mail and logs.
import { env, exports } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SIGN_IN_LIMIT } from "../../app/domain/auth/rules";
import { api } from "../../workers/api";
import { sendEmail } from "../../workers/email";
import { serializeSignedCookie } from "better-call";
import { createAuth } from "../../workers/auth";
import { call, mailedLink, newUser, ORIGIN } from "./helpers";

const uid = () => crypto.randomUUID().slice(0, 8);
const signIn = (email: string, password: string, ip?: string, cookie?: string) =>
  call("/api/auth/sign-in/email", { method: "POST", json: { email, password }, cookie, headers: ip ? { "cf-connecting-ip": ip } : {} });
const signUp = (email: string, password: string) =>
  call("/api/auth/sign-up/email", { method: "POST", json: { email, password, name: "Test", callbackURL: "/auth/callback" } });
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/** The API with another env: for settings the test config does not have. */
function callWithEnv(overrides: Partial<Env>, path: string, init: RequestInit = {}) {
  const app = new Hono<{ Bindings: Env }>().route("/api", api);
  const headers = new Headers(init.headers);
  headers.set("origin", ORIGIN);
  return app.request(ORIGIN + path, { ...init, headers }, { ...env, ...overrides });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("email verification", () => {
  it("sign-up mails a link; sign-in is refused until it is followed; the link signs in and leads on", async () => {
    const email = `verify-${uid()}@example.com`;
    const up = await signUp(email, "password-123");
    expect(up.status).toBe(200);
    const signUpCookie = cookiesOf(up);
    expect(signUpCookie).toContain("sushastho.sign_up=");

    const refused = await signIn(email, "password-123");
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("EMAIL_NOT_VERIFIED");

    const link = await mailedLink(email, "verify-email");
    expect(link).toContain("callbackURL=%2Fauth%2Fcallback");
    // Followed in the browser that signed up (its proof cookie): the password it chose stays.
    const verified = await call(link, { redirect: "manual", cookie: signUpCookie });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/auth/callback");
    const session = await call("/api/auth/get-session", { cookie: cookiesOf(verified) });
    expect(((await session.json()) as { user: { email: string; emailVerified: boolean } }).user).toMatchObject({ email, emailVerified: true });

    expect((await signIn(email, "password-123")).status).toBe(200);
  });

  it("a wrong password on an unverified account is still just a wrong password", async () => {
    const email = `unverified-${uid()}@example.com`;
    await signUp(email, "password-123");
    const res = await signIn(email, "not-the-password");
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("a taken email is refused so the screen can say 'Account Exists'", async () => {
    const { email } = await newUser();
    const res = await signUp(email.toUpperCase(), "another-password");
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe("USER_ALREADY_EXISTS");
  });

  it("a broken verification link lands on the callback screen with an error", async () => {
    const res = await call("/api/auth/verify-email?token=nonsense&callbackURL=%2Fauth%2Fcallback", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/auth\/callback\?error=/);
  });
});

/** A session made directly (no endpoint gives an unverified account one), and its signed cookie. */
async function sessionFor(userId: string) {
  const { internalAdapter } = await createAuth(env, ORIGIN).$context;
  const session = await internalAdapter.createSession(userId);
  return (await serializeSignedCookie("better-auth.session_token", session.token, env.BETTER_AUTH_SECRET)).split(";")[0];
}
const sessionUser = async (cookie: string) =>
  ((await (await call("/api/auth/get-session", { cookie })).json()) as { user: { email: string } } | null)?.user ?? null;
const userIdOf = async (email: string) => (await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>())!.id;
const sessionsOf = async (userId: string) =>
  (await env.DB.prepare("select count(*) as n from session where user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("a stranger's sign-up with someone else's email (account pre-hijacking)", () => {
  it("the link opened elsewhere proves the email, not the password: the stranger's password and sessions go, the owner sets theirs", async () => {
    const email = `victim-${uid()}@example.com`;
    const stranger = await signUp(email, "stranger-pass-1");
    expect(stranger.status).toBe(200);
    const id = await userIdOf(email);
    const strangerSession = await sessionFor(id);
    expect((await sessionUser(strangerSession))?.email).toBe(email);

    // The owner opens the mailed link in their own browser: no proof cookie.
    const verified = await call(await mailedLink(email, "verify-email"), { redirect: "manual" });
    expect(verified.status).toBe(302);
    const target = new URL(verified.headers.get("location")!, ORIGIN);
    expect(target.pathname).toBe("/auth/reset-password");
    expect(target.searchParams.get("verified")).toBe("1");
    expect(verified.headers.getSetCookie().some((c) => c.includes("session_token=") && !/max-age=0/i.test(c))).toBe(false);

    expect((await signIn(email, "stranger-pass-1")).status).toBe(401);
    expect(await sessionUser(strangerSession)).toBeNull();
    expect(await sessionsOf(id)).toBe(0);

    const set = await call("/api/auth/reset-password", { method: "POST", json: { token: target.searchParams.get("token"), newPassword: "owner-pass-1" } });
    expect(set.status).toBe(200);
    expect((await signIn(email, "owner-pass-1")).status).toBe(200);
    expect((await signIn(email, "stranger-pass-1")).status).toBe(401);
  });

  it("the stranger's proof cookie is for the account they made: it does not vouch for another", async () => {
    const email = `victim-${uid()}@example.com`;
    await signUp(email, "stranger-pass-1");
    const ownAccount = await signUp(`stranger-${uid()}@example.com`, "stranger-pass-1");
    const forged = await call(await mailedLink(email, "verify-email"), { redirect: "manual", cookie: cookiesOf(ownAccount) });
    expect(new URL(forged.headers.get("location")!, ORIGIN).pathname).toBe("/auth/reset-password");
    expect((await signIn(email, "stranger-pass-1")).status).toBe(401);
  });

  it("a verified account's link, opened again anywhere, changes nothing", async () => {
    const { email } = await newUser(undefined, "owner-pass-1");
    const again = await call(await mailedLink(email, "verify-email"), { redirect: "manual" });
    expect(again.headers.get("location")).toBe("/");
    expect((await signIn(email, "owner-pass-1")).status).toBe(200);
  });

  it("a password reset proves the email too: the stranger's password is replaced and the owner can sign in", async () => {
    const email = `victim-${uid()}@example.com`;
    await signUp(email, "stranger-pass-1");
    // Its own address: better-auth allows 3 reset requests a minute per address.
    await call("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
      headers: { "cf-connecting-ip": "192.0.2.71" },
    });
    const landing = await call(await mailedLink(email, "reset-password"), { redirect: "manual" });
    const token = new URL(landing.headers.get("location")!, ORIGIN).searchParams.get("token");
    expect((await call("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "owner-pass-1" } })).status).toBe(200);
    expect((await signIn(email, "stranger-pass-1")).status).toBe(401);
    expect((await signIn(email, "owner-pass-1")).status).toBe(200);
  });
});

describe("password reset", () => {
  it("mails a link to /auth/reset-password; the token sets a new password once; old sessions end", async () => {
    const { email, cookie } = await newUser(undefined, "old-password-1");
    const req = await call("/api/auth/request-password-reset", { method: "POST", json: { email, redirectTo: "/auth/reset-password" } });
    expect(req.status).toBe(200);

    const landing = await call(await mailedLink(email, "reset-password"), { redirect: "manual" });
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!, ORIGIN);
    expect(target.pathname).toBe("/auth/reset-password");
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await call("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "new-password-2" } });
    expect(reset.status).toBe(200);
    expect((await signIn(email, "old-password-1")).status).toBe(401);
    expect((await signIn(email, "new-password-2")).status).toBe(200);
    const again = await call("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "third-password-3" } });
    expect((await errorOf(again)).code).toBe("INVALID_TOKEN");
    // The session is gone from D1; its signed cookie copy lapses within SESSION_CACHE_SECONDS (session-cache.test.ts).
    const tokenOnly = cookie
      .split("; ")
      .filter((c) => c.includes("session_token"))
      .join("; ");
    const oldSession = (await (await call("/api/auth/get-session", { cookie: tokenOnly })).json()) as unknown;
    expect(oldSession).toBeNull();
  });

  it("the new password follows the 8-character rule", async () => {
    const res = await call("/api/auth/reset-password", { method: "POST", json: { token: "whatever", newPassword: "short" } });
    expect(res.status).toBe(400);
  });

  it("an unknown email gets the same answer and no mail", async () => {
    const email = `nobody-${uid()}@example.com`;
    const res = await call("/api/auth/request-password-reset", { method: "POST", json: { email, redirectTo: "/auth/reset-password" } });
    expect(res.status).toBe(200);
    await expect(mailedLink(email, "reset-password")).rejects.toThrow();
  });
});

describe("only the auth endpoints the app uses", () => {
  it("update-user and the other endpoints better-auth mounts by default answer 404", async () => {
    const me = await newUser();
    for (const path of ["/api/auth/update-user", "/api/auth/change-email", "/api/auth/delete-user", "/api/auth/change-password"]) {
      const res = await call(path, { method: "POST", cookie: me.cookie, json: { name: "x".repeat(1_000_000), image: "javascript:alert(1)" } });
      expect(res.status, path).toBe(404);
    }
    expect((await call("/api/auth/list-sessions", { cookie: me.cookie })).status).toBe(404);
    const session = (await (await call("/api/auth/get-session", { cookie: me.cookie })).json()) as { user: { name: string; image: string | null } };
    expect(session.user).toMatchObject({ name: "Test", image: null });
  });

  it("sign-up refuses a huge name and any image", async () => {
    const huge = await call("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: `huge-${uid()}@example.com`, password: "password-123", name: "x".repeat(1_000_000) },
    });
    expect(huge.status).toBe(400);
    const image = await call("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: `img-${uid()}@example.com`, password: "password-123", name: "Img", image: "javascript:alert(1)" },
    });
    expect(image.status).toBe(400);
  });
});

describe("sign-in rate limits", () => {
  it(`per email and address: after ${SIGN_IN_LIMIT.perEmailAddress} wrong passwords in a minute, the next try is 429, even with the right one`, async () => {
    const { email } = await newUser(undefined, "right-password");
    for (let i = 0; i < SIGN_IN_LIMIT.perEmailAddress; i++) expect((await signIn(email, `wrong-${i}-password`)).status).toBe(401);
    const blocked = await signIn(email, "right-password");
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).code).toBe("too_many_attempts");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Someone else's account is not affected.
    const other = await newUser(undefined, "other-password");
    expect((await signIn(other.email, "other-password")).status).toBe(200);
  });

  it("per email and address: guesses sent all at once are counted one by one (the claim is atomic)", async () => {
    const { email } = await newUser(undefined, "right-password");
    const tries = await Promise.all(Array.from({ length: 4 * SIGN_IN_LIMIT.perEmailAddress }, (_, i) => signIn(email, `parallel-${i}-password`)));
    const statuses = tries.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMIT.perEmailAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * SIGN_IN_LIMIT.perEmailAddress);
  });

  it("per email and address: the count is over once the window has passed", async () => {
    const { email } = await newUser(undefined, "right-password");
    for (let i = 0; i < SIGN_IN_LIMIT.perEmailAddress; i++) await signIn(email, `wrong-${i}-password`);
    expect((await signIn(email, "right-password")).status).toBe(429);
    await env.DB.prepare("update rate_limit set last_request = last_request - ? where key = ?")
      .bind(SIGN_IN_LIMIT.windowSeconds * 1000, `sign-in-failed|email-ip|${email}|unknown`)
      .run();
    expect((await signIn(email, "right-password")).status).toBe(200);
  });

  it(`per IP: ${SIGN_IN_LIMIT.perIp} failures across many emails block that IP only`, async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < SIGN_IN_LIMIT.perIp; i++) expect((await signIn(`guess-${i}-${uid()}@example.com`, "wrong-password", ip)).status).toBe(401);
    const { email } = await newUser(undefined, "right-password");
    expect((await signIn(email, "right-password", ip)).status).toBe(429);
    expect((await signIn(email, "right-password", "198.51.100.9")).status).toBe(200);
  });

  it("successful sign-ins do not count", async () => {
    const { email } = await newUser(undefined, "right-password");
    for (let i = 0; i < SIGN_IN_LIMIT.perEmailAddress + 2; i++) expect((await signIn(email, "right-password", "192.0.2.44")).status).toBe(200);
  });

  const knownDevice = (res: Response) =>
    cookiesOf(res)
      .split("; ")
      .filter((c) => c.startsWith("sushastho.known_device="))
      .join("; ");
  const seed = (key: string, count: number) =>
    env.DB.prepare("insert into rate_limit (id, key, count, last_request) values (?1, ?2, ?3, ?4) on conflict(key) do update set count = ?3, last_request = ?4")
      .bind(crypto.randomUUID(), key, count, Date.now())
      .run();

  it("the right password forgets this address's failures for the account: typos do not add up over time", async () => {
    const ip = "192.0.2.120";
    const { email } = await newUser(undefined, "right-password");
    await seed(`sign-in-failed|email-ip-day|${email}|${ip}`, SIGN_IN_LIMIT.perEmailAddressDay - SIGN_IN_LIMIT.perEmailAddress);
    for (let i = 0; i < SIGN_IN_LIMIT.perEmailAddress - 1; i++) expect((await signIn(email, `typo-${i}-password`, ip)).status).toBe(401);
    expect((await signIn(email, "right-password", ip)).status).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMIT.perEmailAddress - 1; i++) expect((await signIn(email, `typo-${i}-again`, ip)).status).toBe(401);
    expect((await signIn(email, "right-password", ip)).status).toBe(200);
  });

  it("a stranger failing again and again at one address does not stop the owner at another", async () => {
    const { email } = await newUser(undefined, "right-password");
    for (let i = 0; i < 4 * SIGN_IN_LIMIT.perEmailAddress; i++) await signIn(email, `wrong-${i}-password`, "203.0.113.50");
    expect((await signIn(email, "right-password", "203.0.113.50")).status).toBe(429);
    expect((await signIn(email, "right-password", "198.51.100.50")).status).toBe(200);
  });

  it("nor on a phone the owner signed in on before, even behind the stranger's own (carrier NAT) address", async () => {
    const nat = "100.64.0.77";
    const { email } = await newUser(undefined, "right-password");
    const first = await signIn(email, "right-password", nat);
    const device = knownDevice(first);
    expect(device).toMatch(/^sushastho\.known_device=/);
    expect(first.headers.getSetCookie().find((c) => c.startsWith("sushastho.known_device="))).toMatch(/HttpOnly/);
    for (let i = 0; i < 4 * SIGN_IN_LIMIT.perEmailAddress; i++) await signIn(email, `wrong-${i}-password`, nat);
    expect((await signIn(email, "right-password", nat)).status).toBe(429);
    expect((await signIn(email, "right-password", nat, device)).status).toBe(200);
  });

  it(`guessing stays limited: ${SIGN_IN_LIMIT.perEmailAddressDay} a day per address, ${SIGN_IN_LIMIT.perEmailDay} a day for the account across addresses; a known phone gets its own ${SIGN_IN_LIMIT.perDevice} a minute`, async () => {
    const { email } = await newUser(undefined, "right-password");
    const device = knownDevice(await signIn(email, "right-password", "192.0.2.90"));
    const other = await newUser(undefined, "other-password");
    const otherDevice = knownDevice(await signIn(other.email, "other-password", "192.0.2.91"));

    // One address that has used its day: refused for the day, though its minute is fresh.
    await seed(`sign-in-failed|email-ip-day|${email}|198.51.100.60`, SIGN_IN_LIMIT.perEmailAddressDay);
    const day = await signIn(email, "right-password", "198.51.100.60");
    expect(day.status).toBe(429);
    expect(day.headers.get("retry-after")).toBe(String(24 * 60 * 60));
    // Its own code, so the screen says a reset gets the owner in (waiting a minute would not).
    expect((await errorOf(day)).code).toBe("too_many_attempts_today");

    // Many addresses together: the account's ceiling holds at every new address.
    await seed(`sign-in-failed|email|${email}`, SIGN_IN_LIMIT.perEmailDay - 1);
    expect((await signIn(email, "wrong-password", "198.51.100.61")).status).toBe(401);
    expect((await signIn(email, "right-password", "198.51.100.62")).status).toBe(429);
    // Refused per address first: a refused try does not use the account's ceiling.
    const before = await env.DB.prepare("select count from rate_limit where key = ?").bind(`sign-in-failed|email|${email}`).first<{ count: number }>();
    await signIn(email, "right-password", "198.51.100.60");
    expect(await env.DB.prepare("select count from rate_limit where key = ?").bind(`sign-in-failed|email|${email}`).first()).toEqual(before);
    // The owner's phone still gets in; another account's token (or a forged one) does not count as known.
    expect((await signIn(email, "right-password", "198.51.100.63", otherDevice)).status).toBe(429);
    expect((await signIn(email, "right-password", "198.51.100.63", "sushastho.known_device=abc~def")).status).toBe(429);
    expect((await signIn(email, "right-password", "198.51.100.63", device)).status).toBe(200);

    // Guessing from the known phone itself is limited per phone.
    for (let i = 0; i < SIGN_IN_LIMIT.perDevice; i++) expect((await signIn(email, `wrong-${i}-password`, "192.0.2.90", device)).status).toBe(401);
    expect((await signIn(email, "right-password", "192.0.2.90", device)).status).toBe(429);
  });

  it("a password reset lifts the account's ceiling that strangers used up: the new password works at a new address", async () => {
    const { email } = await newUser(undefined, "old-password-1");
    await seed(`sign-in-failed|email|${email}`, SIGN_IN_LIMIT.perEmailDay);
    expect((await signIn(email, "old-password-1", "198.51.100.80")).status).toBe(429);
    await call("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
      headers: { "cf-connecting-ip": "198.51.100.81" },
    });
    const landing = await call(await mailedLink(email, "reset-password"), { redirect: "manual" });
    const token = new URL(landing.headers.get("location")!, ORIGIN).searchParams.get("token");
    expect((await call("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "new-password-2" } })).status).toBe(200);
    expect((await signIn(email, "new-password-2", "198.51.100.82")).status).toBe(200);
  });

  it("better-auth's own per-IP limiter runs in workerd on the rate_limit table", async () => {
    const ip = "192.0.2.200";
    const email = `flood-${uid()}@example.com`;
    // Password reset requests: better-auth's default rule is 3 per minute per IP.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call("/api/auth/request-password-reset", { method: "POST", json: { email }, headers: { "cf-connecting-ip": ip } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const row = await env.DB.prepare("select count from rate_limit where key = ?").bind(`${ip}|/request-password-reset`).first<{ count: number }>();
    expect(row?.count).toBe(3);
  });
});

describe("Google sign-in", () => {
  const b64url = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

  it("asks for offline access with a consent prompt, and the callback creates the user and a session", async () => {
    const email = `google-${uid()}@gmail.com`;
    const idToken = `${b64url({ alg: "RS256", kid: "k1", typ: "JWT" })}.${b64url({
      iss: "https://accounts.google.com",
      aud: "test-google-client-id",
      sub: `google-${uid()}`,
      email,
      email_verified: true,
      name: "Rahim Uddin",
      picture: "https://example.com/p.png",
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.c2ln`;
    const realFetch = globalThis.fetch;
    const tokenRequests: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith("https://oauth2.googleapis.com/token")) {
        tokenRequests.push(String(init?.body ?? (input instanceof Request ? await input.text() : "")));
        return Response.json({
          access_token: "ya29.test",
          refresh_token: "1//refresh",
          id_token: idToken,
          expires_in: 3599,
          token_type: "Bearer",
          scope: "openid email profile",
        });
      }
      if (url.startsWith("https://")) throw new Error(`unexpected outbound request ${url}`);
      return realFetch(input, init);
    });

    const start = await call("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider: "google", callbackURL: "/auth/callback", errorCallbackURL: "/auth/callback" },
    });
    expect(start.status).toBe(200);
    const consent = new URL(((await start.json()) as { url: string }).url);
    expect(consent.origin + consent.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(consent.searchParams.get("access_type")).toBe("offline");
    expect(consent.searchParams.get("prompt")).toBe("consent");
    expect(consent.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback/google`);

    const back = await call(`/api/auth/callback/google?code=test-code&state=${consent.searchParams.get("state")}`, {
      cookie: cookiesOf(start),
      redirect: "manual",
    });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/auth/callback");
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]).toContain("code=test-code");

    const session = (await (await call("/api/auth/get-session", { cookie: cookiesOf(back) })).json()) as {
      user: { email: string; name: string; emailVerified: boolean };
    };
    expect(session.user).toMatchObject({ email, name: "Rahim Uddin", emailVerified: true });
    const account = await env.DB.prepare("select a.provider_id, a.refresh_token from account a join user u on u.id = a.user_id where u.email = ?")
      .bind(email)
      .first<{ provider_id: string; refresh_token: string }>();
    expect(account).toMatchObject({ provider_id: "google", refresh_token: "1//refresh" });
  });

  /** A whole Google sign-in for `email`, Google mocked at its token endpoint; the callback's response. */
  async function googleSignIn(email: string) {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: "https://accounts.google.com",
      aud: "test-google-client-id",
      sub: `google-${uid()}`,
      email,
      email_verified: true,
      name: "Owner",
      iat: now,
      exp: now + 3600,
    };
    const idToken = `${b64url({ alg: "RS256", kid: "k1", typ: "JWT" })}.${b64url(claims)}.c2ln`;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith("https://oauth2.googleapis.com/token"))
        return Response.json({ access_token: "ya29.test", id_token: idToken, expires_in: 3599, token_type: "Bearer" });
      if (url.startsWith("https://")) throw new Error(`unexpected outbound request ${url}`);
      return realFetch(input, init);
    });
    // An address of its own: better-auth allows 3 sign-ins per 10 seconds per address.
    const ip = `198.18.${crypto.getRandomValues(new Uint8Array(2)).join(".")}`;
    const start = await call("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider: "google", callbackURL: "/auth/callback", errorCallbackURL: "/auth/callback" },
      headers: { "cf-connecting-ip": ip },
    });
    const state = new URL(((await start.json()) as { url: string }).url).searchParams.get("state");
    return call(`/api/auth/callback/google?code=test-code&state=${state}`, {
      cookie: cookiesOf(start),
      redirect: "manual",
      headers: { "cf-connecting-ip": ip },
    });
  }

  it("meeting an account a stranger signed up with the owner's email: the owner is in, the stranger's password and sessions are gone", async () => {
    const email = `victim-${uid()}@gmail.com`;
    await signUp(email, "stranger-pass-1");
    const id = await userIdOf(email);
    const strangerSession = await sessionFor(id);

    const back = await googleSignIn(email);
    expect(back.headers.get("location")).toBe("/auth/callback");
    const owner = cookiesOf(back);
    expect((await sessionUser(owner))?.email).toBe(email);
    expect(await userIdOf(email)).toBe(id);

    expect((await signIn(email, "stranger-pass-1")).status).toBe(401);
    expect(await sessionUser(strangerSession)).toBeNull();
    expect(await sessionsOf(id)).toBe(1);
    const providers = await env.DB.prepare("select provider_id from account where user_id = ?").bind(id).all<{ provider_id: string }>();
    expect(providers.results.map((r) => r.provider_id)).toEqual(["google"]);
  });

  it("meeting a verified password account: linked, and the owner's password still works", async () => {
    const { email } = await newUser(`owner-${uid()}@gmail.com`, "owner-pass-1");
    const back = await googleSignIn(email);
    expect((await sessionUser(cookiesOf(back)))?.email).toBe(email);
    expect((await signIn(email, "owner-pass-1")).status).toBe(200);
  });

  it("a callback with a forged state does not sign in", async () => {
    const res = await call("/api/auth/callback/google?code=x&state=forged", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/error=/);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("Max-Age=0"))).toBe(false);
  });

  it("without a client id and secret Google is not offered: PROVIDER_NOT_FOUND, which the button explains", async () => {
    const res = await callWithEnv({ GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined }, "/api/auth/sign-in/social", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ provider: "google", callbackURL: "/auth/callback" }),
    });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe("PROVIDER_NOT_FOUND");
  });
});

describe("email sending", () => {
  it("the dev mailbox lists mails and their links, and answers 404 unless DEV_MAILBOX is true", async () => {
    const { email } = await newUser();
    const res = await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    const { emails } = (await res.json()) as { emails: { to: string; subject: string; links: string[] }[] };
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toMatch(/Verify/);
    expect(emails[0].links[0]).toContain("/api/auth/verify-email?token=");

    for (const off of [undefined, "false", ""]) {
      const hidden = await callWithEnv({ DEV_MAILBOX: off }, "/api/dev/mailbox");
      expect(hidden.status).toBe(404);
    }
  });

  it("the dev mailbox answers only this machine: not another host name, not a remote address", async () => {
    const elsewhere = await exports.default.fetch(new Request("https://sushastho.example/api/dev/mailbox"));
    expect(elsewhere.status).toBe(404);
    const remote = await exports.default.fetch(new Request(`${ORIGIN}/api/dev/mailbox`, { headers: { "cf-connecting-ip": "203.0.113.7" } }));
    expect(remote.status).toBe(404);
    const local = await exports.default.fetch(new Request(`${ORIGIN}/api/dev/mailbox`, { headers: { "cf-connecting-ip": "127.0.0.1" } }));
    expect(local.status).toBe(200);
  });

  it("with EMAIL_API_URL and EMAIL_API_KEY it POSTs JSON with the Bearer key and stores nothing", async () => {
    const sent: { url: string; auth: string | null; body: Record<string, string> }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const req = new Request(input, init);
      sent.push({ url: req.url, auth: req.headers.get("authorization"), body: await req.json() });
      return new Response("{}", { status: 202 });
    });
    const to = `api-${uid()}@example.com`;
    await sendEmail({ ...env, EMAIL_API_URL: "https://mail.example/send", EMAIL_API_KEY: "key-1" }, { to, subject: "S", text: "T", html: "<p>T</p>" });
    expect(sent).toEqual([
      {
        url: "https://mail.example/send",
        auth: "Bearer key-1",
        body: { from: "Sushastho <no-reply@sushastho.app>", to, subject: "S", text: "T", html: "<p>T</p>" },
      },
    ]);
    const stored = await env.DB.prepare("select count(*) as n from dev_mailbox where to_address = ?").bind(to).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("an email API failure is an error, not a silent loss", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("nope", { status: 500 }));
    await expect(
      sendEmail({ ...env, EMAIL_API_URL: "https://mail.example/send", EMAIL_API_KEY: "k" }, { to: "a@example.com", subject: "S", text: "T", html: "T" }),
    ).rejects.toThrow(/500/);
  });

  it("passwords never appear in the mailbox or the logs", async () => {
    const logged: unknown[][] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    }
    const email = `secret-${uid()}@example.com`;
    const first = "first-Secret-Pw-1";
    const second = "second-Secret-Pw-2";
    const up = await signUp(email, first);
    await signUp(email, first); // duplicate
    await signIn(email, first); // unverified
    await signIn(email, "wrong-Secret-Pw-0");
    await call(await mailedLink(email, "verify-email"), { redirect: "manual", cookie: cookiesOf(up) });
    await signIn(email, first);
    await call("/api/auth/request-password-reset", { method: "POST", json: { email, redirectTo: "/auth/reset-password" } });
    const landing = await call(await mailedLink(email, "reset-password"), { redirect: "manual" });
    const token = new URL(landing.headers.get("location")!, ORIGIN).searchParams.get("token");
    await call("/api/auth/reset-password", { method: "POST", json: { token, newPassword: second } });

    const mails = await env.DB.prepare("select * from dev_mailbox where to_address = ?").bind(email).all();
    expect(mails.results.length).toBe(2);
    const everything = JSON.stringify(mails.results) + JSON.stringify(logged.map((args) => args.map(String)));
    expect(logged.length).toBeGreaterThan(0); // the dev mailbox did log its links
    for (const secret of [first, second, "wrong-Secret-Pw-0"]) expect(everything).not.toContain(secret);
  });
});
