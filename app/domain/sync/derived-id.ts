// Ids made from content, for writes that must happen once however often they are asked
// for (an imported file, a cloud backup restored): the same key always gives the same id,
// so a replay is a duplicate in the hub's ledger.

/** A UUID (version 8: made by us) from the SHA-256 of `key`. */
export async function uuidFromKey(key: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key))).slice(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
