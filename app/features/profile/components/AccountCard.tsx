// Account information (docs/rules/profile-and-settings.md): email as a mail link, account created, last sign-in.
import { useTranslation } from "react-i18next";
import type { ProfileAccount } from "~/domain/profile/rules";
import { formatDate } from "~/platform/i18n/format";

export function AccountCard({ account }: { account: ProfileAccount }) {
  const { t, i18n } = useTranslation("profile");
  const lang = i18n.language;
  return (
    <section className="card" aria-labelledby="account-h">
      <h2 id="account-h">{t("view.account")}</h2>
      <dl className="facts">
        <dt>{t("view.email")}</dt>
        <dd>
          <a href={`mailto:${account.email}`}>{account.email}</a>
        </dd>
        <dt>{t("view.created")}</dt>
        <dd>{formatDate(account.created_at, lang, { dateStyle: "long" })}</dd>
        <dt>{t("view.lastSignIn")}</dt>
        <dd>{account.last_sign_in_at ? formatDate(account.last_sign_in_at, lang, { dateStyle: "long", timeStyle: "short" }) : t("view.unknown")}</dd>
      </dl>
    </section>
  );
}
