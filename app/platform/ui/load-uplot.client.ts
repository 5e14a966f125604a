// uPlot draws on a canvas in the browser only; a `.client` module is left out of the
// server build (React Router: its exports are undefined there), so the Worker does not
// carry the chart library. Called from an effect, which never runs on the server.
// Its stylesheet comes with it (uplot.client.ts): imported by TrendChart, it was a
// render-blocking <link> in the head of every screen with a chart.
export const loadUPlot = () => import("./uplot.client");
