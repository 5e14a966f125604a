// GET /api/content-media/{key}: images and videos uploaded in the admin area, public
// (articles, stories and the directory show them to everyone, signed in or not). Only
// keys under content/ are reachable; the type stored is the one sniffed at upload.
import { Hono } from "hono";
import { MEDIA_R2_PREFIX } from "../../app/domain/admin/rules";
import type { ApiEnv } from "./context";
import { ApiError } from "./errors";

const KEY = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f-]{36}\.(jpg|png|webp|mp4|webm)$/;

export const contentMediaApi = new Hono<ApiEnv>().get("/*", async (c) => {
  const key = new URL(c.req.url).pathname.replace(/^\/api\/content-media\//, "");
  if (!KEY.test(key)) throw notFound();
  // Videos are played in pieces: a single "bytes=a-b" or "bytes=a-" range is answered with
  // 206, cut at the file's end; one that starts past the end or ends before it starts with
  // 416 (not R2's error, a 500). Other forms (suffix, several ranges) get the whole file.
  const range = /^bytes=(\d+)-(\d*)$/.exec(c.req.header("range") ?? "");
  let served: { start: number; length: number } | null = null;
  if (range) {
    const head = await c.env.FILES.head(MEDIA_R2_PREFIX + key);
    if (!head) throw notFound();
    const start = Number(range[1]);
    const end = range[2] ? Number(range[2]) : head.size - 1;
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= head.size || end < start) {
      return new Response(null, { status: 416, headers: { "content-range": `bytes */${head.size}`, "accept-ranges": "bytes" } });
    }
    served = { start, length: Math.min(end, head.size - 1) - start + 1 };
  }
  const obj = await c.env.FILES.get(MEDIA_R2_PREFIX + key, served ? { range: { offset: served.start, length: served.length } } : undefined);
  if (!obj) throw notFound();
  return new Response(obj.body, {
    status: served ? 206 : 200,
    headers: {
      ...(served ? { "content-range": `bytes ${served.start}-${served.start + served.length - 1}/${obj.size}` } : {}),
      "accept-ranges": "bytes",
      "content-type": obj.httpMetadata?.contentType ?? "application/octet-stream",
      "content-length": String(served ? served.length : obj.size),
      etag: obj.httpEtag,
      // A key is never reused (a new upload gets a new uuid): cache for a year anywhere.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});

const notFound = () => new ApiError(404, "not_found", "No such file");
