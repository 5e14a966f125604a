// Past surgeries (docs/rules/profile-and-settings.md): non-blank trimmed names; add and remove.
import { useTranslation } from "react-i18next";
import { NamedListEditor } from "./NamedListEditor";

interface Props {
  surgeries: string[];
  draft: string;
  error: string | null;
  onDraft: (draft: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

export function SurgeryEditor({ surgeries, draft, error, onDraft, onAdd, onRemove }: Props) {
  const { t } = useTranslation("profile");
  return (
    <NamedListEditor
      title={t("medical.surgeries")}
      nameLabel={t("medical.surgeryName")}
      addLabel={t("medical.addSurgery")}
      name={draft}
      onName={onDraft}
      error={error}
      onAdd={onAdd}
      items={surgeries}
      itemName={(s) => s}
      onRemove={onRemove}
    />
  );
}
