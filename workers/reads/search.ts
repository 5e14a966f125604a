// The header search (docs/rules/assistant.md, "Header search"): the user's own medicines,
// published doctors and published education content whose names contain the text, as one
// read (one D1 statement). Medicines are the session user's; the content is shown as the
// education list shows it (published, the UI language's row or else the other's).
import { and, asc, eq, isNotNull, ne, sql, type AnyColumn } from "drizzle-orm";
import { SEARCH_LIMIT, type SearchResponse } from "../../app/domain/assistant/limits";
import type { Language } from "../../app/domain/settings/rules";
import { doctors, medicines } from "../../drizzle/schema";
import { educationMatchesQuery } from "./education";
import { param, qb, type Read } from "./read";

/** `column` contains the lower-cased text (a substring, never a pattern). */
const contains = (column: AnyColumn) => sql`instr(lower(${column}), ${param("q")}) > 0`;

const queries = [
  qb
    .select({ id: medicines.id, name: medicines.name, dosage: medicines.dosage })
    .from(medicines)
    .where(and(eq(medicines.user_id, param("userId")), ne(medicines.category, "deleted"), contains(medicines.name)))
    .orderBy(sql`lower(${medicines.name})`, asc(medicines.id))
    .limit(SEARCH_LIMIT),
  qb
    .select({ id: doctors.id, name_en: doctors.name_en, name_bn: doctors.name_bn, specialty: doctors.specialty })
    .from(doctors)
    .where(and(isNotNull(doctors.published_at), sql`(${contains(doctors.name_en)} or ${contains(doctors.name_bn)})`))
    .orderBy(asc(doctors.name_en), asc(doctors.id))
    .limit(SEARCH_LIMIT),
  educationMatchesQuery(SEARCH_LIMIT),
];

type DoctorHit = { id: string; name_en: string; name_bn: string; specialty: string };
type ArticleHit = { id: string; group_id: string | null; title: string; content_category: string };

export function searchRead(userId: string, q: string, lang: Language, at = new Date()): Read<SearchResponse> {
  return {
    queries,
    values: { userId, q: q.toLowerCase(), lang, now: at.toISOString() },
    shape: ([meds, docs, articles]) => ({
      medicines: meds as SearchResponse["medicines"],
      doctors: (docs as DoctorHit[]).map((d) => ({ id: d.id, name: lang === "bn" ? d.name_bn : d.name_en, specialty: d.specialty })),
      articles: (articles as ArticleHit[]).map((a) => ({ group_id: a.group_id ?? a.id, title: a.title, content_category: a.content_category })),
    }),
  };
}
