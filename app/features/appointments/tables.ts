// The appointment answers' table, apart from appliers.ts, which loads with the first write.
export const APPOINTMENT_TABLE = "doctor_appointments" as const;
export const APPOINTMENT_TABLES = [APPOINTMENT_TABLE] as const;
