// Choosing what a medicine looks like (docs/rules/medicines.md, "Appearance"): a row of
// large shape buttons (radios, each drawing its shape), colour swatches (checkboxes, at
// most two: a third tick unticks the oldest and says so) and a live preview. The inputs
// are uncontrolled like every field of the form kit (docs/forms.md): the form reads
// `pill_shape` and `pill_colors` on submit, and what was chosen before hydration stays
// and shows in the preview once React is there.
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { appearanceOf, PILL_COLOR_IDS, PILL_COLORS, PILL_COLORS_MAX, PILL_SHAPES, type PillColor, type PillShape } from "~/domain/medicines/pill-appearance";
import { PillIcon } from "./PillIcon";

interface Props {
  shape: string;
  colors: readonly string[];
  /** The schema's message for the colours or the shape, translated. */
  error?: string;
}

const ticked = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLInputElement>('input[name="pill_colors"]:checked'), (i) => i.value);

export function PillAppearanceField({ shape: initialShape, colors: initialColors, error }: Props) {
  const { t } = useTranslation(["medicine-form", "medicines"]);
  const ref = useRef<HTMLFieldSetElement>(null);
  const [shape, setShape] = useState(initialShape);
  // In the order they were ticked: the oldest is the one a third tick replaces.
  const [order, setOrder] = useState<string[]>([...initialColors]);
  const [note, setNote] = useState<string | null>(null);

  // Chosen before the page was ready: the preview follows once it is.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    setShape(root.querySelector<HTMLInputElement>('input[name="pill_shape"]:checked')?.value ?? "");
    setOrder(ticked(root));
  }, []);

  const colorName = (c: string) => t(`medicines:appearance.colors.${c}`);
  const shapeName = (s: string) => t(`medicines:appearance.shapes.${s}`);

  const onColor = (e: ChangeEvent<HTMLInputElement>) => {
    const box = e.currentTarget;
    const rest = order.filter((c) => c !== box.value);
    if (!box.checked) {
      setOrder(rest);
      setNote(null);
      return;
    }
    const next = [...rest, box.value];
    const dropped = next.slice(0, Math.max(0, next.length - PILL_COLORS_MAX));
    for (const c of dropped) {
      const old = box.form?.querySelector<HTMLInputElement>(`input[name="pill_colors"][value="${c}"]`);
      if (old) old.checked = false;
    }
    setNote(dropped.length ? t("medicine-form:appearance.colorsReplaced", { color: dropped.map(colorName).join(", ") }) : null);
    setOrder(next.slice(dropped.length));
  };

  // The saved order is the palette's (the form reads the boxes in page order); the preview draws the same.
  const colors = PILL_COLOR_IDS.filter((c) => order.includes(c));
  const look = appearanceOf({ pill_shape: shape || null, pill_colors: colors });
  const description = look ? [shapeName(look.shape), colors.map(colorName).join(" + ")].filter(Boolean).join(", ") : null;
  const drawn = (s: PillShape) => ({ shape: s, colors: colors.slice(0, PILL_COLORS_MAX) as PillColor[] });

  return (
    <fieldset ref={ref} className="pill-appearance" aria-describedby="pill-appearance-hint">
      <legend>{t("medicine-form:appearance.legend")}</legend>
      <p id="pill-appearance-hint" className="field-hint">
        {t("medicine-form:appearance.hint")}
      </p>

      <fieldset className="pill-choices" onChange={(e) => setShape((e.target as unknown as HTMLInputElement).value)}>
        <legend>{t("medicine-form:appearance.shape")}</legend>
        <label className="pill-choice">
          <input type="radio" name="pill_shape" value="" defaultChecked={initialShape === ""} />
          <span className="pill-none" aria-hidden="true">
            —
          </span>
          <span>{t("medicine-form:appearance.noShape")}</span>
        </label>
        {PILL_SHAPES.map((s) => (
          <label key={s} className="pill-choice">
            <input type="radio" name="pill_shape" value={s} defaultChecked={initialShape === s} />
            <PillIcon appearance={drawn(s)} size={36} />
            <span>{shapeName(s)}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="pill-choices" aria-describedby={error ? "pill-colors-error" : undefined}>
        <legend>{t("medicine-form:appearance.colors")}</legend>
        {PILL_COLOR_IDS.map((c) => (
          <label key={c} className="pill-choice">
            <input
              type="checkbox"
              name="pill_colors"
              value={c}
              defaultChecked={initialColors.includes(c)}
              onChange={onColor}
              aria-invalid={error ? true : undefined}
            />
            <span className="pill-swatch" style={{ background: PILL_COLORS[c] }} aria-hidden="true" />
            <span>{colorName(c)}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="pill-colors-error" className="field-error">
          {error}
        </p>
      )}
      <p className="field-hint" aria-live="polite">
        {note}
      </p>

      <div className="pill-preview">
        {look ? <PillIcon appearance={look} size={64} label={description ?? undefined} /> : <span className="pill-none pill-none-large" aria-hidden="true" />}
        <span aria-live="polite">{description ? t("medicine-form:appearance.preview", { description }) : t("medicine-form:appearance.previewNone")}</span>
      </div>
    </fieldset>
  );
}
