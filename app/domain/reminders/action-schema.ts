// The body of POST /api/push/action (action.ts says what it is for).
import * as z from "zod/mini";
import { NOTIFICATION_ACTIONS } from "./action";
import { parseMedicineKey } from "./instants";
import { MAX_PAYLOAD_MEDICINES } from "./texts";
import { opSchema } from "../sync/op-schema";

const medicineKey = z.string().check(
  z.maxLength(64),
  z.refine((v) => parseMedicineKey(v) !== null, "Not a medicine reminder key"),
);

/** POST /api/push/action. Taken carries the adherence ops the worker made (its op ids make a replay a duplicate). */
export const notificationActionSchema = z.object({
  action: z.enum(NOTIFICATION_ACTIONS),
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  key: medicineKey,
  medicineIds: z.array(z.uuid()).check(z.maxLength(MAX_PAYLOAD_MEDICINES)),
  token: z.string().check(z.maxLength(160)),
  ops: z._default(z.array(opSchema).check(z.maxLength(MAX_PAYLOAD_MEDICINES)), []),
});
export type NotificationActionRequest = z.infer<typeof notificationActionSchema>;
