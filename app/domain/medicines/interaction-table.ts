// Issue 31, "Interactions": the serious interactions between generics of the bundled medicine
// list (../prescriptions/bd-medicines.ts), each with what can happen, in English and Bangla,
// written in our own words, and the public reference it was written from. Listed in full, for
// a clinician's check, in docs/rules/interactions.md (a unit test keeps the two together).
//
// The texts live here, beside their pairs and references, and not in locales/*.json: like the
// assistant's formulary (../assistant/formulary.ts), they are data a clinician reviews entry by
// entry, and a locale namespace loads with its page before hydration, while this table loads
// only with the notice that shows it (SameIngredientList.client.tsx), after hydration. The
// glossary test reads the Bangla here as it reads the locale files.
//
// Only interactions the references call serious (a contraindication, "avoid", or a major risk)
// are here: a list that warns about everything teaches patients to ignore it.

export type Severity = "avoid" | "major";

export interface InteractionText {
  en: string;
  bn: string;
}

/** Groups of listed generics an entry can name as "@group" (only generics on the list). */
const GROUPS: Record<string, string> = {
  nsaid: "diclofenac|naproxen|ketorolac|etoricoxib|tolfenamic acid|ibuprofen",
  anticoagulant: "warfarin|rivaroxaban|apixaban",
  doac: "rivaroxaban|apixaban",
  p2y12: "clopidogrel|ticagrelor",
  ssri: "sertraline|escitalopram|fluoxetine",
  // ACE inhibitors and angiotensin receptor blockers: the renin-angiotensin system.
  ras: "enalapril|ramipril|lisinopril|captopril|losartan|valsartan|olmesartan|telmisartan",
  sulfonylurea: "glimepiride|gliclazide|glibenclamide",
  quinolone: "ciprofloxacin|levofloxacin|ofloxacin|moxifloxacin",
  // Strong CYP3A4 inhibitors on the list.
  strong3a4: "clarithromycin|itraconazole|ketoconazole",
  benzodiazepine: "clonazepam|diazepam",
  gabapentinoid: "pregabalin|gabapentin",
  // Enzyme inducers on the list.
  inducer: "carbamazepine|phenytoin",
  potassium_losing_diuretic: "furosemide|hydrochlorothiazide|indapamide",
};

