// The way back to a screen's parent ("← Back to tracking"): one look and one touch size everywhere.
import { Link } from "react-router";

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-link back-link">
      <span aria-hidden="true">{"← "}</span>
      {label}
    </Link>
  );
}
