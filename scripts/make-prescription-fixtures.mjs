// Renders the OCR test set: Bangladeshi paper prescriptions drawn from HTML with
// chromium, some printed-clean, some made to look photographed (tilt, blur, shadow,
// paper tint, noise), in English, Bangla and both. Writes
// tests/fixtures/prescriptions/NN-name.jpg and expected.json (what a reader should
// find: each medicine's list name, notation, frequency, meal timing, duration).
// The JPEGs are committed, so the fonts are needed only to make them:
//   apt-get install -y chromium fonts-noto-core
//   node scripts/make-prescription-fixtures.mjs [--only 19,20]
// --only renders just the images whose names start so (fonts and chromium change between
// machines, so re-rendering the others would change committed test images for nothing);
// expected.json is always written whole, from every fixture below.
// Doctors and patients are made up; the medicines are real Bangladeshi brands.
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const OUT = new URL("../tests/fixtures/prescriptions/", import.meta.url).pathname;
const MAX_BYTES = 250 * 1024;

const CLEAN = { tilt: 0, blur: 0, shadow: 0, tint: "#ffffff", noise: 0, quality: 82 };
const SCANNED = { tilt: 0, blur: 0.3, shadow: 0, tint: "#fbf8ef", noise: 0.05, quality: 78 };
const PHOTO = { tilt: -1.5, blur: 0.6, shadow: 0.28, tint: "#f4eedf", noise: 0.1, quality: 72, photo: true };
const PHOTO_HEAVY = { tilt: 3, blur: 0.9, shadow: 0.4, tint: "#efe6d2", noise: 0.14, quality: 70, photo: true };

// Letterheads. Names are invented; hospitals are places prescriptions in Dhaka come from.
const DR_EN = {
  name: "Dr. Md. Kamrul Hasan",
  degrees: "MBBS (DMC), FCPS (Medicine), MD (Endocrinology)",
  title: "Consultant, Department of Medicine, Dhaka Medical College Hospital",
  reg: "BMDC Reg. No. A-45618",
  chamber: [
    "Chamber: Popular Diagnostic Centre Ltd.",
    "House 16, Road 2, Dhanmondi, Dhaka",
    "Visiting hours: 5 pm - 9 pm (Fri closed)",
    "Serial: 01711-624503",
  ],
};
const DR_EN2 = {
  name: "Dr. Farhana Yasmin",
  degrees: "MBBS, FCPS (Paediatrics), DCH",
  title: "Associate Professor, Child Health, Sir Salimullah Medical College",
  reg: "BMDC Reg. No. A-52207",
  chamber: ["Chamber: Ibn Sina Diagnostic & Consultation Center", "Kallyanpur, Mirpur Road, Dhaka", "Phone: 01819-305144"],
};
const DR_EN3 = {
  name: "Prof. Dr. A. K. M. Shafiqul Islam",
  degrees: "MBBS, MD (Cardiology), FACC",
  title: "Professor of Cardiology, National Institute of Cardiovascular Diseases",
  reg: "BMDC Reg. No. A-21974",
  chamber: ["Chamber: Labaid Specialized Hospital", "House 1, Road 4, Dhanmondi, Dhaka-1205", "Mobile: 01552-418830"],
};
const DR_BN = {
  name: "ডাঃ মোঃ রফিকুল ইসলাম",
  degrees: "এমবিবিএস (ঢাকা), এফসিপিএস (মেডিসিন)",
  title: "মেডিসিন বিশেষজ্ঞ ও ডায়াবেটিস রোগের চিকিৎসক",
  reg: "বিএমডিসি রেজি নং: এ-৩৮৪৫১",
  chamber: ["চেম্বার: আল-মদিনা ডায়াগনস্টিক সেন্টার", "স্টেশন রোড, ময়মনসিংহ", "রোগী দেখার সময়: বিকাল ৪টা - রাত ৯টা", "মোবাইল: ০১৭১৫-৪২৮৩৯০"],
};
const DR_BN2 = {
  name: "ডাঃ নাসরিন সুলতানা",
  degrees: "এমবিবিএস, এফসিপিএস (গাইনি ও অবস্)",
  title: "সহযোগী অধ্যাপক, স্ত্রীরোগ ও প্রসূতি বিদ্যা বিভাগ, রাজশাহী মেডিকেল কলেজ",
  reg: "বিএমডিসি রেজি নং: এ-৪৯৩০৬",
  chamber: ["চেম্বার: পপুলার ডায়াগনস্টিক সেন্টার, লক্ষ্মীপুর, রাজশাহী", "সিরিয়ালের জন্য: ০১৯১১-৭৩৫২৪০"],
};

const PATIENT_EN = (name, age, sex, date) => `Name: ${name} &nbsp;&nbsp;&nbsp; Age: ${age} &nbsp;&nbsp;&nbsp; Sex: ${sex} &nbsp;&nbsp;&nbsp; Date: ${date}`;
const PATIENT_BN = (name, age, sex, date) =>
  `রোগীর নাম: ${name} &nbsp;&nbsp;&nbsp; বয়স: ${age} &nbsp;&nbsp;&nbsp; লিঙ্গ: ${sex} &nbsp;&nbsp;&nbsp; তারিখ: ${date}`;

// m(text, details, expected): a medicine line, its instruction line, and the answer.
const m = (text, details, name, dosage, frequency, timing, duration) => ({ text, details, expect: { name, dosage, frequency, timing, duration } });
// A taper (issue 31): the medicine's steps, [notation, days] each, added to its answer.
const taper = (med, steps) => ({ ...med, expect: { ...med.expect, steps: steps.map(([dosage, days]) => ({ dosage, days })) } });

