// Settings → Family (issue 31; docs/rules/care.md): invite a caregiver (the code shown big,
// or sent to an email), the links on both sides with what is shared, the minutes and End,
// and accepting someone's code. The list is the careLinks read; every change is online.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AcceptCode } from "~/features/care/components/AcceptCode";
import { CareLinks } from "~/features/care/components/CareLinks";
import { InviteCaregiver } from "~/features/care/components/InviteCaregiver";
import { InternetRequired } from "~/platform/device/InternetRequired";
import { DataView } from "~/platform/reads/DataView";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

export const screen = declareScreen({
  title: "family",
  namespaces: ["care"],
  scan: true,
  reads: () => [["careLinks", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function Family() {
  const { t } = useTranslation("care");
  const [links] = screen.useData();
  const [params] = useSearchParams();
  return (
    <main id="main" className="page stack">
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      <DataView query={links} offlineText={t("links.offline")} errorText={t("links.loadError")}>
        {(data) => <CareLinks data={data} />}
      </DataView>
      <section className="card stack" aria-labelledby="care-invite">
        <h2 id="care-invite">{t("invite.title")}</h2>
        <p className="muted">{t("invite.intro")}</p>
        <InternetRequired feature="careInvite">
          <InviteCaregiver />
        </InternetRequired>
      </section>
      <section className="card stack" aria-labelledby="care-accept">
        <h2 id="care-accept">{t("accept.title")}</h2>
        <p className="muted">{t("accept.intro")}</p>
        <AcceptCode initial={params.get("code") ?? ""} />
      </section>
    </main>
  );
}
