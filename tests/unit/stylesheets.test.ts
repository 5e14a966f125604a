// The app's styles travel inline in each page's HTML (app/platform/render/inline-css.tsx): a module
// importing a stylesheet would bring back a render-blocking <link>, and a stylesheet
// left out of styles/stylesheets.ts would never reach the page.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { declaredScreens } from "../../vite.screen-index";
import { STYLESHEETS } from "~/styles/stylesheets";

const APP = new URL("../../app/", import.meta.url).pathname;
/** Loaded with the chart library (a lazy chunk, platform/ui/uplot.client.ts), so it may stay a file. */
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

  it("styles/stylesheets.ts brings in every stylesheet of the app, each once", () => {
    const imported = [...readFileSync(join(APP, "styles/stylesheets.ts"), "utf8").matchAll(/^import \w+ from "([^"]+\.css)\?inline";/gm)].map((m) =>
      relative(APP, join(APP, "styles", m[1])),
    );
    const sheets = files(APP)
      .filter((f) => f.endsWith(".css"))
      .map((f) => relative(APP, f));
    expect(imported.sort()).toEqual(sheets.sort());
  });

  it("a screen names stylesheets that exist, each once", () => {
    const names = new Set(STYLESHEETS.map(([name]) => name));
    expect(names.size).toBe(STYLESHEETS.length);
    for (const screen of declaredScreens()) {
      const styles = screen.styles ?? [];
      expect(
        styles.filter((s) => !names.has(s as never)),
        screen.file,
      ).toEqual([]);
      expect(new Set(styles).size, screen.file).toBe(styles.length);
    }
  });
});
