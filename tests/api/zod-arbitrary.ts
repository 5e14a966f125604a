// fast-check arbitraries made from the hub's zod/mini schemas, for fuzzing /api/sync:
// mostly values the schema would take (so ops get past validation and reach the
// ownership checks, table rules and the batch), sometimes junk in one field, an
// unknown key or a missing one. Only the schema kinds our domain schemas use are
// read; anything else gets junk, which is still a fair input.
import fc from "fast-check";

interface Def {
  type: string;
  // zod's internal def differs per schema type and is read field by field below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above.
  [key: string]: any;
}
type Schema = { _zod: { def: Def } };

/** Strings free-text fields and refinements (dates, times) often accept, and ids of rows that exist. */
export interface Pools {
  strings: fc.Arbitrary<string>;
  ids: fc.Arbitrary<string>;
  /** ISO instants ("…Z"), mostly recent, for datetime fields. */
  instants: fc.Arbitrary<string>;
  /** Values for a field whose rule the schema holds as a refinement (an ISO date, a time zone). */
  byField?: (key: string) => fc.Arbitrary<string> | undefined;
}

const def = (s: unknown) => (s as Schema)._zod.def;

/** Days and instants relative to when the file loaded, for the fields whose rule is a date. */
const loadedAt = new Date();
/** The day `offset` days from today, yyyy-MM-dd (UTC). */
export const dayString = (offset: number) => new Date(loadedAt.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
/** A day from `from` to `to` days from today. */
export const days = (from: number, to: number) => fc.integer({ min: from, max: to }).map(dayString);
/** An instant on a whole minute, `from` to `to` hours ago. */
export const hoursAgo = (from: number, to: number) =>
  fc.integer({ min: from * 60, max: to * 60 }).map((m) => new Date(Math.floor(loadedAt.getTime() / 60_000 - m) * 60_000).toISOString());

/** Any JSON value a client could send in place of a field's value. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(-0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("", " ", "x".repeat(20_000), "2026-02-30", "25:61", "'; drop table medicines; --", "<script>", "০৮:০০"),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

function bounds(d: Def) {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of d.checks ?? []) {
    const cd = c._zod.def;
    if (cd.check === "greater_than") min = cd.value;
    if (cd.check === "less_than") max = cd.value;
    if (cd.check === "min_length") min = cd.minimum;
    if (cd.check === "max_length") max = cd.maximum;
  }
  return { min, max };
}

function stringOf(d: Def, pools: Pools, key?: string): fc.Arbitrary<string> {
  const hinted = key ? pools.byField?.(key) : undefined;
  if (hinted) return fc.oneof({ arbitrary: hinted, weight: 4 }, pools.strings);
  if (d.format === "uuid") return fc.oneof(fc.uuid(), pools.ids);
  if (d.format === "datetime") return pools.instants;
  const pattern = (d.checks ?? []).map((c: Schema) => c._zod.def).find((c: Def) => c.format === "regex")?.pattern;
  if (pattern) return fc.oneof({ arbitrary: fc.stringMatching(pattern), weight: 4 }, pools.strings);
  const { max } = bounds(d);
  return fc.oneof(pools.strings, fc.string({ maxLength: Math.min(max ?? 60, 60) }), ...(max ? [fc.constant("অ".repeat(max))] : []));
}

function numberOf(d: Def): fc.Arbitrary<number> {
  const { min = -1e6, max = 1e6 } = bounds(d);
  if (d.format === "safeint" || d.format === "int32") return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema would mostly accept. */
export function valid(schema: unknown, pools: Pools, key?: string): fc.Arbitrary<unknown> {
  const d = def(schema);
  switch (d.type) {
    case "object":
      return objectOf(d, pools);
    case "optional":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
      return valid(d.innerType, pools, key);
    case "nullable":
      return fc.option(valid(d.innerType, pools, key), { nil: null, freq: 4 });
    case "pipe":
      return valid(d.in, pools, key);
    case "string":
      return stringOf(d, pools, key);
    case "number":
      return numberOf(d);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(d.entries as Record<string, unknown>));
    case "literal":
      return fc.constantFrom(...(d.values as unknown[]));
    case "array":
      return fc.array(valid(d.element, pools), { maxLength: Math.min(bounds(d).max ?? 4, 4) });
    case "union":
      return fc.oneof(...(d.options as unknown[]).map((o) => valid(o, pools)));
    case "null":
      return fc.constant(null);
    default:
      return junk;
  }
}

function objectOf(d: Def, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const shape = d.shape as Record<string, unknown>;
  const required = Object.keys(shape).filter((k) => !["optional", "default"].includes(def(shape[k]).type));
  const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, valid(s, pools, k)]));
  return fc.record(fields, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/** An op's data: usually what the schema takes, sometimes with one thing wrong. */
export function fuzzed(schema: unknown, pools: Pools): fc.Arbitrary<unknown> {
  const good = valid(schema, pools);
  const spoiled = fc.tuple(good, fc.nat(), junk, fc.constantFrom("replace", "extra", "drop", "id", "user_id")).map(([value, n, bad, how]) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return bad;
    const copy: Record<string, unknown> = { ...value };
    const keys = Object.keys(copy);
    const key = keys.length ? keys[n % keys.length] : "x";
    if (how === "replace") copy[key] = bad;
    if (how === "extra") copy[`unknown_${n % 5}`] = bad;
    if (how === "drop") delete copy[key];
    if (how === "id" || how === "user_id") copy[how] = bad;
    return copy;
  });
  return fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: spoiled, weight: 2 }, { arbitrary: junk, weight: 1 });
}
