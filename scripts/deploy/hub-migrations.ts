// Hub migrations are not applied by the deploy: each UserHub applies drizzle/hub-migrations
// itself when it next starts (durable-objects/hub-db.ts). The deploy lists which of them are
// new since the last deploy from this checkout (a marker it writes after deploying), so the
// operator knows every hub will migrate on its next request or alarm.

export interface JournalEntry {
  idx: number;
  tag: string;
}

/** The journal's entries after `lastTag` (all of them when there is no marker or it names none of them). */
export function hubMigrationsSince(entries: JournalEntry[], lastTag: string | null): string[] {
  const sorted = [...entries].sort((a, b) => a.idx - b.idx).map((e) => e.tag);
  const at = lastTag === null ? -1 : sorted.indexOf(lastTag);
  return sorted.slice(at + 1);
}

export const HUB_MARKER = ".wrangler/sushastho-last-deploy.json";

export function parseMarker(text: string | null): string | null {
  if (!text) return null;
  const tag = (JSON.parse(text) as { hubMigration?: unknown }).hubMigration;
  return typeof tag === "string" ? tag : null;
}