const FIXTURES = [
  {
    file: "01-clean-english",
    style: CLEAN,
    doctor: DR_EN,
    patient: PATIENT_EN("Md. Rahim Uddin", "52 Y", "M", "14/03/2025"),
    meds: [
      m("Tab. Napa 500 mg", "1+0+1 &nbsp;— after meal — 5 days", "Napa", "1+0+1", "twice-daily", "after_meal", "5 days"),
      m("Cap. Seclo 20 mg", "1+0+1 &nbsp;— before meal — 14 days", "Seclo", "1+0+1", "twice-daily", "before_meal", "14 days"),
      m("Tab. Atova 10 mg", "0+0+1 &nbsp;— after meal — continue", "Atova", "0+0+1", "once-daily", "after_meal", "continue"),
    ],
    advice: ["Adv:", "Drink plenty of water.", "Avoid oily and fatty food.", "Follow up after 2 weeks."],
  },
  {
    file: "02-photo-english-diabetes",
    style: PHOTO,
    doctor: DR_EN,
    patient: PATIENT_EN("Mrs. Rokeya Begum", "61 Y", "F", "02/01/2025"),
    left: [
      ["C/C", ["Polyuria", "Weakness", "Tingling of feet"]],
      ["O/E", ["BP: 140/90 mmHg", "Pulse: 84/min", "Wt: 68 kg"]],
      ["Inv", ["FBS, HbA1c", "S. Creatinine", "Lipid profile"]],
    ],
    meds: [
      m("Tab. Comet 500 mg", "1+0+1 — after meal — continue", "Comet", "1+0+1", "twice-daily", "after_meal", "continue"),
      m("Tab. Secrin 2 mg", "1+0+0 — before meal — continue", "Secrin", "1+0+0", "once-daily", "before_meal", "continue"),
      m("Tab. Atova 20 mg", "0+0+1 — continue", "Atova", "0+0+1", "once-daily", null, "continue"),
      m("Tab. Ecosprin 75 mg", "0+1+0 — after meal — continue", "Ecosprin", "0+1+0", "once-daily", "after_meal", "continue"),
      m("Tab. Neuro-B", "1+0+1 — after meal — 1 month", "Neuro-B", "1+0+1", "twice-daily", "after_meal", "1 month"),
    ],
    advice: ["Adv:", "Diabetic diet, walk 30 minutes daily.", "Check blood sugar twice a week.", "Next visit after 1 month with reports."],
  },
  {
    file: "03-clean-bangla",
    style: CLEAN,
    lang: "bn",
    doctor: DR_BN,
    patient: PATIENT_BN("মোছাঃ জাহানারা খাতুন", "৪৫ বছর", "মহিলা", "০৫/০২/২০২৫"),
    meds: [
      m("ট্যাব. নাপা ৫০০ মি.গ্রা.", "১+০+১ — খাবারের পরে — ৭ দিন", "Napa", "1+0+1", "twice-daily", "after_meal", "7 days"),
      m("ক্যাপ. সেকলো ২০ মি.গ্রা.", "১+০+১ — খাবারের আগে — ১ মাস", "Seclo", "1+0+1", "twice-daily", "before_meal", "1 month"),
      m("ট্যাব. ফেক্সো ১২০ মি.গ্রা.", "০+০+১ — ১০ দিন", "Fexo", "0+0+1", "once-daily", null, "10 days"),
      m("ট্যাব. ক্যালবো-ডি", "০+১+০ — খাবারের পরে — চলবে", "Calbo-D", "0+1+0", "once-daily", "after_meal", "continue"),
    ],
    advice: ["পরামর্শ:", "প্রচুর পানি পান করবেন।", "তেল-চর্বি জাতীয় খাবার কম খাবেন।", "১ মাস পরে আবার আসবেন।"],
  },
  {
    file: "04-photo-mixed-hypertension",
    style: { ...PHOTO, tilt: 1.2 },
    lang: "mixed",
    doctor: DR_EN3,
    patient: PATIENT_BN("আব্দুল মালেক", "৬৮ বছর", "পুরুষ", "১১/০৩/২০২৫"),
    meds: [
      m("Tab. Osartil 50 mg", "১+০+০ — খাবারের পরে — চলবে", "Osartil", "1+0+0", "once-daily", "after_meal", "continue"),
      m("Tab. Amdocal 5 mg", "০+০+১ — খাবারের পরে — চলবে", "Amdocal", "0+0+1", "once-daily", "after_meal", "continue"),
      m("Tab. Rosuva 10 mg", "০+০+১ — চলবে", "Rosuva", "0+0+1", "once-daily", null, "continue"),
      m("Tab. Ecosprin 75 mg", "০+১+০ — খাওয়ার পরে — চলবে", "Ecosprin", "0+1+0", "once-daily", "after_meal", "continue"),
      m("Cap. Maxpro 20 mg", "১+০+১ — খাওয়ার আগে — ১ মাস", "Maxpro", "1+0+1", "twice-daily", "before_meal", "1 month"),
    ],
    advice: ["পরামর্শ:", "লবণ কম খাবেন, নিয়মিত হাঁটবেন।", "প্রতিদিন রক্তচাপ মাপবেন।", "৩ মাস পরে দেখা করবেন।"],
  },
  {
    file: "05-photo-mixed-child",
    style: { ...PHOTO, tilt: -2 },
    lang: "mixed",
    doctor: DR_EN2,
    patient: PATIENT_EN("Baby Nusrat Jahan", "4 Y", "F", "21/12/2024"),
    left: [
      ["C/C", ["Fever 2 days", "Runny nose", "Cough"]],
      ["O/E", ["Temp: 101°F", "Wt: 16 kg", "Throat congested"]],
    ],
    meds: [
      m("Syp. Ace 120 mg/5 ml", "১+১+১ চামচ — খাবারের পরে — ৫ দিন", "Ace", "1+1+1", "three-times-daily", "after_meal", "5 days"),
      m("Syp. Alatrol 5 mg/5 ml", "০+০+১ চামচ — ৭ দিন", "Alatrol", "0+0+1", "once-daily", null, "7 days"),
      m("Susp. Zimax 200 mg/5 ml", "১+০+০ চামচ — খালি পেটে — ৩ দিন", "Zimax", "1+0+0", "once-daily", "before_meal", "3 days"),
      m("Drop Otrivin 0.05%", "নাকে ১ ফোঁটা করে দিনে ৩ বার — ৫ দিন", "Otrivin", null, "three-times-daily", null, "5 days"),
    ],
    advice: ["Adv:", "জ্বর ১০২°F এর বেশি হলে কুসুম গরম পানি দিয়ে গা মুছে দিন।", "Plenty of fluids."],
  },
  {
    file: "06-clean-english-four-part",
    style: CLEAN,
    inline: true,
    doctor: DR_EN,
    patient: PATIENT_EN("Md. Shahidul Alam", "34 Y", "M", "08/04/2025"),
    meds: [
      m("Cap. Moxacil 500 mg", "1+1+1+1 &nbsp; after meal &nbsp; x 7 days", "Moxacil", "1+1+1+1", "four-times-daily", "after_meal", "7 days"),
      m("Tab. Flagyl 400 mg", "1+1+1 &nbsp; after meal &nbsp; x 5 days", "Flagyl", "1+1+1", "three-times-daily", "after_meal", "5 days"),
      m("Tab. Entacyd", "2+2+2 &nbsp; before meal &nbsp; x 10 days", "Entacyd", "2+2+2", "three-times-daily", "before_meal", "10 days"),
      m("Tab. Napa Extra", "1 + 0 + 1 &nbsp; after meal &nbsp; x 3 days", "Napa Extra", "1+0+1", "twice-daily", "after_meal", "3 days"),
    ],
    advice: ["Adv:", "Take soft food, avoid spicy food.", "Complete the full course of antibiotic."],
  },
  {
    file: "07-photo-english-dash",
    style: { ...PHOTO, tilt: 2 },
    doctor: DR_EN3,
    patient: PATIENT_EN("Mr. Jalal Ahmed", "72 Y", "M", "19/02/2025"),
    meds: [
      m("Tab. Concor 2.5 mg", "½-0-0 — continue", "Concor", "½+0+0", "once-daily", null, "continue"),
      m("Tab. Thyrox 50 mcg", "1-0-0 — empty stomach — continue", "Thyrox", "1+0+0", "once-daily", "before_meal", "continue"),
      m("Tab. Lasix 40 mg", "1/2+0+1/2 — after meal — 2 weeks", "Lasix", "1/2+0+1/2", "twice-daily", "after_meal", "2 weeks"),
      m("Cap. Esoral 20 mg", "1-0-1 — before meal — 1 month", "Esoral", "1+0+1", "twice-daily", "before_meal", "1 month"),
    ],
    advice: ["Adv:", "Salt restricted diet.", "Daily weight chart.", "Review after 2 weeks."],
  },
  {
    file: "08-photo-bangla-insulin",
    style: { ...PHOTO, tilt: -1 },
    lang: "bn",
    doctor: DR_BN,
    patient: PATIENT_BN("মোঃ নুরুল আমিন", "৫৮ বছর", "পুরুষ", "২৭/০১/২০২৫"),
    meds: [
      m("ইনজেকশন মিক্সটার্ড ৩০", "২০+০+১৬ ইউনিট — খাবারের ১৫ মিনিট আগে — চলবে", "Mixtard 30", "20+0+16", "twice-daily", "before_meal", "continue"),
      m("ট্যাব. কমেট ৫০০ মি.গ্রা.", "১+০+১ — খাবারের পরে — চলবে", "Comet", "1+0+1", "twice-daily", "after_meal", "continue"),
      m("ট্যাব. অ্যাটোভা ১০ মি.গ্রা.", "০+০+১ — চলবে", "Atova", "0+0+1", "once-daily", null, "continue"),
      m("ট্যাব. ইকোস্প্রিন ৭৫ মি.গ্রা.", "০+১+০ — খাবারের পরে — চলবে", "Ecosprin", "0+1+0", "once-daily", "after_meal", "continue"),
    ],
    advice: ["পরামর্শ:", "মিষ্টি জাতীয় খাবার খাবেন না।", "প্রতিদিন ৩০ মিনিট হাঁটবেন।", "রক্তে শর্করা মেপে খাতায় লিখে রাখবেন।"],
  },
  {
    file: "09-clean-english-two-column",
    style: SCANNED,
    doctor: DR_EN2,
    patient: PATIENT_EN("Tanvir Hossain", "12 Y", "M", "03/03/2025"),
    left: [
      ["C/C", ["Fever for 3 days", "Cough", "Sore throat"]],
      ["O/E", ["Temp: 100°F", "BP: 110/70", "Chest: clear"]],
      ["Inv", ["CBC", "CXR P/A view"]],
    ],
    meds: [
      m("Tab. Fexo 120 mg", "0+0+1 x 10 days", "Fexo", "0+0+1", "once-daily", null, "10 days"),
      m("Tab. Monas 10 mg", "0+0+1 x 1 month", "Monas", "0+0+1", "once-daily", null, "1 month"),
      m("Tab. Azithrocin 500 mg", "1+0+0 before meal x 3 days", "Azithrocin", "1+0+0", "once-daily", "before_meal", "3 days"),
      m("Syp. Ambrox", "2 tsf 1+1+1 x 7 days", "Ambrox", "1+1+1", "three-times-daily", null, "7 days"),
      m("Tab. Napa 500 mg", "1+1+1 after meal x 3 days", "Napa", "1+1+1", "three-times-daily", "after_meal", "3 days"),
    ],
    advice: ["Adv:", "Warm saline gargle 3 times daily.", "Avoid cold drinks."],
  },
  {
    file: "10-photo-heavy-cardiac",
    style: PHOTO_HEAVY,
    doctor: DR_EN3,
    patient: PATIENT_EN("Md. Abul Kashem", "64 Y", "M", "15/01/2025"),
    meds: [
      m("Tab. Clopid 75 mg", "0+1+0 — after meal — continue", "Clopid", "0+1+0", "once-daily", "after_meal", "continue"),
      m("Tab. Bizoran 5/20 mg", "1+0+0 — continue", "Bizoran", "1+0+0", "once-daily", null, "continue"),
      m("Tab. Anzitor 20 mg", "0+0+1 — continue", "Anzitor", "0+0+1", "once-daily", null, "continue"),
      m("Tab. Nexum 20 mg", "1+0+1 — before meal — 1 month", "Nexum", "1+0+1", "twice-daily", "before_meal", "1 month"),
      m("Tab. Vastarel MR 35 mg", "1+0+1 — after meal — continue", "Vastarel", "1+0+1", "twice-daily", "after_meal", "continue"),
    ],
    advice: ["Adv:", "Avoid smoking and heavy exertion.", "Low fat, low salt diet.", "Follow up after 1 month with ECG."],
  },
  {
    file: "11-scanned-mixed-womens-health",
    style: SCANNED,
    lang: "bn",
    doctor: DR_BN2,
    patient: PATIENT_BN("শাহনাজ পারভীন", "৩২ বছর", "মহিলা", "১৮/০২/২০২৫"),
    meds: [
      m("Tab. Thyrox 50 mcg", "১+০+০ — খালি পেটে — চলবে", "Thyrox", "1+0+0", "once-daily", "before_meal", "continue"),
      m("Tab. Calbo-D", "০+১+০ — খাবারের পরে — ৩ মাস", "Calbo-D", "0+1+0", "once-daily", "after_meal", "3 months"),
      m("Cap. Fefol", "০+০+১ — খাবারের পরে — ১ মাস", "Fefol", "0+0+1", "once-daily", "after_meal", "1 month"),
      m("Tab. Ceevit 250 mg", "১+০+১ — ১ মাস", "Ceevit", "1+0+1", "twice-daily", null, "1 month"),
    ],
    advice: ["পরামর্শ:", "সবুজ শাক-সবজি ও ফল বেশি খাবেন।", "৩ মাস পরে TSH পরীক্ষা করে দেখা করবেন।"],
  },
  {
    file: "12-clean-english-abbreviations",
    style: CLEAN,
    inline: true,
    doctor: DR_EN,
    patient: PATIENT_EN("Mrs. Salma Akter", "49 Y", "F", "10/02/2025"),
    meds: [
      m("Tab. Glucomet 500 mg", "1 tab BD p/c — continue", "Glucomet", null, "twice-daily", "after_meal", "continue"),
      m("Cap. Losectil 20 mg", "1 cap BD a/c — 2 weeks", "Losectil", null, "twice-daily", "before_meal", "2 weeks"),
      m("Tab. Tenoren 50 mg", "1 tab OD — continue", "Tenoren", null, "once-daily", null, "continue"),
      m("Tab. Xinc 20 mg", "1 tab OD x 1 month", "Xinc", null, "once-daily", null, "1 month"),
      m("Tab. Rivotril 0.5 mg", "1 tab HS — 2 weeks", "Rivotril", null, "once-daily", null, "2 weeks"),
    ],
    advice: ["Adv:", "Regular exercise.", "Sleep 7-8 hours."],
  },
  {
    file: "13-photo-bangla-spaced",
    style: { ...PHOTO, tilt: 1.5, blur: 0.7 },
    lang: "bn",
    numbering: "bn",
    doctor: DR_BN2,
    patient: PATIENT_BN("রাবেয়া খাতুন", "৫৫ বছর", "মহিলা", "০৯/০৪/২০২৫"),
    meds: [
      m("ট্যাব. সেডিল ৫ মি.গ্রা.", "০ + ০ + ½ — রাতে — ১৫ দিন", "Sedil", "0+0+½", "once-daily", null, "15 days"),
      m("ট্যাব. থাইরক্স ৫০ মাইক্রোগ্রাম", "১ + ০ + ০ — খালি পেটে — চলবে", "Thyrox", "1+0+0", "once-daily", "before_meal", "continue"),
      m("ট্যাব. নিউরো-বি", "১ + ০ + ১ — খাবারের পরে — ১ মাস", "Neuro-B", "1+0+1", "twice-daily", "after_meal", "1 month"),
      m("ক্যাপ. সারজেল ২০ মি.গ্রা.", "১ + ০ + ১ — খাবারের আগে — ১৪ দিন", "Sergel", "1+0+1", "twice-daily", "before_meal", "14 days"),
    ],
    advice: ["পরামর্শ:", "দুশ্চিন্তা কম করবেন, নিয়মিত ঘুমাবেন।", "১৫ দিন পরে আবার আসবেন।"],
  },
  {
    file: "14-scanned-mixed-antibiotic",
    style: { ...SCANNED, tint: "#f7f3ea" },
    inline: true,
    lang: "mixed",
    doctor: DR_EN2,
    patient: PATIENT_EN("Sumaiya Islam", "27 Y", "F", "22/03/2025"),
    meds: [
      m("Tab. Cef-3 200 mg", "1+0+1 — খাবারের পরে — ৭ দিন", "Cef-3", "1+0+1", "twice-daily", "after_meal", "7 days"),
      m("Tab. Napa Extend 665 mg", "1+0+1 — খাবারের পরে — ৫ দিন", "Napa Extend", "1+0+1", "twice-daily", "after_meal", "5 days"),
      m("Tab. Alatrol 10 mg", "0+0+1 — ১০ দিন", "Alatrol", "0+0+1", "once-daily", null, "10 days"),
      m("Cap. Esonix 20 mg", "1+0+1 — খাবারের আগে — ১৪ দিন", "Esonix", "1+0+1", "twice-daily", "before_meal", "14 days"),
      m("Tab. Montene 10 mg", "0+0+1 — ১ মাস", "Montene", "0+0+1", "once-daily", null, "1 month"),
    ],
    advice: ["Adv:", "প্রচুর পানি পান করবেন।", "Complete the antibiotic course."],
  },
  // Held out: added after the parser was tuned on 01–14, to check it was not fitted to them.
  {
    file: "15-clean-english-table",
    style: { ...CLEAN, font: '"Liberation Serif", "Noto Serif Bengali", serif' },
    table: ["Medicine", "Dose", "When", "Duration"],
    doctor: DR_EN3,
    patient: PATIENT_EN("Md. Harun-or-Rashid", "57 Y", "M", "06/05/2025"),
    meds: [
      m("Tab. Lopirel 75 mg", "0+1+0|after meal|continue", "Lopirel", "0+1+0", "once-daily", "after_meal", "continue"),
      m("Tab. Angilock 50 mg", "1+0+1|after meal|continue", "Angilock", "1+0+1", "twice-daily", "after_meal", "continue"),
      m("Tab. Betaloc 25 mg", "½+0+½|after meal|continue", "Betaloc", "½+0+½", "twice-daily", "after_meal", "continue"),
      m("Tab. Isordil 10 mg", "1+1+1|before meal|1 month", "Isordil", "1+1+1", "three-times-daily", "before_meal", "1 month"),
      m("Cap. Pantonix 40 mg", "1+0+0|before meal|1 month", "Pantonix", "1+0+0", "once-daily", "before_meal", "1 month"),
    ],
    advice: ["Advice:", "Avoid salt and fatty food.", "Walk 30 minutes daily if no chest pain."],
  },
  {
    file: "16-photo-bangla-perspective",
    style: { ...PHOTO_HEAVY, tilt: -2, perspective: 6 },
    lang: "bn",
    doctor: DR_BN,
    patient: PATIENT_BN("মোছাঃ রহিমা বেগম", "৬৩ বছর", "মহিলা", "১২/০৫/২০২৫"),
    meds: [
      m("ট্যাব. গ্লুকোমেট ৫০০ মি.গ্রা.", "দিনে ২ বার — খাবারের পরে — চলবে", "Glucomet", null, "twice-daily", "after_meal", "continue"),
      m("ট্যাব. কমপ্রিড ৮০ মি.গ্রা.", "১+০+০ — খাওয়ার ৩০ মিনিট আগে — চলবে", "Comprid", "1+0+0", "once-daily", "before_meal", "continue"),
      m("ট্যাব. ক্লোপিড ৭৫ মি.গ্রা.", "০+১+০ — খাবারের পরে — চলবে", "Clopid", "0+1+0", "once-daily", "after_meal", "continue"),
      m("ক্যাপ. সারজেল ২০ মি.গ্রা.", "১+০+১ — খাবারের আগে — ২ সপ্তাহ", "Sergel", "1+0+1", "twice-daily", "before_meal", "2 weeks"),
    ],
    advice: ["পরামর্শ:", "ভাত কম, সবজি বেশি খাবেন।", "২ সপ্তাহ পরে সুগার মেপে দেখাবেন।"],
  },
  {
    file: "17-photo-mixed-dim",
    style: { ...PHOTO, tilt: 2.5, dim: 0.72 },
    lang: "mixed",
    doctor: DR_EN2,
    patient: PATIENT_EN("Arafat Hossain", "9 Y", "M", "30/04/2025"),
    left: [
      ["C/C", ["Fever 4 days", "Body ache"]],
      ["Inv", ["CBC, NS1 Ag", "Dengue IgM"]],
    ],
    meds: [
      m("Tab. Napa 250 mg", "1+1+1+1 — খাবারের পরে — ৫ দিন", "Napa", "1+1+1+1", "four-times-daily", "after_meal", "5 days"),
      m("Syp. Histacin", "½+০+½ চামচ — ৫ দিন", "Histacin", "½+0+½", "twice-daily", null, "5 days"),
      m("Sach. Orsaline-N", "প্রয়োজনে — পাতলা পায়খানা হলে", "Orsaline-N", null, "as-needed", null, null),
      m("Syp. Ceevit", "0+1+0 চামচ — ১ মাস", "Ceevit", "0+1+0", "once-daily", null, "1 month"),
    ],
    advice: ["Adv:", "প্রচুর তরল খাবার খাওয়াবেন।", "Platelet count after 2 days."],
  },
  {
    file: "18-scanned-english-generics",
    style: { ...SCANNED, font: '"DejaVu Sans Condensed", "Noto Sans Bengali", sans-serif' },
    doctor: DR_EN,
    patient: PATIENT_EN("Mrs. Nasima Khatun", "66 Y", "F", "17/05/2025"),
    meds: [
      m("Tab. Paracetamol 500 mg", "1+0+1 x 5 days (after meal)", "paracetamol", "1+0+1", "twice-daily", "after_meal", "5 days"),
      m("Cap. Omeprazole 20 mg", "1+0+1 x 2 weeks (before meal)", "omeprazole", "1+0+1", "twice-daily", "before_meal", "2 weeks"),
      m("Tab. Metformin 500 mg", "1+0+1 cont. (after meal)", "metformin", "1+0+1", "twice-daily", "after_meal", "continue"),
      m("Tab. Levothyroxine 50 mcg", "1+0+0 cont. (empty stomach)", "levothyroxine", "1+0+0", "once-daily", "before_meal", "continue"),
      m("Tab. Warfarin 5 mg", "0+0+1 cont.", "warfarin", "0+0+1", "once-daily", null, "continue"),
    ],
    advice: ["Adv:", "INR every 2 weeks.", "Report any bleeding at once."],
  },
  // Slip-prone print (issue 31): notation with dots or spaces for '+', 'p/c' and 'a/c' in a
  // small font, Bangla list numbers before Latin names, an 'x' before each length, and brands
  // added to the list after the parser was first tuned (Clont, Omastin, Epitra, Cefimax, Emistat).
  {
    file: "19-photo-english-dotted",
    style: { ...PHOTO, tilt: -1.8 },
    doctor: DR_EN3,
    patient: PATIENT_EN("Md. Mizanur Rahman", "59 Y", "M", "04/06/2025"),
    meds: [
      m("Tab. Clont 75 mg", "0.1.0 — after meal — continue", "Clont", "0+1+0", "once-daily", "after_meal", "continue"),
      m("Tab. Bizoran 5/20 mg", "1.0.0 — continue", "Bizoran", "1+0+0", "once-daily", null, "continue"),
      m("Cap. Seclo 20 mg", "1.0.1 — before meal — 1 month", "Seclo", "1+0+1", "twice-daily", "before_meal", "1 month"),
      m("Tab. Epitra 0.5 mg", "0.0.1 — 2 weeks", "Epitra", "0+0+1", "once-daily", null, "2 weeks"),
    ],
    advice: ["Adv:", "Low salt diet.", "Review after 1 month with lipid profile."],
  },
  {
    file: "20-scanned-english-small-pc",
    style: { ...SCANNED, detailSize: 14 },
    doctor: DR_EN2,
    patient: PATIENT_EN("Nadia Sultana", "24 Y", "F", "11/06/2025"),
    meds: [
      m("Cap. Cefimax 200 mg", "1 0 1 &nbsp; p/c &nbsp; x 7 days", "Cefimax", "1+0+1", "twice-daily", "after_meal", "7 days"),
      m("Tab. Emistat 8 mg", "1 0 1 &nbsp; a/c &nbsp; x 3 days", "Emistat", "1+0+1", "twice-daily", "before_meal", "3 days"),
      m("Cap. Omastin 150 mg", "1 0 0 &nbsp; p/c &nbsp; x 1 day", "Omastin", "1+0+0", "once-daily", "after_meal", "1 day"),
      m("Tab. Fexo 120 mg", "0 0 1 &nbsp; p/c &nbsp; x 10 days", "Fexo", "0+0+1", "once-daily", "after_meal", "10 days"),
    ],
    advice: ["Adv:", "Drink plenty of water.", "Complete the antibiotic course."],
  },
  {
    file: "21-photo-mixed-bangla-numbers",
    style: { ...PHOTO, tilt: 1.6, blur: 0.7 },
    lang: "mixed",
    numbering: "bn",
    doctor: DR_BN,
    patient: PATIENT_BN("মোঃ সাইফুল ইসলাম", "৪৭ বছর", "পুরুষ", "১৫/০৬/২০২৫"),
    meds: [
      m("Tab. Comet 500 mg", "1+0+1 — খাবারের পরে — চলবে", "Comet", "1+0+1", "twice-daily", "after_meal", "continue"),
      m("Tab. Clognil 75 mg", "0+1+0 — খাবারের পরে — চলবে", "Clognil", "0+1+0", "once-daily", "after_meal", "continue"),
      m("Cap. Maxpro 20 mg", "1+0+1 — খাবারের আগে — x 14 days", "Maxpro", "1+0+1", "twice-daily", "before_meal", "14 days"),
      m("Tab. Rosuva 10 mg", "0+0+1 — চলবে", "Rosuva", "0+0+1", "once-daily", null, "continue"),
      m("Tab. Napa 500 mg", "1+1+1 — খাবারের পরে — x 5 days", "Napa", "1+1+1", "three-times-daily", "after_meal", "5 days"),
    ],
    advice: ["পরামর্শ:", "মিষ্টি ও তেল-চর্বি কম খাবেন।", "১ মাস পরে আবার আসবেন।"],
  },
  {
    file: "22-clean-english-spaced-inline",
    style: { ...CLEAN, detailSize: 16 },
    inline: true,
    doctor: DR_EN,
    patient: PATIENT_EN("Mr. Abdur Rob", "70 Y", "M", "19/06/2025"),
    meds: [
      m("Tab. Thyrox 50 mcg", "1 . 0 . 0 &nbsp; a/c &nbsp; cont.", "Thyrox", "1+0+0", "once-daily", "before_meal", "continue"),
      m("Tab. Amdocal 5 mg", "0 . 0 . 1 &nbsp; p/c &nbsp; cont.", "Amdocal", "0+0+1", "once-daily", "after_meal", "continue"),
      m("Tab. Ecosprin 75 mg", "0 . 1 . 0 &nbsp; p/c &nbsp; cont.", "Ecosprin", "0+1+0", "once-daily", "after_meal", "continue"),
      m("Cap. Esonix 20 mg", "1 . 0 . 1 &nbsp; a/c &nbsp; x 4 weeks", "Esonix", "1+0+1", "twice-daily", "before_meal", "4 weeks"),
    ],
    advice: ["Adv:", "Walk 30 minutes daily.", "Check BP every week."],
  },
  {
    file: "23-photo-bangla-spaced-digits",
    style: { ...PHOTO, tilt: -1.2, blur: 0.7 },
    lang: "bn",
    numbering: "bn",
    doctor: DR_BN2,
    patient: PATIENT_BN("মোছাঃ আয়েশা সিদ্দিকা", "৩৮ বছর", "মহিলা", "২৩/০৬/২০২৫"),
    meds: [
      m("ট্যাব. ফেক্সো ১২০ মি.গ্রা.", "০ ০ ১ — ১৪ দিন", "Fexo", "0+0+1", "once-daily", null, "14 days"),
      m("ট্যাব. মোনাস ১০ মি.গ্রা.", "০ ০ ১ — ১ মাস", "Monas", "0+0+1", "once-daily", null, "1 month"),
      m("ক্যাপ. সেকলো ২০ মি.গ্রা.", "১ ০ ১ — খাবারের আগে — ১৪ দিন", "Seclo", "1+0+1", "twice-daily", "before_meal", "14 days"),
      m("ট্যাব. ক্যালবো-ডি", "০ ১ ০ — খাবারের পরে — ৩ মাস", "Calbo-D", "0+1+0", "once-daily", "after_meal", "3 months"),
    ],
    advice: ["পরামর্শ:", "ঠান্ডা খাবার খাবেন না।", "১ মাস পরে আবার আসবেন।"],
  },
  // Tapers (issue 31): a dose that changes after some days, split over two lines in Bangla
  // digits, and three steps on one line in English; the others stay one dose throughout.
  {
    file: "24-photo-mixed-taper",
    style: { ...PHOTO, tilt: 1.4 },
    lang: "mixed",
    doctor: DR_EN,
    patient: PATIENT_EN("Mrs. Kohinoor Begum", "54 Y", "F", "02/07/2025"),
    meds: [
      taper(
        m(
          "Tab. Prednisolone 5 mg",
          "১+০+১ — খাবারের পরে — ৭ দিন,<br>তারপর ০+০+১ — খাবারের পরে — ১৪ দিন",
          "prednisolone",
          "1+0+1",
          "twice-daily",
          "after_meal",
          "21 days",
        ),
        [
          ["1+0+1", 7],
          ["0+0+1", 14],
        ],
      ),
      m("Cap. Seclo 20 mg", "1+0+1 — before meal — 1 month", "Seclo", "1+0+1", "twice-daily", "before_meal", "1 month"),
      taper(
        m(
          "Tab. Dexamethasone 0.5 mg",
          "1+1+1 x 3 days, then 1+0+1 x 3 days, then 1+0+0 x 3 days",
          "dexamethasone",
          "1+1+1",
          "three-times-daily",
          null,
          "9 days",
        ),
        [
          ["1+1+1", 3],
          ["1+0+1", 3],
          ["1+0+0", 3],
        ],
      ),
      m("Tab. Montene 10 mg", "0+0+1 — ১ মাস", "Montene", "0+0+1", "once-daily", null, "1 month"),
    ],
    advice: ["Adv:", "ওষুধ শেষ হলে আবার দেখা করবেন।", "Bring this prescription on your next visit."],
  },
];

