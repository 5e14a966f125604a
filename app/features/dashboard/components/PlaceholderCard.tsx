// A dashboard card whose feature a later issue builds: its title, what it will
// show, and a link to its screen when there is one.
import { Link } from "react-router";

export function PlaceholderCard({ title, body, link }: { title: string; body: string; link?: { to: string; label: string } }) {
  return (
    <article className="card placeholder-card">
      <h3>{title}</h3>
      <p className="muted">{body}</p>
      {link && (
        <Link to={link.to} className="text-link">
          {link.label}
        </Link>
      )}
    </article>
  );
}
