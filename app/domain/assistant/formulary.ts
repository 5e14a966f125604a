// What the medicines of the prescription-matching list (../bd-medicines.ts) are commonly
// used for, in English and Bangla: general information, never advice for one patient.
// Grouped by use so each text is written once; a unit test checks that every generic of
// that list has a use here. Loaded only by the assistant (lazily, with ../bd-medicines).
import { BD_MEDICINES, type BdMedicine } from "../bd-medicines";
import { namePattern } from "./text";

export interface MedicineUse {
  en: string;
  bn: string;
}

// use id → [English, Bangla, "generic|generic|…"].
const USES: Record<string, [string, string, string]> = {
  pain_fever: ["pain and fever", "ব্যথা ও জ্বর", "paracetamol|paracetamol + caffeine"],
  nsaid: [
    "pain and swelling (inflammation), such as joint or muscle pain",
    "ব্যথা ও ফোলা (প্রদাহ), যেমন গিরায় (জয়েন্টে) বা মাংসপেশির ব্যথা",
    "diclofenac|naproxen|ketorolac|etoricoxib|tolfenamic acid|ibuprofen",
  ],
  strong_pain: ["moderate to severe pain", "মাঝারি থেকে বেশি ব্যথা", "tramadol"],
  acid: [
    "acidity, heartburn and stomach ulcers",
    "গ্যাস্ট্রিক (অ্যাসিডিটি), বুক জ্বালা ও পেটের আলসার",
    "omeprazole|esomeprazole|pantoprazole|rabeprazole|lansoprazole|ranitidine|famotidine|aluminium hydroxide + magnesium hydroxide|sucralfate",
  ],
  nausea: ["nausea, vomiting and bloating", "বমি বমি ভাব, বমি ও পেট ফাঁপা", "domperidone|ondansetron|prochlorperazine|itopride|mosapride"],
  cramps: ["stomach cramps and colicky pain", "পেট কামড়ানো (খিঁচ ধরা) ব্যথা", "hyoscine butylbromide|drotaverine|tiemonium"],
  diarrhoea: ["diarrhoea", "ডায়রিয়া (পাতলা পায়খানা)", "loperamide"],
  ors: [
    "replacing the water and salts lost in diarrhoea or vomiting",
    "ডায়রিয়া বা বমিতে শরীর থেকে বের হয়ে যাওয়া পানি ও লবণ পূরণে",
    "oral rehydration salts",
  ],
  constipation: ["constipation", "কোষ্ঠকাঠিন্য", "lactulose"],
  gut_infection: [
    "stomach and gut infections, such as amoebic dysentery",
    "পেটের সংক্রমণ, যেমন আমাশয়",
    "metronidazole|nitazoxanide|rifaximin",
  ],
  allergy: [
    "allergy: sneezing, runny nose, itching and hives",
    "অ্যালার্জি: হাঁচি, নাক দিয়ে পানি পড়া, চুলকানি ও চাকা চাকা হয়ে ফুলে ওঠা",
    "fexofenadine|cetirizine|levocetirizine|loratadine|desloratadine|rupatadine|bilastine|ebastine|ketotifen",
  ],
  allergy_drowsy: [
    "allergy and itching (it can make you sleepy); promethazine also for nausea",
    "অ্যালার্জি ও চুলকানি (ঘুম ঘুম ভাব হতে পারে); প্রোমেথাজিন বমি ভাবেও",
    "chlorphenamine|promethazine",
  ],
  asthma_prevent: [
    "asthma and COPD, to prevent breathing attacks",
    "হাঁপানি (অ্যাজমা) ও সিওপিডি-তে শ্বাসকষ্ট প্রতিরোধে",
    "montelukast|salmeterol + fluticasone|salmeterol|budesonide|tiotropium|theophylline|doxofylline",
  ],
  asthma_relief: ["quick relief of wheezing and breathlessness in asthma", "হাঁপানিতে হঠাৎ শ্বাসকষ্ট কমাতে", "salbutamol"],
  cough: ["cough with phlegm", "কফসহ কাশি", "ambroxol|adhatoda vasica"],
  nose: ["a blocked or runny nose and nasal allergy", "নাক বন্ধ, নাক দিয়ে পানি পড়া ও নাকের অ্যালার্জি", "fluticasone furoate|xylometazoline|mometasone"],
  antibiotic: [
    "bacterial infections (an antibiotic)",
    "জীবাণু (ব্যাকটেরিয়া) দিয়ে হওয়া সংক্রমণ (অ্যান্টিবায়োটিক)",
    "azithromycin|cefixime|cefuroxime|ceftriaxone|ciprofloxacin|levofloxacin|amoxicillin|amoxicillin + clavulanic acid|flucloxacillin|clarithromycin|cephradine|cefpodoxime|doxycycline|ofloxacin|moxifloxacin|cefadroxil|linezolid",
  ],
  urine_infection: ["urinary tract infections", "প্রস্রাবের সংক্রমণ", "nitrofurantoin"],
  worms: ["worm infections (ivermectin also for scabies)", "কৃমি (আইভারমেকটিন খোস-পাঁচড়াতেও)", "albendazole|mebendazole|ivermectin"],
  fungus: [
    "fungal infections of the skin, nails, mouth or vagina",
    "ত্বক, নখ, মুখ বা যোনিপথের ছত্রাক (ফাঙ্গাস) সংক্রমণ, যেমন দাদ",
    "fluconazole|terbinafine|itraconazole|ketoconazole|clotrimazole",
  ],
  herpes: ["herpes and shingles (virus infections)", "হারপিস ও হার্পিস জোস্টার (ভাইরাস সংক্রমণ)", "aciclovir"],
  flu: ["influenza (flu)", "ইনফ্লুয়েঞ্জা (ফ্লু)", "oseltamivir"],
  scabies: ["scabies and lice", "খোস-পাঁচড়া (স্ক্যাবিস) ও উকুন", "permethrin"],
  skin_infection: ["skin infections (cream or ointment)", "ত্বকের সংক্রমণ (মলম)", "mupirocin|fusidic acid"],
  blood_pressure: [
    "high blood pressure",
    "উচ্চ রক্তচাপ (হাই প্রেশার)",
    "amlodipine|losartan|losartan + hydrochlorothiazide|amlodipine + olmesartan|valsartan|amlodipine + valsartan|nifedipine|indapamide|olmesartan|telmisartan|hydrochlorothiazide|enalapril|ramipril|lisinopril|captopril|methyldopa|labetalol|prazosin|clonidine|amlodipine + atenolol|bisoprolol + hydrochlorothiazide",
  ],
  heart_rate: [
    "high blood pressure, a fast heartbeat and some heart conditions",
    "উচ্চ রক্তচাপ, বুক ধড়ফড় (দ্রুত হৃদস্পন্দন) ও কিছু হৃদরোগ",
    "atenolol|bisoprolol|metoprolol|propranolol|carvedilol|diltiazem",
  ],
  water: [
    "removing extra water from the body (swollen legs, heart failure) and high blood pressure",
    "শরীরের বাড়তি পানি কমাতে (পা ফোলা, হার্ট ফেইলিউর) ও উচ্চ রক্তচাপে",
    "furosemide|spironolactone",
  ],
  angina: [
    "chest pain from heart disease (angina)",
    "হৃদরোগের কারণে বুকে ব্যথা (অ্যানজাইনা)",
    "isosorbide dinitrate|isosorbide mononitrate|glyceryl trinitrate|trimetazidine|ivabradine|ranolazine",
  ],
  heart_failure: ["heart failure and an irregular heartbeat", "হার্ট ফেইলিউর ও অনিয়মিত হৃদস্পন্দন", "digoxin"],
  cholesterol: [
    "high cholesterol and blood fats, to protect the heart",
    "রক্তে বেশি কোলেস্টেরল ও চর্বি কমাতে, হৃদরোগ প্রতিরোধে",
    "atorvastatin|rosuvastatin|simvastatin|fenofibrate",
  ],
  antiplatelet: [
    "preventing blood clots, heart attacks and strokes",
    "রক্ত জমাট বাঁধা, হার্ট অ্যাটাক ও স্ট্রোক প্রতিরোধে",
    "aspirin|clopidogrel|ticagrelor",
  ],
  blood_thinner: [
    "thinning the blood to prevent or treat clots",
    "রক্ত পাতলা রাখতে: রক্ত জমাট বাঁধা প্রতিরোধ ও চিকিৎসায়",
    "warfarin|rivaroxaban|apixaban",
  ],
  diabetes: [
    "type 2 diabetes (it lowers blood sugar)",
    "টাইপ ২ ডায়াবেটিস (রক্তে শর্করা কমায়)",
    "metformin|glimepiride|gliclazide|sitagliptin|sitagliptin + metformin|linagliptin|vildagliptin|vildagliptin + metformin|empagliflozin|dapagliflozin|glibenclamide|pioglitazone",
  ],
  insulin: [
    "diabetes (insulin lowers blood sugar)",
    "ডায়াবেটিস (ইনসুলিন রক্তে শর্করা কমায়)",
    "biphasic human insulin 30/70|isophane human insulin|soluble human insulin|insulin glargine|insulin aspart|biphasic insulin aspart 30/70|insulin degludec|insulin lispro|insulin",
  ],
  thyroid_low: ["an underactive thyroid (hypothyroidism)", "থাইরয়েড হরমোন কম থাকা (হাইপোথাইরয়েডিজম)", "levothyroxine"],
  thyroid_high: ["an overactive thyroid (hyperthyroidism)", "থাইরয়েড হরমোন বেশি থাকা (হাইপারথাইরয়েডিজম)", "carbimazole"],
  bones: [
    "calcium and vitamin D for the bones",
    "হাড়ের জন্য ক্যালসিয়াম ও ভিটামিন ডি",
    "calcium carbonate|calcium carbonate + vitamin d3|calcium|cholecalciferol",
  ],
  vitamin_b: [
    "a lack of vitamin B and nerve problems such as numbness or tingling",
    "ভিটামিন বি-এর ঘাটতি ও স্নায়ুর সমস্যা, যেমন হাত-পা ঝিনঝিন করা",
    "vitamin b1 + vitamin b6 + vitamin b12|methylcobalamin|vitamin b complex",
  ],
  supplement: ["a vitamin or mineral supplement", "ভিটামিন বা খনিজের সম্পূরক", "zinc|vitamin c|multivitamin"],
  anaemia: ["anaemia (low blood) and during pregnancy", "রক্তস্বল্পতা ও গর্ভাবস্থায়", "ferrous sulphate + folic acid|iron|folic acid"],
  calming: [
    "anxiety, sleep problems and fits (it can become habit-forming)",
    "দুশ্চিন্তা, ঘুমের সমস্যা ও খিঁচুনি (অভ্যাস হয়ে যেতে পারে)",
    "clonazepam|diazepam",
  ],
  mood: [
    "depression and anxiety (amitriptyline also for nerve pain)",
    "বিষণ্নতা ও দুশ্চিন্তা (অ্যামিট্রিপটিলিন স্নায়ুর ব্যথাতেও)",
    "flupentixol + melitracen|sertraline|escitalopram|fluoxetine|amitriptyline|mirtazapine",
  ],
  psychosis: [
    "serious mental illness such as schizophrenia or bipolar disorder",
    "গুরুতর মানসিক রোগ, যেমন সিজোফ্রেনিয়া বা বাইপোলার ডিজঅর্ডার",
    "olanzapine|risperidone",
  ],
  nerve_pain: ["nerve pain (for example in diabetes) and fits", "স্নায়ুর ব্যথা (যেমন ডায়াবেটিসে) ও খিঁচুনি", "pregabalin|gabapentin"],
  epilepsy: ["epilepsy (fits)", "মৃগী রোগ (খিঁচুনি)", "levetiracetam|sodium valproate|carbamazepine|phenytoin"],
  dizziness: [
    "dizziness and vertigo (flunarizine also to prevent migraine)",
    "মাথা ঘোরা (ভার্টিগো) (ফ্লুনারিজিন মাইগ্রেন প্রতিরোধেও)",
    "betahistine|cinnarizine|flunarizine",
  ],
  steroid: [
    "inflammation and allergy in many conditions, such as asthma, joints or skin (a steroid)",
    "নানা রোগে প্রদাহ ও অ্যালার্জি কমাতে, যেমন হাঁপানি, গিরা বা ত্বকের রোগে (স্টেরয়েড)",
    "prednisolone|dexamethasone|hydrocortisone|methylprednisolone|betamethasone",
  ],
  skin_steroid: ["itchy, inflamed skin such as eczema or psoriasis (a cream)", "চুলকানি ও লাল হয়ে যাওয়া ত্বক, যেমন একজিমা বা সোরিয়াসিস (মলম)", "clobetasol"],
  gout: ["gout (high uric acid)", "গেঁটে বাত (ইউরিক অ্যাসিড বেশি)", "allopurinol|febuxostat|colchicine"],
  arthritis: [
    "rheumatoid arthritis and some other long-term inflammatory diseases",
    "রিউমাটয়েড আর্থ্রাইটিস ও কিছু দীর্ঘমেয়াদি প্রদাহজনিত রোগ",
    "methotrexate|hydroxychloroquine",
  ],
  prostate: ["an enlarged prostate (trouble passing urine)", "প্রোস্টেট বড় হওয়া (প্রস্রাবে সমস্যা)", "tamsulosin|finasteride"],
  muscle: ["stiff muscles and muscle spasm", "মাংসপেশি শক্ত হয়ে যাওয়া ও খিঁচ ধরা", "baclofen|tolperisone"],
  bleeding: ["reducing heavy bleeding, such as heavy periods", "বেশি রক্তপাত কমাতে, যেমন মাসিকে বেশি রক্ত গেলে", "tranexamic acid"],
  periods: ["period problems and birth control (a hormone)", "মাসিকের সমস্যা ও জন্মনিয়ন্ত্রণে (হরমোন)", "norethisterone|medroxyprogesterone"],
  contraceptive: ["preventing pregnancy (the birth control pill)", "জন্মনিয়ন্ত্রণ (খাওয়ার বড়ি)", "levonorgestrel + ethinylestradiol"],
  misoprostol: [
    "stomach ulcers, and in pregnancy care under a doctor",
    "পাকস্থলীর আলসার, আর ডাক্তারের তত্ত্বাবধানে গর্ভাবস্থার চিকিৎসায়",
    "misoprostol",
  ],
};

