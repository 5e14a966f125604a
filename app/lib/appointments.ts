// Appointments on the client (spec 2 §2, §3): the list (GET /api/appointments) and
// one appointment, their per-user copy on this device (so the screens and the
// dashboard card open offline), the optimistic update of every op, and the writes,
// all through the outbox.
import { useQuery } from "@tanstack/react-query";
import type { AppointmentListResponse, AppointmentReminderPref, AppointmentRow, AppointmentStatus } from "~/domain/appointments";
import type { Op } from "~/domain/sync-op";
import { api, ApiError, isNetworkError } from "./api";
import {
  appointmentKey,
  appointmentListCache,
  appointmentListKey,
  applyToList,
  applyToRow,
  findInList,
  rowFromOps,
  withPendingAppointmentOps,
} from "./appointment-cache";
import { useOnline } from "./online";
import type { Outbox } from "./outbox";
import { useSessionUser } from "./session";
import { useOutbox } from "./sync-provider";

export function useAppointments() {
  const user = useSessionUser();
  const outbox = useOutbox();
  const online = useOnline();
  const query = useQuery({
    queryKey: appointmentListKey(user.id),
    queryFn: async () => {
      const fresh = await api.get<AppointmentListResponse>("/api/appointments");
      const data = withPendingAppointmentOps(fresh, await outbox.pending(), applyToList);
      appointmentListCache.write(user.id, data);
      return data;
    },
    initialData: () => appointmentListCache.read(user.id),
    initialDataUpdatedAt: 0,
  });
  const offline = !online || query.fetchStatus === "paused" || (query.isError && isNetworkError(query.error));
  return { ...query, offline, viewingOffline: offline && query.data !== undefined };
}

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/**
 * One appointment (null: not found, or another user's). Offline, or while the
 * server does not know it yet, it comes from the list copy or the outbox.
 */
export function useAppointment(id: string) {
  const user = useSessionUser();
  const outbox = useOutbox();
  return useQuery<AppointmentRow | null>({
    queryKey: appointmentKey(user.id, id),
    queryFn: async () => {
      const pending = await outbox.pending();
      try {
        const fresh = await api.get<AppointmentRow>(`/api/appointments/${encodeURIComponent(id)}`);
        return withPendingAppointmentOps<AppointmentRow | null>(fresh, pending, applyToRow);
      } catch (err) {
        if (!isNotFound(err) && !isNetworkError(err)) throw err;
        const local = rowFromOps(id, pending) ?? (isNetworkError(err) ? (findInList(appointmentListCache.read(user.id), id) ?? null) : null);
        if (local || isNotFound(err)) return local;
        throw err;
      }
    },
    networkMode: "offlineFirst",
    retry: (failures, err) => !isNotFound(err) && failures < 3,
  });
}

export interface AppointmentFields {
  doctor_name: string;
  appointment_date: string;
  appointment_time: string;
  notes: string | null;
  reminder_enabled: boolean;
  reminders: AppointmentReminderPref[];
}

export function addAppointment(outbox: Outbox, id: string, fields: AppointmentFields) {
  return outbox.mutate({ table: "doctor_appointments", type: "insert", id, data: { ...fields, status: "scheduled" } });
}

/** Sends only what changed from `base`; nothing when nothing did. */
export async function updateAppointment(outbox: Outbox, base: AppointmentRow, fields: AppointmentFields) {
  const changed = Object.fromEntries(
    Object.entries(fields).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(base[k as keyof AppointmentRow])),
  );
  if (Object.keys(changed).length === 0) return null;
  return outbox.mutate({ table: "doctor_appointments", type: "update", id: base.id, data: changed });
}

export const setAppointmentStatus = (outbox: Outbox, id: string, status: AppointmentStatus) =>
  outbox.mutate({ table: "doctor_appointments", type: "update", id, data: { status } });

export const deleteAppointment = (outbox: Outbox, id: string) =>
  outbox.mutate({ table: "doctor_appointments", type: "delete", id, data: {} });
