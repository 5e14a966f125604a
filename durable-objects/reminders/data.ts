// What UserHub's reminder schedule reads: from the hub, the user's settings, live
// medicines with their reminders, the logs of the days in the window, scheduled
// appointments and the profile's name; from D1, the push subscriptions to send to and
// the account's name.
import { and, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { HubStores } from "../hub-db";
import { DELETED_CATEGORY, type DoseLog } from "../../app/domain/doses/rules";
import { REMINDED_APPOINTMENT_STATUS, reminderLogDays, type ReminderData, type ReminderSettings } from "../../app/domain/reminders/instants";
import {
  adherenceLogs,
  doctorAppointments,
  medicineReminders,
  medicines,
  profiles,
  pushSubscriptions,
  user,
  userSettings,
  doseLogColumns,
  doseReminderColumns,
} from "../../drizzle/schema";

export interface ReminderSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Other accounts' reminders reach this endpoint too (a shared phone: the same keys; a row with other keys cannot be read there): notifications name the person. */
  shared?: boolean;
}

export interface HubReminderData extends ReminderData {
  language: string;
  /** The name a notification on a shared phone shows: the profile's full name, else the account's. */
  person: string;
  subscriptions: ReminderSubscription[];
}

/** A notification's title keeps room for the reminder's own words. */
const PERSON_MAX_CHARS = 30;

/**
 * The data for reminder instants in (from, to]. The zone is not known before the
 * settings are read, so logs and appointments are read for the UTC days of the
 * window and one more on each side (every zone's local day is within a day of UTC's).
 */
export async function loadReminderData({ hub: db, d1 }: HubStores, userId: string, from: number, to: number): Promise<HubReminderData> {
  const { first, last } = reminderLogDays(from, to, "UTC");
  const live = and(eq(medicines.user_id, userId), ne(medicines.category, DELETED_CATEGORY));
  // D1's two reads in one batch, at the same time as the hub's own.
  const shared = d1.batch([
    d1
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        // Written out in full: drizzle renders a column unqualified here, which inside the subquery would mean `others`.
        shared: sql<number>`exists (select 1 from push_subscriptions as others where others.endpoint = push_subscriptions.endpoint and others.user_id <> ${userId} and others.p256dh = push_subscriptions.p256dh)`,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, userId)),
    d1.select({ name: user.name }).from(user).where(eq(user.id, userId)),
  ]);
  const [settings, meds, reminders, logs, appointments, profile, [subscriptions, account]] = await Promise.all([
    db
      .select({
        notifications_enabled: userSettings.notifications_enabled,
        medication_reminders: userSettings.medication_reminders,
        sleep_bedtime_reminder: userSettings.sleep_bedtime_reminder,
        sleep_wakeup_reminder: userSettings.sleep_wakeup_reminder,
        timezone: userSettings.timezone,
        language: userSettings.language,
      })
      .from(userSettings)
      .where(eq(userSettings.user_id, userId)),
    db
      .select({
        id: medicines.id,
        name: medicines.name,
        dosage: medicines.dosage,
        category: medicines.category,
        created_at: medicines.created_at,
        pill_shape: medicines.pill_shape,
        pill_colors: medicines.pill_colors,
        snooze_minutes: medicines.snooze_minutes,
        schedule: medicines.schedule,
        max_per_day: medicines.max_per_day,
        min_gap_hours: medicines.min_gap_hours,
        frequency: medicines.frequency,
      })
      .from(medicines)
      .where(live),
    db
      .select(doseReminderColumns)
      .from(medicineReminders)
      .where(and(eq(medicineReminders.user_id, userId), inArray(medicineReminders.medicine_id, db.select({ id: medicines.id }).from(medicines).where(live)))),
    db
      .select(doseLogColumns)
      .from(adherenceLogs)
      .where(and(eq(adherenceLogs.user_id, userId), gte(adherenceLogs.scheduled_date, first), lte(adherenceLogs.scheduled_date, last))),
    db
      .select({
        id: doctorAppointments.id,
        doctor_name: doctorAppointments.doctor_name,
        appointment_date: doctorAppointments.appointment_date,
        appointment_time: doctorAppointments.appointment_time,
        status: doctorAppointments.status,
        reminder_enabled: doctorAppointments.reminder_enabled,
        reminders: doctorAppointments.reminders,
      })
      .from(doctorAppointments)
      .where(
        and(
          eq(doctorAppointments.user_id, userId),
          eq(doctorAppointments.status, REMINDED_APPOINTMENT_STATUS),
          eq(doctorAppointments.reminder_enabled, true),
          gte(doctorAppointments.appointment_date, first),
        ),
      ),
    db.select({ name: profiles.full_name }).from(profiles).where(eq(profiles.user_id, userId)),
    shared,
  ]);
  const row = settings[0];
  const reminderSettings: ReminderSettings | null = row
    ? {
        notifications_enabled: row.notifications_enabled,
        medication_reminders: row.medication_reminders,
        sleep_bedtime_reminder: row.sleep_bedtime_reminder,
        sleep_wakeup_reminder: row.sleep_wakeup_reminder,
        timezone: row.timezone,
      }
    : null;
  return {
    settings: reminderSettings,
    language: row?.language ?? "en",
    medicines: meds,
    reminders: reminders,
    logs: logs as DoseLog[],
    appointments,
    person: (profile[0]?.name?.trim() || account[0]?.name?.trim() || "").slice(0, PERSON_MAX_CHARS),
    subscriptions: subscriptions.map((s) => ({ ...s, shared: Boolean(s.shared) })),
  };
}
