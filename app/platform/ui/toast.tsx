// Toasts (docs/rules/navigation-and-offline.md, "Notices"): up to three at once, one on the
// sign-in screens (app/domain/toasts.ts), each closing after its time; callable from
// anywhere (the outbox too).
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { keepNewest, TOAST_DURATION_MS, TOAST_LIMIT, toastLimit, withNotice } from "~/domain/toasts";

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  durationMs?: number;
}

const NONE: readonly Toast[] = [];
let shown: readonly Toast[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();
const set = (list: readonly Toast[]) => {
  shown = list;
  listeners.forEach((l) => l());
};

export function toast(t: Omit<Toast, "id">) {
  // The screen's own limit decides at once, so an older notice never flashes on a sign-in screen.
  const limit = typeof location === "undefined" ? TOAST_LIMIT : toastLimit(location.pathname);
  set(withNotice(shown, limit, { ...t, id: nextId++ }));
}

/** Closes one notice, or all of them. */
export function dismissToast(id?: number) {
  set(id === undefined ? NONE : shown.filter((t) => t.id !== id));
}

export function useToasts() {
  return useSyncExternalStore(
    (cb) => (listeners.add(cb), () => listeners.delete(cb)),
    () => shown,
    () => NONE,
  );
}

function ToastItem({ toast: t }: { toast: Toast }) {
  const { t: tr } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(t.id), t.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [t.id, t.durationMs]);
  return (
    <div className={`toast toast-${t.variant ?? "default"}`} role={t.variant === "destructive" ? "alert" : "status"} aria-live="polite">
      <div>
        <strong>{t.title}</strong>
        {t.description && <p>{t.description}</p>}
      </div>
      <button type="button" className="icon-button" onClick={() => dismissToast(t.id)} aria-label={tr("actions.close")}>
        ×
      </button>
    </div>
  );
}

export function Toaster() {
  const list = useToasts();
  const { pathname } = useLocation();
  // Arriving on a sign-in screen with several open: only the newest stays.
  const limit = toastLimit(pathname);
  useEffect(() => {
    if (shown.length > limit) set(keepNewest(shown, limit));
  }, [limit, list]);
  if (!list.length) return null;
  return (
    <div className="toast-stack">
      {/* Newest at the bottom, nearest the thumb; each keeps its own time. */}
      {keepNewest(list, limit).map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
