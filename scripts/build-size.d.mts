// Types of build-size.mjs for the TypeScript that imports it (tests/unit/build-size.test.ts).
export interface RouteManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }>;
}
export interface Page {
  id: string;
  path: string;
  scripts: string[];
}
export function parseRouteManifest(source: string): RouteManifest;
export function routePages(manifest: RouteManifest): Page[];
export function gzipSize(content: string | Uint8Array): number;
export function pageSizes(pages: Page[], sizeOf: (script: string) => number): (Page & { bytes: number })[];
export function budgetBreaches(sized: (Page & { bytes: number })[], budgets: { byPath: Record<string, number>; anyPage: number }): string[];
export function workerSize(contents: (string | Uint8Array)[]): { bytes: number; gzipBytes: number };
export function toKiB(bytes: number): string;
