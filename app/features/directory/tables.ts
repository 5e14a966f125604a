// The directory answers' tables, apart from appliers.ts, which loads with the first write.
export const FAVORITE_TABLE = "doctor_favorites";
export const FAVORITE_TABLES = [FAVORITE_TABLE] as const;
/** The directory's own tables (the admin area changes them; their notices refresh searches and profiles). */
export const DIRECTORY_TABLES = ["doctors", "facilities"] as const;
