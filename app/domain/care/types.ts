// The care reads' answers (app/domain/reads.ts): what each side of a link sees.
import type { CareLinkStatus, CareShares } from "./rules";
import type { AdherenceStatus } from "../doses/rules";

/** A link as one of its two people sees it, with the other person's name. */
export interface CareLinkView {
  id: string;
  status: CareLinkStatus;
  shares: CareShares;
  escalation_minutes: number;
  /** The other person (null: an invite nobody accepted yet). */
  other_name: string | null;
  other_id: string | null;
  invited_email: string | null;
  /** A pending invite's code works until then. */
  code_expires_at: string | null;
  created_at: string;
  accepted_at: string | null;
}

export interface CareLinksResponse {
  /** Links where I am the patient: my caregivers and my open invites. */
  caregivers: CareLinkView[];
  /** Links where I am the caregiver: the people I look after. */
  patients: CareLinkView[];
}

/** A dose of the day as the caregiver sees it: nothing but the medicine, the time and the mark. */
export interface CareDayDose {
  medicine_id: string;
  time: string;
  status: AdherenceStatus | "pending";
  critical: boolean;
}

export interface CareDayMedicine {
  id: string;
  name: string;
  dosage: string | null;
  critical: boolean;
}

export interface CareReading {
  recorded_at: string;
  systolic?: number | null;
  diastolic?: number | null;
  glucose_mmol?: number | null;
}

export interface CareDayResponse {
  patient: { id: string; name: string };
  date: string;
  shares: CareShares;
  medicines: CareDayMedicine[];
  doses: CareDayDose[];
  /** Only when the patient shares readings. */
  readings: { bloodPressure: CareReading | null; glucose: CareReading | null } | null;
}
