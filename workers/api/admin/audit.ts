// Every admin action leaves one row in admin_audit_log, written in the same D1 batch as
// the change it records (docs/rules/admin.md, "Audit log"): who, what, on which item,
// and the names of the fields it changed, never their values (no patient data, no secrets).
import { uuidv7 } from "uuidv7";
import { adminAuditLog } from "../../../drizzle/schema/admin";
import type { Db } from "../../reads/read";

export interface Actor {
  id: string;
  email: string;
}

export function auditRow(db: Db, actor: Actor, action: string, targetType: string | null, targetId: string | null, fields?: string[]) {
  return db.insert(adminAuditLog).values({
    id: uuidv7(),
    actor_id: actor.id,
    actor_email: actor.email,
    action,
    target_type: targetType,
    target_id: targetId,
    detail: fields ? { fields } : null,
  });
}
