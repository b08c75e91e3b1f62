// A private helper: copies of a zod schema with a changed def, and defaults
// and caught values that are new for every parse.

import { z } from "zod";
import { childKeys, isSchema } from "./_children.ts";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/**
 * A default, prefault or catch over `inner` whose value is new at every
 * depth for every parse. zod gives each parse its own default through a
 * getter, but shares the arrays and objects inside it, and hands every parse
 * the same value caught. The copy keeps the marks zod puts on a constant
 * catch, so it still compiles.
 */
export function freshened(schema: Schema, inner: Schema): Schema {
  const def = schema._zod.def as Def;
  if (def.type === "catch") {
    const value = def.catchValue as (context: unknown) => unknown;
    return copied(schema, {
      innerType: inner,
      catchValue: Object.assign((context: unknown) => fresh(value(context)), value),
    });
  }
  return copied(schema, {
    innerType: inner,
    get defaultValue() {
      return fresh(def.defaultValue);
    },
  });
}

/**
 * The schema with each of its children (see `_children.ts`) given to `map`:
 * a copy where any child changed, else the schema itself. A lazy schema is
 * left as it is: the copies made of a tool's schema step through it first.
 */
export function withChildren(schema: Schema, map: (child: Schema) => Schema): Schema {
  const def = schema._zod.def as Def;
  if (def.type === "lazy") return schema;
  const changes: Record<string, unknown> = {};
  if (def.type === "object") {
    const shape = def.shape as Record<string, Schema>;
    // fromEntries defines a key named __proto__ as a field, not the prototype.
    const fields = Object.fromEntries(Object.keys(shape).map((key) => [key, map(shape[key]!)]));
    if (Object.keys(shape).some((key) => fields[key] !== shape[key])) changes.shape = fields;
  }
  for (const key of childKeys(def)) {
    const value = def[key];
    if (isSchema(value)) changes[key] = map(value);
    else if (Array.isArray(value)) {
      changes[key] = value.map((item: unknown) => isSchema(item) ? map(item) : item);
    }
  }
  return changed(schema, changes);
}

/**
 * The schema with `changes` in its def: a copy when a change differs from
 * what the def holds (a list of options by its items), else the schema
 * itself.
 */
export function changed(schema: Schema, changes: Record<string, unknown>): Schema {
  const def = schema._zod.def as Def;
  // A copy where nothing changed parses the same: the test only spares it.
  const same = (now: unknown, was: unknown) =>
    now === was || (Array.isArray(now) && now.every((item, i) => item === (was as unknown[])[i]));
  return Object.keys(changes).every((key) => same(changes[key], def[key]))
    ? schema
    : copied(schema, changes);
}

/**
 * A copy of the schema with `changes` in its def. The def is copied by its
 * property descriptors, since a spread would read a getter once, such as the
 * one that gives each parse its own default.
 */
export function copied(schema: Schema, changes: Record<string, unknown>): Schema {
  const descriptors = {
    ...Object.getOwnPropertyDescriptors(schema._zod.def),
    ...Object.getOwnPropertyDescriptors(changes),
  };
  const def = Object.defineProperties({}, descriptors) as z.core.$ZodTypeDef;
  // An author's error map is handed the schema it words (issue.inst): a copy
  // of the class the author made, then.
  const Core = def.error === undefined ? CORE.get(schema._zod.constr) : undefined;
  return Core === undefined ? z.core.clone(schema, def) : new Core(def);
}

/** A class of zod's that makes a schema of a def. */
type Class = new (def: z.core.$ZodTypeDef) => Schema;

/**
 * zod's core class of each classic one whose copies the package makes: a
 * copy is only parsed, never handed on, and a core instance holds a third
 * less. Any other class (a union's, a codec's, another copy of zod's) is
 * cloned as it is.
 */
const CORE: ReadonlyMap<unknown, Class> = /* @__PURE__ */ new Map(
  [
    "Object",
    "Optional",
    "Nullable",
    "NonOptional",
    "Readonly",
    "Default",
    "Prefault",
    "Catch",
    "Array",
    "Tuple",
    "Record",
    "Intersection",
  ].map((name) => [
    (z as unknown as Record<string, unknown>)[`Zod${name}`],
    (z.core as unknown as Record<string, Class>)[`$Zod${name}`]!,
  ]),
);

/** A copy of plain data (arrays and plain objects) at every depth; any other value as it is. */
export function fresh(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fresh);
  if (typeof value !== "object" || value === null) return value;
  const prototype = Object.getPrototypeOf(value);
  // A default defineTool takes is JSON's: no class instance, no object without a prototype.
  if (prototype !== Object.prototype && prototype !== null) return value;
  // fromEntries defines a key named __proto__ as a field, not the prototype.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fresh(item)]));
}
