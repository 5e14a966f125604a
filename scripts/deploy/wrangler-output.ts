// What the deploy reads from wrangler's answers (wrangler 4: recorded in tests/fixtures/wrangler/).
// A text it does not recognise is an error, never "nothing pending": a deploy must not go
// ahead on a misread.

/** The D1 migrations `wrangler d1 migrations list DB` says are still to apply, in order. */
export function pendingD1Migrations(text: string): string[] {
  if (text.includes("No migrations to apply!")) return [];
  const at = text.indexOf("Migrations to be applied:");
  if (at < 0) throw new Error("wrangler's migrations list was not understood (neither a list of migrations nor 'No migrations to apply!')");
  // A box-drawn table, one name per row: │ 0018_share_tokens.sql │
  const names = [...text.slice(at).matchAll(/│\s*([^\s│]+\.sql)\s*│/g)].map((m) => m[1]);
  if (!names.length) throw new Error("wrangler listed migrations to apply but no names were found in its table");
  return names;
}

/** The secret names `wrangler secret list --format json` prints: [{"name": …, "type": "secret_text"}, …]. */
export function secretNames(text: string): string[] {
  // Not the first "[": wrangler's errors begin "✘ [ERROR]".
  const start = text.search(/\[\s*[{\]]/);
  const end = text.lastIndexOf("]");
  if (start < 0 || end < start) throw new Error("wrangler's secret list was not understood (no JSON list in its output)");
  const list: unknown = JSON.parse(text.slice(start, end + 1));
  if (!Array.isArray(list) || !list.every((s) => typeof s?.name === "string")) throw new Error("wrangler's secret list was not a list of {name}");
  return list.map((s: { name: string }) => s.name);
}
