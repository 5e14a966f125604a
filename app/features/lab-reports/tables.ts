// The lab answers' tables, apart from appliers.ts, which loads with the first write.
import { LAB_REPORTS_TABLE, LAB_VALUES_TABLE } from "~/domain/lab-reports/rules";

export { LAB_REPORTS_TABLE, LAB_VALUES_TABLE };
export const LAB_TABLES = [LAB_REPORTS_TABLE, LAB_VALUES_TABLE] as const;
