// The screens' texts in either language, read from the locale files the app ships.
import { readFileSync } from "node:fs";

export type Lang = "en" | "bn";
type Tree = { [k: string]: string | Tree };

function load(lang: Lang, ns: string): Tree {
  return JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, "utf8")) as Tree;
}

/** texts("bn").auth("callback.noSession") → the Bangla string. */
export function texts(lang: Lang) {
  const pick = (tree: Tree) => (key: string) => {
    const v = key.split(".").reduce<string | Tree>((node, k) => (node as Tree)[k], tree);
    if (typeof v !== "string") throw new Error(`no text ${lang}:${key}`);
    return v;
  };
  return {
    auth: pick(load(lang, "auth")),
    entry: pick(load(lang, "entry")),
    common: pick(load(lang, "common")),
    /** Any other namespace: texts("bn").of("appointments")("form.save"). */
    of: (ns: string) => pick(load(lang, ns)),
  };
}