/** What can happen, written once and used by every entry it fits. */
export const INTERACTION_TEXTS = {
  bleeding: {
    en: "Together they make serious bleeding, for example inside the stomach, much more likely.",
    bn: "একসাথে খেলে মারাত্মক রক্তক্ষরণের ঝুঁকি অনেক বেড়ে যায়, যেমন পেটের ভেতরে।",
  },
  bleeding_antiplatelet: {
    en: "Together they make serious bleeding much more likely; a doctor sometimes prescribes both on purpose, with extra care.",
    bn: "একসাথে খেলে মারাত্মক রক্তক্ষরণের ঝুঁকি অনেক বেড়ে যায়; কখনও ডাক্তার জেনেশুনে দুটোই দেন, তখন বাড়তি সাবধান থাকতে হয়।",
  },
  two_anticoagulants: {
    en: "Two blood thinners together make serious bleeding very likely.",
    bn: "রক্ত পাতলা করার দুইটি ওষুধ একসাথে খেলে মারাত্মক রক্তক্ষরণের ঝুঁকি অনেক বেশি।",
  },
  bleeding_ssri: {
    en: "These depression medicines also make bleeding easier, so with a blood thinner bleeding becomes more likely.",
    bn: "বিষণ্ণতার এই ওষুধগুলোও সহজে রক্তক্ষরণ ঘটায়, তাই রক্ত পাতলা করার ওষুধের সাথে খেলে রক্তক্ষরণের ঝুঁকি বাড়ে।",
  },
  bleeding_stomach: {
    en: "Together they make bleeding, especially inside the stomach, more likely.",
    bn: "একসাথে খেলে রক্তক্ষরণের ঝুঁকি বাড়ে, বিশেষ করে পেটের ভেতরে।",
  },
  warfarin_stronger: {
    en: "These antibiotics and antifungals can make warfarin work much more strongly, so bleeding becomes more likely; the blood test (INR) may need checking sooner.",
    bn: "এই অ্যান্টিবায়োটিক ও ছত্রাকের ওষুধগুলো ওয়ারফারিনের কাজ অনেক বাড়িয়ে দিতে পারে, ফলে রক্তক্ষরণের ঝুঁকি বাড়ে; রক্ত পরীক্ষা (INR) আগেভাগে করাতে হতে পারে।",
  },
  warfarin_changed: {
    en: "These medicines change how strongly warfarin works (usually weaker), so a clot or bleeding becomes more likely; the blood test (INR) needs checking.",
    bn: "এই ওষুধগুলো ওয়ারফারিনের কাজ বদলে দেয় (সাধারণত কমিয়ে দেয়), ফলে রক্ত জমাট বাঁধা বা রক্তক্ষরণের ঝুঁকি বাড়ে; রক্ত পরীক্ষা (INR) করাতে হয়।",
  },
  warfarin_fenofibrate: {
    en: "Fenofibrate can make warfarin work more strongly, so bleeding becomes more likely.",
    bn: "ফেনোফাইব্রেট ওয়ারফারিনের কাজ বাড়িয়ে দিতে পারে, ফলে রক্তক্ষরণের ঝুঁকি বাড়ে।",
  },
  clopidogrel_ppi: {
    en: "These acidity medicines can make clopidogrel protect less against a heart attack or stroke; another acidity medicine may suit better.",
    bn: "গ্যাস্ট্রিকের এই ওষুধগুলো ক্লোপিডোগ্রেলের কাজ কমিয়ে দিতে পারে, ফলে হার্ট অ্যাটাক বা স্ট্রোক থেকে সুরক্ষা কমে; গ্যাস্ট্রিকের অন্য ওষুধ বেশি উপযোগী হতে পারে।",
  },
  aspirin_nsaid: {
    en: "Together they make bleeding inside the stomach more likely, and some of these pain medicines weaken the heart protection of low-dose aspirin.",
    bn: "একসাথে খেলে পেটের ভেতরে রক্তক্ষরণের ঝুঁকি বাড়ে, আর এই ব্যথার ওষুধগুলোর কোনো কোনোটি হৃদরোগ প্রতিরোধে কম ডোজের অ্যাসপিরিনের কাজ কমিয়ে দেয়।",
  },
  two_nsaids: {
    en: "Two pain medicines of this kind together do not ease pain more, but make stomach bleeding and kidney harm more likely.",
    bn: "এই ধরনের দুইটি ব্যথার ওষুধ একসাথে খেলে ব্যথা বেশি কমে না, কিন্তু পেটের ভেতরে রক্তক্ষরণ ও কিডনির ক্ষতির ঝুঁকি বাড়ে।",
  },
  methotrexate_nsaid: {
    en: "These pain medicines can raise the level of methotrexate in the blood and cause serious side effects, such as harm to the blood, gut or kidneys.",
    bn: "এই ব্যথার ওষুধগুলো রক্তে মেথোট্রেক্সেটের পরিমাণ বাড়িয়ে মারাত্মক পার্শ্বপ্রতিক্রিয়া ঘটাতে পারে, যেমন রক্ত, পেট বা কিডনির ক্ষতি।",
  },
  potassium_spironolactone: {
    en: "Together they can raise the potassium in the blood to a dangerous level, especially with weak kidneys; regular blood tests are needed.",
    bn: "একসাথে খেলে রক্তে পটাশিয়াম বিপজ্জনকভাবে বেড়ে যেতে পারে, বিশেষ করে কিডনি দুর্বল হলে; নিয়মিত রক্ত পরীক্ষা দরকার।",
  },
  two_ras: {
    en: "Two blood pressure medicines that act the same way together can raise potassium, drop the blood pressure too far and harm the kidneys.",
    bn: "একইভাবে কাজ করে এমন রক্তচাপের দুইটি ওষুধ একসাথে খেলে রক্তে পটাশিয়াম বাড়তে পারে, রক্তচাপ বেশি কমে যেতে পারে ও কিডনির ক্ষতি হতে পারে।",
  },
  low_sugar: {
    en: "Together they can make the blood sugar fall too low (shaking, sweating, confusion).",
    bn: "একসাথে খেলে রক্তে শর্করা (সুগার) খুব বেশি কমে যেতে পারে (কাঁপুনি, ঘাম, মাথা এলোমেলো লাগা)।",
  },
  statin_muscle: {
    en: "These medicines raise the level of the cholesterol medicine a lot, which can seriously harm the muscles (pain, weakness, dark urine).",
    bn: "এই ওষুধগুলো রক্তে কোলেস্টেরলের ওষুধটির পরিমাণ অনেক বাড়িয়ে দেয়, ফলে মাংসপেশির মারাত্মক ক্ষতি হতে পারে (ব্যথা, দুর্বলতা, গাঢ় রঙের প্রস্রাব)।",
  },
  simvastatin_dose: {
    en: "Together they raise the level of simvastatin, so only a lower dose of simvastatin is safe; a higher one can harm the muscles.",
    bn: "একসাথে খেলে রক্তে সিমভাস্ট্যাটিনের পরিমাণ বাড়ে, তাই শুধু কম ডোজের সিমভাস্ট্যাটিন নিরাপদ; বেশি ডোজে মাংসপেশির ক্ষতি হতে পারে।",
  },
  colchicine: {
    en: "These medicines raise the level of colchicine, which can cause serious poisoning, especially with weak kidneys or liver.",
    bn: "এই ওষুধগুলো রক্তে কলচিসিনের পরিমাণ বাড়িয়ে দেয়, ফলে মারাত্মক বিষক্রিয়া হতে পারে, বিশেষ করে কিডনি বা লিভার দুর্বল হলে।",
  },
  heart_rhythm: {
    en: "Together they can upset the heart's rhythm (a long QT), which can be dangerous.",
    bn: "একসাথে খেলে হৃৎপিণ্ডের ছন্দে গোলমাল (QT দীর্ঘ হওয়া) হতে পারে, যা বিপজ্জনক।",
  },
  tramadol_serotonin: {
    en: "Together they can cause fits, or agitation, fever, shaking and a fast heartbeat (serotonin syndrome).",
    bn: "একসাথে খেলে খিঁচুনি, অথবা অস্থিরতা, জ্বর, কাঁপুনি ও বুক ধড়ফড় (সেরোটোনিন সিনড্রোম) হতে পারে।",
  },
  serotonin: {
    en: "Together they can cause agitation, fever, shaking and a fast heartbeat (serotonin syndrome).",
    bn: "একসাথে খেলে অস্থিরতা, জ্বর, কাঁপুনি ও বুক ধড়ফড় (সেরোটোনিন সিনড্রোম) হতে পারে।",
  },
  breathing: {
    en: "Together they can make you very sleepy and slow your breathing dangerously, especially in older people.",
    bn: "একসাথে খেলে খুব ঘুম ঘুম ভাব হতে পারে ও শ্বাস বিপজ্জনকভাবে ধীর হয়ে যেতে পারে, বিশেষ করে বয়স্কদের।",
  },
  ivabradine: {
    en: "These medicines raise the level of ivabradine or slow the heart themselves, so the heartbeat can become dangerously slow.",
    bn: "এই ওষুধগুলো রক্তে আইভাব্রাডিনের পরিমাণ বাড়ায় বা নিজেরাই হৃদস্পন্দন ধীর করে, ফলে হৃদস্পন্দন বিপজ্জনকভাবে ধীর হয়ে যেতে পারে।",
  },
  ranolazine: {
    en: "These medicines raise the level of ranolazine a lot, which can upset the heart's rhythm.",
    bn: "এই ওষুধগুলো রক্তে রেনোলাজিনের পরিমাণ অনেক বাড়িয়ে দেয়, ফলে হৃৎপিণ্ডের ছন্দে গোলমাল হতে পারে।",
  },
  digoxin_level: {
    en: "These medicines raise the level of digoxin, which can cause poisoning: feeling sick, blurred or yellow vision, a slow or uneven heartbeat.",
    bn: "এই ওষুধগুলো রক্তে ডিগক্সিনের পরিমাণ বাড়িয়ে দেয়, ফলে বিষক্রিয়া হতে পারে: বমি বমি ভাব, ঝাপসা বা হলদেটে দেখা, হৃদস্পন্দন ধীর বা অনিয়মিত হওয়া।",
  },
  digoxin_potassium: {
    en: "These water tablets can lower the potassium in the blood, which makes digoxin more likely to upset the heartbeat; blood tests help.",
    bn: "প্রস্রাব বাড়ানোর এই ওষুধগুলো রক্তে পটাশিয়াম কমাতে পারে, তাতে ডিগক্সিনের কারণে হৃদস্পন্দনে গোলমালের ঝুঁকি বাড়ে; রক্ত পরীক্ষা করানো দরকার।",
  },
  pill_failure: {
    en: "These medicines can make the contraceptive pill fail, so a pregnancy can start.",
    bn: "এই ওষুধগুলো জন্মনিয়ন্ত্রণ বড়ির কাজ নষ্ট করে দিতে পারে, ফলে গর্ভধারণ হতে পারে।",
  },
  clot_protection_less: {
    en: "These medicines lower the level of the medicine that prevents clots, so it may protect less against a clot, heart attack or stroke.",
    bn: "এই ওষুধগুলো রক্ত জমাট প্রতিরোধের ওষুধটির পরিমাণ কমিয়ে দেয়, ফলে রক্ত জমাট বাঁধা, হার্ট অ্যাটাক বা স্ট্রোক থেকে সুরক্ষা কমে যেতে পারে।",
  },
  bleeding_raised_level: {
    en: "These medicines raise the level of the medicine that prevents clots a lot, so serious bleeding becomes more likely.",
    bn: "এই ওষুধগুলো রক্ত জমাট প্রতিরোধের ওষুধটির পরিমাণ অনেক বাড়িয়ে দেয়, ফলে মারাত্মক রক্তক্ষরণের ঝুঁকি বাড়ে।",
  },
  antiepileptic_level: {
    en: "The other medicine raises the level of the epilepsy medicine, which can cause dizziness, unsteadiness, double vision or confusion.",
    bn: "অন্য ওষুধটি রক্তে খিঁচুনির ওষুধটির পরিমাণ বাড়িয়ে দেয়, ফলে মাথা ঘোরা, টলমল করা, একটি জিনিস দুইটি দেখা বা মাথা এলোমেলো লাগা হতে পারে।",
  },
  theophylline: {
    en: "Together they raise the level of theophylline, which can cause a fast heartbeat, vomiting and fits.",
    bn: "একসাথে খেলে রক্তে থিওফাইলিনের পরিমাণ বাড়ে, ফলে বুক ধড়ফড়, বমি ও খিঁচুনি হতে পারে।",
  },
  tamsulosin: {
    en: "These medicines raise the level of tamsulosin, which can drop the blood pressure and make you faint when you stand up.",
    bn: "এই ওষুধগুলো রক্তে ট্যামসুলোসিনের পরিমাণ বাড়িয়ে দেয়, ফলে রক্তচাপ কমে গিয়ে উঠে দাঁড়ালে মাথা ঘুরে পড়ে যেতে পারেন।",
  },
} satisfies Record<string, InteractionText>;

