import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { createServerI18n, isLanguage, pickLanguage } from "./platform/i18n/i18n";
import { NonceContext } from "./platform/render/csp-nonce";
import { AppCssContext } from "./platform/render/inline-css";
import { appCssFor } from "./platform/render/screen-css";
import { serverResources } from "./platform/i18n/locales/all.server";
import { readCookie } from "./platform/device/cookies";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const browser = (request.headers.get("accept-language") ?? "").split(",").map((s) => s.split(";")[0].trim());
  // A page whose loader names its language (a doctor's summary link) is in that one.
  const lang = pageLanguage(routerContext) ?? pickLanguage(readCookie(request.headers, "lang"), browser);
  // Every namespace: the page renders complete; the browser loads the matched routes' before hydrating.
  const i18n = await createServerI18n(lang, serverResources(lang));
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <AppCssContext.Provider value={appCssFor(routerContext.staticHandlerContext.matches.map((m) => m.route.id))}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </AppCssContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  const ua = request.headers.get("user-agent");
  if ((ua && isbot(ua)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

function pageLanguage(context: EntryContext) {
  for (const data of Object.values(context.staticHandlerContext.loaderData ?? {})) {
    const lang = (data as { pageLanguage?: unknown } | null)?.pageLanguage;
    if (isLanguage(lang)) return lang;
  }
  return null;
}
