// GET /api/read: a screen's reads in one request (the user's records from their hub in
// one call, shared rows from D1 in one statement), each answering its data or its own
// error, always for the session's user only.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { MAX_READS_PER_REQUEST, readsPath, type ReadsAnswer } from "../../app/domain/reads";
import { readPageForUser } from "../../workers/reads/registry";
import { call, newUser, readOne, rowOp, sendOps } from "./helpers";

// `reads` may be malformed on purpose: the server's check is what these tests exercise.
const read = (cookie: string | undefined, reads: unknown) => call(readsPath(reads as [string, unknown][]), { cookie });

async function answer(cookie: string, reads: unknown) {
  const res = await read(cookie, reads);
  expect(res.status).toBe(200);
  return (await res.json()) as ReadsAnswer;
}

describe("GET /api/read", () => {
  it("needs a session", async () => {
    expect((await read(undefined, [["settings", null]])).status).toBe(401);
  });

  it("answers several reads in the order asked, the same as their single endpoints", async () => {
    const me = await newUser();
    const med = uuidv7();
    await sendOps(me, [rowOp("medicines", "insert", med, { name: "Napa", category: "long-term" })]);
    const out = await answer(me.cookie, [
      ["settings", null],
      ["doses", null],
      ["medicines", { page: 1, category: "all", q: "" }],
      ["medicine", { id: med }],
      ["healthMetrics", { type: "weight" }],
    ]);
    expect(out.results).toHaveLength(5);
    // Each answers in the batch what it answers asked alone.
    expect(out.results[0].data).toEqual((await readOne("settings", null, me.cookie)).data);
    expect(out.results[1].data).toEqual((await readOne("doses", null, me.cookie)).data);
    expect(out.results[2].data).toEqual((await readOne("medicines", { page: 1, category: "all", q: "" }, me.cookie)).data);
    expect(out.results[3].data).toMatchObject({ id: med, name: "Napa" });
    expect(out.results[4].data).toMatchObject({ type: "weight", items: [] });
  });

  it("a missing row fails only its own read, and another user's row answers exactly like a missing one", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const hers = uuidv7();
    await sendOps(alice, [rowOp("medicines", "insert", hers, { name: "Secret" })]);
    const out = await answer(bob.cookie, [
      ["medicine", { id: hers }],
      ["medicine", { id: uuidv7() }],
      ["appointment", { id: uuidv7() }],
      ["doses", null],
      ["medicines", { page: 1, category: "all", q: "" }],
    ]);
    expect(out.results[0]).toEqual({ error: { status: 404, code: "not_found", message: "No such medicine" } });
    expect(out.results[1]).toEqual(out.results[0]);
    expect(out.results[2].error).toMatchObject({ status: 404, code: "not_found" });
    expect(out.results[3].data).toMatchObject({ medicines: [] });
    expect(out.results[4].data).toMatchObject({ items: [], total: 0 });
    expect(JSON.stringify(out)).not.toContain("Secret");
  });

  it("refuses unknown reads, bad parameters, a user id in the parameters and too many reads, with our error shape", async () => {
    const me = await newUser();
    const bad = [
      [["users", null]],
      [["medicine", { id: "" }]],
      [["medicine", { id: "x", user_id: "someone" }]],
      [["medicines", { page: 0, category: "all", q: "" }]],
      [["healthMetrics", { type: "cholesterol" }]],
      [],
      Array.from({ length: MAX_READS_PER_REQUEST + 1 }, () => ["settings", null]),
      { settings: null },
    ];
    for (const reads of bad) {
      const res = await read(me.cookie, reads);
      expect(res.status, JSON.stringify(reads)).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "invalid_reads" } });
    }
    const notJson = await call("/api/read?reads=%7Bnope", { cookie: me.cookie });
    expect(notJson.status).toBe(400);
  });
});

// A server-rendered page's loaders read through readPageForUser (workers/app.ts): a URL's
// bad value fails only the read it went into, so the rest of the page still renders.
describe("a page's reads", () => {
  it("checks each read alone: invalid parameters answer that read's 400, the others their data", async () => {
    const me = await newUser();
    await sendOps(me, [rowOp("medicines", "insert", uuidv7(), { name: "Napa", category: "long-term" })]);
    const user = { id: me.id, email: me.email, name: "Test", image: null, emailVerified: true, createdAt: new Date().toISOString() };
    const firstPage = { page: 1, category: "all", q: "" } as const;
    const nowhere = { specialty: null, location: "atlantis", show: "doctors", pages: 1 } as const;
    const out = await readPageForUser(env, user, [
      ["medicines", firstPage],
      ["doctorSearch", nowhere],
      ["doctorFavorites", null],
    ]);
    expect(out.requests).toEqual([
      ["medicines", firstPage],
      ["doctorSearch", nowhere],
      ["doctorFavorites", null],
    ]);
    expect(out.results[0].data).toEqual((await readOne("medicines", firstPage, me.cookie)).data);
    expect(out.results[1]).toEqual({ error: { status: 400, code: "invalid_reads", message: "Invalid parameters for doctorSearch" } });
    expect(out.results[2].data).toEqual({ items: [] });
  });
});
