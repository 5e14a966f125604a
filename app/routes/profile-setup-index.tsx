import { Navigate } from "react-router";

export default function ProfileSetupIndex() {
  return <Navigate to="/profile/setup/basic" replace />;
}
