// A campaign's button: where it leads in the app (a path; never an outside address).
import { Link } from "react-router";

export function AdLink({ to, label, onFollow, className = "button button-small" }: { to: string; label: string; onFollow: () => void; className?: string }) {
  return (
    <Link to={to} className={className} onClick={onFollow}>
      {label}
    </Link>
  );
}
