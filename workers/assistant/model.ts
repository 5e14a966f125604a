// The language model behind the assistant's free-form questions (docs/rules/assistant.md,
// "The language model"): a Workers AI binding named AI, off unless wrangler.toml has
// `[ai] binding = "AI"`. Only the question goes to the model: no health data, no name,
// no user id. The system prompt carries the safety rules; the server has already run
// the danger-sign and dose-change checks itself (workers/api/assistant.ts).
import type { Language } from "../../app/domain/settings/rules";
import { ANSWER_MAX_TOKENS } from "../../app/domain/assistant/limits";

/** The Workers AI model (text generation). */
export const ASSISTANT_MODEL = "@cf/meta/llama-3.1-8b-instruct";

/** The part of the Workers AI binding we use (a fake one in tests). */
export interface AiBinding {
  run(model: string, input: { messages: { role: "system" | "user"; content: string }[]; max_tokens?: number }): Promise<unknown>;
}

export function systemPrompt(lang: Language): string {
  return [
    "You are the health information helper of Sushastho, an app for patients in Bangladesh.",
    "Give short, general health information in plain words (at most 120 words).",
    "Never diagnose. Never tell anyone to start, stop, skip, double or change a medicine or its dose: say to ask their doctor.",
    "If the question mentions chest pain, trouble breathing, stroke signs, heavy bleeding, fainting or fits, poisoning or an overdose, very low blood sugar or thoughts of suicide, answer only: call 999 now.",
    "You do not know the user's records; do not invent any.",
    "End with: This is general information, not medical advice.",
    lang === "bn" ? "Answer in Bangla as a Bangladeshi doctor speaks to a patient (আপনি, Bangla digits)." : "Answer in English.",
  ].join("\n");
}

/** The model's text, or null when it gave none. */
export async function askModel(ai: AiBinding, question: string, lang: Language): Promise<string | null> {
  const out = await ai.run(ASSISTANT_MODEL, {
    messages: [
      { role: "system", content: systemPrompt(lang) },
      { role: "user", content: question },
    ],
    max_tokens: ANSWER_MAX_TOKENS,
  });
  const text = (out as { response?: unknown } | null)?.response;
  return typeof text === "string" && text.trim() ? text.trim() : null;
}
