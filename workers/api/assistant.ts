// POST /api/assistant/ask (docs/rules/assistant.md): a free-form question to the
// language model. Safety first, here too (a phone may run old code): a danger sign
// answers "call 999" and a dose change "ask your doctor" without the model. Without
// the AI binding the answer is 503 assistant_unavailable and the screen says so.
import { log } from "../../durable-objects/lib/log";
import { Hono } from "hono";
import * as z from "zod/mini";
import { QUESTION_MAX, type AskResponse } from "../../app/domain/assistant/limits";
import { safetyCheck } from "../../app/domain/assistant/safety";
import { LANGUAGES } from "../../app/domain/settings/rules";
import { overAskLimit } from "../assistant/ask-limit";
import { askModel, type AiBinding } from "../assistant/model";
import { parseJson, requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

const askSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(QUESTION_MAX)),
  lang: z.enum(LANGUAGES),
});

export const assistantApi = new Hono<ApiEnv>().post("/ask", requireUser, async (c) => {
  const { question, lang } = await parseJson(c, askSchema);
  c.header("cache-control", "no-store");
  const safety = safetyCheck(question);
  if (safety?.kind === "danger") return c.json<AskResponse>({ kind: "danger", sign: safety.sign });
  if (safety) return c.json<AskResponse>({ kind: "dose-change" });
  const ai = c.env.AI as AiBinding | undefined;
  if (!ai) throw new ApiError(503, "assistant_unavailable", "The assistant cannot answer free-form questions now");
  if (await overAskLimit(c.env.DB, c.get("userId"))) throw new ApiError(429, "rate_limited", "Too many questions. Please try again later.");
  let text: string | null;
  try {
    text = await askModel(ai, question, lang);
  } catch (err) {
    log.error("assistant model failed", {}, err);
    throw new ApiError(502, "assistant_failed", "The assistant could not answer now");
  }
  if (!text) throw new ApiError(502, "assistant_failed", "The assistant could not answer now");
  return c.json<AskResponse>({ kind: "answer", text });
});
