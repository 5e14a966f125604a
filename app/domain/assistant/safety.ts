// Rule: docs/rules/assistant.md, "Safety". Checked before anything else, on the phone
// and again on the server: a danger sign gets "call 999" at once, a question about
// changing a dose gets "ask your doctor". Pure; both languages; keyword patterns, so
// they err on the side of answering 999 (a false alarm costs a tap, a miss costs more).
import { matchesAny, normalizeQuestion } from "./text";

/** The national emergency number in Bangladesh (police, fire, ambulance). */
export const EMERGENCY_NUMBER = "999";

export const DANGER_SIGNS = ["chest_pain", "breathing", "stroke", "bleeding", "unconscious", "suicide", "poisoning"] as const;
export type DangerSign = (typeof DANGER_SIGNS)[number];

const DANGER: Record<DangerSign, readonly RegExp[]> = {
  chest_pain: [
    /\bchest (pain|tightness|pressure|hurts?|is hurting)/,
    /\bpain in (my |the )?chest/,
    /\bheart attack/,
    /বুকে (ব্যথা|ব্যাথা|চাপ)/,
    /বুক (ব্যথা|ব্যাথা|চেপে)/,
    /হার্ট (অ্যাটাক|এটাক|অ্যাটাক)/,
  ],
  breathing: [
    /\b(can'?t|cannot|can not|unable to|struggling to|hard to) breathe/,
    /\bshort(ness)? of breath/,
    /\bbreathless/,
    /\b(difficulty|trouble|problem) breathing/,
    /\bchoking/,
    /শ্বাসকষ্ট/,
    /শ্বাস নিতে (কষ্ট|পারছি না|পারছে না)/,
    /নিঃশ্বাস নিতে/,
    /দম বন্ধ/,
  ],
  stroke: [
    /\bstroke\b/,
    /\bface (is )?(drooping|droops|dropped|fallen)/,
    /\bdrooping face/,
    /\b(arm|leg|side) (is )?(weak|numb|weakness)/,
    /\bweak(ness)? (in|on) (one|my|his|her) (arm|leg|side)/,
    /\bslurred speech|\bspeech (is )?slurred|\b(trouble|difficulty) (speaking|talking)|\bcan'?t speak/,
    /স্ট্রোক/,
    /মুখ (বেঁকে|বাঁকা|বেকে|ঝুলে)/,
    /(হাত|পা|এক পাশ)[^ ]* (অবশ|দুর্বল)/,
    /কথা (জড়িয়ে|জড়ানো|বলতে পারছ)/,
  ],
  bleeding: [
    /\bheavy bleeding|\bbleeding (heavily|a lot|won'?t stop|will not stop|does not stop|doesn'?t stop)/,
    /\b(vomiting|coughing|throwing up) (up )?blood/,
    /\bblood in (my )?(vomit|stool)/,
    /(অনেক|প্রচুর) রক্ত/,
    /রক্তক্ষরণ/,
    /রক্ত বমি/,
    /রক্ত পড়া বন্ধ হচ্ছে না/,
  ],
  unconscious: [
    /\bunconscious|\bunresponsive|\bpassed out|\bfainted|\bnot waking up|\bseizure|\bconvulsion|\bhaving a fit/,
    /অজ্ঞান/,
    /জ্ঞান (হারা|নেই|ফিরছে না)/,
    /খিঁচুনি/,
  ],
  suicide: [
    /\bsuicid|\bkill (myself|me)\b|\bend (my|it all|my own) life|\bwant to die|\bself[- ]?harm|\bhurt myself/,
    /আত্মহত্যা/,
    /মরে যেতে চাই/,
    /বাঁচতে চাই না/,
    /নিজেকে (শেষ|মেরে)/,
    /নিজের ক্ষতি/,
  ],
  poisoning: [/\boverdose|\bpoison|\btook too many (pills|tablets|medicines)/, /বিষ (খে|খা)/, /অনেকগুলো ওষুধ একসাথে খেয়ে/],
};

/** The first danger sign the question mentions, or null. */
export function dangerSign(question: string): DangerSign | null {
  const text = normalizeQuestion(question);
  for (const sign of DANGER_SIGNS) if (matchesAny(text, DANGER[sign])) return sign;
  return null;
}

// Changing a dose: stopping, skipping, doubling, more or less, switching. "When is my
// next dose" has no such verb and is not caught.
const DOSE_CHANGE: readonly RegExp[] = [
  /\b(stop|quit|skip|double|increase|decrease|reduce|lower|raise|change|halve|cut|adjust|switch)\b.*\b(dose|dosage|medicine|medication|meds|tablet|tablets|pill|pills|insulin|drug|taking)/,
  /\b(dose|dosage|medicine|medication|tablet|pill|insulin)s?\b.*\b(stop|double|increase|decrease|reduce|change|halve|more|less)\b/,
  /\b(take|have) (two|2|extra|another|more|less|half|double)\b/,
  /\b(can|should|may|do) i (stop|quit|skip|double|increase|decrease|reduce|halve|change|cut)\b/,
  /\b(stop|quit) (taking|my)\b/,
  /\bhow (much|many) .*(should|can|do) i take/,
  /ডোজ.*(বাড়া|বাড়িয়ে|কমা|কমিয়ে|বদল|পরিবর্তন|দ্বিগুণ|ডাবল)/,
  /(বাড়া|বাড়িয়ে|কমা|কমিয়ে|বদল|দ্বিগুণ|ডাবল).*ডোজ/,
  /ওষুধ.*(বন্ধ|ছেড়ে|ছাড়|বাদ দি|বাদ দে|বেশি খা|কম খা|দুইটা|দুটো|২টা)/,
  /(বন্ধ করে|ছেড়ে দি).*ওষুধ/,
  /(দুইটা|দুটো|২টা|২-টি|বেশি|কম) (ট্যাবলেট|বড়ি|ওষুধ) খা/,
];

/** The question asks to stop, skip or change a dose (the fixed answer: ask your doctor). */
export function asksDoseChange(question: string): boolean {
  return matchesAny(normalizeQuestion(question), DOSE_CHANGE);
}

export type SafetyVerdict = { kind: "danger"; sign: DangerSign } | { kind: "dose-change" } | null;

/** The safety check, in its order: danger first, then a dose change. */
export function safetyCheck(question: string): SafetyVerdict {
  const sign = dangerSign(question);
  if (sign) return { kind: "danger", sign };
  return asksDoseChange(question) ? { kind: "dose-change" } : null;
}
