// The app's styles travel inline in each page's HTML (app/platform/render/inline-css.tsx): a module
// importing a stylesheet would bring back a render-blocking <link>, and a stylesheet
// left out of styles/app.css would never reach the page.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = new URL("../../app/", import.meta.url).pathname;
/** Loaded with the screens that draw charts only (a lazy chunk), so it may stay a file. */
const ALLOWED_IMPORTS = ["uplot/dist/uPlot.min.css"];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

describe("stylesheets", () => {
  it("no app module imports a stylesheet (they are inline), except the charts' own", () => {
    const imports = files(APP)
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .flatMap((f) => [...readFileSync(f, "utf8").matchAll(/^import\s+"([^"]+\.css)(\?[^"]*)?";/gm)].map((m) => `${relative(APP, f)}: ${m[1]}`));
    expect(imports.filter((i) => !ALLOWED_IMPORTS.some((a) => i.endsWith(a)))).toEqual([]);
  });

  it("styles/app.css brings in every stylesheet of the app", () => {
    const imported = [...readFileSync(join(APP, "styles/app.css"), "utf8").matchAll(/@import "([^"]+)";/g)].map((m) =>
      relative(APP, join(APP, "styles", m[1])),
    );
    const sheets = files(APP)
      .filter((f) => f.endsWith(".css") && !f.endsWith("styles/app.css"))
      .map((f) => relative(APP, f));
    expect(imported.sort()).toEqual(sheets.sort());
  });
});
