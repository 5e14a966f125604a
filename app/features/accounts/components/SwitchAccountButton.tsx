// "Switch account", on More and on the profile page: the switcher loads when first opened.
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

const AccountsDialog = lazy(() => import("./AccountsDialog.client"));

export function SwitchAccountButton({ className = "menu-button" }: { className?: string }) {
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
          <AccountsDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
