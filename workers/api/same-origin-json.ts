// Every request that changes state must come from our own pages and speak JSON. A
// cross-site form or a fetch with a "simple" content type (text/plain, form-encoded)
// is sent by a browser with the victim's cookies and without a CORS preflight; both
// checks together refuse it (an attacker's page cannot send our Origin, and cannot
// send application/json cross-site without a preflight we never answer). Requiring
// JSON on /api/auth/* also keeps better-auth's form-encoded sign-in, which the per-
// email sign-in limit could not read, out of reach.
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "./context";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Uploads, whose body is a file: same origin only. Their handlers decide what a file is
 * by its bytes, never by the declared type (which a browser guesses from the file name).
 */
const UPLOADS: { method: string; path: RegExp }[] = [
  { method: "POST", path: /^\/api\/profile\/avatar$/ },
  { method: "PUT", path: /^\/api\/medicines\/[^/]+\/image$/ },
  { method: "PUT", path: /^\/api\/labs\/[^/]+\/file$/ },
  { method: "PUT", path: /^\/api\/prescriptions\/[^/]+\/image$/ },
  { method: "POST", path: /^\/api\/admin\/uploads$/ },
];

const mediaType = (header: string | undefined) => (header ?? "").split(";")[0].trim().toLowerCase();
const hasBody = (req: Request) => req.body !== null && req.headers.get("content-length") !== "0";

/** A request that cannot change anything, or one sent by our own pages (the Origin a browser adds to every POST). */
export function fromOurPages(req: Request): boolean {
  return SAFE_METHODS.has(req.method) || req.headers.get("origin") === new URL(req.url).origin;
}

export const crossOriginError = () => new ApiError(403, "cross_origin", "Requests that change data must come from this app");

export const sameOriginJson = createMiddleware<ApiEnv>(async (c, next) => {
  const req = c.req.raw;
  if (SAFE_METHODS.has(req.method)) return next();
  const url = new URL(req.url);
  if (!fromOurPages(req)) throw crossOriginError();
  if (UPLOADS.some((u) => u.method === req.method && u.path.test(url.pathname))) return next();
  const type = mediaType(req.headers.get("content-type") ?? undefined);
  if (type !== "application/json" && (type || hasBody(req))) throw new ApiError(415, "unsupported_media_type", "The request body must be JSON");
  await next();
});
