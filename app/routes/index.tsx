// "/" replaces itself with /splash (spec 1 §2).
import { Navigate, redirect } from "react-router";

export const loader = () => redirect("/splash");
export const clientLoader = () => redirect("/splash");

export default function Index() {
  return <Navigate to="/splash" replace />;
}
