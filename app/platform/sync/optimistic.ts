// How an op changes every cached answer before the server has it: each offline
// query whose answer shows the op's table applies it (platform/reads/offline-query.ts), to the
// query cache and to this device's copies.
import type { QueryClient } from "@tanstack/react-query";
import type { Op } from "~/domain/sync/op";
import { OFFLINE_QUERIES } from "../reads/offline-queries";

export function applyOptimistic(qc: QueryClient, userId: string, op: Op) {
  for (const query of Object.values(OFFLINE_QUERIES)) query.applyOp(qc, userId, op);
}
