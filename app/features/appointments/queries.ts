// Appointments through the offline-query layer: the list and one appointment (null:
// not found, or another user's). Offline, or while the server does not know it yet,
// one appointment comes from the outbox or the list's copy on this device.
import type { AppointmentRow } from "~/domain/appointments/rules";
import { APPOINTMENT_TABLES } from "./tables";
import { offlineQuery } from "../../platform/reads/offline-query";

const appliers = () => import("./appliers");

export const appointmentListQuery = offlineQuery({
  read: "appointments",
  tables: APPOINTMENT_TABLES,
  ops: async () => ({ apply: (await appliers()).applyToList }),
});

export const appointmentQuery = offlineQuery<"appointment", AppointmentRow | null>({
  read: "appointment",
  tables: APPOINTMENT_TABLES,
  ops: async () => {
    const { applyToRow, findInList, rowFromOps } = await appliers();
    return {
      apply: applyToRow,
      local: ({ params, pending, notFound, userId }) => {
        const local = rowFromOps(params.id, pending) ?? (notFound ? null : (findInList(appointmentListQuery.readCopy(userId, null), params.id) ?? null));
        return local || notFound ? local : undefined;
      },
    };
  },
  copy: () => null,
  copied: [],
  answersLocally: true,
});
