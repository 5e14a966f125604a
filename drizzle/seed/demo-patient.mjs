// Who the demo account is: Rahima Begum of Dhaka, in her fifties, with type 2 diabetes and
// high blood pressure, diagnosed 3 months ago. Fixed facts only; the day-to-day
// records are made from them by demo-doses.mjs and demo-trackers.mjs. Days are
// counted from the day the seed runs (0 = today, -1 = yesterday) in Asia/Dhaka.

export const PROFILE = {
  full_name: "Rahima Begum",
  first_name: "Rahima",
  last_name: "Begum",
  date_of_birth: "1972-06-14",
  gender: "female",
  avatar_url: null,
  age: null,
  has_completed_onboarding: true,
};

// Values of app/domain/profile/rules.ts COMORBIDITIES.
export const MEDICAL_HISTORY = {
  comorbidities: ["Diabetes mellitus (DM)", "Hypertension (HTN)"],
  allergies: [{ name: "Penicillin", severity: "moderate" }],
  past_surgeries: ["Gallbladder removal (2015)"],
  genetic_info: "Mother had type 2 diabetes; father had a stroke at 68.",
  blood_group: "B+",
};

// app/domain/settings/rules.ts DEFAULT_SETTINGS, with her bed and wake-up times.
export const SETTINGS = {
  notifications_enabled: true,
  medication_reminders: true,
  health_tips: true,
  lab_alerts: true,
  privacy_share_data: false,
  privacy_analytics: true,
  theme: "system",
  font_size: "medium",
  language: "en",
  sleep_bedtime_reminder: "23:00",
  sleep_wakeup_reminder: "06:30",
  timezone: "Asia/Dhaka",
  meal_morning: "08:00",
  meal_noon: "14:00",
  meal_evening: "18:00",
  meal_night: "21:00",
};

/** The account was made two days before the first doctor's visit. */
export const ACCOUNT_CREATED = { day: -92, time: "10:15" };

/**
 * Her medicines. `times` are the reminder times ('1+0+1' with the default meal
 * times is 08:00 and 21:00); `added` is when she entered the medicine (after the
 * visit that prescribed it); `stock` is what is left today (Atorvastatin is low,
 * so the low-stock card shows).
 */
export const MEDICINES = [
  {
    key: "metformin",
    name: "Metformin 500 mg",
    dosage: "1+0+1",
    timing: "After meals",
    frequency: "twice-daily",
    category: "long-term",
    duration: null,
    notes: "For diabetes. Take right after breakfast and dinner. খাবারের পরে খেতে হবে।",
    times: ["08:00", "21:00"],
    critical: false,
    added: { day: -90, time: "20:10" },
    stock: 38,
  },
  {
    key: "amlodipine",
    name: "Amlodipine 5 mg",
    dosage: "1+0+0",
    timing: "Morning",
    frequency: "once-daily",
    category: "long-term",
    duration: null,
    notes: "For blood pressure. Tell the doctor if the ankles swell.",
    times: ["08:00"],
    critical: true,
    added: { day: -90, time: "20:12" },
    stock: 17,
  },
  {
    key: "atorvastatin",
    name: "Atorvastatin 10 mg",
    dosage: "0+0+1",
    timing: "At night",
    frequency: "once-daily",
    category: "long-term",
    duration: null,
    notes: "For cholesterol.",
    times: ["21:00"],
    critical: false,
    added: { day: -90, time: "20:14" },
    stock: 4,
  },
  {
    key: "omeprazole",
    name: "Omeprazole 20 mg",
    dosage: "20 mg",
    timing: "Before breakfast",
    frequency: "once-daily",
    category: "long-term",
    duration: null,
    notes: "30 minutes before breakfast. নাস্তার ৩০ মিনিট আগে।",
    times: ["07:30"],
    critical: false,
    added: { day: -90, time: "20:16" },
    stock: 21,
  },
  {
    key: "calcium-d",
    name: "Calcium + Vitamin D",
    dosage: "0+1+0",
    timing: "After lunch",
    frequency: "once-daily",
    category: "short-term",
    duration: "3 months",
    notes: "Added at the second visit, for the bones.",
    times: ["14:00"],
    critical: false,
    added: { day: -45, time: "19:40" },
    stock: 26,
  },
  {
    key: "paracetamol",
    name: "Paracetamol 500 mg",
    dosage: "1 tablet",
    timing: "When needed",
    frequency: "as-needed",
    category: "short-term",
    duration: "As needed",
    notes: "Only for headache or fever, at most 3 a day.",
    times: [],
    maxPerDay: 3,
    minGapHours: 6,
    critical: false,
    added: { day: -90, time: "20:18" },
    stock: 8,
  },
];

