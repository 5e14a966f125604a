// A medicine's image (R2): only its owner uploads, sees or removes it; the bytes decide
// the type; the URL is saved through the write path; Delete All Data removes it.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { MedicineDetailResponse } from "../../app/domain/medicines/types";
import { MEDICINE_IMAGE_URL_PATTERN } from "../../app/domain/medicines/limits";
import type { Op } from "../../app/domain/sync/op";
import { call, newUser, readOne, rowOp, sendOps } from "./helpers";

type User = Awaited<ReturnType<typeof newUser>>;

// The smallest valid PNG (1×1, transparent), and the start of a JPEG.
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (c) => c.charCodeAt(0));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

const op = rowOp;

async function send(user: User, ops: Op[]) {
  const acks = await sendOps(user, ops);
  expect(acks.map((a) => a.status)).toEqual(ops.map(() => "applied"));
}

async function addMedicine(user: User) {
  const id = uuidv7();
  await send(user, [op("medicines", "insert", id, { name: "Metformin" })]);
  return id;
}

const put = (user: User | null, id: string, body: BodyInit, contentType = "image/png") =>
  call(`/api/medicines/${id}/image`, { method: "PUT", cookie: user?.cookie, body, headers: { "content-type": contentType } });

async function upload(user: User, id: string, body: BodyInit = PNG, contentType?: string) {
  const res = await put(user, id, body, contentType);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const objects = async (userId: string, id: string) => (await env.FILES.list({ prefix: `medicines/${userId}/${id}/` })).objects.map((o) => o.key);

/** Reads and discards a body, so workerd does not complain about an unread stream. */
async function status(res: Response) {
  await res.arrayBuffer();
  return res.status;
}

describe("medicine images", () => {
  it("round-trip through R2 and are saved in image_url through the write path", async () => {
    const me = await newUser();
    const id = await addMedicine(me);
    const url = await upload(me, id, PNG, "application/octet-stream"); // the bytes decide, not the header
    expect(url).toMatch(new RegExp(`^/api/medicines/${id}/image/[a-z0-9]+-png$`));
    expect(url).toMatch(MEDICINE_IMAGE_URL_PATTERN);
    expect(await objects(me.id, id)).toEqual([`medicines/${me.id}/${id}/image.png`]);

    const res = await call(url, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("private");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);

    await send(me, [op("medicines", "update", id, { image_url: url })]);
    const detail = (await readOne<MedicineDetailResponse>("medicine", { id }, me.cookie)).data!;
    expect(detail.image_url).toBe(url);
  });

  it("a new upload replaces the old file; the old URL stops answering; DELETE removes it", async () => {
    const me = await newUser();
    const id = await addMedicine(me);
    const first = await upload(me, id);
    const second = await upload(me, id, JPEG, "image/jpeg");
    expect(second).toMatch(/-jpg$/);
    expect(await objects(me.id, id)).toEqual([`medicines/${me.id}/${id}/image.jpg`]);
    expect(await status(await call(first, { cookie: me.cookie }))).toBe(404);
    const served = await call(second, { cookie: me.cookie });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);

    expect(await status(await call(`/api/medicines/${id}/image`, { method: "DELETE", cookie: me.cookie }))).toBe(204);
    expect(await objects(me.id, id)).toEqual([]);
    expect(await status(await call(second, { cookie: me.cookie }))).toBe(404);
  });

  it("only the owner can upload, see or remove a medicine's image: another user gets 404", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const id = await addMedicine(alice);
    const url = await upload(alice, id);

    expect(await status(await call(url, { cookie: bob.cookie }))).toBe(404);
    expect(await status(await put(bob, id, JPEG, "image/jpeg"))).toBe(404);
    expect(await status(await call(`/api/medicines/${id}/image`, { method: "DELETE", cookie: bob.cookie }))).toBe(204);
    // Bob's tries changed nothing of Alice's, and wrote nothing anywhere.
    expect(await objects(alice.id, id)).toEqual([`medicines/${alice.id}/${id}/image.png`]);
    expect((await env.FILES.list({ prefix: `medicines/${bob.id}/` })).objects).toHaveLength(0);
    const mine = await call(url, { cookie: alice.cookie });
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PNG);

    // Without a session: 401.
    expect(await status(await call(url))).toBe(401);
    expect(await status(await put(null, id, PNG))).toBe(401);
  });

  it("refuses a medicine that is missing, deleted, or not on the server yet", async () => {
    const me = await newUser();
    expect(await status(await put(me, uuidv7(), PNG))).toBe(404);
    const id = await addMedicine(me);
    await send(me, [op("medicines", "update", id, { category: "deleted" })]);
    expect(await status(await put(me, id, PNG))).toBe(404);
    expect(await objects(me.id, id)).toEqual([]);
  });

  it("refuses what is not a JPEG, PNG or WebP image (400) and anything over 2 MB (413)", async () => {
    const me = await newUser();
    const id = await addMedicine(me);
    const text = await put(me, id, "just some text", "image/png");
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: { code: "image_not_image" } });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
    expect(await status(await put(me, id, svg, "image/svg+xml"))).toBe(400);
    expect(await status(await put(me, id, new Uint8Array()))).toBe(400);

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await put(me, id, big);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: { code: "image_too_large" } });
    // Exactly 2 MB is allowed.
    await upload(me, id, big.slice(0, 2 * 1024 * 1024));
    expect(await objects(me.id, id)).toEqual([`medicines/${me.id}/${id}/image.png`]);
  });

  it("Delete All Data removes the user's medicine images and no one else's", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const mine = await addMedicine(alice);
    const theirs = await addMedicine(bob);
    await upload(alice, mine);
    const bobUrl = await upload(bob, theirs);

    expect(await status(await call("/api/data/delete-all", { method: "POST", cookie: alice.cookie }))).toBe(200);
    expect((await env.FILES.list({ prefix: `medicines/${alice.id}/` })).objects).toHaveLength(0);
    expect(await objects(bob.id, theirs)).toHaveLength(1);
    const res = await call(bobUrl, { cookie: bob.cookie });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });
});
