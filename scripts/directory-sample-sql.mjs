// The sample directory as SQL (docs/rules/doctors.md, "Sample directory"). `npm start`
// seeds it locally (seed-sql.mjs). For a deployed database an operator writes the file
// and runs it, or leaves it out:
//   node scripts/directory-sample-sql.mjs > directory-sample.sql
//   npx wrangler d1 execute DB --remote --file directory-sample.sql
// and removes it again with
//   npx wrangler d1 execute DB --remote --command "DELETE FROM doctors WHERE is_sample = 1; DELETE FROM facilities WHERE is_sample = 1;"
import { fileURLToPath } from "node:url";
import { buildDirectorySample } from "../drizzle/seed/directory-sample.mjs";
import { insertStatements } from "./seed-sql.mjs";

/** INSERT OR IGNORE statements: facilities first (doctors name them). */
export function directorySampleSql() {
  const { facilities, doctors } = buildDirectorySample();
  return [...insertStatements("facilities", facilities), ...insertStatements("doctors", doctors)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(directorySampleSql().join("\n") + "\n");
