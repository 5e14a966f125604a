// POST /api/assistant/ask with a fake Workers AI binding (never a real call) and without
// one; GET /api/search over the user's medicines, published doctors and articles.
// docs/rules/assistant.md.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { ASK_LIMIT } from "../../app/domain/assistant/limits";
import { api } from "../../workers/api";
import { ASSISTANT_MODEL, type AiBinding } from "../../workers/assistant/model";
import { DANGER_PHRASINGS, NEAR_MISSES } from "../fixtures/danger-phrasings";
import { call, newUser, ORIGIN, rowOp, sendOps } from "./helpers";

type User = Awaited<ReturnType<typeof newUser>>;
let user: User;

/** A fake AI binding that records what it was sent. */
function fakeAi(answer: unknown = { response: "Drink water regularly. This is general information, not medical advice." }) {
  const calls: { model: string; input: Parameters<AiBinding["run"]>[1] }[] = [];
  const ai: AiBinding = {
    async run(model, input) {
      calls.push({ model, input });
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { ai, calls };
}

function ask(cookie: string, json: unknown, AI?: AiBinding) {
  const headers = new Headers({ origin: ORIGIN, cookie, "content-type": "application/json" });
  const app = new Hono<{ Bindings: Env }>().route("/api", api);
  return app.request(`${ORIGIN}/api/assistant/ask`, { method: "POST", headers, body: JSON.stringify(json) }, { ...env, AI });
}

beforeAll(async () => {
  user = await newUser();
});

describe("POST /api/assistant/ask", () => {
  it("sends only the question, with the safety rules as the system prompt, and answers the model's text", async () => {
    const { ai, calls } = fakeAi();
    const res = await ask(user.cookie, { question: "How much water should an adult drink?", lang: "en" }, ai);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: "answer", text: "Drink water regularly. This is general information, not medical advice." });
    expect(calls).toHaveLength(1);
    expect(calls[0].model).toBe(ASSISTANT_MODEL);
    const [system, question] = calls[0].input.messages;
    expect(system.role).toBe("system");
    expect(system.content).toMatch(/Never diagnose/);
    expect(system.content).toMatch(/999/);
    expect(question).toEqual({ role: "user", content: "How much water should an adult drink?" });
    expect(JSON.stringify(calls)).not.toContain(user.id);
    expect(JSON.stringify(calls)).not.toContain(user.email);
  });

  it("asks for Bangla in Bangla", async () => {
    const { ai, calls } = fakeAi({ response: "পানি খান।" });
    const res = await ask(user.cookie, { question: "দিনে কত পানি খাওয়া উচিত?", lang: "bn" }, ai);
    expect(await res.json()).toEqual({ kind: "answer", text: "পানি খান।" });
    expect(calls[0].input.messages[0].content).toMatch(/Bangla/);
  });

  it("runs the safety check itself: a danger sign or a dose change never reaches the model", async () => {
    const { ai, calls } = fakeAi();
    expect(await (await ask(user.cookie, { question: "my father has chest pain", lang: "en" }, ai)).json()).toEqual({ kind: "danger", sign: "chest_pain" });
    expect(await (await ask(user.cookie, { question: "শ্বাসকষ্ট হচ্ছে", lang: "bn" }, ai)).json()).toEqual({ kind: "danger", sign: "breathing" });
    expect(await (await ask(user.cookie, { question: "Can I double my dose?", lang: "en" }, ai)).json()).toEqual({ kind: "dose-change" });
    expect(calls).toEqual([]);
  });

  it("answers every phrasing of the danger table with 999 and no near miss with it, without the model", async () => {
    const { ai, calls } = fakeAi();
    for (const [question, sign] of DANGER_PHRASINGS) {
      const lang = /[\u0980-\u09ff]/.test(question) ? "bn" : "en";
      expect([question, await (await ask(user.cookie, { question, lang }, ai)).json()]).toEqual([question, { kind: "danger", sign }]);
    }
    expect(calls).toEqual([]);
    // The near misses reach the model (or the dose answer): fresh users, so the hourly limit is not what answers.
    let asker = user;
    for (const [i, question] of NEAR_MISSES.entries()) {
      if (i % (ASK_LIMIT.perWindow - 1) === 0) asker = await newUser();
      const res = await ask(asker.cookie, { question, lang: "en" }, ai);
      expect([question, res.status]).toEqual([question, 200]);
      expect([question, ((await res.json()) as { kind: string }).kind]).not.toEqual([question, "danger"]);
    }
  });

  it("without the binding says so (503 assistant_unavailable); a failing model is 502; bad input 400; signed out 401", async () => {
    const none = await ask(user.cookie, { question: "Is walking good?", lang: "en" });
    expect(none.status).toBe(503);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe("assistant_unavailable");
    const failed = await ask(user.cookie, { question: "Is walking good?", lang: "en" }, fakeAi(new Error("model down")).ai);
    expect(failed.status).toBe(502);
    const empty = await ask(user.cookie, { question: "Is walking good?", lang: "en" }, fakeAi({ response: "  " }).ai);
    expect(empty.status).toBe(502);
    expect((await ask(user.cookie, { question: "   ", lang: "en" }, fakeAi().ai)).status).toBe(400);
    expect((await ask(user.cookie, { question: "x".repeat(501), lang: "en" }, fakeAi().ai)).status).toBe(400);
    expect((await ask(user.cookie, { question: "hi", lang: "fr" }, fakeAi().ai)).status).toBe(400);
    expect((await ask("", { question: "hi", lang: "en" }, fakeAi().ai)).status).toBe(401);
  });

  it("is rate-limited per user: past the limit 429 without calling the model; another user is not affected", async () => {
    const limited = await newUser();
    const { ai, calls } = fakeAi();
    for (let i = 0; i < ASK_LIMIT.perWindow; i++) expect((await ask(limited.cookie, { question: `Is rice healthy ${i}?`, lang: "en" }, ai)).status).toBe(200);
    const over = await ask(limited.cookie, { question: "Is fish healthy?", lang: "en" }, ai);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect(calls).toHaveLength(ASK_LIMIT.perWindow);
    const other = await newUser();
    expect((await ask(other.cookie, { question: "Is fish healthy?", lang: "en" }, ai)).status).toBe(200);
  });
});

