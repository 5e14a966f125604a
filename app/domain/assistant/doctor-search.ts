// "Find a cardiologist in Sylhet" / "সিলেটে হৃদরোগ বিশেষজ্ঞ" → the directory's search link
// (/doctors?specialty=…&location=…, the contract of issue 16). Specialties are
// app/domain/directory/rules.ts's; places are every division, district and upazila of
// app/domain/directory/bd-locations.json (loaded with the assistant only).
import locations from "../directory/bd-locations.json";
import { PLACE_ALIASES } from "../directory/bd-places";
import type { Specialty } from "../directory/rules";
import { matchesAny, namePattern, normalizeQuestion } from "./text";

/**
 * `named`: names the doctor by itself; `organ`: counts only with a doctor word (so "my sugar" is not a search).
 * Every name the app shows for a specialty (locales/{en,bn}/doctors.json, admin.json, assistant.json: one Bangla
 * name per specialty) is among `named`, so a patient who types the search filter's own label is understood
 * (tests/unit/bangla-glossary.test.ts checks each).
 */
const SPECIALTY_WORDS: Record<Specialty, { named: readonly RegExp[]; organ: readonly RegExp[] }> = {
  cardiologist: { named: [/\bcardiolog/, /হৃদরোগ বিশেষজ্ঞ/], organ: [/\bheart\b/, /\bcardiac/, /হৃদ/, /হার্ট/] },
  gynecologist: { named: [/\bgyn(a)?ecolog/, /\bgynae?\b/, /গাইনি/, /স্ত্রীরোগ/, /প্রসূতি বিশেষজ্ঞ/], organ: [/\bwomen'?s\b/, /\bpregnan/, /প্রসূতি/] },
  endocrinologist: { named: [/\bendocrin/, /এন্ডোক্রাইন/, /হরমোন বিশেষজ্ঞ/], organ: [/\bhormone/, /\bthyroid/, /হরমোন/, /থাইরয়েড/] },
  diabetologist: {
    named: [/\bdiabetolog/, /\bdiabet(es|ic) (doctor|specialist)/, /ডায়াবেটিস (বিশেষজ্ঞ|ডাক্তার|এর ডাক্তার)/],
    organ: [/\bdiabet/, /ডায়াবেটিস/, /সুগার/],
  },
  pediatrician: { named: [/\bp(a)?ediatric/, /\bchild specialist/, /শিশু বিশেষজ্ঞ/, /শিশুরোগ/], organ: [/\bchild(ren)?'?s?\b/, /\bbaby/, /শিশু/, /বাচ্চা/] },
  nephrologist: { named: [/\bnephrolog/, /\bkidney specialist/, /কিডনি বিশেষজ্ঞ/], organ: [/\bkidney/, /কিডনি/] },
  dermatologist: { named: [/\bdermatolog/, /\bskin specialist/, /চর্মরোগ/], organ: [/\bskin\b/, /চর্ম/, /ত্বক/, /স্কিন/] },
  orthopedic_surgeon: { named: [/\borthop(a)?edic/, /অর্থোপেডিক/, /হাড় ও জোড়া/], organ: [/\bbone/, /হাড়/] },
  psychiatrist: { named: [/\bpsychiatr/, /মনোরোগ/, /মানসিক রোগ বিশেষজ্ঞ/], organ: [/\bmental/, /মানসিক/] },
  general_physician: {
    // সাধারণ চিকিৎসক and সাধারণ ডাক্তার were the filter's and the admin's older names: patients still type them.
    named: [/\bgeneral (physician|practitioner|doctor)/, /\bgp\b/, /মেডিসিন বিশেষজ্ঞ/, /সাধারণ ডাক্তার/, /সাধারণ চিকিৎসক/],
    organ: [/মেডিসিন/],
  },
  gastroenterologist: { named: [/\bgastroenterolog/, /গ্যাস্ট্রোএন্টারোলজ/, /পেট ও লিভার/], organ: [/\bstomach/, /\bliver/, /\bgastro/, /পেট/, /লিভার/, /পরিপাক/] },
};

const DOCTOR_WORDS: readonly RegExp[] = [/\bdoctor/, /\bspecialist/, /\bphysician/, /\bfind\b/, /ডাক্তার/, /বিশেষজ্ঞ/, /খুঁজ/, /চিকিৎসক/];

/** The specialty the question asks for, or null. */
export function specialtyIn(text: string): Specialty | null {
  const t = normalizeQuestion(text);
  const specialties = Object.keys(SPECIALTY_WORDS) as Specialty[];
  for (const s of specialties) if (matchesAny(t, SPECIALTY_WORDS[s].named)) return s;
  if (!matchesAny(t, DOCTOR_WORDS)) return null;
  for (const s of specialties) if (matchesAny(t, SPECIALTY_WORDS[s].organ)) return s;
  return null;
}

/** A doctor-search question without a specialty ("a doctor in Sylhet"). */
export const asksForDoctor = (text: string) => matchesAny(normalizeQuestion(text), DOCTOR_WORDS);

export interface Place {
  id: string;
  en: string;
  bn: string;
  level: "division" | "district" | "upazila";
}

// Longest names first ("Sylhet Sadar" before "Sylhet"); among equal names a district
// before its division (they share the id) before an upazila.
const RANK = { district: 0, division: 1, upazila: 2 } as const;
const PLACES: (Place & { en_re: RegExp })[] = [
  ...locations.divisions.map((d) => ({ id: d.id, en: d.en, bn: d.bn, level: "division" as const })),
  ...locations.districts.map((d) => ({ id: d.id, en: d.en, bn: d.bn, level: "district" as const })),
  ...locations.upazilas.map((u) => ({ id: u.id, en: u.en, bn: u.bn, level: "upazila" as const })),
]
  .sort((a, b) => b.en.length - a.en.length || RANK[a.level] - RANK[b.level])
  .map((p) => ({ ...p, en_re: namePattern(p.en) }));
const PLACES_BN = [...PLACES].sort((a, b) => b.bn.length - a.bn.length || RANK[a.level] - RANK[b.level]);

/** The place in Bangladesh the question names, or null. */
export function placeIn(text: string): Place | null {
  const t = normalizeQuestion(text);
  for (const [old, id] of Object.entries(PLACE_ALIASES)) if (namePattern(old).test(t)) return PLACES.find((p) => p.id === id && p.level !== "upazila") ?? null;
  const en = PLACES.find((p) => p.en_re.test(t));
  if (en) return en;
  return PLACES_BN.find((p) => p.bn.length >= 2 && t.includes(p.bn)) ?? null;
}

/** The doctor search's address (the directory's query contract). */
export function doctorSearchPath(specialty: Specialty | null, place: Place | null): string {
  const q = new URLSearchParams();
  if (specialty) q.set("specialty", specialty);
  if (place) q.set("location", place.id);
  const s = q.toString();
  return s ? `/doctors?${s}` : "/doctors";
}
