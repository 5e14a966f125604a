// Rule: docs/rules/assistant.md, "Safety". The danger signs as data: WORDS are the
// things people write (English, Bangla and Banglish), DANGER_RULES say which words
// together make each danger sign. safety.ts folds the question and every word the same
// way (text.ts, foldForMatching), so a spelling variant (ব্যাথা, bytha, oshudh) needs no
// entry of its own. How a word matches:
// - it starts a word (or follows another word of these tables with no space between:
//   "বুকেব্যথা", "sashnitekosto");
// - it may go on (Bangla suffixes, "breath" → "breathing"), unless it ends in "$": then
//   the word ends there ("বিষ$" is not বিষয়, "die$" is not "diet");
// - a space in it may also be missing.
// A rule is a list of word groups that must all appear, in any order; a group written
// "!name" must not appear (kept for the few common questions that are not emergencies).
// Keep it erring towards 999: a false alarm costs one tap, a miss can cost a life.
// The table test (tests/unit/danger-signs.test.ts) holds the real phrasings.

// In this order: the first sign found names the answer (an overdose that made someone
// faint is a poisoning; a diabetic who fainted gets the low-sugar advice too).
export const DANGER_SIGNS = ["poisoning", "chest_pain", "stroke", "breathing", "bleeding", "low_sugar", "unconscious", "suicide"] as const;
export type DangerSign = (typeof DANGER_SIGNS)[number];

