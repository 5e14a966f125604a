// The sample directory (docs/rules/doctors.md, "Sample directory"): fictional doctors and
// healthcare facilities across all 8 divisions, every specialty, in English and Bangla.
// Every row is is_sample = 1 and the app labels it "Sample listing"; every name ends in
// "(Sample)" / "(নমুনা)" and every phone number is 01000-xxxxxx, a prefix no Bangladeshi
// operator uses. None of these people or places exists. Ids are stable ("sample-doc-…",
// "sample-fac-…"), so seeding twice changes nothing (INSERT OR IGNORE).

const SPECIALTIES = [
  "cardiologist",
  "gynecologist",
  "endocrinologist",
  "diabetologist",
  "pediatrician",
  "nephrologist",
  "dermatologist",
  "orthopedic_surgeon",
  "psychiatrist",
  "general_physician",
  "gastroenterologist",
];

/** The qualifications a specialist of each kind usually lists (degrees only; no institutions). */
const QUALIFICATIONS = {
  cardiologist: ["MBBS, FCPS (Medicine), MD (Cardiology)", "এমবিবিএস, এফসিপিএস (মেডিসিন), এমডি (কার্ডিওলজি)"],
  gynecologist: ["MBBS, FCPS (Obstetrics & Gynaecology)", "এমবিবিএস, এফসিপিএস (গাইনি ও প্রসূতি)"],
  endocrinologist: ["MBBS, MD (Endocrinology)", "এমবিবিএস, এমডি (এন্ডোক্রাইনোলজি)"],
  diabetologist: ["MBBS, CCD, FCPS (Medicine)", "এমবিবিএস, সিসিডি, এফসিপিএস (মেডিসিন)"],
  pediatrician: ["MBBS, DCH, FCPS (Paediatrics)", "এমবিবিএস, ডিসিএইচ, এফসিপিএস (শিশু)"],
  nephrologist: ["MBBS, MD (Nephrology)", "এমবিবিএস, এমডি (নেফ্রোলজি)"],
  dermatologist: ["MBBS, DDV, FCPS (Dermatology)", "এমবিবিএস, ডিডিভি, এফসিপিএস (চর্ম ও যৌন)"],
  orthopedic_surgeon: ["MBBS, MS (Orthopaedics)", "এমবিবিএস, এমএস (অর্থোপেডিক্স)"],
  psychiatrist: ["MBBS, FCPS (Psychiatry)", "এমবিবিএস, এফসিপিএস (মনোরোগ)"],
  general_physician: ["MBBS, FCGP", "এমবিবিএস, এফসিজিপি"],
  gastroenterologist: ["MBBS, MD (Gastroenterology)", "এমবিবিএস, এমডি (গ্যাস্ট্রোএন্টারোলজি)"],
};

const FIRST = [
  ["Arif", "আরিফ"],
  ["Nasrin", "নাসরিন"],
  ["Tanvir", "তানভীর"],
  ["Farzana", "ফারজানা"],
  ["Mahmud", "মাহমুদ"],
  ["Sharmin", "শারমিন"],
  ["Rafiq", "রফিক"],
  ["Shirin", "শিরিন"],
  ["Kamal", "কামাল"],
  ["Rumana", "রুমানা"],
  ["Habib", "হাবিব"],
  ["Laila", "লায়লা"],
  ["Jamal", "জামাল"],
  ["Tahmina", "তাহমিনা"],
  ["Sohel", "সোহেল"],
  ["Nadia", "নাদিয়া"],
  ["Imran", "ইমরান"],
  ["Sabina", "সাবিনা"],
  ["Rashed", "রাশেদ"],
  ["Mitu", "মিতু"],
];
const LAST = [
  ["Hossain", "হোসেন"],
  ["Akter", "আক্তার"],
  ["Rahman", "রহমান"],
  ["Islam", "ইসলাম"],
  ["Chowdhury", "চৌধুরী"],
  ["Sarker", "সরকার"],
  ["Das", "দাস"],
  ["Karim", "করিম"],
  ["Begum", "বেগম"],
  ["Uddin", "উদ্দিন"],
  ["Alam", "আলম"],
];

