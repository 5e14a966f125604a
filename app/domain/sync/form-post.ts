// The no-script form path (docs/ARCHITECTURE.md): a form posted to its route's action before
// the page's scripts arrived carries an op id the server rendered into it, so posting it
// twice (a double tap, a resend after a lost answer) is one op in the hub's ledger.
import { fnv1a32 } from "../hash";

/** The source a form post's ops are applied under (SyncSource.deviceId): no tab sent it, so every open tab refreshes. */
export const FORM_POST_DEVICE = "form-post";

/** The hidden field that carries the op id. */
export const OP_ID_FIELD = "opId";

/**
 * The op id of one form of a page: the page's seed (a UUIDv7 made when the server rendered
 * it) with its last 32 random bits mixed with a hash of the form's key. Pure, so the browser
 * renders the same id when it hydrates; two forms of one page (two medicines' Taken) do not
 * share an id, so one cannot be mistaken for a replay of the other.
 */
export function formOpId(seed: string, key: string): string {
  // A 32-bit hash tells a page's few forms apart (the seed's other 42 random bits tell pages apart).
  return seed.slice(0, 28) + ((parseInt(seed.slice(28), 16) ^ fnv1a32(key)) >>> 0).toString(16).padStart(8, "0");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The op id posted with a form: a UUID, else null (an old page, a hand-made post). */
export function postedOpId(value: unknown): string | null {
  return typeof value === "string" && UUID.test(value.toLowerCase()) ? value.toLowerCase() : null;
}
