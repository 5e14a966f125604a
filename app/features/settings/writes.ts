// Changing user_settings (read: queries.ts); appearance (theme, font size) follows them.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FONT_SIZE_PX, type FontSize, type Theme, type UserSettingsInput } from "~/domain/settings/rules";
import { LOCAL_KEYS, writeLocal, writePrefCookie } from "../../platform/device/keys";
import { isOnline } from "../../platform/device/online";
import { useSessionUser } from "../auth/session";
import { useSettings } from "./queries";
import { useOutbox } from "../../platform/sync/sync-provider";
import { toast } from "../../platform/ui/toast";

export function useUpdateSettings() {
  const user = useSessionUser();
  const outbox = useOutbox();
  const { t } = useTranslation("settings");
  return async (patch: Partial<UserSettingsInput>) => {
    await outbox.mutate({ table: "user_settings", type: "update", id: user.id, data: patch });
    if (!isOnline()) toast({ title: t("savedLocally") });
  };
}

export function applyAppearance(theme: Theme, fontSize: FontSize) {
  const root = document.documentElement;
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  root.classList.toggle("dark", dark);
  root.style.fontSize = `${FONT_SIZE_PX[fontSize]}px`;
  writeLocal(LOCAL_KEYS.theme, theme);
  writePrefCookie("theme", theme);
  writePrefCookie("font", fontSize);
}

/** Keeps the page's theme and font size in step with the user's settings. */
export function useAppearanceFromSettings() {
  const { data } = useSettings();
  useEffect(() => {
    if (!data) return;
    applyAppearance(data.theme, data.font_size);
    if (data.theme !== "system") return;
    const mq = matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyAppearance(data.theme, data.font_size);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the two fields it applies; a new settings object with the same ones changes nothing.
  }, [data?.theme, data?.font_size]);
}
