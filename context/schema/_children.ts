// A private helper: the one way the package steps from a zod schema to the
// schemas inside it, a lazy schema's included. Each walk over a schema (the
// rules of a definition, what an answer may hold, ...) is a table of small
// handlers per schema type that steps down through this.

import type { z } from "zod";
import { table } from "../util/_table.ts";

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { readonly type: string };

/**
 * Where a child stands in what its parent takes: the name of an object's
 * field, {@linkcode ITEM} for an array's items, or nothing where it takes
 * the parent's own place (a wrapper's schema, a union's options, a record's
 * values, a tuple's items).
 */
export type Step = string | undefined;

/** The step to an array's items, as a path names it (`tags[]`). */
export const ITEM = "[]";

/** What a walk does with each child of a schema, and where it stands. */
export type Visit = (child: Schema, step: Step) => void;

const INNER = ["innerType"] as const;
const KEYED = ["keyType", "valueType"] as const;

/**
 * The def keys that hold the children of each type but an object and a lazy
 * schema, each a schema or an array of them. A type not named here is one
 * zod added later: every key of its def but its checks is read.
 */
const KEYS: Readonly<Record<string, readonly string[] | undefined>> = /* @__PURE__ */ table({
  array: ["element"],
  tuple: ["items", "rest"],
  record: KEYED,
  map: KEYED,
  set: ["valueType"],
  union: ["options"],
  intersection: ["left", "right"],
  pipe: ["in", "out"],
  optional: INNER,
  nullable: INNER,
  nonoptional: INNER,
  readonly: INNER,
  default: INNER,
  prefault: INNER,
  catch: INNER,
  success: INNER,
  promise: INNER,
  // A template literal's parts are pieces of one text, not values of their own.
  template_literal: [],
});

/**
 * Hands `visit` each schema inside `schema`, in the order zod checks them:
 * an object's fields then its catchall, a wrapper's schema, a union's
 * options, what a lazy schema's getter gives. A check is no child.
 */
export function eachChild(schema: Schema, visit: Visit): void {
  const def = schema._zod.def as unknown as Def;
  if (def.type === "lazy") return visit((def.getter as () => Schema)(), undefined);
  if (def.type === "object") {
    const shape = def.shape as Record<string, Schema>;
    for (const name of Object.keys(shape)) visit(shape[name]!, name);
  }
  const step = def.type === "array" ? ITEM : undefined;
  for (const key of childKeys(def)) {
    const value = def[key];
    if (isSchema(value)) visit(value, step);
    else if (Array.isArray(value)) {
      for (const item of value) if (isSchema(item)) visit(item, step);
    }
  }
}

/**
 * The keys of a def that may hold its children, each a schema or an array
 * of them; an object's fields, in its `shape`, and a lazy schema's, behind
 * its getter, are not among them.
 */
export function childKeys(def: { readonly type: string }): readonly string[] {
  return KEYS[def.type] ?? Object.keys(def).filter((key) => key !== "checks");
}

/** The schemas inside `schema`, as {@linkcode eachChild} hands them. */
export function childrenOf(schema: Schema): Schema[] {
  const found: Schema[] = [];
  eachChild(schema, (child) => found.push(child));
  return found;
}

/** Tells a zod schema among a def's values. */
export function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && "_zod" in value;
}
