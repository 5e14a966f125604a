// A dashboard card for one article or story: its label, title, summary, read time and a
// link to the reader. Nothing to show (no piece, or not loaded yet): a quiet line.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { educationPath, type EducationCard } from "~/domain/education/rules";
import { formatNumber } from "~/platform/i18n/format";

export function EducationPieceCard({ label, piece, loaded, className }: { label: string; piece: EducationCard | null; loaded: boolean; className: string }) {
  const { t, i18n } = useTranslation("dashboard");
  return (
    <article className={`card education-piece-card ${className}`}>
      <p className="education-piece-label">{label}</p>
      {piece ? (
        <>
          <h3 lang={piece.language}>{piece.title}</h3>
          {piece.summary && (
            <p className="muted" lang={piece.language}>
              {piece.summary}
            </p>
          )}
          {piece.read_time_minutes != null && (
            <p className="muted">{t("education.readTime", { minutes: formatNumber(piece.read_time_minutes, i18n.language) })}</p>
          )}
          <Link to={educationPath(piece.group_id)} className="text-link" aria-label={t("education.readPiece", { title: piece.title })}>
            {t("education.read")}
          </Link>
        </>
      ) : (
        <p className="muted">{loaded ? t("education.none") : t("education.loading")}</p>
      )}
    </article>
  );
}