const BY_GENERIC = new Map<string, MedicineUse>();
for (const [en, bn, generics] of Object.values(USES)) for (const g of generics.split("|")) BY_GENERIC.set(g, { en, bn });

/** What a generic (lower case, as in bd-medicines.ts) is commonly used for, or null. */
export const useOfGeneric = (generic: string): MedicineUse | null => BY_GENERIC.get(generic) ?? null;

// Longest names first, so "Napa Extra" wins over "Napa" and "amlodipine + olmesartan" over "amlodipine".
const NAMES = [...BD_MEDICINES].sort((a, b) => b.name.length - a.name.length).map((m) => ({ m, re: namePattern(m.name) }));
const BANGLA = BD_MEDICINES.flatMap((m) => m.bn.map((bn) => ({ m, bn }))).sort((a, b) => b.bn.length - a.bn.length);

/** The list entry a free text names (a medicine's name as the user typed it, or a question), English or Bangla spelling. */
export function findListedMedicine(text: string): BdMedicine | null {
  const lower = text.toLowerCase();
  for (const { m, re } of NAMES) if (re.test(lower)) return m;
  for (const { m, bn } of BANGLA) if (text.includes(bn)) return m;
  return null;
}

export interface MedicineLookup {
  /** The name in the list that matched (brand or generic). */
  listed: string;
  generic: string;
  use: MedicineUse;
}

/** What the medicine a text names is commonly used for, or null when it is not in our list. */
export function lookUpMedicine(text: string): MedicineLookup | null {
  const found = findListedMedicine(text);
  const use = found && useOfGeneric(found.generic);
  return found && use ? { listed: found.name, generic: found.generic, use } : null;
}
