// docs/rules/care.md: the user's links. As a patient: each caregiver (or open invite) with
// what is shared and the minutes, which the patient changes, and End. As a caregiver: each
// person looked after, their day, and End.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CARE_SHARES, ESCALATION_MINUTE_CHOICES, type CareShares } from "~/domain/care/rules";
import type { CareLinksResponse, CareLinkView } from "~/domain/care/types";
import { formatNumber } from "~/platform/i18n/format";
import { toast } from "~/platform/ui/toast";
import { changeSharing, endCareLink } from "../writes";
import { ChoiceRow } from "./ChoiceRow";

function useAct() {
  const { t } = useTranslation("care");
  const [busy, setBusy] = useState(false);
  return {
    busy,
    act: async (work: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await work();
      } catch {
        toast({ variant: "destructive", title: t("links.failed") });
      } finally {
        setBusy(false);
      }
    },
  };
}

function CaregiverRow({ link }: { link: CareLinkView }) {
  const { t, i18n } = useTranslation("care");
  const qc = useQueryClient();
  const { busy, act } = useAct();
  const name = link.other_name ?? (link.invited_email ? t("links.invitedEmail", { email: link.invited_email }) : t("links.pending"));
  return (
    <li className="stack care-link" data-testid="care-caregiver">
      <strong>{name}</strong>
      {link.status === "pending" && <span className="muted">{t("links.waiting")}</span>}
      <ChoiceRow
        name={`shares-${link.id}`}
        legend={t("shares.legend")}
        options={CARE_SHARES}
        value={link.shares}
        label={(v) => t(`shares.${v}`)}
        onChange={(shares: CareShares) => void act(() => changeSharing(qc, link.id, { shares }))}
      />
      <ChoiceRow
        name={`minutes-${link.id}`}
        legend={t("minutes.legend")}
        options={ESCALATION_MINUTE_CHOICES}
        value={link.escalation_minutes as (typeof ESCALATION_MINUTE_CHOICES)[number]}
        label={(v) => t("minutes.value", { n: formatNumber(v, i18n.language) })}
        onChange={(minutes) => void act(() => changeSharing(qc, link.id, { minutes }))}
      />
      <button type="button" className="button button-secondary" disabled={busy} onClick={() => void act(() => endCareLink(qc, link.id))}>
        {link.status === "pending" ? t("links.cancel") : t("links.end")}
      </button>
    </li>
  );
}

function PatientRow({ link }: { link: CareLinkView }) {
  const { t } = useTranslation("care");
  const qc = useQueryClient();
  const { busy, act } = useAct();
  return (
    <li className="stack care-link" data-testid="care-patient">
      <strong>{link.other_name}</strong>
      <span className="muted">{t(`shares.${link.shares}`)}</span>
      <Link className="button" to={`/care/${encodeURIComponent(link.other_id ?? "")}`}>
        {t("links.seeDay")}
      </Link>
      <button type="button" className="button button-secondary" disabled={busy} onClick={() => void act(() => endCareLink(qc, link.id))}>
        {t("links.end")}
      </button>
    </li>
  );
}

export function CareLinks({ data }: { data: CareLinksResponse }) {
  const { t } = useTranslation("care");
  return (
    <>
      <section className="card stack" aria-labelledby="care-caregivers">
        <h2 id="care-caregivers">{t("links.caregivers")}</h2>
        {data.caregivers.length === 0 ? (
          <p className="muted">{t("links.noCaregivers")}</p>
        ) : (
          <ul className="care-list">
            {data.caregivers.map((l) => (
              <CaregiverRow key={l.id} link={l} />
            ))}
          </ul>
        )}
      </section>
      <section className="card stack" aria-labelledby="care-patients">
        <h2 id="care-patients">{t("links.patients")}</h2>
        {data.patients.length === 0 ? (
          <p className="muted">{t("links.noPatients")}</p>
        ) : (
          <ul className="care-list">
            {data.patients.map((l) => (
              <PatientRow key={l.id} link={l} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
