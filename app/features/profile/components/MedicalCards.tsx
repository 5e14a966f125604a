// The medical history as cards (docs/rules/profile-and-settings.md): conditions, allergies with severity
// badges (severe in the destructive style), past surgeries, genetic information.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { COMORBIDITIES, type MedicalHistory } from "~/domain/profile/rules";
import { SeverityBadge } from "./SeverityBadge";

const conditionKey = new Map<string, string>(COMORBIDITIES.map((c) => [c.value, c.key]));

function Card({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation("profile");
  return (
    <section className="card">
      <h3>{title}</h3>
      {empty ? <p className="muted">{t("view.noneRecorded")}</p> : children}
    </section>
  );
}

export function MedicalCards({ history }: { history: MedicalHistory | null }) {
  const { t } = useTranslation("profile");
  const conditions = history?.comorbidities ?? [];
  const allergies = history?.allergies ?? [];
  const surgeries = history?.past_surgeries ?? [];
  return (
    <div className="medical-cards">
      <Card title={t("view.conditions")} empty={!conditions.length}>
        <ul className="plain-list">
          {conditions.map((c) => (
            <li key={c}>{conditionKey.has(c) ? t(`comorbidities.${conditionKey.get(c)}`) : c}</li>
          ))}
        </ul>
      </Card>
      <Card title={t("view.allergies")} empty={!allergies.length}>
        <ul className="entry-list">
          {allergies.map((a, i) => (
            <li key={`${a.name}-${i}`} style={{ paddingRight: "0.75rem" }}>
              <span>{a.name}</span>
              <SeverityBadge severity={a.severity} />
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t("view.surgeries")} empty={!surgeries.length}>
        <ul className="plain-list">
          {surgeries.map((s, i) => (
            <li key={`${s}-${i}`}>{s}</li>
          ))}
        </ul>
      </Card>
      <Card title={t("view.bloodGroup")} empty={!history?.blood_group}>
        <p style={{ margin: 0 }}>{history?.blood_group}</p>
      </Card>
      <Card title={t("view.genetic")} empty={!history?.genetic_info}>
        <p style={{ margin: 0, whiteSpace: "pre-wrap" }}>{history?.genetic_info}</p>
      </Card>
    </div>
  );
}
