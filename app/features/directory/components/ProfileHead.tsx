// The top of a doctor's or a facility's profile: its name with the heart, what it is
// (specialty or kind) with the sample badge, and a sample's note.
import { useTranslation } from "react-i18next";
import type { FavoriteKind } from "~/domain/directory/rules";
import { FavoriteButton } from "./FavoriteButton";
import { SampleBadge } from "./SampleBadge";

interface Props {
  kind: FavoriteKind;
  id: string;
  name: string;
  /** The specialty or facility kind, already translated. */
  what: string;
  favorite: Parameters<typeof FavoriteButton>[0]["target"];
}

export function ProfileHead({ kind, id, name, what, favorite }: Props) {
  const { t } = useTranslation("doctors");
  return (
    <>
      <div className="listing-head">
        <h1>{name}</h1>
        <FavoriteButton kind={kind} id={id} name={name} target={favorite} />
      </div>
      <p className="listing-what">
        {what} <SampleBadge sample={favorite.is_sample} />
      </p>
      {favorite.is_sample && <p className="muted">{t("sampleNote")}</p>}
    </>
  );
}
