// The session is read from a signed cookie copy (better-auth's cookie cache) so most
// requests need no D1 read; sign-out clears it at once and a session ended elsewhere
// stops working once the copy is SESSION_CACHE_SECONDS old.
import { readsPath } from "../../app/domain/reads";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_CACHE_SECONDS } from "../../workers/auth";
import { call, newUser } from "./helpers";

const only = (cookie: string, name: string) =>
  cookie
    .split("; ")
    .filter((c) => c.includes(name))
    .join("; ");

const settingsStatus = async (cookie: string) => (await call(readsPath([["settings", null]]), { cookie })).status;

afterEach(() => vi.useRealTimers());

describe("session cookie cache", () => {
  it("sign-in sets the signed copy beside the session token", async () => {
    const me = await newUser();
    expect(me.cookie).toContain("better-auth.session_token=");
    expect(me.cookie).toContain("better-auth.session_data=");
  });

  it("answers from the signed copy without D1, until the copy is older than its max-age", async () => {
    const me = await newUser();
    // End the session in D1 behind the cookie's back (as a sign-out on another device or a password reset does).
    await env.DB.prepare("delete from session where user_id = ?").bind(me.id).run();
    expect(await settingsStatus(me.cookie)).toBe(200);
    expect(await settingsStatus(only(me.cookie, "session_token"))).toBe(401);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_CACHE_SECONDS + 5) * 1000);
    expect(await settingsStatus(me.cookie)).toBe(401);
  });

  it("a renewed copy is sent back when the old one lapsed and the session is still valid", async () => {
    const me = await newUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_CACHE_SECONDS + 5) * 1000);
    const res = await call(readsPath([["settings", null]]), { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_data=") && !c.includes("Max-Age=0"))).toBe(true);
  });

  it("a tampered copy, or another user's copy beside my token, is not believed", async () => {
    const [me, other] = [await newUser(), await newUser()];
    const tampered = me.cookie.replace(/session_data=([^;]+)/, (_m, v: string) => `session_data=${v.slice(0, -4)}AAAA`);
    expect(await settingsStatus(tampered)).toBe(200); // falls back to D1: my session is valid
    const mixed = `${only(me.cookie, "session_token")}; ${only(other.cookie, "session_data")}`;
    const res = await call("/api/profile", { cookie: mixed });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { account: { email: string } }).account.email).toBe(me.email);
    await env.DB.prepare("delete from session where user_id = ?").bind(me.id).run();
    expect(await settingsStatus(mixed)).toBe(401);
  });

  it("sign-out expires the signed copy too", async () => {
    const me = await newUser();
    const res = await call("/api/auth/sign-out", { method: "POST", cookie: me.cookie, json: {} });
    expect(res.status).toBe(200);
    const cleared = res.headers
      .getSetCookie()
      .filter((c) => /Max-Age=0/i.test(c))
      .map((c) => c.split("=")[0]);
    expect(cleared).toEqual(expect.arrayContaining(["better-auth.session_token", "better-auth.session_data"]));
  });
});
