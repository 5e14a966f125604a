// Settings' "Test alarm" (docs/rules/medicines.md): the medicine alarm sound and vibration for
// TEST_ALARM_SECONDS, then silence. The tap is the user gesture autoplay needs.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TEST_ALARM_SECONDS } from "~/domain/doses/rules";
import { playTestAlarm } from "~/features/doses/alarm";
import { toast } from "~/platform/ui/toast";

export function TestAlarmButton() {
  const { t } = useTranslation("doses");
  const [playing, setPlaying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const test = async () => {
    setPlaying(true);
    timer.current = setTimeout(() => setPlaying(false), TEST_ALARM_SECONDS * 1000);
    const result = await playTestAlarm();
    if (result !== "playing") toast({ variant: "destructive", title: t("alarm.testFailed") });
  };

  return (
    <button type="button" className="button button-secondary test-alarm" disabled={playing} onClick={test}>
      <span aria-hidden="true">🔔</span> {playing ? t("alarm.testPlaying") : t("alarm.test")}
    </button>
  );
}
