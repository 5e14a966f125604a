// "/" replaces itself with /splash (docs/rules/entry-and-accounts.md, "First run"); the medicine alarm link
// /?alarm=true&time=HH:mm (docs/rules/medicines.md, "Reminders") goes to /dashboard with that query instead,
// where the alarm controller (features/doses/components/DoseAlarm.tsx) opens the mark
// dialog and clears it. /dashboard is protected: without a session the guard
// sends the visitor to sign in.
import { Navigate, redirect, useLocation } from "react-router";
import type { Route } from "./+types/index";
import { indexTarget } from "~/domain/doses/mark-dialog-rules";

export const loader = ({ request }: Route.LoaderArgs) => redirect(indexTarget(new URL(request.url).search));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => redirect(indexTarget(new URL(request.url).search));

export default function Index() {
  return <Navigate to={indexTarget(useLocation().search)} replace />;
}