const BN_DIGITS = "০১২৩৪৫৬৭৮৯";
const number = (i, style) => (style === "bn" ? `${[...String(i)].map((d) => BN_DIGITS[d]).join("")}।` : `${i}.`);

// Noise as a tiled SVG turbulence, so the page looks like a photo of paper, not a PDF.
const NOISE = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='240' height='240'><filter id='n'><feTurbulence type='fractalNoise' baseFrequency='0.85' numOctaves='2' stitchTiles='stitch'/><feColorMatrix type='saturate' values='0'/></filter><rect width='100%' height='100%' filter='url(#n)'/></svg>",
)}")`;

function html(fx) {
  const s = fx.style;
  const bn = fx.lang === "bn";
  const d = fx.doctor;
  const meds = fx.table
    ? `<table class="meds"><tr>${fx.table.map((h) => `<th>${h}</th>`).join("")}</tr>${fx.meds
        .map(
          (med, i) =>
            `<tr><td>${number(i + 1, fx.numbering)} ${med.text}</td>${med.details
              .split("|")
              .map((c) => `<td>${c}</td>`)
              .join("")}</tr>`,
        )
        .join("")}</table>`
    : fx.meds
        .map((med, i) =>
          fx.inline
            ? `<li><span class="no">${number(i + 1, fx.numbering)}</span><b>${med.text}</b><span class="gap"></span><span class="det-inline">${med.details}</span></li>`
            : `<li><span class="no">${number(i + 1, fx.numbering)}</span><b>${med.text}</b><div class="det">${med.details}</div></li>`,
        )
        .join("");
  const left = fx.left ? `<div class="left">${fx.left.map(([h, lines]) => `<h4>${h}</h4>${lines.map((l) => `<div>${l}</div>`).join("")}`).join("")}</div>` : "";
  const [advHead, ...adv] = fx.advice;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; }
    html, body { margin: 0; }
    body { background: ${s.photo ? "#4a3b2e" : s.tint}; padding: ${s.photo ? "38px 34px" : "0"}; width: ${fx.width}px;
      font-family: ${s.font ?? '"Noto Sans", "Noto Sans Bengali", sans-serif'}; color: #1b1b1b; }
    .page { position: relative; background: ${s.tint}; padding: 40px 48px 36px; overflow: hidden;
      transform: perspective(1400px) rotateX(${s.perspective ?? 0}deg) rotate(${s.tilt}deg); filter: blur(${s.blur}px) brightness(${s.dim ?? 1}); ${s.photo ? "box-shadow: 0 6px 18px rgba(0,0,0,.5);" : ""} }
    .head { display: flex; justify-content: space-between; gap: 24px; border-bottom: 3px double #1d4f7a; padding-bottom: 14px; }
    .head .dr { font-family: "Noto Serif", "Noto Serif Bengali", serif; font-size: 31px; font-weight: 700; color: #1d4f7a; }
    .head .deg { font-size: 17px; font-weight: 600; margin-top: 4px; }
    .head .small { font-size: 15px; margin-top: 2px; }
    .head .chamber { text-align: right; font-size: 15px; line-height: 1.45; max-width: 44%; }
    .patient { font-size: 18px; padding: 10px 0; border-bottom: 1px solid #555; }
    .body { display: flex; min-height: 720px; }
    .left { width: 27%; border-right: 1px solid #777; padding: 16px 16px 0 0; font-size: 16px; line-height: 1.5; }
    .left h4 { margin: 12px 0 2px; font-size: 17px; text-decoration: underline; }
    .rx { flex: 1; padding: 8px 0 0 26px; }
    .rx .sym { font-family: "Noto Serif", serif; font-style: italic; font-weight: 700; font-size: 44px; }
    ol { list-style: none; padding: 0; margin: 6px 0 0; }
    li { font-size: 22px; margin: 0 0 20px; }
    li .no { display: inline-block; width: 34px; }
    li .det { margin: 6px 0 0 34px; font-size: ${s.detailSize ?? 20}px; }
    li .gap { display: inline-block; width: 34px; }
    li .det-inline { font-size: ${s.detailSize ? `${s.detailSize}px` : "inherit"}; }
    table.meds { border-collapse: collapse; margin-top: 8px; font-size: 20px; }
    table.meds th, table.meds td { border: 1px solid #444; padding: 8px 12px; text-align: left; }
    .adv { margin-top: 30px; font-size: 18px; line-height: 1.6; }
    .adv h4 { margin: 0; font-size: 19px; }
    .foot { margin-top: 36px; display: flex; justify-content: flex-end; font-size: 16px; }
    .foot .sig { border-top: 1px solid #333; padding-top: 4px; width: 240px; text-align: center; }
    .band { margin-top: 22px; border-top: 2px solid #1d4f7a; padding-top: 8px; font-size: 14px; text-align: center; color: #1d4f7a; }
    .shade { position: absolute; inset: 0; pointer-events: none;
      background: linear-gradient(${s.tilt > 0 ? 120 : 240}deg, rgba(0,0,0,0) 35%, rgba(45,35,25,${s.shadow}) 100%),
        radial-gradient(ellipse at 30% 20%, rgba(255,255,255,${s.shadow / 3}) 0%, rgba(255,255,255,0) 60%); }
    .noise { position: absolute; inset: 0; pointer-events: none; background-image: ${NOISE}; opacity: ${s.noise}; mix-blend-mode: multiply; }
  </style></head><body><div class="page">
    <div class="head"><div><div class="dr">${d.name}</div><div class="deg">${d.degrees}</div>
      <div class="small">${d.title}</div><div class="small">${d.reg}</div></div>
      <div class="chamber">${d.chamber.join("<br>")}</div></div>
    <div class="patient">${fx.patient}</div>
    <div class="body">${left}<div class="rx"><div class="sym">${fx.rx ?? "Rx"}</div>${fx.table ? meds : `<ol>${meds}</ol>`}
      <div class="adv"><h4>${advHead}</h4>${adv.map((a) => `<div>• ${a}</div>`).join("")}</div>
      <div class="foot"><div class="sig">${bn ? "স্বাক্ষর" : "Signature"}</div></div></div></div>
    <div class="band">${bn ? "বিঃ দ্রঃ ওষুধ খাওয়ার আগে প্রেসক্রিপশন ভালো করে পড়ে নিন।" : "Please bring this prescription on your next visit."}</div>
    ${s.shadow ? '<div class="shade"></div>' : ""}${s.noise ? '<div class="noise"></div>' : ""}
  </div></body></html>`;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 1300, height: 1000 }, deviceScaleFactor: 1 });
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1].split(",") : null;
const expected = {};
for (const [i, fx] of FIXTURES.entries()) {
  expected[`${fx.file}.jpg`] = fx.meds.map((med) => med.expect);
  if (only && !only.some((prefix) => fx.file.startsWith(prefix))) continue;
  fx.width = [1100, 1200, 1300][i % 3];
  await page.setViewportSize({ width: fx.width, height: 1000 });
  await page.setContent(html(fx));
  await page.evaluate(() => document.fonts.ready);
  const path = `${OUT}${fx.file}.jpg`;
  let quality = fx.style.quality;
  for (;;) {
    await page.screenshot({ path, type: "jpeg", quality, fullPage: true });
    if (statSync(path).size <= MAX_BYTES || quality <= 40) break;
    quality -= 6;
  }
  console.log(`${fx.file}.jpg  ${fx.width}px  q${quality}  ${Math.round(statSync(path).size / 1024)} KB`);
}
await browser.close();
writeFileSync(`${OUT}expected.json`, `${JSON.stringify(expected, null, 2)}\n`);
