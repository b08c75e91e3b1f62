// A private helper: what defining a tool checks in its schema beyond what
// the listing shows, anywhere the check reaches (every branch of a union, the
// values of a record, a catchall): recursion, depth, a name no object can
// carry, and intersections zod cannot merge. It also runs each preprocess
// once on null, which decides whether null means something there.

import type { z } from "zod";
import { childrenOf, eachChild } from "./_children.ts";
import { learnt } from "./_learnt.ts";
import { placeText } from "../wording/_path.ts";
import { table } from "../util/_table.ts";

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
  return new Error(`${subject.where(path.length === 0 ? undefined : placeText(path))} ${problem}`);
}

/**
 * Throws for what the check cannot take, anywhere it reaches: a schema that
 * leads back to itself (also through a `z.lazy()` whose getter makes a new
 * schema each time, told by the getter), input nested past
 * {@linkcode MAX_DEPTH} levels, a field or a record key named `__proto__`,
 * and an intersection whose sides share a field that one side changes.
 */
export function checkSchema(schema: Schema, subject: Subject = INPUT): void {
  walk(schema, { path: [], depth: 0, seen: new Map(), subject });
}

/** What the walk keeps of a schema it is inside of, or of a lazy's getter, in place of a depth. */
const OPEN = -1;

/**
 * Where the walk stands: the path and depth of levels of objects and arrays
 * of the schema it walks. `seen` holds the deepest level each schema was
 * walked at (a schema walked as deep or deeper, used in several places,
 * holds no more), or {@linkcode OPEN} for a schema or a getter the walk is
 * inside of, which leads back to itself.
 */
interface At {
  readonly path: readonly string[];
  readonly depth: number;
  readonly seen: Map<unknown, number>;
  readonly subject: Subject;
}

/** Walks a schema and what it holds: the checks every schema takes, then its type's rule. */
function walk(schema: Schema, at: At): void {
  const was = at.seen.get(schema);
  // A cache (see above); OPEN is below every depth.
  if (was !== undefined && at.depth <= was) return;
  // z.json() is recursive too, so the advice says what takes free-form JSON instead.
  if (was === OPEN) throw recursive(at);
  const def = schema._zod.def as unknown as Def;
  const level = LEVELS.has(def.type);
  // Named by the top-level field it is in: the path is hundreds of levels deep.
  if (level && at.depth >= MAX_DEPTH) {
    throw fault(
      at.path.slice(0, 1),
      `is nested deeper than ${MAX_DEPTH} levels of objects and arrays, the most ` +
        `${at.subject.nests} may have; flatten it`,
      at.subject,
    );
  }
  at.seen.set(schema, OPEN);
  const deeper = level ? at.depth + 1 : at.depth;
  const children = () =>
    eachChild(schema, (child, step) => {
      const path = step === undefined ? at.path : [...at.path, step];
      walk(child, { path, depth: deeper, seen: at.seen, subject: at.subject });
    });
  (RULES[def.type] ?? ANY)(def, at, children);
  // The check's copy is made at the first call; what it and the listings
  // read of a schema is learnt now, when the tool is defined, which runs
  // each preprocess once on null (after what it leads to is walked, which
  // refuses a schema that leads back to itself).
  learnt(schema);
  at.seen.set(schema, at.depth);
}

/** What the walk checks in a schema of one type, walking its children (`children`) when it should. */
type Rule = (def: Def, at: At, children: () => void) => void;

const ANY: Rule = (_def, _at, children) => children();

/** The rules of the types that have one of their own. */
const RULES: Readonly<Record<string, Rule | undefined>> = /* @__PURE__ */ table({
  object: (def: Def, at: At, children: () => void) => {
    if (Object.hasOwn(def.shape as object, "__proto__")) {
      throw fault([...at.path, "__proto__"], PROTO, at.subject);
    }
    children();
  },
  record: (def: Def, at: At, children: () => void) => {
    if ((def.keyType as Schema)._zod.values?.has("__proto__")) {
      throw fault([...at.path, "__proto__"], PROTO, at.subject);
    }
    children();
  },
  // A getter that makes a new schema each time leads back to itself through the getter.
  lazy: (def: Def, at: At, children: () => void) => {
    if (at.seen.get(def.getter) === OPEN) throw recursive(at);
    at.seen.set(def.getter, OPEN);
    children();
    at.seen.delete(def.getter);
  },
  // After its sides are walked: neither leads back to itself, nor too deep.
  intersection: (def: Def, at: At, children: () => void) => {
    children();
    mergeable(def.left as Schema, def.right as Schema, at.path, at.subject);
  },
});

function recursive({ path, subject }: At): Error {
  return fault(
    path,
    `is recursive, which a listing cannot show; limit its depth, or ${subject.freeForm}`,
    subject,
  );
}

const PROTO = "is named __proto__, which no object a host hands on can hold as a field; rename it";

/** Wrappers that give the value of the schema they wrap, or nothing; a lazy gives its schema's. */
const WRAPPERS: ReadonlySet<string> = new Set([
  "optional",
  "nullable",
  "nonoptional",
  "readonly",
  "lazy",
]);

/** The schema under its wrappers: each has one child. */
function unwrapped(schema: Schema): Schema {
  while (WRAPPERS.has(schema._zod.def.type)) schema = childrenOf(schema)[0]!;
  return schema;
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
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (CHANGING.has(def.type) || def.coerce === true) return true;
  const checks = (def.checks ?? []) as z.core.$ZodCheck[];
  if (checks.some((check) => check._zod.def.check === "overwrite")) return true;
  return childrenOf(schema).some((child) => changes(child, seen));
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
  const found = schema._zod.def.type === "intersection" ? [[...path]] : [];
  eachChild(schema, (child, step) => {
    found.push(...intersectionsOf(child, step === undefined ? path : [...path, step]));
  });
  return found;
}
