// Changing the profile through the outbox, like every other write (read: queries.ts).
import type { OpData } from "~/domain/table-ops";
import { useSessionUser } from "../auth/session";
import { useOutbox } from "../../platform/sync/sync-provider";

export function useProfileWriter() {
  const user = useSessionUser();
  const outbox = useOutbox();
  return {
    saveProfile: (data: OpData<"profiles", "update">) => outbox.mutate({ table: "profiles", type: "update", id: user.id, data }),
    saveMedicalHistory: (data: OpData<"medical_history", "update">) => outbox.mutate({ table: "medical_history", type: "update", id: user.id, data }),
  };
}
