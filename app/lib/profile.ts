// Changing the profile through the outbox, like every other write (read: profile-queries.ts).
import type { MedicalHistoryInput, ProfileInput } from "~/domain/profile";
import { useSessionUser } from "./session";
import { useOutbox } from "./sync-provider";

export function useProfileWriter() {
  const user = useSessionUser();
  const outbox = useOutbox();
  return {
    saveProfile: (data: Partial<ProfileInput>) => outbox.mutate({ table: "profiles", type: "update", id: user.id, data }),
    saveMedicalHistory: (data: Partial<MedicalHistoryInput>) =>
      outbox.mutate({ table: "medical_history", type: "update", id: user.id, data }),
  };
}
