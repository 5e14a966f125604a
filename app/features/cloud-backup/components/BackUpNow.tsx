// Back up now (docs/rules/cloud-backup.md): idle, in progress, completed or failed, said
// on the button and in a status line screen readers hear.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "~/platform/api";
import { CLOUD_BACKUPS_TABLE } from "~/features/cloud-backup/queries";
import { invalidateTables } from "~/platform/sync/invalidate-tables";
import { toast } from "~/platform/ui/toast";

type State = "idle" | "running" | "done" | "failed";

export function BackUpNow() {
  const { t } = useTranslation("backup");
  const qc = useQueryClient();
  const [state, setState] = useState<State>("idle");

  async function backUp() {
    setState("running");
    try {
      await api.post("/api/cloud-backups");
      await invalidateTables(qc, [CLOUD_BACKUPS_TABLE]);
      setState("done");
    } catch {
      setState("failed");
      toast({ variant: "destructive", title: t("now.failed") });
    }
  }

  return (
    <div className="stack">
      <button type="button" className="button" disabled={state === "running"} onClick={() => void backUp()}>
        {state === "running" ? t("now.running") : t("now.button")}
      </button>
      <p role="status" className={state === "failed" ? "field-error" : "muted"} data-state={state}>
        {state === "idle" ? "" : t(`now.${state}`)}
      </p>
    </div>
  );
}
