// Toasts: at most one visible at a time (docs/rules/navigation-and-offline.md), callable from anywhere (the outbox too).
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  durationMs?: number;
}

const DEFAULT_DURATION_MS = 4000;
let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(t: Omit<Toast, "id">) {
  current = { ...t, id: nextId++ };
  emit();
}

export function dismissToast() {
  current = null;
  emit();
}

export function useCurrentToast() {
  return useSyncExternalStore(
    (cb) => (listeners.add(cb), () => listeners.delete(cb)),
    () => current,
    () => null,
  );
}

export function Toaster() {
  const t = useCurrentToast();
  const { t: tr } = useTranslation();
  useEffect(() => {
    if (!t) return;
    const timer = setTimeout(dismissToast, t.durationMs ?? DEFAULT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [t]);
  if (!t) return null;
  return (
    <div className={`toast toast-${t.variant ?? "default"}`} role={t.variant === "destructive" ? "alert" : "status"} aria-live="polite">
      <div>
        <strong>{t.title}</strong>
        {t.description && <p>{t.description}</p>}
      </div>
      <button type="button" className="icon-button" onClick={dismissToast} aria-label={tr("actions.close")}>
        ×
      </button>
    </div>
  );
}
