// A modal dialog on the native <dialog>: focus moves in and is kept there, Escape
// closes it, and focus returns to the opener — all by the browser, no library.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

export function Dialog({ open, title, onClose, children, actions }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  // Unmounted while open (a dialog rendered only while needed): closed first, while still in
  // the page, so the browser gives focus back to the control that opened it.
  useLayoutEffect(() => {
    const d = ref.current;
    return () => {
      if (d?.open) d.close();
    };
  }, []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t("actions.close")}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
      {actions && <div className="dialog-actions">{actions}</div>}
    </dialog>
  );
}

/** A yes/no question (Delete All Data, Log Out with unsynced changes). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      title={props.title}
      onClose={props.onCancel}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={props.onCancel}>
            {t("actions.cancel")}
          </button>
          <button type="button" className={`button ${props.destructive ? "button-danger" : ""}`} disabled={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <p>{props.message}</p>
    </Dialog>
  );
}
