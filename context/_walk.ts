// A private helper: what defining a tool checks in its schema beyond what
// the listing shows, anywhere the check reaches (every branch of a union, the
// values of a record, a catchall): recursion, depth, a name no object can
// carry, and intersections zod cannot merge. It also runs each preprocess
// once on null, which decides whether null means something there.

import type { z } from "zod";
import { meansNull } from "./_nulls.ts";

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

/** The most levels of objects, records and arrays a tool input may have. */
export const MAX_DEPTH = 256;

export const FREE_FORM: string =
  "for free-form JSON, take z.record(z.string(), a typed value) or a z.string() of JSON";

/**
 * What a mistake in a schema is about, in the words that differ: a tool's
 * input, or its output, whose answers take free-form JSON as z.unknown().
 */
export interface Subject {
  /** The whole schema, or one of its fields by its dotted place. */
  readonly where: (place: string | undefined) => string;
  /** What takes free-form JSON instead of a recursive schema. */
  readonly freeForm: string;
  /** What may nest {@linkcode MAX_DEPTH} levels at most. */
  readonly nests: string;
}

export const INPUT: Subject = Object.freeze({
  where: (place: string | undefined) => place === undefined ? "the input" : `field "${place}"`,
  freeForm: FREE_FORM,
  nests: "a tool input",
});

export const OUTPUT: Subject = Object.freeze({
  where: (place: string | undefined) =>
    place === undefined ? "the output" : `the output's field "${place}"`,
  freeForm: "for free-form JSON, take z.unknown(), whose answers are checked as JSON",
  nests: "an answer",
});

/** Types whose children are one level deeper in the input. */
const LEVELS: ReadonlySet<string> = new Set(["object", "record", "array", "tuple"]);

/** The error of a mistake at a field, as defineTool words it behind the tool's name. */
export function fault(path: readonly string[], problem: string, subject: Subject = INPUT): Error {
  const place = path.length === 0 ? undefined : path.join(".").replaceAll(".[]", "[]");
  return new Error(`${subject.where(place)} ${problem}`);
}

/**
 * Throws for what the check cannot take, anywhere it reaches: a schema that
 * leads back to itself (also through a `z.lazy()` whose getter makes a new
 * schema each time, told by the getter), input nested past
 * {@linkcode MAX_DEPTH} levels, a field or a record key named `__proto__`,
 * and an intersection whose sides share a field that one side changes.
 */
export function checkSchema(schema: Schema, subject: Subject = INPUT): void {
  walk(schema, [], 0, new Map(), subject);
}

/** What the walk keeps of a schema it is inside of, or of a lazy's getter, in place of a depth. */
const OPEN = -1;

/**
 * Walks a schema at `depth` levels of objects and arrays. `seen` holds the
 * deepest level each schema was walked at (a schema walked as deep or deeper,
 * used in several places, holds no more), or {@linkcode OPEN} for a schema
 * or a getter the walk is inside of, which leads back to itself.
 */
function walk(
  schema: Schema,
  path: readonly string[],
  depth: number,
  seen: Map<unknown, number>,
  subject: Subject,
): void {
  const was = seen.get(schema);
  // A cache (see above); OPEN is below every depth.
  // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: equivalent, see above
  if (was !== undefined && depth <= was) return;
  const def = schema._zod.def as unknown as Def;
  // Only a lazy has a getter.
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  const getter = def.type === "lazy" ? def.getter : undefined;
  // undefined is never set: only a getter is, below.
  // z.json() is recursive too, so the advice says what takes free-form JSON instead.
  if (was === OPEN || seen.get(getter) === OPEN) {
    throw fault(
      path,
      `is recursive, which a listing cannot show; limit its depth, or ${subject.freeForm}`,
      subject,
    );
  }
  const level = LEVELS.has(def.type);
  // Named by the top-level field it is in: the path is hundreds of levels deep.
  if (level && depth >= MAX_DEPTH) {
    throw fault(
      path.slice(0, 1),
      `is nested deeper than ${MAX_DEPTH} levels of objects and arrays, the most ` +
        `${subject.nests} may have; flatten it`,
      subject,
    );
  }
  seen.set(schema, OPEN);
  if (getter !== undefined) seen.set(getter, OPEN);
  const deeper = level ? depth + 1 : depth;
  if (def.type === "object") {
    const shape = def.shape as Record<string, Schema>;
    for (const name of Object.keys(shape)) {
      if (name === "__proto__") throw fault([...path, name], PROTO, subject);
      walk(shape[name]!, [...path, name], deeper, seen, subject);
    }
  }
  if (def.type === "record" && (def.keyType as Schema)._zod.values?.has("__proto__")) {
    throw fault([...path, "__proto__"], PROTO, subject);
  }
  const children = getter ? [(getter as () => Schema)()] : schemasIn(def);
  const inside = def.type === "array" ? [...path, "[]"] : path;
  for (const child of children) walk(child, inside, deeper, seen, subject);
  // After its sides are walked: neither leads back to itself, nor too deep.
  if (def.type === "intersection") {
    mergeable(def.left as Schema, def.right as Schema, path, subject);
  }
  // The check's copy is made at the first call; whether a schema gives null
  // a meaning is decided now, when the tool is defined, which runs each
  // preprocess once on null (after what it leads to is walked, which
  // refuses a schema that leads back to itself).
  meansNull(schema);
  seen.delete(getter);
  seen.set(schema, depth);
}

