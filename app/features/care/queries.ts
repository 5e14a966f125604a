// The caregiver link's reads (docs/rules/care.md). Links change online only (the server
// makes the code), so no op changes them; the care endpoints' answers refresh them. The
// day view is another person's records: read-only, never kept on the device.
import type { CareDayResponse, CareLinksResponse } from "~/domain/care/types";
import { offlineQuery } from "../../platform/reads/offline-query";

export const CARE_LINKS_TABLE = "care_links";

export const careLinksQuery = offlineQuery<"careLinks", CareLinksResponse>({
  read: "careLinks",
  tables: [CARE_LINKS_TABLE],
  ops: async () => ({ apply: (data) => data, empty: () => ({ caregivers: [], patients: [] }) }),
});

export const careDayQuery = offlineQuery<"careDay", CareDayResponse>({
  read: "careDay",
  tables: [CARE_LINKS_TABLE],
  ops: async () => ({ apply: (data) => data }),
  // No copy on the device: once the link ends the day must not show from it (docs/rules/care.md).
  copy: () => null,
});