type TextId = keyof typeof INTERACTION_TEXTS;

/** One entry: two sides ("generic|generic|@group"), what can happen, how serious, and the reference it is written from. */
export type Entry = [a: string, b: string, text: TextId, severity: Severity, reference: string];

const COUMADIN = "FDA label: Coumadin (warfarin), Drug Interactions; BNF, Interactions: warfarin";
const DOAC_LABELS = "FDA labels: Xarelto (rivaroxaban) and Eliquis (apixaban), Warnings (risk of bleeding) and Drug Interactions";

export const ENTRIES: readonly Entry[] = [
  // Bleeding: blood thinners with pain medicines, antiplatelets, each other, antidepressants.
  ["warfarin", "@nsaid", "bleeding", "major", COUMADIN],
  ["warfarin", "aspirin|clopidogrel|ticagrelor", "bleeding_antiplatelet", "major", COUMADIN],
  ["@doac", "@nsaid", "bleeding", "major", DOAC_LABELS],
  ["@doac", "aspirin|clopidogrel|ticagrelor", "bleeding_antiplatelet", "major", DOAC_LABELS],
  ["@anticoagulant", "@anticoagulant", "two_anticoagulants", "avoid", DOAC_LABELS],
  ["@anticoagulant", "@ssri", "bleeding_ssri", "major", `${DOAC_LABELS}; ${COUMADIN}`],
  [
    "@p2y12",
    "@nsaid",
    "bleeding_stomach",
    "major",
    "FDA labels: Plavix (clopidogrel), Drug Interactions: NSAIDs; Brilinta (ticagrelor), Warnings: bleeding risk",
  ],
  [
    "aspirin",
    "@nsaid",
    "aspirin_nsaid",
    "major",
    "FDA label: Naprosyn (naproxen), Drug Interactions: aspirin; FDA, Information for healthcare professionals: concomitant use of ibuprofen and aspirin (2006)",
  ],
  [
    "@nsaid",
    "@nsaid",
    "two_nsaids",
    "avoid",
    "FDA label: Naprosyn (naproxen), Drug Interactions: NSAIDs and salicylates; NICE CKS, NSAIDs: prescribing issues",
  ],
  ["@nsaid", "@ssri", "bleeding_stomach", "major", "FDA label: Naprosyn (naproxen), Drug Interactions: drugs that interfere with haemostasis (SSRIs, SNRIs)"],
  // Warfarin made stronger or weaker.
  ["warfarin", "metronidazole|fluconazole|itraconazole|ketoconazole|clarithromycin|@quinolone", "warfarin_stronger", "major", COUMADIN],
  ["warfarin", "@inducer", "warfarin_changed", "major", COUMADIN],
  ["warfarin", "fenofibrate", "warfarin_fenofibrate", "major", "FDA label: Tricor (fenofibrate), Drug Interactions: coumarin anticoagulants"],
  // Clot prevention weakened or strengthened by other medicines.
  [
    "clopidogrel",
    "omeprazole|esomeprazole",
    "clopidogrel_ppi",
    "avoid",
    "FDA label: Plavix (clopidogrel), Drug Interactions: CYP2C19 inhibitors; MHRA Drug Safety Update, April 2010: clopidogrel and proton pump inhibitors",
  ],
  ["@doac", "@inducer", "clot_protection_less", "avoid", `${DOAC_LABELS}: strong CYP3A inducers`],
  ["ticagrelor", "@inducer", "clot_protection_less", "avoid", "FDA label: Brilinta (ticagrelor), Drug Interactions: strong CYP3A inducers"],
  ["@doac", "ketoconazole|itraconazole", "bleeding_raised_level", "avoid", `${DOAC_LABELS}: combined P-gp and strong CYP3A inhibitors`],
  ["ticagrelor", "@strong3a4", "bleeding_raised_level", "avoid", "FDA label: Brilinta (ticagrelor), Drug Interactions: strong CYP3A inhibitors"],
  // Methotrexate.
  ["methotrexate", "@nsaid|aspirin", "methotrexate_nsaid", "major", "FDA label: methotrexate, Drug Interactions: NSAIDs"],
  // Potassium and the kidneys.
  [
    "spironolactone",
    "@ras",
    "potassium_spironolactone",
    "major",
    "MHRA Drug Safety Update, February 2016: spironolactone and renin-angiotensin system drugs in heart failure",
  ],
  [
    "@ras",
    "@ras",
    "two_ras",
    "avoid",
    "MHRA Drug Safety Update, June 2014: combining medicines from different classes of renin-angiotensin system blocking agents",
  ],
  // Blood sugar falling too low.
  ["@sulfonylurea", "fluconazole", "low_sugar", "major", "FDA label: Diflucan (fluconazole), Drug Interactions: oral hypoglycemics"],
  ["@sulfonylurea", "clarithromycin", "low_sugar", "major", "FDA label: Biaxin (clarithromycin), Drug Interactions: oral hypoglycemic agents"],
  ["@sulfonylurea", "@quinolone", "low_sugar", "major", "FDA Drug Safety Communication, July 2018: fluoroquinolones and low blood sugar"],
  // Cholesterol medicines and the muscles.
  [
    "simvastatin",
    "@strong3a4",
    "statin_muscle",
    "avoid",
    "FDA Drug Safety Communication, June 2011: new restrictions, contraindications and dose limits for Zocor (simvastatin)",
  ],
  [
    "simvastatin",
    "diltiazem|amlodipine",
    "simvastatin_dose",
    "major",
    "FDA Drug Safety Communication, June 2011: new restrictions, contraindications and dose limits for Zocor (simvastatin)",
  ],
  ["simvastatin", "ticagrelor", "simvastatin_dose", "major", "FDA label: Brilinta (ticagrelor), Drug Interactions: simvastatin, lovastatin"],
  ["atorvastatin", "@strong3a4", "statin_muscle", "major", "FDA label: Lipitor (atorvastatin), Drug Interactions: strong CYP3A4 inhibitors"],
  // Levels raised to poisoning.
  ["colchicine", "@strong3a4|diltiazem", "colchicine", "avoid", "FDA label: Colcrys (colchicine), Drug Interactions"],
  ["ivabradine", "@strong3a4|diltiazem", "ivabradine", "avoid", "FDA label: Corlanor (ivabradine), Drug Interactions"],
  ["ranolazine", "@strong3a4", "ranolazine", "avoid", "FDA label: Ranexa (ranolazine), Contraindications"],
  ["digoxin", "clarithromycin|itraconazole|ranolazine", "digoxin_level", "major", "FDA labels: Lanoxin (digoxin) and Ranexa (ranolazine), Drug Interactions"],
  [
    "digoxin",
    "@potassium_losing_diuretic",
    "digoxin_potassium",
    "major",
    "FDA label: Lanoxin (digoxin), Warnings and Precautions: low potassium; BNF, Interactions: digoxin",
  ],
  ["carbamazepine", "clarithromycin", "antiepileptic_level", "major", "FDA label: Tegretol (carbamazepine), Drug Interactions"],
  ["phenytoin", "fluconazole", "antiepileptic_level", "major", "FDA label: Diflucan (fluconazole), Drug Interactions: phenytoin"],
  [
    "theophylline",
    "ciprofloxacin|clarithromycin",
    "theophylline",
    "major",
    "FDA labels: Cipro (ciprofloxacin) and Biaxin (clarithromycin), Drug Interactions: theophylline",
  ],
  ["tamsulosin", "@strong3a4", "tamsulosin", "avoid", "FDA label: Flomax (tamsulosin), Drug Interactions: strong CYP3A4 inhibitors"],
  // The heart's rhythm.
  [
    "domperidone",
    "@strong3a4|fluconazole|azithromycin|levofloxacin|moxifloxacin|escitalopram|hydroxychloroquine",
    "heart_rhythm",
    "avoid",
    "MHRA Drug Safety Update, May 2014: domperidone, risks of cardiac side effects",
  ],
  [
    "escitalopram",
    "clarithromycin|azithromycin|levofloxacin|moxifloxacin|hydroxychloroquine|ondansetron",
    "heart_rhythm",
    "avoid",
    "MHRA Drug Safety Update, December 2011: citalopram and escitalopram, QT interval prolongation",
  ],
  ["hydroxychloroquine", "clarithromycin|azithromycin", "heart_rhythm", "major", "BNF, Interactions: hydroxychloroquine"],
  // Serotonin syndrome and fits.
  [
    "tramadol",
    "@ssri|amitriptyline|mirtazapine|linezolid",
    "tramadol_serotonin",
    "major",
    "FDA label: Ultram (tramadol), Drug Interactions: serotonergic drugs; FDA Drug Safety Communication, March 2016: opioids and serotonin syndrome",
  ],
  [
    "linezolid",
    "@ssri|amitriptyline|mirtazapine",
    "serotonin",
    "avoid",
    "FDA Drug Safety Communication, July 2011: linezolid (Zyvox) with serotonergic psychiatric medicines",
  ],
  ["@ssri", "@ssri", "serotonin", "avoid", "FDA label: Zoloft (sertraline), Warnings: serotonin syndrome with other serotonergic drugs"],
  // Drowsiness and slowed breathing.
  [
    "tramadol",
    "@benzodiazepine",
    "breathing",
    "major",
    "FDA Drug Safety Communication, August 2016: opioids with benzodiazepines; MHRA Drug Safety Update, March 2020: benzodiazepines and opioids",
  ],
  [
    "tramadol",
    "@gabapentinoid",
    "breathing",
    "major",
    "FDA Drug Safety Communication, December 2019: gabapentin and pregabalin with CNS depressants; MHRA Drug Safety Update, October 2017: gabapentin and opioids",
  ],
  ["@benzodiazepine", "@gabapentinoid", "breathing", "major", "FDA Drug Safety Communication, December 2019: gabapentin and pregabalin with CNS depressants"],
  ["@benzodiazepine", "@benzodiazepine", "breathing", "major", "FDA labels: Valium (diazepam) and Klonopin (clonazepam), Warnings: other CNS depressants"],
  // The pill.
  ["ethinylestradiol", "@inducer", "pill_failure", "major", "FSRH Clinical Guideline: Drug Interactions with Hormonal Contraception"],
];

