// Types of demo-data.mjs for the TypeScript that imports it (tests/unit/demo-seed.test.ts):
// each table's rows have the drizzle row type of that table.
import type {
  Achievement,
  AdherenceLog,
  DoctorAppointment,
  ExerciseLog,
  healthMetrics,
  MedicalHistory,
  Medicine,
  MedicineRefill,
  MedicineReminder,
  Profile,
  SleepLog,
  StepLog,
  SymptomLog,
  UserSettings,
} from "../schema";

export interface DemoTables {
  profiles: Profile[];
  medical_history: MedicalHistory[];
  user_settings: UserSettings[];
  medicines: Medicine[];
  medicine_reminders: MedicineReminder[];
  adherence_logs: AdherenceLog[];
  medicine_refills: MedicineRefill[];
  achievements: Achievement[];
  sleep_logs: SleepLog[];
  /** Only the columns of each reading's metric_type are set. */
  health_metrics: (typeof healthMetrics.$inferInsert & { id: string; created_at: string; updated_at: string; recorded_at: string })[];
  symptom_logs: SymptomLog[];
  step_logs: StepLog[];
  exercise_logs: ExerciseLog[];
  doctor_appointments: DoctorAppointment[];
}

export interface DemoData {
  today: string;
  zone: string;
  user: { id: string; email: string; password: string; name: string; created_at_ms: number };
  tables: DemoTables;
}

export declare const DEMO_USER: { id: string; email: string; password: string; name: string };
export declare const DEMO_ZONE: string;
export declare const HISTORY_DAYS: number;
export declare function demoToday(nowMs: number): string;
export declare function buildDemoData(today: string): DemoData;
