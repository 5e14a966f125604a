// A form's submit button that is disabled and says what is happening while it runs.
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
