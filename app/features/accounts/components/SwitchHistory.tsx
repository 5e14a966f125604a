// The last switches on this phone (docs/rules/entry-and-accounts.md, "Several accounts on one phone"):
// who to whom and when, on the user's clock and in the reader's digits.
import { useTranslation } from "react-i18next";
import type { SwitchRecord } from "~/domain/accounts/switch-history-rules";
import { useTimeZone } from "~/features/doses/hooks";
import { formatDateTime } from "~/platform/i18n/format";

export function SwitchHistory({ history }: { history: readonly SwitchRecord[] }) {
  const { t, i18n } = useTranslation("accounts");
  const zone = useTimeZone();
  return (
    <section className="stack switch-history" aria-labelledby="switch-history-title">
      <h3 id="switch-history-title">{t("history.title")}</h3>
      {history.length === 0 ? (
        <p className="muted">{t("history.none")}</p>
      ) : (
        <ol className="switch-history-list" data-testid="switch-history">
          {history.map((r) => (
            <li key={`${r.at}-${r.to.userId}`}>
              <span>{t("history.fromTo", { from: r.from.name, to: r.to.name })}</span>
              <span className="muted">
                <time dateTime={r.at}>{formatDateTime(r.at, i18n.language, zone)}</time>
                {r.status === "rolled_back" && ` · ${t("history.rolledBack")}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
