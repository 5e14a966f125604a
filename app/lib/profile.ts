// Reading the profile (one query for profile, medical history and account facts)
// and changing it through the outbox, like every other write.
import { useQuery } from "@tanstack/react-query";
import type { MedicalHistoryInput, ProfileInput, ProfileResponse } from "~/domain/profile";
import { api } from "./api";
import { applyProfileOp, cacheProfile, cachedProfile, PROFILE_TABLES, profileQueryKey } from "./profile-cache";
import { useSessionUser } from "./session";
import { useOutbox } from "./sync-provider";

export function useProfile() {
  const user = useSessionUser();
  const outbox = useOutbox();
  return useQuery({
    queryKey: profileQueryKey(user.id),
    queryFn: async () => {
      const fresh = await api.get<ProfileResponse>("/api/profile");
      // Changes still waiting in the outbox are not on the server yet: keep showing them.
      const pending = (await outbox.pending()).filter((op) => (PROFILE_TABLES as readonly string[]).includes(op.table));
      const data = pending.reduce((d, op) => applyProfileOp(d, user.id, op), fresh);
      cacheProfile(user.id, data);
      return data;
    },
    initialData: () => cachedProfile(user.id),
    initialDataUpdatedAt: 0,
  });
}

export function useProfileWriter() {
  const user = useSessionUser();
  const outbox = useOutbox();
  return {
    saveProfile: (data: Partial<ProfileInput>) => outbox.mutate({ table: "profiles", type: "update", id: user.id, data }),
    saveMedicalHistory: (data: Partial<MedicalHistoryInput>) =>
      outbox.mutate({ table: "medical_history", type: "update", id: user.id, data }),
  };
}
