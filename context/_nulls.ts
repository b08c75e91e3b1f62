// A private helper: which schemas give null a meaning, decided once, when a
// tool is defined. A field set to null whose schema does not counts as left
// out; one whose schema does reaches the tool as its author wrote it.

import { z } from "zod";
import { memo } from "./_memo.ts";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const nulls = new WeakMap<Schema, boolean>();

/**
 * Whether a schema takes null as a value its author wrote: `.nullable()`, a
 * `z.null()` or `z.literal(null)` branch, or a preprocess that turns null
 * into something else the schema takes (run once on null, here). A schema
 * of anything (`z.unknown()`) takes null without giving it a meaning.
 */
export function meansNull(schema: Schema): boolean {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case "null":
    case "nullable":
      return true;
    case "literal":
    case "enum":
      // An enum of an object's values can hold null, as a literal can. zod gives
      // every literal and enum its values.
      return schema._zod.values?.has(null) === true;
    case "optional":
    case "nonoptional":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return meansNull(def.innerType as Schema);
    case "union":
    case "lazy":
    case "pipe":
      // Asked of every node of a listing: only what may run a preprocess, or
      // ask many branches, is kept.
      return memo(nulls, schema, reading);
  }
  return false;
}

/**
 * Has a copy of `schema` that parses as it does take null as `schema` does,
 * without asking again: asking runs a preprocess on null, once per tool.
 */
export function meansNullAs(copy: Schema, schema: Schema): void {
  nulls.set(copy, meansNull(schema));
}

function reading(schema: Schema): boolean {
  const def = schema._zod.def as Def;
  if (def.type === "union") return (def.options as Schema[]).some(meansNull);
  // Not recursive: the definition walk refused that before this runs.
  if (def.type === "lazy") return meansNull((def.getter as () => Schema)());
  const start = def.in as Schema;
  return start._zod.def.type === "transform"
    ? mapsNull(start, def.out as Schema)
    : meansNull(start);
}

/**
 * Whether a preprocess turns null into a value its schema takes. One that
 * throws, answers asynchronously or gives nothing (which is left out) does
 * not: null then counts as left out, as everywhere else.
 */
function mapsNull(preprocess: Schema, schema: Schema): boolean {
  let maps = false;
  try {
    const mapped = z.safeParse(preprocess, null);
    maps = mapped.success && mapped.data !== undefined &&
      (mapped.data === null ? meansNull(schema) : z.safeParse(schema, mapped.data).success);
  } catch {
    // A preprocess that throws, or answers asynchronously.
  }
  return maps;
}

/**
 * Whether a field that takes null may also be left out with another result
 * than null: then skipping it and sending null mean two things, and a
 * listing that makes a model send null to skip a field cannot say it.
 */
export function skipsApartFromNull(schema: Schema): boolean {
  const def = schema._zod.def as Def;
  if (def.type === "default" || def.type === "prefault") {
    // A default of null gives what null gives.
    return (schema as unknown as { _zod: { def: { defaultValue: unknown } } })._zod.def
      .defaultValue !== null;
  }
  return mayBeLeftOut(schema);
}

/** Whether a field may be left out; a preprocess hands its schema what was sent, nothing included. */
function mayBeLeftOut(schema: Schema): boolean {
  const def = schema._zod.def as Def;
  if (def.type === "pipe" && (def.in as Schema)._zod.def.type === "transform") {
    return mayBeLeftOut(def.out as Schema);
  }
  return schema._zod.optin === "optional";
}
