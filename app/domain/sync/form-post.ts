// The no-script form path (docs/ARCHITECTURE.md): a form posted to its route's action before
// the page's scripts arrived carries an op id the server rendered into it, so posting it
// twice (a double tap, a resend after a lost answer) is one op in the hub's ledger.

/** The source a form post's ops are applied under (SyncSource.deviceId): no tab sent it, so every open tab refreshes. */
export const FORM_POST_DEVICE = "form-post";

/** The hidden field that carries the op id. */
export const OP_ID_FIELD = "opId";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The op id of one form of a page: the page's seed (a UUIDv7 made when the server rendered
 * it) with its last 48 random bits mixed with a hash of the form's key. Pure, so the browser
 * renders the same id when it hydrates; two forms of one page (two medicines' Taken) never
 * share an id, so one cannot be mistaken for a replay of the other.
 */
export function formOpId(seed: string, key: string): string {
  if (!UUID.test(seed)) throw new Error("The op seed is not a UUID");
  const mixed = (BigInt(`0x${seed.slice(24)}`) ^ hash48(key)).toString(16).padStart(12, "0");
  return seed.slice(0, 24) + mixed;
}

/** FNV-1a, 64-bit, folded to 48 bits: enough to tell a page's few forms apart. */
function hash48(key: string): bigint {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(key)) h = ((h ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return (h ^ (h >> 48n)) & 0xffffffffffffn;
}

/** The op id posted with a form: a UUID, else null (an old page, a hand-made post). */
export function postedOpId(value: unknown): string | null {
  return typeof value === "string" && UUID.test(value.toLowerCase()) ? value.toLowerCase() : null;
}
