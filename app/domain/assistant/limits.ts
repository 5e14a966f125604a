// Rule: docs/rules/assistant.md, "The language model". Numbers shared by the screen and
// POST /api/assistant/ask.

/** A question is at most this long (characters); the box stops there. */
export const QUESTION_MAX = 500;
/** Free-form questions a user may ask the model per window (answers from their own data are not counted: they never reach the server). */
export const ASK_LIMIT = { perWindow: 20, windowSeconds: 60 * 60 } as const;
/** The model's answer is cut at this many tokens (short answers on small screens). */
export const ANSWER_MAX_TOKENS = 400;
/** Header search: at least this many characters, at most this many, and this many results of each kind. */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 60;
export const SEARCH_LIMIT = 5;

/** What POST /api/assistant/ask answers. */
export type AskResponse = { kind: "danger"; sign: string } | { kind: "dose-change" } | { kind: "answer"; text: string };

/** GET /api/search?q=&lang=: the user's medicines, published doctors, published education content. */
export interface SearchResponse {
  medicines: { id: string; name: string; dosage: string | null }[];
  doctors: { id: string; name: string; specialty: string }[];
  articles: { group_id: string; title: string; content_category: string }[];
}