export const WORDS = {
  // ── poisoning and overdose ──
  overdose: ["overdose", "over dose", "ওভারডোজ", "ওভার ডোজ", "অতিরিক্ত ডোজ", "অতিরিক্ত মাত্রায়"],
  medicine: [
    "medicine", "medication", "meds$", "pill", "tablet", "tab$", "tabs$", "capsule", "drug", "dose", "insulin", "paracetamol", "napa$",
    "ওষুধ", "অষুধ", "ঔষধ", "ওষুদ", "ট্যাবলেট", "টেবলেট", "ট্যাবলেট", "বড়ি", "ক্যাপসুল", "ডোজ", "ইনসুলিন", "প্যারাসিটামল", "নাপা",
    "osud", "osudh", "oshudh", "oshud", "ousud", "ousudh", "aushadh", "ausud", "osut", "oshut", "oshudho", "ausod", "tablet", "tablate", "bori$", "dos$", "insulin", "insolin",
  ],
  // More than meant: too many, double, twice, extra, a whole strip.
  many: [
    "too many", "too much", "many", "lots of", "a lot of", "double", "twice", "two times", "extra", "handful",
    "অনেক", "বেশি", "অতিরিক্ত", "দ্বিগুণ", "ডাবল", "দুইবার", "দুবার", "দুই বার", "দুই ডোজ", "গাদা",
    "onek", "anek", "besi", "beshi", "bashi", "otirikto", "atirikto", "dabol", "duibar", "dubar",
  ],
  // A strip, a bottle, a pack: "a child swallowed a strip of tablets".
  wholePack: ["strip", "bottle", "pack", "packet", "পাতা", "প্যাকেট", "বোতল", "ফাইল$", "pata$", "patar$", "paketa", "paket", "botol"],
  // Swallowed or eaten, as happens by accident or on purpose (not the daily "took my tablet").
  swallowed: [
    "swallowed", "ate$", "eaten", "drank", "drunk", "has had", "got into", "gulped", "consumed", "ingested",
    "খেয়ে ফেলেছ", "খেয়ে ফেলছ", "খেয়ে ফেলেছে", "খেয়ে ফেলেছি", "খাইয়া ফালাইছ", "খাইয়া ফেলছ", "খেয়ে নিয়েছে", "গিলে ফেল", "গিলেছ", "গিলছে", "খেয়ে ফেলল", "খেয়ে ফেলে",
    "kheye fel", "keye fel", "khaiya fal", "khaiya fel", "kaia fel", "kheye nis", "gile fel", "gilechi", "giliche", "gileche", "kheye felse",
  ],
  // Took, past (the present "take" or the future "খাব" is a dose question, not this).
  took: [
    "took", "taken", "have had", "injected", "gave myself", "gave him", "gave her", "given",
    "খেয়েছি", "খেয়েছে", "খেয়েছেন", "খাইছি", "খাইছে", "খাইছেন", "খেলাম", "খেল$", "খেলো", "নিয়েছি", "নিয়েছে", "নিয়ে ফেলেছি", "নিয়ে ফেলেছে", "দিয়ে ফেলেছি", "দিয়ে ফেলেছে", "দিয়েছি", "দিয়েছে", "পুশ করেছ", "নিলাম",
    "kheyechi", "kheyeche", "khaichi", "khaisi", "khaiche", "khaise", "khelam", "niyechi", "niyeche", "niye felechi", "niye feleche", "diye felechi", "diye feleche", "diyechi", "diyeche", "nilam",
  ],
  // Twice written with a number: only with "by mistake" (two doses a day is many a patient's plan).
  twiceNumber: ["2 times", "2 bar$", "2 doses", "2 dose$", "2 dos$", "2 tablets", "2 pills", "2 ta$", "2টা$", "2টি$", "২ বার", "২ ডোজ", "দুটা", "দুটো", "দুইটা", "two tablets", "two pills", "duita", "duto"],
  insteadOf: ["instead of", "in place of", "বদলে", "জায়গায়", "bodole", "jaygay"],
  // "ভুলে" is also "forgot" (ভুলে গেছি): alone it only backs up a rule that has more.
  mistake: ["by mistake", "mistakenly", "accidentally", "by accident", "ভুল করে", "ভুলে", "ভুলবশত", "bhul kore", "vul kore", "bhule", "vule", "bhul e"],
  forgot: ["forgot", "forget", "ভুলে গেছ", "ভুলে গিয়", "ভুলে যাই", "ভুলে যাচ্ছ", "bhule gechi", "vule gechi", "bhule geche", "vule geche", "bhule jai"],
  mistakeStrong: ["by mistake", "mistakenly", "accidentally", "by accident", "ভুল করে", "ভুলবশত", "bhul kore", "vul kore"],
  sleepingPill: [
    "sleeping pill", "sleeping tablet", "sleeping medicine", "sleep pill", "sleep medicine", "sleeping med",
    "ঘুমের ওষুধ", "ঘুমের বড়ি", "ঘুমের ট্যাবলেট", "ঘুমের অষুধ",
    "ghumer osud", "ghumer osudh", "ghumer oshudh", "ghumer oshud", "ghumer tablet", "ghumer bori", "gumer osud",
  ],
  pesticide: [
    "pesticide", "insecticide", "herbicide", "weed killer", "bug killer", "rat poison", "rat killer", "mouse poison", "organophosphate",
    "কীটনাশক", "পোকামাকড় মারার", "পোকা মারার", "ঘাস মারার", "ইঁদুর মারার", "ইঁদুরের বিষ", "ইদুর মারা",
    "snake bite", "snakebite", "bitten by a snake", "snake bit", "সাপে কামড়", "সাপের কামড়", "সাপ কামড়", "sape kamr", "sap e kamr", "sap kamr", "saap kamr", "saape kamr",
    "kitnashok", "keetnashok", "kitnasok", "kitnashak", "poka marar", "pokamara", "ghas marar", "idur marar", "indur marar", "idurer bish", "indurer bish", "idur mara",
  ],
  poison: ["poison$", "poisons$", "বিষ$", "বিষে$", "বিষটা$", "bish$", "bis$", "bisa$"],
  poisoned: ["poisoned", "বিষ খে", "বিষ খা", "বিষ পান", "bish khe", "bish kha", "bis khe", "bis kha"],
  // Bleach, acid and the like drunk by mistake.
  household: ["kerosene", "kerosin", "কেরোসিন", "bleach", "acid$", "detergent", "harpic", "savlon", "dettol", "ব্লিচিং", "এসিড$", "অ্যাসিড$", "হারপিক", "স্যাভলন", "ডেটল", "এসিড খ", "acid kh"],
  child: ["child", "kid", "baby", "toddler", "son$", "daughter", "grandson", "granddaughter", "grandchild", "নাতি", "নাতনি", "nati$", "natni", "বাচ্চা", "শিশু", "ছেলে", "মেয়ে", "বাবু", "bacca", "baccha", "bachcha", "babu", "chele", "meye", "sisu"],

  // ── chest pain ──
  chest: ["chest", "বুক$", "বুকে", "বুকের", "বুকটা", "বুকের বাম", "buk$", "buke$", "buker$", "bukta$"],
  pain: [
    "pain", "hurt", "ache", "tight", "pressure", "squeez", "heavy", "crushing",
    "ব্যথা", "ব্যাথা", "বেথা", "বেদনা", "চাপ$", "চাপ দিয়", "চাপ লাগ", "চেপে", "চিনচিন", "ভারী", "ভার লাগ", "ভার হয়", "মোচড়", "কামড়",
    "betha", "batha", "bytha", "bedona", "chap$", "chap lag", "chepe", "chin chin", "bhari", "vari", "bhar lag",
  ],
  heartAttack: ["heart attack", "cardiac arrest", "হার্ট অ্যাটাক", "হার্ট এটাক", "হার্ট অ্যাটাক", "হার্টঅ্যাটাক", "hart atak", "heart atak", "heart attak", "hart attack"],

  // ── stroke ──
  stroke: ["stroke", "স্ট্রোক", "ইস্ট্রোক", "strok", "istrok", "brain stroke", "ব্রেন স্ট্রোক", "ব্রেইন স্ট্রোক"],
  prevention: ["prevent", "risk", "chance", "avoid", "reduce", "lower the", "প্রতিরোধ", "ঝুঁকি", "এড়াতে", "সম্ভাবনা", "ঠেকাতে", "jhuki", "protirodh"],
  face: ["face", "mouth", "মুখ", "ঠোঁট", "mukh", "muk$"],
  droop: ["droop", "drop", "fallen", "crooked", "twisted", "lopsided", "uneven", "বেঁকে", "বাঁকা", "বেকে", "ব্যাঁকা", "ঝুলে", "ঝুলে পড়", "টেরা", "beke", "benke", "baka", "banka", "bãka", "jhule", "bakai"],
  limb: ["arm$", "arms$", "leg$", "legs$", "hand$", "hands$", "হাত", "পা$", "পায়ে$", "পায়ের$", "হাত পা", "hat$", "hath$", "hat pa", "pa$", "paye$"],
  numb: ["numb", "paraly", "can not move", "cant move", "cannot move", "অবশ", "অচল", "নাড়াতে পারছ", "নাড়াতে পারছে না", "নড়াতে পারছ", "প্যারালাইসিস", "obosh", "obos", "abosh", "narate parche na", "nerate parche na", "paralysis"],
  oneSide: ["one side", "one arm", "one leg", "left side", "right side", "half of", "এক পাশ", "একপাশ", "এক দিক", "বাম পাশ", "ডান পাশ", "ek pash", "ek pas", "ek dik"],
  weak: ["weak", "দুর্বল", "শক্তি নেই", "durbol", "durbal", "sokti nai", "shokti nai", "sokti nei"],
  sudden: ["sudden", "all of a sudden", "হঠাৎ", "hothat", "hotat", "hothath", "hothad"],
  speech: [
    "slurred", "slurring", "cant speak", "can not speak", "cannot speak", "unable to speak", "cant talk", "cannot talk", "words are mixed", "speaking strangely",
    "কথা জড়িয়ে", "কথা জড়ানো", "কথা জড়িয়", "কথা বলতে পারছ", "কথা বলতে পারছে না", "কথা আটকে", "কথা বের হচ্ছে না", "কথা অস্পষ্ট", "কথা বুঝা যাচ্ছে না", "কথা বোঝা যাচ্ছে না",
    "kotha joriye", "kotha jorie", "kotha jorano", "kotha jorai", "kotha bolte parche na", "kotha bolte parchi na", "kotha atke", "kotha bujha jay na", "kotha bujha jacche na",
  ],

  // ── breathing ──
  breath: ["breath", "শ্বাস", "নিঃশ্বাস", "নিশ্বাস", "দম$", "দম নিতে", "shash", "shas$", "sas$", "nissash", "nishash", "nisshas", "nisash", "dom$", "dom nite"],
  hard: [
    "cant", "can not", "cannot", "unable", "hard", "difficult", "difficulty", "trouble", "struggl", "short", "shortness", "gasp", "stopped",
    "কষ্ট", "নিতে পারছ", "নিতে পারছে না", "নিতে পারছি না", "নিতে পারে না", "বন্ধ", "আটকে", "আটকা", "টান",
    "kosto", "koshto", "kasto", "kashto", "kost", "nite kosto", "nite kasto", "nite parchi na", "nite parche na", "nite pare na", "bondho", "atke", "atka", "tan$", "problem", "সমস্যা", "somossa", "somosya",
  ],
  breathless: ["breathless", "cant get air", "choking", "drowning", "drowned", "পানিতে ডুবে", "panite dube", "panite dube", "choked", "turning blue", "lips are blue", "শ্বাসকষ্ট", "শ্বাস কষ্ট", "দম বন্ধ", "গলায় আটকে", "নীল হয়ে", "হাঁসফাঁস", "sashkosto", "shashkosto", "shas kosto", "dom bondho", "golay atke", "hashfash"],

  // ── bleeding ──
  bleeding: [
    "bleed", "haemorrhag", "hemorrhag", "blood loss", "losing blood",
    "রক্তক্ষরণ", "রক্তপাত", "রক্ত পড়", "রক্ত যা", "রক্ত বের", "রক্ত ঝর", "রক্ত যাচ্ছে", "রক্ত বন্ধ",
    "roktokkhoron", "roktokhoron", "roktopat", "rokto por", "rokto jac", "rokto ber", "rokto bondho", "rakto por",
  ],
  heavy: [
    "heavy", "heavily", "a lot", "lots", "wont stop", "will not stop", "does not stop", "doesnt stop", "not stopping", "keeps", "too much", "gushing", "pouring", "severe",
    "অনেক", "প্রচুর", "থামছে না", "থামে না", "বন্ধ হচ্ছে না", "বন্ধ হয় না", "বন্ধ হচ্ছেনা", "খুব বেশি", "গলগল", "ভেসে যাচ্ছে",
    "onek", "prochur", "thamche na", "bondho hocche na", "bondho hoy na", "khub besi", "khub beshi", "golgol",
  ],
  bloodVomit: [
    "vomiting blood", "vomited blood", "coughing blood", "coughing up blood", "coughed up blood", "blood in vomit", "blood in my vomit", "throwing up blood", "vomit blood", "black tarry",
    "রক্ত বমি", "বমির সাথে রক্ত", "বমিতে রক্ত", "কাশির সাথে রক্ত", "কাশিতে রক্ত", "রক্তবমি", "rokto bomi", "bomir sathe rokto", "kashir sathe rokto", "bomite rokto",
  ],
  pregnant: ["pregnant", "pregnancy", "after delivery", "after giving birth", "after childbirth", "miscarriage", "গর্ভবতী", "গর্ভাবস্থায়", "পোয়াতি", "প্রসবের পর", "ডেলিভারির পর", "বাচ্চা হওয়ার পর", "গর্ভপাত", "pregnent", "gorbhoboti", "gorvoboti", "delivery r por", "deliveryr por", "baccha howar por"],

  // ── unconsciousness and fits ──
  unconscious: [
    "unconscious", "unresponsive", "not responding", "passed out", "fainted", "fainting", "collapsed", "not waking", "wont wake", "will not wake", "cant wake", "cannot wake", "not breathing",
    "seizure", "convuls", "having a fit", "fitting", "fits$", "blacked out",
    "অজ্ঞান", "জ্ঞান হারা", "জ্ঞান হারিয়", "জ্ঞান নেই", "জ্ঞান ফিরছে না", "জ্ঞান ফেরেনি", "বেহুঁশ", "বেহুশ", "হুঁশ নেই", "সাড়া দিচ্ছে না", "সাড়া নেই", "মূর্ছা", "খিঁচুনি", "খিচুনি", "খিঁচুনী", "ঘুম থেকে উঠছে না", "জাগছে না", "ফিট হয়ে", "মৃগী উঠ", "ঢলে পড়",
    "ogyan", "oggan", "ojnan", "agyan", "oggyan", "ajnan", "gyan nai", "gyan nei", "gan nai", "behush", "behus", "hush nai", "sara dicche na", "khichuni", "khicuni", "kichuni", "fit hoye", "jagche na",
  ],

  // ── suicide and self-harm ──
  suicide: [
    "suicid", "kill myself", "killing myself", "end my life", "ending my life", "end it all", "ending it all", "end my own life", "take my own life", "take my life", "taking my life", "self harm", "selfharm", "hurt myself", "hurting myself", "harm myself", "harming myself", "cut myself", "cutting myself", "hang myself", "better off dead", "no reason to live", "nothing to live for",
    "আত্মহত্যা", "আত্মহত্যা", "আত্মহনন", "নিজেকে শেষ", "নিজেকে মেরে", "নিজের ক্ষতি", "নিজেকে কষ্ট দি", "গলায় দড়ি", "গলায় ফাঁস", "ফাঁস দি", "জীবন শেষ করে", "জীবনটা শেষ", "বেঁচে থেকে লাভ নেই", "বেঁচে থেকে কী লাভ", "বেঁচে থেকে কি লাভ",
    "atmohotta", "attohotta", "atmohatya", "attohatta", "atto hotta", "nijeke ses", "nijeke mere", "nijer khoti", "golay dori", "fas dibo", "fash dibo", "jibon ses", "jibon sesh", "beche theke labh nai", "beche theke ki labh",
  ],
  live: ["live$", "living", "বাঁচতে", "বাঁচার", "বেঁচে থাকতে", "বেঁচে থাকার", "বাঁচব", "বাঁচবো", "bachte", "bacte", "bacar", "bachar", "beche thakte", "beche thakar", "bachbo", "bacbo"],
  notWant: [
    "dont want", "do not want", "no reason", "no point", "no wish", "no will", "tired of", "cant go on",
    "চাই না", "চাইনা", "ইচ্ছা নেই", "ইচ্ছে নেই", "ইচ্ছা করে না", "ইচ্ছে করে না", "ইচ্ছা হয় না", "ইচ্ছে হয় না", "মন চায় না", "আর না$",
    "chai na", "chaina", "icche nai", "icche nei", "iccha nai", "icha nai", "icche kore na", "iccha kore na", "mon chay na", "ar na$",
  ],
  die: ["die$", "dead$", "death", "মরে যেতে", "মরে যাই", "মরে যাব", "মরে যাওয়া", "মরতে", "মরে যাওয়াই", "মরণ", "more jete", "more jai", "more jabo", "morte", "more jaoa", "mori jaite", "moira jaite"],
  want: ["want", "wish", "feel like", "চাই", "ইচ্ছা", "ইচ্ছে", "মন চায়", "chai", "icche", "iccha", "mon chay"],

  // ── very low blood sugar ──
  sugar: ["sugar", "glucose", "diabet", "hypo$", "hypoglyc", "সুগার", "শর্করা", "গ্লুকোজ", "হাইপো", "ডায়াবেটিস", "sugar", "sugor", "suger", "gulcose"],
  low: ["low", "dropped", "drop", "fell", "fallen", "down", "কমে", "কম$", "নেমে", "নিচে", "লো$", "kome", "kom$", "neme", "niche"],
  severeLow: [
    "very", "severe", "dangerous", "confus", "shaking", "trembling", "sweating", "cant swallow", "cannot swallow", "not making sense", "drowsy", "wont wake",
    "খুব", "অনেক", "ভীষণ", "মারাত্মক", "কাঁপ", "ঘাম", "গিলতে পারছে না", "এলোমেলো", "উল্টাপাল্টা", "আবোল তাবোল", "ঝিমি", "ঝিমাচ্ছে",
    "khub", "onek", "vison", "bhishon", "marattok", "kapc", "kapche", "kapchi", "gham", "gam$", "ulta palta", "abol tabol", "jhimacche",
  ],
} as const satisfies Record<string, readonly string[]>;

