// A small, stable hash of a short text (FNV-1a, 32-bit): enough to spread or tell apart a
// few keys (a page's forms, hubs over the cron's shards), never for anything secret.

/** The text's FNV-1a hash over its UTF-16 code units, as an unsigned 32-bit number. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