/** Where the sample is: a district of each division (ids of app/domain/directory/bd-locations.json) with its coordinates and an upazila. */
const PLACES = [
  { division: "dhaka", district: "dhaka", upazila: null, lat: 23.7465, lng: 90.376, en: "Dhanmondi, Dhaka", bn: "ধানমন্ডি, ঢাকা" },
  { division: "chattogram", district: "chattogram", upazila: null, lat: 22.3569, lng: 91.7832, en: "Panchlaish, Chattogram", bn: "পাঁচলাইশ, চট্টগ্রাম" },
  { division: "sylhet", district: "sylhet", upazila: "sylhet/beanibazar", lat: 24.8296, lng: 92.1559, en: "Beanibazar, Sylhet", bn: "বিয়ানীবাজার, সিলেট" },
  { division: "rajshahi", district: "rajshahi", upazila: null, lat: 24.3636, lng: 88.6241, en: "Laxmipur, Rajshahi", bn: "লক্ষ্মীপুর, রাজশাহী" },
  { division: "khulna", district: "khulna", upazila: null, lat: 22.8456, lng: 89.5403, en: "Sonadanga, Khulna", bn: "সোনাডাঙ্গা, খুলনা" },
  { division: "barishal", district: "barishal", upazila: null, lat: 22.701, lng: 90.3535, en: "Band Road, Barishal", bn: "বান্দ রোড, বরিশাল" },
  { division: "rangpur", district: "rangpur", upazila: null, lat: 25.7439, lng: 89.2752, en: "Jahaj Company More, Rangpur", bn: "জাহাজ কোম্পানি মোড়, রংপুর" },
  { division: "mymensingh", district: "mymensingh", upazila: null, lat: 24.7471, lng: 90.4203, en: "Charpara, Mymensingh", bn: "চরপাড়া, ময়মনসিংহ" },
  { division: "dhaka", district: "gazipur", upazila: null, lat: 24.0023, lng: 90.4264, en: "Joydebpur, Gazipur", bn: "জয়দেবপুর, গাজীপুর" },
  { division: "chattogram", district: "cumilla", upazila: null, lat: 23.4607, lng: 91.1809, en: "Kandirpar, Cumilla", bn: "কান্দিরপাড়, কুমিল্লা" },
  { division: "khulna", district: "jashore", upazila: null, lat: 23.1664, lng: 89.2081, en: "Ghop, Jashore", bn: "ঘোপ, যশোর" },
  { division: "rajshahi", district: "bogura", upazila: null, lat: 24.8466, lng: 89.3773, en: "Satmatha, Bogura", bn: "সাতমাথা, বগুড়া" },
];

const FACILITY_NAMES = [
  ["Shapla", "শাপলা"],
  ["Padma", "পদ্মা"],
  ["Meghna", "মেঘনা"],
  ["Jamuna", "যমুনা"],
  ["Karnaphuli", "কর্ণফুলী"],
  ["Surma", "সুরমা"],
  ["Teesta", "তিস্তা"],
  ["Rupsha", "রূপসা"],
  ["Kirtankhola", "কীর্তনখোলা"],
  ["Brahmaputra", "ব্রহ্মপুত্র"],
  ["Turag", "তুরাগ"],
  ["Gomti", "গোমতী"],
];
const KIND_NAMES = {
  hospital: ["General Hospital", "জেনারেল হাসপাতাল"],
  clinic: ["Clinic", "ক্লিনিক"],
  diagnostic_center: ["Diagnostic Centre", "ডায়াগনস্টিক সেন্টার"],
};
const DEPARTMENTS = {
  hospital: [
    { en: "Medicine", bn: "মেডিসিন" },
    { en: "Cardiology", bn: "হৃদরোগ" },
    { en: "Gynaecology & Obstetrics", bn: "গাইনি ও প্রসূতি" },
    { en: "Paediatrics", bn: "শিশু" },
    { en: "Emergency", bn: "জরুরি বিভাগ" },
  ],
  clinic: [
    { en: "General outpatients", bn: "সাধারণ বহির্বিভাগ" },
    { en: "Diabetes care", bn: "ডায়াবেটিস সেবা" },
  ],
  diagnostic_center: [
    { en: "Pathology", bn: "প্যাথলজি" },
    { en: "X-ray & ultrasound", bn: "এক্স-রে ও আল্ট্রাসনোগ্রাম" },
    { en: "ECG", bn: "ইসিজি" },
  ],
};

/** Visiting hours, as a chamber shows them (Bangla: বিকেল / রাত / সকাল with Bangla digits). */
const HOURS = [
  ["Sat–Thu, 5:00 pm – 9:00 pm", "শনি–বৃহস্পতি, বিকেল ৫:০০ – রাত ৯:০০"],
  ["Sat, Mon, Wed, 4:00 pm – 8:00 pm", "শনি, সোম, বুধ, বিকেল ৪:০০ – রাত ৮:০০"],
  ["Sun–Thu, 9:00 am – 1:00 pm", "রবি–বৃহস্পতি, সকাল ৯:০০ – দুপুর ১:০০"],
  ["Fri, 10:00 am – 2:00 pm", "শুক্র, সকাল ১০:০০ – দুপুর ২:০০"],
];