/** A side's generics: "a|@group" → ['a', …the group's generics]. */
export function expandSide(side: string): string[] {
  return side.split("|").flatMap((g) => (g.startsWith("@") ? expandSide(GROUPS[g.slice(1)] ?? "") : [g]));
}

export interface InteractionPair {
  /** The two generics, in the order the entry names them. */
  a: string;
  b: string;
  what: InteractionText;
  textId: TextId;
  severity: Severity;
  reference: string;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);

/** Each entry's pairs of two different generics (an entry of one group with itself names each pair once). */
export function entryPairs(entry: Entry): [string, string][] {
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  for (const a of expandSide(entry[0]))
    for (const b of expandSide(entry[1]))
      if (a !== b && !seen.has(pairKey(a, b))) {
        seen.add(pairKey(a, b));
        pairs.push([a, b]);
      }
  return pairs;
}

let byPair: Map<string, InteractionPair> | null = null;
/** Every pair of generics, built on first use (a unit test checks that no two entries name the same pair). */
export function interactionPairs(): Map<string, InteractionPair> {
  if (byPair) return byPair;
  byPair = new Map();
  for (const entry of ENTRIES) {
    const [, , textId, severity, reference] = entry;
    for (const [a, b] of entryPairs(entry)) byPair.set(pairKey(a, b), { a, b, what: INTERACTION_TEXTS[textId], textId, severity, reference });
  }
  return byPair;
}

/** The interaction between two generics (lowercase ingredients, as the list writes them), or null. */
export const interactionBetween = (a: string, b: string): InteractionPair | null => interactionPairs().get(pairKey(a, b)) ?? null;