const PROTO = "is named __proto__, which no object a host hands on can hold as a field; rename it";

/** Tells a zod schema among a def's values. */
export function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && "_zod" in value;
}

/**
 * The schemas a def holds, as its values or in its arrays (a union's
 * options, a tuple's items, the checks). A loop over the def's keys:
 * `Object.values(def).flat()` cost most of the definition walk, and
 * `Object.values` alone is slow on a def that had a getter (an object's).
 */
export function schemasIn(def: Record<string, unknown>): Schema[] {
  const found: Schema[] = [];
  for (const key of Object.keys(def)) {
    const value = def[key];
    if (!Array.isArray(value)) {
      if (isSchema(value)) found.push(value);
      continue;
    }
    for (const item of value) if (isSchema(item)) found.push(item);
  }
  return found;
}

/** Wrappers that give the value of the schema they wrap, or nothing. */
const WRAPPERS: ReadonlySet<string> = new Set(["optional", "nullable", "nonoptional", "readonly"]);

function unwrapped(schema: Schema): Schema {
  for (let def = schema._zod.def as unknown as Def;; def = schema._zod.def as unknown as Def) {
    if (WRAPPERS.has(def.type)) schema = def.innerType as Schema;
    else if (def.type === "lazy") schema = (def.getter as () => Schema)();
    else return schema;
  }
}

/**
 * Throws when both sides of an intersection give a value at the same place
 * and one of them may change it (a transform, a trim or a change of case, a
 * default): zod then has two values it cannot merge, and throws at every
 * such call. Objects are compared field by field, arrays item by item.
 */
function mergeable(
  left: Schema,
  right: Schema,
  path: readonly string[],
  subject: Subject,
): void {
  left = unwrapped(left);
  right = unwrapped(right);
  if (left === right) return;
  const a = left._zod.def as unknown as Def;
  const b = right._zod.def as unknown as Def;
  if (a.type === "object" && b.type === "object") {
    const shape = b.shape as Record<string, Schema>;
    for (const [key, field] of Object.entries(a.shape as Record<string, Schema>)) {
      if (Object.hasOwn(shape, key)) mergeable(field, shape[key]!, [...path, key], subject);
    }
  } else if (a.type === "array" && b.type === "array") {
    mergeable(a.element as Schema, b.element as Schema, [...path, "[]"], subject);
  } else if (!LEVELS.has(a.type) && !LEVELS.has(b.type) && (changes(left) || changes(right))) {
    throw fault(
      path,
      "is in both sides of an intersection, and one side changes its value (a transform, " +
        "a trim or change of case, a default), which zod cannot merge; write the field once",
      subject,
    );
  }
}

/** Whether a schema may give another value than it was sent. */
function changes(schema: Schema, seen = new Set<Schema>()): boolean {
  // A schema met again has been asked already: the first answer stands.
  // Stryker disable next-line ConditionalExpression: a cache, see above
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (CHANGING.has(def.type) || def.coerce === true) return true;
  const checks = (def.checks ?? []) as z.core.$ZodCheck[];
  if (checks.some((check) => check._zod.def.check === "overwrite")) return true;
  const children = def.type === "lazy" ? [(def.getter as () => Schema)()] : schemasIn(def);
  return children.some((child) => changes(child, seen));
}

const CHANGING: ReadonlySet<string> = new Set([
  "transform",
  "pipe",
  "default",
  "prefault",
  "catch",
]);

/**
 * The paths of the intersections a schema holds where the check reaches,
 * for naming one zod could not merge at a call. The schema is one defineTool
 * took: it leads nowhere back.
 */
export function intersectionsOf(schema: Schema, path: readonly string[] = []): string[][] {
  const def = schema._zod.def as unknown as Def;
  const found = def.type === "intersection" ? [[...path]] : [];
  // zod keeps a lazy's schema in its def once read, as defining the tool does:
  // the values of the def hold it then too.
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, see above
  const children = def.type === "lazy" ? [(def.getter as () => Schema)()] : schemasIn(def);
  for (const child of children) {
    found.push(...intersectionsOf(child, def.type === "array" ? [...path, "[]"] : path));
  }
  if (def.type === "object") {
    for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
      found.push(...intersectionsOf(field, [...path, key]));
    }
  }
  return found;
}
