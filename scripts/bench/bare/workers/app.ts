// The bare page's Worker: React Router renders every path (no API).
import { createRequestHandler } from "react-router";

const renderPage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch: (request) => renderPage(request),
} satisfies ExportedHandler;