export type WordGroup = keyof typeof WORDS;
/** Word groups that must all appear: "group", "!group" (must not), "group+group" and "group~group" (near each other). */
export type Rule = readonly string[];

// "a+b": a word of a and a word of b at most NEAR_WORDS words apart ("বেশি ওষুধ", "double
// my insulin"), so "I took my medicine, my sugar is still too high" is not an overdose;
// "a~b": at most CLOSE_WORDS apart ("ate my blood pressure pills", "can't move my left arm").
export const NEAR_WORDS = 3;
export const CLOSE_WORDS = 5;
/** Groups read from the numbers of the question rather than from words (safety.ts). */
export const NUMBER_GROUPS = ["bigCount", "lowReading"] as const;
/** "bigCount": this many tablets or more (10 to 99, not a time, a dose in mg or units, or days), as "৩০টা নাপা". */
export const BIG_COUNT = 10;
/** "lowReading": a blood sugar written with a decimal point below this (mmol/L), as "সুগার ২.৫". */
export const LOW_READING_BELOW = 3.0;

export const DANGER_RULES: Record<DangerSign, readonly Rule[]> = {
  poisoning: [
    ["overdose"],
    ["pesticide"],
    ["poisoned"],
    ["poison", "swallowed"],
    ["poison", "took"],
    ["household+swallowed"],
    ["household+took"],
    ["medicine+many", "swallowed"],
    ["medicine+many", "took"],
    ["medicine+many", "mistake", "!forgot"],
    ["medicine+twiceNumber", "took", "mistake", "!forgot"],
    ["medicine+twiceNumber", "swallowed", "mistake"],
    ["medicine~took", "mistakeStrong"],
    ["medicine~swallowed", "mistakeStrong"],
    ["medicine", "insteadOf", "took"],
    ["medicine+bigCount", "took"],
    ["medicine+bigCount", "swallowed"],
    ["medicine+wholePack", "swallowed"],
    ["medicine+wholePack", "took"],
    ["child", "medicine~swallowed"],
    ["sleepingPill+many"],
    ["sleepingPill+wholePack"],
    ["sleepingPill+swallowed"],
  ],
  chest_pain: [["chest", "pain"], ["heartAttack", "!prevention"]],
  stroke: [
    ["stroke", "!prevention"],
    ["face~droop"],
    ["limb~numb"],
    ["oneSide+numb"],
    ["oneSide+weak"],
    ["limb+weak", "sudden"],
    ["speech"],
  ],
  breathing: [["breath+hard"], ["breathless"]],
  bleeding: [["bleeding+heavy"], ["bloodVomit"], ["bleeding", "pregnant"]],
  low_sugar: [["sugar+low", "severeLow"], ["sugar", "unconscious"], ["sugar+lowReading"]],
  unconscious: [["unconscious"]],
  suicide: [["suicide"], ["live+notWant"], ["die+want"]],
};
