// The health assistant (docs/rules/assistant.md): a chat that answers from the user's
// own data on this device, offline too (the same offline queries the screens read),
// safety first (danger signs → call 999; never a dose change), free-form questions to
// the language model when the server has one, the conversation kept on this device
// per user. The engine (intents, formulary, places) is loaded lazily.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AnswerView } from "~/features/assistant/components/AnswerView";
import { ConfirmDialog } from "~/platform/ui/Dialog";
import type { Answer, AssistantData } from "~/domain/assistant/answers";
import { SUGGESTIONS } from "~/domain/assistant/suggestions";
import { QUESTION_MAX, type AskResponse } from "~/domain/assistant/limits";
import { api, ApiError, isNetworkError } from "~/platform/api";
import { clearHistory, readHistory, writeHistory, type ChatMessage } from "~/features/assistant/history";
import { useDoseData, useTimeZone } from "~/features/doses/hooks";
import { isOnline } from "~/platform/device/online";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { useSessionUser } from "~/features/auth/session";
import { loadEngine } from "~/features/assistant/load-engine.client";

// Server-rendered with the data the answers read (the dose data comes with the shell).
export const screen = declareScreen({
  title: "assistant",
  namespaces: ["assistant"],
  styles: ["assistant"],
  scan: true,
  reads: () => ({
    appointments: ["appointments", null],
    labs: ["labValues", null],
    bp: ["healthMetrics", { type: "blood_pressure" }],
    glucose: ["healthMetrics", { type: "blood_glucose" }],
  }),
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

const newId = () => crypto.randomUUID();

/** What the server's answer to a free-form question becomes. */
async function askServer(engine: Awaited<ReturnType<typeof loadEngine>>, question: string, lang: string): Promise<ChatMessage> {
  const at = new Date().toISOString();
  const reply = (answer: Answer): ChatMessage => ({ id: newId(), role: "assistant", answer, at });
  if (!isOnline()) return reply(engine.cannotAnswerAnswer(true));
  try {
    const res = await api.post<AskResponse>("/api/assistant/ask", { question, lang });
    if (res.kind === "danger") return reply(engine.dangerAnswer(res.sign));
    if (res.kind === "dose-change") return reply(engine.doseChangeAnswer());
    return { id: newId(), role: "model", text: res.text, at };
  } catch (err) {
    if (isNetworkError(err)) return reply(engine.cannotAnswerAnswer(true));
    if (err instanceof ApiError && err.code === "assistant_unavailable") return reply(engine.cannotAnswerAnswer(false));
    const key = err instanceof ApiError && err.code === "rate_limited" ? "answers.rateLimited" : "answers.failed";
    return reply({ key, values: {}, lines: [], chips: [], suggest: true });
  }
}

export default function Assistant() {
  const { t, i18n } = useTranslation("assistant");
  const user = useSessionUser();
  const zone = useTimeZone();
  const dose = useDoseData();
  const { appointments, labs, bp, glucose } = screen.useData();
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [question, setQuestion] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void readHistory(user.id).then((h) => live && setMessages(h));
    return () => {
      live = false;
    };
  }, [user.id]);
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages?.length]);

  const data: AssistantData = useMemo(
    () => ({
      dose: dose.data,
      appointments: appointments.data && [...appointments.data.upcoming, ...appointments.data.past],
      labValues: labs.data?.values,
      bloodPressure: bp.data?.items,
      glucose: glucose.data?.items,
    }),
    [dose.data, appointments.data, labs.data, bp.data, glucose.data],
  );

  const append = (list: ChatMessage[], ...more: ChatMessage[]) => {
    const next = [...list, ...more];
    setMessages(next);
    void writeHistory(user.id, next);
    return next;
  };

  const ask = async (text: string) => {
    const q = text.trim();
    if (!q || busy) return;
    setBusy(true);
    setQuestion("");
    const at = new Date().toISOString();
    let list = append(messages ?? [], { id: newId(), role: "user", text: q, at });
    try {
      const engine = await loadEngine();
      const ctx = {
        medicineNames: (data.dose?.medicines ?? []).map((m) => m.name),
        labMetrics: [...new Set((data.labValues ?? []).map((v) => v.metric_name))],
      };
      const intent = engine.detectIntent(q, ctx);
      const local = engine.answerIntent(intent, q, data, new Date(), zone);
      list = append(list, local ? { id: newId(), role: "assistant", answer: local, at: new Date().toISOString() } : await askServer(engine, q, i18n.language));
    } catch {
      // The engine's chunk could not load (offline before it was ever cached): the question is kept in the box.
      setQuestion(q);
      append(list, { id: newId(), role: "assistant", answer: { key: "answers.failed", values: {}, lines: [], chips: [] }, at: new Date().toISOString() });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void ask(question);
  };
  const onClear = async () => {
    setConfirmClear(false);
    await clearHistory(user.id);
    setMessages([]);
  };

  const suggestions = (
    <ul className="assistant-suggestions" aria-label={t("suggestionsTitle")}>
      {SUGGESTIONS.map((s) => (
        <li key={s}>
          <button type="button" className="chip" onClick={() => void ask(t(`suggestions.${s}`))} disabled={busy}>
            {t(`suggestions.${s}`)}
          </button>
        </li>
      ))}
    </ul>
  );
  const last = messages?.[messages.length - 1];

  return (
    <main id="main" className="page assistant">
      <div className="card-head">
        <h1>{t("title")}</h1>
        {messages && messages.length > 0 && (
          <button type="button" className="button button-secondary" onClick={() => setConfirmClear(true)}>
            {t("clear")}
          </button>
        )}
      </div>
      <p className="assistant-disclaimer" role="note">
        {t("disclaimer")}
      </p>
      <section className="assistant-log" aria-live="polite" aria-label={t("conversation")}>
        {messages && messages.length === 0 && (
          <div className="assistant-answer">
            <p>{t("intro")}</p>
          </div>
        )}
        {messages?.map((m) =>
          m.role === "user" ? (
            <p key={m.id} className="assistant-question">
              <span className="visually-hidden">{t("you")}: </span>
              {m.text}
            </p>
          ) : m.role === "model" ? (
            <div key={m.id} className="assistant-answer">
              <p className="assistant-model-text">{m.text}</p>
              <p className="assistant-model-note">{t("modelNote")}</p>
            </div>
          ) : (
            <AnswerView key={m.id} answer={m.answer} zone={zone} />
          ),
        )}
        {busy && <p role="status">{t("thinking")}</p>}
        {messages && (messages.length === 0 || (last?.role === "assistant" && last.answer.suggest)) && suggestions}
        <div ref={endRef} />
      </section>
      <form className="assistant-form" onSubmit={onSubmit}>
        <label htmlFor="assistant-question" className="visually-hidden">
          {t("inputLabel")}
        </label>
        <input
          id="assistant-question"
          type="text"
          value={question}
          maxLength={QUESTION_MAX}
          placeholder={t("placeholder")}
          onChange={(e) => setQuestion(e.target.value)}
          // The engine loads when the user starts to ask, not with the page (the service worker has it for offline).
          onFocus={() => void loadEngine()}
          autoComplete="off"
        />
        <button type="submit" className="button" disabled={busy || !question.trim()}>
          {t("send")}
        </button>
      </form>
      <ConfirmDialog
        open={confirmClear}
        title={t("clearTitle")}
        message={t("clearMessage")}
        confirmLabel={t("clearConfirm")}
        destructive
        onConfirm={() => void onClear()}
        onCancel={() => setConfirmClear(false)}
      />
    </main>
  );
}
