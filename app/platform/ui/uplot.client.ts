// uPlot and its stylesheet, one lazily loaded chunk: Vite loads the stylesheet with the chunk
// (after hydration, when a chart is drawn), so no page's first paint waits for it.
import "uplot/dist/uPlot.min.css";

export { default } from "uplot";
