// A private helper: which schemas give null a meaning. A field set to null
// whose schema does not counts as left out; one whose schema does reaches
// the tool as its author wrote it. `_learnt.ts` keeps what it finds.

import { z } from "zod";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/**
 * Whether a schema takes null as a value its author wrote: `.nullable()`, a
 * `z.null()` or `z.literal(null)` branch, or a preprocess that turns null
 * into something else the schema takes (run once on null, here). A schema
 * of anything (`z.unknown()`) takes null without giving it a meaning. What
 * it wraps or holds is asked with `means`, which keeps what it learns.
 */
export function nullsOf(schema: Schema, means: (schema: Schema) => boolean): boolean {
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
      return means(def.innerType as Schema);
    case "union":
      return (def.options as Schema[]).some(means);
    case "lazy":
      // Not recursive: the definition walk refused that before this runs.
      return means((def.getter as () => Schema)());
    case "pipe": {
      const start = def.in as Schema;
      return start._zod.def.type === "transform"
        ? mapsNull(start, def.out as Schema, means)
        : means(start);
    }
  }
  return false;
}

/**
 * Whether a preprocess turns null into a value its schema takes. One that
 * throws, answers asynchronously or gives nothing (which is left out) does
 * not: null then counts as left out, as everywhere else.
 */
function mapsNull(
  preprocess: Schema,
  schema: Schema,
  means: (schema: Schema) => boolean,
): boolean {
  let maps = false;
  try {
    const mapped = z.safeParse(preprocess, null);
    maps = mapped.success && mapped.data !== undefined &&
      (mapped.data === null ? means(schema) : z.safeParse(schema, mapped.data).success);
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
