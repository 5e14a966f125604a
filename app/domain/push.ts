// A browser's Web Push subscription as the client sends it (PushSubscription.toJSON()).
import * as z from "zod/mini";

export const pushSubscriptionSchema = z.object({
  endpoint: z.url().check(z.maxLength(2048)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(256)),
    auth: z.string().check(z.minLength(1), z.maxLength(256)),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url() });
