// Reading and changing user_settings; appearance (theme, font size) follows them.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FONT_SIZE_PX, type FontSize, type Theme, type UserSettings, type UserSettingsInput } from "~/domain/settings";
import { api } from "./api";
import { LOCAL_KEYS, writeLocal, writePrefCookie } from "./device";
import { isOnline } from "./online";
import { useSessionUser } from "./session";
import { cacheSettings, cachedSettings } from "./settings-cache";
import { useOutbox } from "./sync-provider";
import { toast } from "./toast";

export function useSettings() {
  const user = useSessionUser();
  const outbox = useOutbox();
  return useQuery({
    queryKey: ["user_settings", user.id],
    queryFn: async () => {
      const fresh = await api.get<UserSettings>("/api/settings");
      // Changes still waiting in the outbox are not on the server yet: keep showing them.
      const pending = (await outbox.pending()).filter((op) => op.table === "user_settings");
      const s = pending.reduce((acc, op) => ({ ...acc, ...op.data }), fresh);
      cacheSettings(user.id, s);
      return s;
    },
    initialData: () => cachedSettings(user.id),
    initialDataUpdatedAt: 0,
  });
}

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
  }, [data?.theme, data?.font_size]);
}
