import { index, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps, ownerId } from "./columns";

// File keys point into the R2 bucket.
export const labReports = sqliteTable(
  "lab_reports",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    title: text("title").notNull(),
    lab_name: text("lab_name"),
    doctor_name: text("doctor_name"),
    report_date: text("report_date"), // yyyy-MM-dd
    file_key: text("file_key"),
    file_type: text("file_type"), // MIME type
    notes: text("notes"),
    ...timestamps(),
  },
  (t) => [index("lab_reports_user_id_idx").on(t.user_id), index("lab_reports_user_report_date_idx").on(t.user_id, t.report_date)],
);

// One measured value; lab_report_id is null for values entered by hand.
export const labTrends = sqliteTable(
  "lab_trends",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    lab_report_id: text("lab_report_id").references(() => labReports.id, { onDelete: "cascade" }),
    metric_name: text("metric_name").notNull(),
    value: real("value").notNull(),
    unit: text("unit"),
    reference_min: real("reference_min"),
    reference_max: real("reference_max"),
    recorded_date: text("recorded_date").notNull(), // yyyy-MM-dd
    notes: text("notes"),
    ...timestamps(),
  },
  (t) => [
    index("lab_trends_user_id_idx").on(t.user_id),
    index("lab_trends_user_metric_date_idx").on(t.user_id, t.metric_name, t.recorded_date),
    index("lab_trends_lab_report_id_idx").on(t.lab_report_id),
  ],
);

export const savedPrescriptions = sqliteTable(
  "saved_prescriptions",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    // The stored image's version (R2: prescriptions/{userId}/{id}/image.{ext}); null until a
    // photo saved offline has been uploaded.
    image_key: text("image_key"),
    prescribing_date: text("prescribing_date"), // yyyy-MM-dd
    upload_date: text("upload_date").notNull(), // yyyy-MM-dd in the user's zone
    doctor_name: text("doctor_name"),
    notes: text("notes"),
    ...timestamps(),
  },
  (t) => [index("saved_prescriptions_user_id_idx").on(t.user_id), index("saved_prescriptions_user_upload_date_idx").on(t.user_id, t.upload_date)],
);

export type LabReport = typeof labReports.$inferSelect;
export type LabTrend = typeof labTrends.$inferSelect;
export type SavedPrescription = typeof savedPrescriptions.$inferSelect;
