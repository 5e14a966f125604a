// GET /api/content-media/{key}: images and videos uploaded in the admin area, public
// (articles, stories and the directory show them to everyone, signed in or not). Only
// keys under content/ are reachable; the type stored is the one sniffed at upload.
import { Hono } from "hono";
import { MEDIA_R2_PREFIX } from "../../app/domain/admin";
import type { ApiEnv } from "./context";
import { ApiError } from "./errors";

const KEY = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f-]{36}\.(jpg|png|webp|mp4|webm)$/;

export const contentMediaApi = new Hono<ApiEnv>().get("/*", async (c) => {
  const key = new URL(c.req.url).pathname.replace(/^\/api\/content-media\//, "");
  // Videos are played in pieces: a single "bytes=a-b" range is answered with 206.
  const range = /^bytes=(\d+)-(\d*)$/.exec(c.req.header("range") ?? "");
  const r2Range = range ? (range[2] ? { offset: Number(range[1]), length: Number(range[2]) - Number(range[1]) + 1 } : { offset: Number(range[1]) }) : undefined;
  const obj = KEY.test(key) ? await c.env.FILES.get(MEDIA_R2_PREFIX + key, r2Range ? { range: r2Range } : undefined) : null;
  if (!obj) throw new ApiError(404, "not_found", "No such file");
  const served = r2Range && obj.range && "offset" in obj.range ? { start: obj.range.offset ?? 0, length: obj.range.length ?? obj.size - (obj.range.offset ?? 0) } : null;
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
