// What a patient will see of an item being edited (docs/rules/admin.md, "Content"): an
// article's or story's text through the reader's own renderer, in each language.
import { useTranslation } from "react-i18next";
import { ContentBlocks } from "~/features/education/components/ContentBlocks";
import { isEducationKind, type AdminContentKind } from "~/domain/admin/rules";
import { textToBlocks } from "~/domain/education/content-blocks";
import type { FormValues } from "~/platform/forms/form-values";

const str = (v: FormValues[string] | undefined) => (typeof v === "string" ? v.trim() : "");

export function ContentPreview({ kind, values }: { kind: AdminContentKind; values: FormValues }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="preview-title" className="stack" data-testid="content-preview">
      <h2 id="preview-title">{t("edit.previewTitle")}</h2>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))", gap: "1rem" }}>
        {(["en", "bn"] as const).map((lang) => {
          const title = str(values[`title_${lang}`] ?? values[`name_${lang}`]);
          const body = str(values[`body_${lang}`]);
          return (
            <article key={lang} lang={lang} className="card stack">
              <p className="muted">{t(`languages.${lang}`)}</p>
              {kind === "tip" ? (
                str(values.language) === lang && str(values.tip_text) ? (
                  <p>{str(values.tip_text)}</p>
                ) : (
                  <p className="muted">{t("edit.noPreview")}</p>
                )
              ) : !title ? (
                <p className="muted">{t("edit.noPreview")}</p>
              ) : (
                <>
                  <h3>{title}</h3>
                  {str(values[`author_${lang}`]) && <p className="muted">{str(values[`author_${lang}`])}</p>}
                  {str(values.image_url) && <img src={str(values.image_url)} alt="" style={{ maxWidth: "100%" }} />}
                  {kind === "video" && str(values.video_url) && <video src={str(values.video_url)} controls style={{ maxWidth: "100%" }} />}
                  {str(values[`summary_${lang}`]) && <p>{str(values[`summary_${lang}`])}</p>}
                  {isEducationKind(kind) ? <ContentBlocks blocks={textToBlocks(body)} /> : body && <p>{body}</p>}
                  {str(values[`note_${lang}`]) && <p className="muted">{str(values[`note_${lang}`])}</p>}
                </>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
