// A native modal <dialog> (focus trap, top layer, focus return by the browser)
// whose closing is the owner's decision: Escape and the × button only ask
// (onRequestClose), so the mark dialog can answer with a confirm instead of
// closing. platform/ui/Dialog.tsx lets Escape close the element at once, which
// suits dialogs that never refuse to close.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  open: boolean;
  title: string;
  onRequestClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
  /** 'alertdialog' for a question that interrupts (the close confirm). */
  role?: "alertdialog";
  /** id of the element that describes the dialog (the question's text). */
  describedBy?: string;
}

export function DoseModal({ open, title, onRequestClose, children, actions, className, role, describedBy }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  useEffect(() => {
    const d = ref.current;
    return () => {
      if (d?.open) d.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ""}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onRequestClose();
      }}
      onClose={() => {
        // The browser closed it on its own (a second Escape it would not let us cancel):
        // show it again and let the owner decide, as for any other close request.
        const d = ref.current;
        if (!open || !d || d.open || !d.isConnected) return;
        d.showModal();
        onRequestClose();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" onClick={() => onRequestClose()} aria-label={t("actions.close")}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
      {actions && <div className="dialog-actions">{actions}</div>}
    </dialog>
  );
}
