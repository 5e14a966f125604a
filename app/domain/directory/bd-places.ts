// Places of Bangladesh a doctor search is limited to (docs/rules/doctors.md, "Location"):
// the 8 divisions, 64 districts and 492 upazilas of bd-locations.json, found by their
// English or Bangla name, a few older or common Latin spellings (Chittagong, Comilla…) and
// Dhaka's and Chattogram's city areas (which are metropolitan thanas, not upazilas: they
// lead to their district's search). This module carries the whole list (57 kB), so a
// screen loads it lazily, only when the user types a location.
import locations from "./bd-locations.json";
import type { Place, PlaceLevel } from "./search";

interface Row {
  id: string;
  en: string;
  bn: string;
  division?: string;
  district?: string;
}

/** Older and common Latin spellings, and city areas, by the id they mean (the assistant's place words too). */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  chittagong: "chattogram",
  ctg: "chattogram",
  barisal: "barishal",
  comilla: "cumilla",
  jessore: "jashore",
  bogra: "bogura",
  dacca: "dhaka",
  moulvibazar: "maulvibazar",
  sirajganj: "sirajgonj",
  chapainawabganj: "nawabganj",
  jhalakati: "jhalokati",
  // Dhaka city areas (metropolitan thanas): the Dhaka search.
  mirpur: "dhaka",
  dhanmondi: "dhaka",
  gulshan: "dhaka",
  banani: "dhaka",
  uttara: "dhaka",
  mohammadpur: "dhaka",
  motijheel: "dhaka",
  tejgaon: "dhaka",
  badda: "dhaka",
  ramna: "dhaka",
  lalbagh: "dhaka",
  khilgaon: "dhaka",
  // Chattogram city areas.
  agrabad: "chattogram",
  panchlaish: "chattogram",
  halishahar: "chattogram",
  pahartali: "chattogram",
};

/**
 * A Latin name reduced to how it sounds roughly, so "Silet" finds Sylhet and "Moulvibazar"
 * finds Maulvibazar: lower case letters only, no h, no doubled letters, y as i, o as u.
 */
export function looseLatin(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z]/g, "")
    .replace(/h/g, "")
    .replace(/y/g, "i")
    .replace(/o/g, "u")
    .replace(/(.)\1+/g, "$1");
}

/** Bangla as typed: NFC, no spaces or punctuation at the ends, inner spaces single. */
const bangla = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ");

interface Entry {
  place: Place;
  keys: string[];
  bn: string;
}

let entries: Entry[] | null = null;
const byId = new Map<string, Entry>();

function build(): Entry[] {
  if (entries) return entries;
  const divisions = new Map(locations.divisions.map((d: Row) => [d.id, d]));
  const districts = new Map(locations.districts.map((d: Row) => [d.id, d]));
  const make = (row: Row, level: PlaceLevel, parent: Row | undefined): Entry => ({
    place: { id: row.id, level, en: row.en, bn: row.bn, in_en: parent?.en ?? null, in_bn: parent?.bn ?? null },
    keys: [looseLatin(row.en)],
    bn: bangla(row.bn),
  });
  const list: Entry[] = [];
  // Divisions first: an id shared by a division and its district ("sylhet") is the division.
  for (const d of locations.divisions as Row[]) list.push(make(d, "division", undefined));
  for (const d of locations.districts as Row[]) list.push(make(d, "district", divisions.get(d.division!)));
  for (const u of locations.upazilas as Row[]) list.push(make(u, "upazila", districts.get(u.district!)));
  for (const e of list) if (!byId.has(e.place.id)) byId.set(e.place.id, e);
  for (const [alias, id] of Object.entries(PLACE_ALIASES)) byId.get(id)?.keys.push(looseLatin(alias));
  entries = list;
  return list;
}

/** The place an id names (a division before a district of the same id), or null. */
export function placeById(id: string): Place | null {
  build();
  return byId.get(id)?.place ?? null;
}

const isBangla = (text: string) => /[\u0980-\u09FF]/.test(text);

/** How well an entry matches typed text: 0 exact, 1 starts with it, 2 contains it, null not at all. */
function rank(e: Entry, text: string): number | null {
  if (isBangla(text)) {
    const q = bangla(text);
    if (!q) return null;
    return e.bn === q ? 0 : e.bn.startsWith(q) ? 1 : e.bn.includes(q) ? 2 : null;
  }
  const q = looseLatin(text);
  if (!q) return null;
  let best: number | null = null;
  for (const k of e.keys) {
    const r = k === q ? 0 : k.startsWith(q) ? 1 : q.length >= 3 && k.includes(q) ? 2 : null;
    if (r !== null && (best === null || r < best)) best = r;
  }
  return best;
}

const LEVEL_ORDER: Record<PlaceLevel, number> = { division: 0, district: 1, upazila: 2 };

/** Suggestions for typed text: exact names first, then names starting with it, then containing it; larger places first. */
export function suggestPlaces(text: string, limit: number): Place[] {
  const found: { e: Entry; r: number }[] = [];
  for (const e of build()) {
    const r = rank(e, text);
    if (r !== null) found.push({ e, r });
  }
  found.sort((a, b) => a.r - b.r || LEVEL_ORDER[a.e.place.level] - LEVEL_ORDER[b.e.place.level] || a.e.place.en.localeCompare(b.e.place.en));
  const seen = new Set<string>();
  const out: Place[] = [];
  for (const { e } of found) {
    // "Sylhet" the district has the division's id: the division covers it.
    if (seen.has(e.place.id)) continue;
    seen.add(e.place.id);
    out.push(byId.get(e.place.id)!.place);
    if (out.length === limit) break;
  }
  return out;
}

/** The place typed text names exactly (an English, Bangla or known Latin name), or null: not a place in Bangladesh. */
export function resolvePlace(text: string): Place | null {
  for (const e of build()) if (rank(e, text) === 0) return byId.get(e.place.id)!.place;
  return null;
}