const FEES = [500, 600, 700, 800, 1000, 1200];
const CREATED = "2026-11-01T00:00:00.000Z";
const phone = (n) => `01000-${String(n).padStart(6, "0")}`;
const num = (n) => String(n).padStart(3, "0");

/** Every facility and doctor of the sample, as table rows (JSON columns as objects). */
export function buildDirectorySample() {
  const facilities = [];
  // Each place gets a hospital; every other one a clinic, every third a diagnostic centre.
  PLACES.forEach((p, i) => {
    const kinds = ["hospital", ...(i % 2 === 0 ? ["clinic"] : []), ...(i % 3 === 0 ? ["diagnostic_center"] : [])];
    for (const kind of kinds) {
      const [en, bn] = FACILITY_NAMES[(i + facilities.length) % FACILITY_NAMES.length];
      facilities.push({
        id: `sample-fac-${num(facilities.length + 1)}`,
        kind,
        name_en: `${en} ${KIND_NAMES[kind][0]} (Sample)`,
        name_bn: `${bn} ${KIND_NAMES[kind][1]} (নমুনা)`,
        address_en: `${facilities.length + 12} Sample Road, ${p.en}`,
        address_bn: `${toBangla(facilities.length + 12)} নমুনা সড়ক, ${p.bn}`,
        phone: phone(100 + facilities.length),
        departments: DEPARTMENTS[kind],
        division: p.division,
        district: p.district,
        upazila: p.upazila,
        latitude: round(p.lat + 0.003 * (facilities.length % 5)),
        longitude: round(p.lng + 0.002 * (facilities.length % 4)),
        place_id: null,
        is_sample: true,
        published_at: CREATED,
        created_at: CREATED,
        updated_at: CREATED,
      });
    }
  });
  const doctors = [];
  const add = (specialty, placeIndex) => {
    const n = doctors.length;
    const p = PLACES[placeIndex];
    const [fEn, fBn] = FIRST[n % FIRST.length];
    const [lEn, lBn] = LAST[(n * 7 + placeIndex) % LAST.length];
    const here = facilities.filter((f) => f.district === p.district);
    const main = here[n % here.length];
    const second = here.length > 1 ? here[(n + 1) % here.length] : null;
    const fee = FEES[n % FEES.length];
    const chamber = (f, h) => ({
      facility_id: f.id,
      name_en: f.name_en,
      name_bn: f.name_bn,
      address_en: f.address_en,
      address_bn: f.address_bn,
      hours_en: HOURS[h % HOURS.length][0],
      hours_bn: HOURS[h % HOURS.length][1],
      phone: f.phone,
      fee_bdt: fee,
    });
    doctors.push({
      id: `sample-doc-${num(n + 1)}`,
      name_en: `Dr. ${fEn} ${lEn} (Sample)`,
      name_bn: `ডা. ${fBn} ${lBn} (নমুনা)`,
      specialty,
      qualifications_en: QUALIFICATIONS[specialty][0],
      qualifications_bn: QUALIFICATIONS[specialty][1],
      phone: phone(n + 1),
      fee_bdt: fee,
      facility_id: main.id,
      chambers: second ? [chamber(main, n), chamber(second, n + 2)] : [chamber(main, n)],
      division: p.division,
      district: p.district,
      upazila: p.upazila,
      latitude: round(p.lat + 0.004 * ((n % 7) - 3)),
      longitude: round(p.lng + 0.004 * ((n % 5) - 2)),
      place_id: null,
      is_sample: true,
      published_at: CREATED,
      created_at: CREATED,
      updated_at: CREATED,
    });
  };
  // Every specialty in every division's main district…
  for (const specialty of SPECIALTIES) for (let i = 0; i < 8; i++) add(specialty, i);
  // …a general physician, a gynaecologist and a paediatrician in the four other districts…
  for (let i = 8; i < PLACES.length; i++) for (const s of ["general_physician", "gynecologist", "pediatrician"]) add(s, i);
  // …and enough cardiologists in Dhaka for more than one page (Load More).
  for (let k = 0; k < 14; k++) add("cardiologist", 0);
  return { facilities, doctors };
}

const round = (v) => Math.round(v * 10000) / 10000;
const toBangla = (n) => String(n).replace(/[0-9]/g, (d) => "০১২৩৪৫৬৭৮৯"[Number(d)]);
