// Checking better-auth's signed session cookie (decode, parse, HMAC with a key imported
// anew each time) was a fifth of the Worker's CPU per API request at 50 concurrent
// users (docs/PERFORMANCE.md). A phone sends the same Cookie header with every request
// until the cache cookie is renewed, so an isolate remembers the headers it has
// verified, and what they said, until the cache in them expires: an identical header
// proves exactly what it proved the first time. Nothing here is trusted that
// better-auth did not verify, and nothing outlives the cookie's own expiry, so sign-out
// (a new Cookie header) and revocation (the cache's max-age) behave as before.

/** Headers remembered per isolate; the oldest goes first. */
export const VERIFIED_CACHES_MAX = 2_000;

interface Entry<U> {
  user: U;
  validUntil: number;
  secret: string;
}

/**
 * When a verified cache stops vouching: its own expiry (`expiresAt` of the compact
 * cookie value, covered by its signature) or its session's, whichever is first; 0
 * (remember nothing) when either cannot be read.
 */
export function cacheValidUntil(cookieValue: string | undefined, sessionExpiresAt: unknown): number {
  let cacheExpiresAt: unknown;
  try {
    const json = atob((cookieValue ?? "").replace(/-/g, "+").replace(/_/g, "/"));
    cacheExpiresAt = (JSON.parse(json) as { expiresAt?: unknown }).expiresAt;
  } catch {
    return 0;
  }
  const session = sessionExpiresAt instanceof Date || typeof sessionExpiresAt === "string" ? new Date(sessionExpiresAt).getTime() : NaN;
  if (typeof cacheExpiresAt !== "number" || !Number.isFinite(session)) return 0;
  return Math.min(cacheExpiresAt, session);
}

export class VerifiedSessionCaches<U> {
  private readonly entries = new Map<string, Entry<U>>();
  constructor(
    private readonly max = VERIFIED_CACHES_MAX,
    private readonly now = () => Date.now(),
  ) {}

  /** The user a previously verified Cookie header named, while its cache is still valid under this secret. */
  get(cookieHeader: string, secret: string): U | null {
    const entry = this.entries.get(cookieHeader);
    if (!entry) return null;
    if (entry.secret !== secret || entry.validUntil <= this.now()) {
      this.entries.delete(cookieHeader);
      return null;
    }
    return entry.user;
  }

  set(cookieHeader: string, secret: string, user: U, validUntil: number) {
    if (validUntil <= this.now()) return;
    this.entries.delete(cookieHeader);
    this.entries.set(cookieHeader, { user, validUntil, secret });
    // Maps iterate in insertion order: the first key is the oldest.
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
