// Education reads and bookmarks (issue 16, docs/rules/education.md): the content that
// migration 0013 brings, one language with the other as fallback per piece, the tab,
// topic and search filters, drafts and future pieces never read, and bookmarks saved
// and unsaved through the outbox's write path.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import type { EducationBookmarksResponse, EducationDashboardResponse, EducationItem, EducationListResponse } from "../../app/domain/education/rules";
import { bookmarkId } from "../../app/domain/education/rules";
import { readsPath, type ReadRequest, type ReadsAnswer } from "../../app/domain/reads";
import { call, newUser, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";
import seed from "../../drizzle/seed/education-content.json";
import corrections from "../../drizzle/seed/education-corrections.json";
import fixesSql from "../../drizzle/migrations/0015_education_bangla_wording.sql?raw";

type User = Awaited<ReturnType<typeof newUser>>;
let me: User;

async function read<T>(user: User, request: ReadRequest): Promise<{ data?: T; error?: { code: string } }> {
  const res = await call(readsPath([request]), { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as ReadsAnswer).results[0] as { data?: T; error?: { code: string } };
}
const list = async (user: User, lang: "en" | "bn", kind: "article" | "story" | "video", topic = "", q = "") =>
  (await read<EducationListResponse>(user, ["educationList", { lang, kind, topic, q }])).data!.items;

/** A row of educational_content, written as the admin area would. */
async function insertRow(row: {
  group: string;
  lang: "en" | "bn";
  title: string;
  category?: string;
  kind?: "article" | "story";
  type?: string;
  published?: string | null;
}) {
  await env.DB.prepare(
    "insert into educational_content (id, group_id, language, title, summary, body, category, content_type, content_category, published_at) values (?, ?, ?, ?, '', '[]', ?, ?, ?, ?)",
  )
    .bind(
      `${row.group}-${row.lang}`,
      row.group,
      row.lang,
      row.title,
      row.category ?? "sleep",
      row.type ?? "text",
      row.kind ?? "article",
      row.published === undefined ? "2026-01-01T00:00:00.000Z" : row.published,
    )
    .run();
}

beforeAll(async () => {
  me = await newUser();
});

describe("education content", () => {
  it("migration 0013 brings 20 articles and 10 stories in both languages, newest first, with their blocks, sources and notes", async () => {
    const en = await list(me, "en", "article");
    const bn = await list(me, "bn", "article");
    expect(en).toHaveLength(20);
    expect(en.every((i) => i.language === "en")).toBe(true);
    expect(bn.every((i) => i.language === "bn")).toBe(true);
    expect(en.map((i) => i.group_id)).toEqual(bn.map((i) => i.group_id));
    expect([...en.map((i) => i.published_at)].sort().reverse()).toEqual(en.map((i) => i.published_at));
    const stories = await list(me, "en", "story");
    expect(stories).toHaveLength(10);
    const story = (await read<EducationItem>(me, ["educationItem", { id: stories[0].group_id, lang: "bn" }])).data!;
    expect(story.language).toBe("bn");
    expect(story.note).toContain("কাল্পনিক");
    expect(JSON.parse(story.body!)[0].type).toBe("p");
    const article = (await read<EducationItem>(me, ["educationItem", { id: "measuring-blood-pressure-at-home", lang: "en" }])).data!;
    expect(article.sources!.length).toBeGreaterThan(0);
    expect(article.note).toBeNull();
    expect(article.body).not.toMatch(/<[a-z]|\*\*|^#/);
    // The old plain-text placeholders are gone.
    expect((await read(me, ["educationItem", { id: "article-en-bp", lang: "en" }])).error?.code).toBe("not_found");
  });

  it("after 0013 and 0015 every piece and tip has the seed file's wording (the 0015 fixes reach a database that had 0013)", async () => {
    const rows = await env.DB.prepare("select id, title, summary, body, note from educational_content").all<Record<string, string | null>>();
    const byId = new Map(rows.results.map((r) => [r.id, r]));
    for (const item of seed.items as { id: string; en: Record<string, unknown>; bn: Record<string, unknown> }[]) {
      for (const lang of ["en", "bn"] as const) {
        const row = byId.get(`${item.id}-${lang}`)!;
        expect(row.title, row.id!).toBe(item[lang].title);
        expect(row.summary, row.id!).toBe(item[lang].summary);
        expect(row.body, row.id!).toBe(JSON.stringify(item[lang].body));
      }
    }
    const tips = await env.DB.prepare("select id, tip_text from daily_tips").all<{ id: string; tip_text: string }>();
    const tipById = new Map(tips.results.map((t) => [t.id, t.tip_text]));
    for (const tip of seed.tips) expect(tipById.get(tip.id), tip.id).toBe(tip.tip_text);
    // The corrected phrases themselves, so the case cannot pass on an empty table.
    expect(corrections.content.length + corrections.tips.length).toBeGreaterThan(10);
    expect(byId.get("low-blood-sugar-hypo-bn")!.summary).toContain("ইনসুলিন নিলে");
    expect(tipById.get("tip2-bn-7")).toContain("ইনসুলিন নিলে");
  });

  it("0015 on a database with the old wording fixes only the phrase, keeps an admin's rewrite, and can run twice", async () => {
    const run = async () => {
      for (const statement of fixesSql
        .split("--> statement-breakpoint")
        .map((x) => x.trim())
        .filter((x) => x.startsWith("UPDATE"))) {
        await env.DB.prepare(statement).run();
      }
    };
    // As 0013 left it: the old phrase back in one piece and one tip; an admin's own summary on another piece.
    const tip = corrections.tips.find((c) => c.id === "tip2-bn-7")!;
    await env.DB.prepare("update daily_tips set tip_text = replace(tip_text, ?, ?) where id = ?").bind(tip.to, tip.from, tip.id).run();
    const piece = corrections.content.find((c) => c.id === "rice-and-diabetes-bn")!;
    await env.DB.prepare("update educational_content set body = replace(body, ?, ?) where id = ?").bind(piece.to, piece.from, piece.id).run();
    const adminSummary = "অ্যাডমিনের লেখা সারাংশ: ইনসুলিন নেওয়ার নিয়ম।";
    await env.DB.prepare("update educational_content set summary = ? where id = 'low-blood-sugar-hypo-bn'").bind(adminSummary).run();
    const tipText = async () => (await env.DB.prepare("select tip_text from daily_tips where id = ?").bind(tip.id).first<{ tip_text: string }>())!.tip_text;
    const body = async () => (await env.DB.prepare("select body from educational_content where id = ?").bind(piece.id).first<{ body: string }>())!.body;
    expect(await tipText()).toContain(tip.from);
    expect(await body()).toContain(piece.from);

    await run();
    await run();
    expect(await tipText()).toBe(seed.tips.find((t) => t.id === tip.id)!.tip_text);
    expect(await body()).toBe(JSON.stringify(seed.items.find((i) => i.id === "rice-and-diabetes")!.bn.body));
    const summary = await env.DB.prepare("select summary from educational_content where id = 'low-blood-sugar-hypo-bn'").first<{ summary: string }>();
    expect(summary!.summary).toBe(adminSummary);
  });

  it("a piece only in the other language is shown, and in both languages the asked one wins", async () => {
    const group = `only-bn-${uuidv7()}`;
    await insertRow({ group, lang: "bn", title: "শুধু বাংলায় লেখা", kind: "story" });
    const enStories = await list(me, "en", "story");
    const fallback = enStories.find((s) => s.group_id === group);
    expect(fallback?.language).toBe("bn");
    expect(enStories.filter((s) => s.group_id === group)).toHaveLength(1);
    expect((await read<EducationItem>(me, ["educationItem", { id: group, lang: "en" }])).data!.title).toBe("শুধু বাংলায় লেখা");
    await insertRow({ group, lang: "en", title: "Now in English too", kind: "story" });
    const both = (await list(me, "en", "story")).filter((s) => s.group_id === group);
    expect(both.map((s) => s.language)).toEqual(["en"]);
    const dashboard = (await read<EducationDashboardResponse>(me, ["educationDashboard", { lang: "bn" }])).data!;
    expect(dashboard.stories.filter((s) => s.group_id === group).map((s) => s.language)).toEqual(["bn"]);
  });

  it("drafts and pieces published in the future are never read, and a draft translation does not hide the published one", async () => {
    const draft = `draft-${uuidv7()}`;
    const later = `later-${uuidv7()}`;
    await insertRow({ group: draft, lang: "en", title: "Draft piece", published: null });
    await insertRow({ group: later, lang: "en", title: "Later piece", published: "2999-01-01T00:00:00.000Z" });
    const ids = (await list(me, "en", "article")).map((i) => i.group_id);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(later);
    expect((await read(me, ["educationItem", { id: draft, lang: "en" }])).error?.code).toBe("not_found");
    expect((await read(me, ["educationItem", { id: later, lang: "en" }])).error?.code).toBe("not_found");
    const half = `half-${uuidv7()}`;
    await insertRow({ group: half, lang: "en", title: "Published in English", category: "medicines" });
    await insertRow({ group: half, lang: "bn", title: "খসড়া", category: "medicines", published: null });
    const bn = await list(me, "bn", "article", "medicines");
    expect(bn.find((i) => i.group_id === half)?.language).toBe("en");
  });

  it("filters by tab, topic and search text", async () => {
    const diabetes = await list(me, "en", "article", "diabetes");
    expect(diabetes).toHaveLength(5);
    expect(diabetes.every((i) => i.category === "diabetes" && i.content_category === "article")).toBe(true);
    const found = await list(me, "en", "article", "", "HBA1C");
    expect(found.map((i) => i.group_id)).toContain("hba1c-explained");
    expect(found.every((i) => `${i.title} ${i.summary}`.toLowerCase().includes("hba1c"))).toBe(true);
    expect(await list(me, "en", "article", "", "no-such-words-anywhere")).toEqual([]);
    const bnSearch = await list(me, "bn", "article", "", "ঘুম");
    expect(bnSearch.length).toBeGreaterThan(0);
    const video = `video-${uuidv7()}`;
    await insertRow({ group: video, lang: "en", title: "Checking your feet, a video", type: "video", category: "diabetes" });
    expect((await list(me, "en", "video")).map((i) => i.group_id)).toEqual([video]);
    expect((await list(me, "en", "article", "diabetes")).map((i) => i.group_id)).not.toContain(video);
  });

  it("the dashboard read: a featured article and story, 10 tips in the language, the stories", async () => {
    const en = (await read<EducationDashboardResponse>(me, ["educationDashboard", { lang: "en" }])).data!;
    expect(en.featuredArticle?.is_featured).toBe(true);
    expect(en.featuredArticle?.content_category).toBe("article");
    expect(en.featuredStory?.content_category).toBe("story");
    expect(en.tips).toHaveLength(10);
    const bn = (await read<EducationDashboardResponse>(me, ["educationDashboard", { lang: "bn" }])).data!;
    expect(bn.tips.every((t) => /[\u0980-\u09FF]/.test(t.tip_text))).toBe(true);
    expect(bn.featuredArticle?.language).toBe("bn");
    expect(bn.stories.length).toBeGreaterThanOrEqual(10);
  });

  it("bad parameters are a 400", async () => {
    const res = await call(readsPath([["educationList", { lang: "fr", kind: "article", topic: "", q: "" }]]), {
      cookie: me.cookie,
    });
    expect(res.status).toBe(400);
  });
});

describe("education bookmarks", () => {
  it("saved through the write path in one language, shown in the other, unsaved by delete", async () => {
    const user = await newUser();
    const id = await bookmarkId(user.id, "low-blood-sugar-hypo");
    expect(await sendOps(user, [rowOp("education_bookmarks", "insert", id, { group_id: "low-blood-sugar-hypo" })])).toMatchObject([{ status: "applied" }]);
    const bn = (await read<EducationBookmarksResponse>(user, ["educationBookmarks", { lang: "bn" }])).data!;
    expect(bn.bookmarks.map((b) => b.group_id)).toEqual(["low-blood-sugar-hypo"]);
    expect(bn.items.map((i) => [i.group_id, i.language])).toEqual([["low-blood-sugar-hypo", "bn"]]);
    // The same piece saved again (another device) is refused, not a second row.
    const again = await sendOps(user, [rowOp("education_bookmarks", "insert", uuidv7(), { group_id: "low-blood-sugar-hypo" })]);
    expect(again[0].status).toBe("rejected");
    expect(await sendOps(user, [rowOp("education_bookmarks", "delete", id)])).toMatchObject([{ status: "applied" }]);
    expect((await read<EducationBookmarksResponse>(user, ["educationBookmarks", { lang: "en" }])).data).toEqual({ bookmarks: [], items: [] });
  });

  it("an insert names only the piece", async () => {
    const user = await newUser();
    const acks = await sendOps(user, [
      rowOp("education_bookmarks", "insert", uuidv7(), { group_id: "" }),
      rowOp("education_bookmarks", "insert", uuidv7(), { group_id: "x", user_id: me.id }),
    ]);
    expect(acks.map((a) => a.status)).toEqual(["rejected", "rejected"]);
  });

  it("Delete All Data removes the bookmarks", async () => {
    const user = await newUser();
    await sendOps(user, [rowOp("education_bookmarks", "insert", await bookmarkId(user.id, "menopause"), { group_id: "menopause" })]);
    const left = async () =>
      (await hubSql(user.id).prepare("select count(*) as n from education_bookmarks where user_id = ?").bind(user.id).first<{ n: number }>())?.n;
    expect(await left()).toBe(1);
    const res = await call("/api/data/delete-all", { method: "POST", cookie: user.cookie, json: {} });
    expect(res.status).toBe(200);
    expect(await left()).toBe(0);
  });
});
