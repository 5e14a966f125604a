// The caregiver link's changes (docs/rules/care.md): online only, through the care
// endpoints (the server makes the code); each refreshes the lists after it.
import type { QueryClient } from "@tanstack/react-query";
import { api } from "~/platform/api";
import { invalidateTables } from "~/platform/sync/invalidate-tables";
import type { CareShares } from "~/domain/care/rules";
import { CARE_LINKS_TABLE } from "./queries";

export interface InviteBody {
  phone: string;
  shares: CareShares;
  minutes: number;
  email?: string;
  lang: string;
}

const refreshed = async <T>(qc: QueryClient, done: Promise<T>) => {
  const answer = await done;
  await invalidateTables(qc, [CARE_LINKS_TABLE]);
  return answer;
};

export const inviteCaregiver = (qc: QueryClient, body: InviteBody) =>
  refreshed(qc, api.post<{ id: string; code: string; expires_at: string }>("/api/care/invites", body));
export const acceptCode = (qc: QueryClient, code: string, lang: string) =>
  refreshed(qc, api.post<{ id: string; patientId: string }>("/api/care/accept", { code, lang }));
export const endCareLink = (qc: QueryClient, id: string) => refreshed(qc, api.post(`/api/care/${encodeURIComponent(id)}/end`));
export const changeSharing = (qc: QueryClient, id: string, change: { shares?: CareShares; minutes?: number }) =>
  refreshed(qc, api.post(`/api/care/${encodeURIComponent(id)}/sharing`, change));
