// How a medicine shows at a glance (docs/rules/medicines.md, "Appearance"): its picture when
// it has one, else its drawn shape and colours, else nothing. Decorative: the medicine's
// name is always written beside it.
import { appearanceOf } from "~/domain/medicines/pill-appearance";
import { PillIcon } from "./PillIcon";

interface Lookable {
  image_url?: string | null;
  pill_shape?: unknown;
  pill_colors?: unknown;
}

export function MedicineLook({ medicine, size = 40 }: { medicine: Lookable; size?: number }) {
  if (medicine.image_url) {
    return <img className="medicine-look" src={medicine.image_url} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  }
  const look = appearanceOf(medicine);
  return look ? <PillIcon appearance={look} size={size} className="medicine-look" /> : null;
}
