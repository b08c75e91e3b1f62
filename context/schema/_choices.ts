// A private helper: a union whose branches are all choices (literals and
// enums) of one JSON type is one field of choices, as z.literal([...]) is,
// for the check and for every listing; one of choices and plain schemas of
// that type (z.string(), z.number(), z.boolean()) is a field of that type.

import type { z } from "zod";

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string; checks?: unknown[] };

/** A value a field of choices takes. */
export type Choice = string | number | boolean;

/** The JSON type of such a union, and its choices when it has nothing else. */
export interface OneType {
  readonly type: "string" | "number" | "boolean";
  readonly choices?: readonly Choice[];
}

const TYPES: ReadonlySet<string> = new Set(["string", "number", "boolean"]);

/**
 * The one JSON type of a union of choices and plain schemas of that type
 * (nested unions of them too), with its choices, in order and each once,
 * when every branch is one; undefined for any other schema.
 */
export function oneType(schema: Schema): OneType | undefined {
  // Most schemas are no union: asked of every node of every listing, they
  // answer before anything is made.
  if (schema._zod.def.type !== "union") return undefined;
  const types = new Set<string>();
  const values: Choice[] = [];
  let plain = false;
  // Of a union: the schema, or an option of one that is a union too.
  const gather = (union: Schema): boolean => {
    const def = union._zod.def as unknown as Def;
    if (def.inclusive === false || def.checks?.length) return false;
    return (def.options as Schema[]).every((option) => {
      const type = (option._zod.def as unknown as Def).type;
      if (type === "union") return gather(option);
      if (TYPES.has(type)) return types.add(type) && (plain = true);
      if (type !== "literal" && type !== "enum") return false;
      // zod gives every literal and enum its values.
      for (const value of option._zod.values ?? []) {
        types.add(typeof value);
        values.push(value as Choice);
      }
      return true;
    });
  };
  if (!gather(schema)) return undefined;
  const [type] = types;
  if (types.size !== 1 || !TYPES.has(type!)) return undefined;
  const kind = type as OneType["type"];
  return plain ? { type: kind } : { type: kind, choices: [...new Set(values)] };
}
