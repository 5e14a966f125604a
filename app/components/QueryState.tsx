// What a screen shows while it has no data to show: offline before this device ever
// loaded it (a status), a load error (an alert), or loading bars.
import { PlaceholderBars } from "~/components/PlaceholderBars";

interface Props {
  offline: boolean;
  isError: boolean;
  /** "This will show when you're back online", in the screen's words. */
  offlineText: string;
  errorText: string;
}

export function QueryState({ offline, isError, offlineText, errorText }: Props) {
  if (offline) return <p role="status">{offlineText}</p>;
  if (isError) return <p role="alert">{errorText}</p>;
  return <PlaceholderBars />;
}
