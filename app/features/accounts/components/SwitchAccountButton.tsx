// "Switch account", on More, the profile page and a caregiver's day opened from another
// account's alert: the switcher loads when first opened.
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

const AccountsDialog = lazy(() => import("./AccountsDialog.client"));

/** `returnTo`: the page to open once switched (AccountsDialog), else Home. */
export function SwitchAccountButton({ className = "menu-button", returnTo }: { className?: string; returnTo?: string }) {
  const { t } = useTranslation("accounts");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t("open")}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <AccountsDialog open={open} onClose={() => setOpen(false)} returnTo={returnTo} />
        </Suspense>
      )}
    </>
  );
}
