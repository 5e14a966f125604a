// A campaign's button: where it leads in the app (a path; never an outside address).
import { Link } from "react-router";
import { isSameSitePath } from "~/domain/ads/rules";

export function AdLink({ to, label, onFollow, className = "button button-small" }: { to: string; label: string; onFollow: () => void; className?: string }) {
  // A row saved before the stricter rule could still point off-site: it gets no link.
  if (!isSameSitePath(to)) return null;
  return (
    <Link to={to} className={className} onClick={onFollow}>
      {label}
    </Link>
  );
}
