// The icons of the tracker cards on /tracking (issue 17): small inline SVGs in the text
// colour, decorative (aria-hidden): each card keeps its written title.
const PATHS: Record<string, string> = {
  // A heart with a pulse line.
  "blood-pressure": "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10ZM4 12h4l1.5-3 2.5 6 1.5-3H20",
  // A drop.
  "blood-glucose": "M12 3s6 6.6 6 11a6 6 0 0 1-12 0c0-4.4 6-11 6-11Zm-2.5 11.5a2.5 2.5 0 0 0 2.5 2.5",
  // A bathroom scale.
  weight: "M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm3 5a4 4 0 0 1 8 0Zm4-2v2",
  // The female sign.
  "womens-health": "M12 3a5 5 0 1 1 0 10a5 5 0 0 1 0-10Zm0 10v8m-3.5-3.5h7",
  // A thermometer.
  symptoms: "M10 4a2 2 0 0 1 4 0v9.5a4 4 0 1 1-4 0ZM12 9v7",
  // Two footprints.
  activity:
    "M7 4c1.7 0 2.5 2 2.5 4.5S8.5 12 7 12s-2.5-1-2.5-3.5S5.3 4 7 4Zm-2 10h4v2a2 2 0 0 1-4 0ZM17 8c1.7 0 2.5 2 2.5 4.5S18.5 16 17 16s-2.5-1-2.5-3.5S15.3 8 17 8Zm-2 10h4v1a2 2 0 0 1-4 0Z",
  // A crescent moon.
  sleep: "M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z",
};

export function TrackerIcon({ tracker }: { tracker: string }) {
  const d = PATHS[tracker];
  if (!d) return null;
  return (
    <svg
      className="tracker-icon"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={tracker}
    >
      <path d={d} />
    </svg>
  );
}