describe("GET /api/search", () => {
  const tag = uuidv7().slice(-8);
  const groupId = `search-${tag}`;
  beforeAll(async () => {
    await sendOps(user, [
      rowOp("medicines", "insert", uuidv7(), { name: `Zolpex ${tag}`, dosage: "1 tablet" }),
      rowOp("medicines", "insert", uuidv7(), { name: `Zolpex gone ${tag}`, category: "deleted" }),
    ]);
    const now = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        `insert into doctors (id, name_en, name_bn, specialty, division, district, published_at, created_at, updated_at)
         values (?1, ?2, ?3, 'cardiologist', 'sylhet', 'sylhet', ?4, ?4, ?4), (?5, ?6, ?7, 'cardiologist', 'sylhet', 'sylhet', null, ?4, ?4)`,
      ).bind(`doc-${tag}`, `Dr Zolpex ${tag}`, `ডা. জোলপেক্স ${tag}`, now, `draft-${tag}`, `Dr Zolpex draft ${tag}`, `ডা. খসড়া ${tag}`),
      env.DB.prepare(
        `insert into educational_content (id, title, language, group_id, content_category, published_at, created_at, updated_at)
         values (?1, ?2, 'en', ?3, 'article', ?4, ?4, ?4), (?5, ?6, 'bn', ?3, 'article', ?4, ?4, ?4), (?7, ?8, 'en', ?9, 'story', null, ?4, ?4)`,
      ).bind(
        `${groupId}-en`,
        `Living with Zolpex ${tag}`,
        groupId,
        now,
        `${groupId}-bn`,
        `জোলপেক্স নিয়ে জীবন ${tag}`,
        `draft-${tag}-en`,
        `Zolpex draft story ${tag}`,
        `draft-${tag}`,
      ),
    ]);
  });

  const search = async (q: string, lang = "en", cookie = user.cookie) => {
    const res = await call(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`, { cookie });
    expect(res.status).toBe(200);
    return res.json() as Promise<{ medicines: { name: string }[]; doctors: { id: string; name: string }[]; articles: { group_id: string; title: string }[] }>;
  };

  it("finds the user's medicines (not deleted ones), published doctors and articles, one per group in the UI language", async () => {
    const en = await search(`Zolpex ${tag}`);
    expect(en.medicines.map((m) => m.name)).toEqual([`Zolpex ${tag}`]);
    expect(en.doctors).toEqual([{ id: `doc-${tag}`, name: `Dr Zolpex ${tag}`, specialty: "cardiologist" }]);
    expect(en.articles).toEqual([{ group_id: groupId, title: `Living with Zolpex ${tag}`, content_category: "article" }]);
    // The English title matched; a Bangla reader gets the Bangla version of the same group.
    const bn = await search(`Zolpex ${tag}`, "bn");
    expect(bn.articles).toEqual([{ group_id: groupId, title: `জোলপেক্স নিয়ে জীবন ${tag}`, content_category: "article" }]);
    expect(bn.doctors[0].name).toBe(`ডা. জোলপেক্স ${tag}`);
  });

  it("another user finds none of this user's medicines; % and _ match literally", async () => {
    const other = await newUser();
    const theirs = await search(`Zolpex ${tag}`, "en", other.cookie);
    expect(theirs.medicines).toEqual([]);
    expect(theirs.doctors).toHaveLength(1);
    expect((await search("%%")).medicines).toEqual([]);
  });

  it("refuses a query too short or too long, and a signed-out caller", async () => {
    expect((await call("/api/search?q=a&lang=en", { cookie: user.cookie })).status).toBe(400);
    expect((await call(`/api/search?q=${"a".repeat(61)}&lang=en`, { cookie: user.cookie })).status).toBe(400);
    expect((await call("/api/search?q=Napa&lang=en")).status).toBe(401);
  });
});
