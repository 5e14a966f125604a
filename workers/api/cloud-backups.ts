// Cloud backup (issue 15; docs/rules/cloud-backup.md): Back up now, a restore's preview,
// and the restore itself, each done by the user's hub. The list is the cloudBackups read.
import { log } from "../../durable-objects/lib/log";
import { Hono } from "hono";
import * as z from "zod/mini";
import { restoreRequestSchema } from "../../app/domain/cloud-backup/schema";
import { parseJson, requirePremium, requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

const backupId = z.string().check(z.minLength(1), z.maxLength(64));
const noSuchBackup = () => new ApiError(404, "not_found", "No such backup");

/** A backup that cannot be made or opened is our message, never the cause's text (logged). */
async function orFailed<T>(work: Promise<T>, what: string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    log.error(`Cloud backup: ${what} failed`, {}, err);
    throw new ApiError(503, "backup_failed", "Backup Failed, Please try again later");
  }
}

export const cloudBackupsApi = new Hono<ApiEnv>()
  .post("/", requireUser, requirePremium, async (c) => {
    const backup = await orFailed(c.get("hub")().backUpNow(Date.now()), "backing up");
    return c.json({ backup }, 201);
  })
  .get("/:id/preview", requireUser, requirePremium, async (c) => {
    const id = backupId.parse(c.req.param("id"));
    const preview = await orFailed(c.get("hub")().previewRestore(id, Date.now()), "opening a backup");
    if (!preview) throw noSuchBackup();
    c.header("cache-control", "no-store");
    return c.json(preview);
  })
  .post("/:id/restore", requireUser, requirePremium, async (c) => {
    const id = backupId.parse(c.req.param("id"));
    const { mode, restoreId } = await parseJson(c, restoreRequestSchema);
    const result = await orFailed(c.get("hub")().restoreBackup(id, mode, restoreId, Date.now()), "restoring");
    if (!result) throw noSuchBackup();
    return c.json(result);
  });