export const REFILLS = [
  { key: "atorvastatin-1", medicine: "atorvastatin", day: -31, time: "18:30", quantity: 30, cost: 330, pharmacy: "Lazz Pharma, Dhanmondi" },
  { key: "amlodipine-1", medicine: "amlodipine", day: -38, time: "18:40", quantity: 30, cost: 150, pharmacy: "Lazz Pharma, Dhanmondi" },
  { key: "metformin-1", medicine: "metformin", day: -27, time: "19:05", quantity: 60, cost: 270.5, pharmacy: "Tamanna Pharmacy, Mirpur 10" },
];

/** Doctor's visits: two done, two ahead. `booked` is when she entered it. */
export const APPOINTMENTS = [
  {
    key: "diagnosis",
    doctor_name: "Dr. Kamrul Hasan (Diabetologist)",
    day: -90,
    time: "18:00",
    status: "completed",
    notes: "BIRDEM, Shahbag. HbA1c 8.1%, BP 150/95. Started Metformin, Amlodipine and Atorvastatin; walk 30 minutes a day.",
    reminders: [],
    booked: { day: -92, time: "10:30" },
  },
  {
    key: "first-follow-up",
    doctor_name: "Dr. Kamrul Hasan (Diabetologist)",
    day: -45,
    time: "18:30",
    status: "completed",
    notes: "HbA1c 7.4%, BP better. Added Calcium + Vitamin D for 3 months.",
    reminders: [],
    booked: { day: -89, time: "09:05" },
  },
  {
    key: "second-follow-up",
    doctor_name: "Dr. Kamrul Hasan (Diabetologist)",
    day: 6,
    time: "10:30",
    status: "scheduled",
    notes: "Fasting blood test the same morning (HbA1c, lipid profile). Bring the glucose readings.",
    reminders: [
      { id: "r-1d", type: "days", value: 1, enabled: true },
      { id: "r-3h", type: "hours", value: 3, enabled: true },
    ],
    booked: { day: -45, time: "20:00" },
  },
  {
    key: "eye-check",
    doctor_name: "Dr. Farhana Rahman (Eye specialist)",
    day: 20,
    time: "16:00",
    status: "scheduled",
    notes: "Diabetic eye check with drops. চোখে ড্রপ দেবে, সাথে কাউকে নিয়ে যেতে হবে।",
    reminders: [],
    booked: { day: -3, time: "21:10" },
  },
];

/**
 * Symptoms she wrote down. A headache (and the knee) got a Paracetamol, logged as
 * an as-needed dose 20 minutes later.
 */
export const SYMPTOMS = [
  { day: -2, time: "17:40", type: "headache", severity: 5, duration: "3 hours", notes: "After a long day at the market.", paracetamol: true },
  { day: -6, time: "15:10", type: "fatigue", severity: 4, duration: "All afternoon", notes: null },
  { day: -11, time: "19:30", type: "joint-pain", severity: 4, duration: "1 day", notes: "ডান হাঁটুতে ব্যথা, সিঁড়ি ভাঙার পরে।", paracetamol: true },
  { day: -19, time: "14:20", type: "headache", severity: 4, duration: "2 hours", notes: "Power cut all morning, very hot." },
  { day: -23, time: "07:05", type: "dizziness", severity: 5, duration: "10 minutes", notes: "Got up too quickly from bed." },
  { day: -30, time: "20:45", type: "leg-swelling", severity: 3, duration: "Evenings", notes: "Ankles a little swollen. Ask the doctor about Amlodipine." },
  {
    day: -40,
    time: "13:00",
    type: "headache",
    severity: 6,
    duration: "Half a day",
    notes: "Bus journey to Sylhet for a wedding; forgot the medicines at home.",
  },
  { day: -47, time: "16:00", type: "fatigue", severity: 5, duration: "2 days", notes: null },
  { day: -55, time: "08:20", type: "dizziness", severity: 4, duration: "A few minutes", notes: null },
  { day: -63, time: "11:20", type: "headache", severity: 7, duration: "4 hours", notes: "খুব মাথা ব্যথা, আলো সহ্য হচ্ছিল না।", paracetamol: true },
  { day: -74, time: "14:30", type: "fatigue", severity: 6, duration: "All day", notes: "Very thirsty too." },
  { day: -85, time: "10:00", type: "headache", severity: 6, duration: "3 hours", notes: "Before the BP medicine had started to work.", paracetamol: true },
];

/** The day she travelled and left her medicines at home: every dose missed. */
export const TRAVEL_DAY = -40;
