// Public content kept in the Worker (workers/reads/kept-reads.ts, docs/rules/education.md
// "Dashboard"): the dashboard's education cards are asked of D1 once and then answered
// from the isolate for every reader, until the keeping time ends or an admin edits content;
// a deployment can keep nothing; only a read of D1's public rows may be kept.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import type { EducationDashboardResponse } from "../../app/domain/education/rules";
import { readsPath, type ReadsAnswer } from "../../app/domain/reads";
import { medicines } from "../../drizzle/schema/hub";
import { educationDashboardRead } from "../../workers/reads/education";
import { DEFAULT_CONTENT_CACHE_SECONDS, keepSecondsOf } from "../../workers/reads/kept-reads";
import { param, qb, runRead, type Read } from "../../workers/reads/read";
import { readStores } from "../../workers/reads/stores";
import { adminCreateStatements, newInvite } from "../../scripts/admin-create-sql.mjs";
import { call, newUser } from "./helpers";

type User = Awaited<ReturnType<typeof newUser>>;
let reader: User;
let other: User;
let admin: User;

async function dashboard(user: User): Promise<EducationDashboardResponse> {
  const res = await call(readsPath([["educationDashboard", { lang: "en" }]]), { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as ReadsAnswer).results[0].data as EducationDashboardResponse;
}

/** A featured story, newest of all once published: the dashboard's featured story when read afresh. */
async function insertStory(group: string, published: string | null) {
  await env.DB.prepare(
    "insert into educational_content (id, group_id, language, title, summary, body, category, content_type, content_category, is_featured, published_at) values (?, ?, 'en', 'A story kept out', '', '[]', 'sleep', 'text', 'story', 1, ?)",
  )
    .bind(`${group}-en`, group, published)
    .run();
}

beforeAll(async () => {
  reader = await newUser();
  other = await newUser();
  admin = await newUser();
  await env.DB.batch(adminCreateStatements(admin.email, newInvite()).map((s) => env.DB.prepare(s)));
});

describe("public content kept in the Worker", () => {
  it("is asked of D1 once for every reader, until an admin edits content", async () => {
    expect(keepSecondsOf(env.CONTENT_CACHE_SECONDS)).toBe(60);
    const group = `kept-${uuidv7()}`;
    await insertStory(group, null);
    const before = await dashboard(reader);
    expect(before.featuredStory?.group_id).not.toBe(group);

    // Published behind the Worker's back, as an operator's SQL would: the kept answer stays, for everyone.
    await env.DB.prepare("update educational_content set published_at = ? where group_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), group)
      .run();
    expect(await dashboard(other)).toEqual(before);
    // D1 itself has changed: a runner that keeps nothing sees the story.
    const afresh = await runRead({ ...readStores(env, reader.id), keepSeconds: 0 }, educationDashboardRead("en"));
    expect(afresh.featuredStory?.group_id).toBe(group);

    // An admin's edit of any content forgets what this isolate kept.
    const tip = await call("/api/admin/content/tip/kept-reads-tip", {
      method: "POST",
      cookie: admin.cookie,
      json: { create: true, values: { language: "en", tip_text: "Drink water", is_active: false } },
    });
    expect(tip.status).toBe(201);
    const after = await dashboard(other);
    expect(after.featuredStory?.group_id).toBe(group);
    expect(after.stories.map((s) => s.group_id)).toContain(group);
  });

  it("keeps nothing when the deployment says 0, and the default when it says nothing usable", () => {
    expect(keepSecondsOf("0")).toBe(0);
    expect(keepSecondsOf("15")).toBe(15);
    expect(keepSecondsOf(undefined)).toBe(DEFAULT_CONTENT_CACHE_SECONDS);
    expect(keepSecondsOf("")).toBe(DEFAULT_CONTENT_CACHE_SECONDS);
    expect(keepSecondsOf("soon")).toBe(DEFAULT_CONTENT_CACHE_SECONDS);
    expect(keepSecondsOf("-5")).toBe(DEFAULT_CONTENT_CACHE_SECONDS);
  });

  it("refuses to keep a read of a person's records", async () => {
    const mine: Read<unknown> = {
      queries: [
        qb
          .select({ id: medicines.id })
          .from(medicines)
          .where(eq(medicines.user_id, param("userId"))),
      ],
      values: { userId: reader.id },
      shared: true,
      shape: ([rows]) => rows,
    };
    await expect(runRead(readStores(env, reader.id), mine)).rejects.toThrow(/Only a read of D1's public rows may be shared/);
  });
});
