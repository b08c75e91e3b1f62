// A private helper: the copy of a schema that zod parses, with every
// function of the author's that zod runs as a check or a transform giving
// its promise a handler. zod's compiled parser cannot wait: where such a
// function gives a promise, it gives up on the call (which zod's parser then
// checks again) and drops the promise, whose rejection nobody would handle,
// which ends a host's process on Deno and Node.

import type { z } from "zod";
import { copied } from "../schema/_copy.ts";
import { memo } from "../util/_memo.ts";
import { learntAs } from "../schema/_learnt.ts";
import { childrenOf, isSchema } from "../schema/_children.ts";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Check = z.core.$ZodCheck;
type Run = (...args: never[]) => unknown;

/** The def keys of the author's functions that zod may be handed a promise by. */
const RUNS = ["fn", "transform"] as const;

/**
 * A copy of `schema` whose author functions (a refine's, a superRefine's,
 * a transform's or a preprocess's, a `z.custom()`'s) give any promise they
 * make a handler, then hand it on: the schema itself where it has none. The
 * schema is one defineTool took: it leads nowhere back.
 */
export function handled(schema: Schema, done: Map<Schema, Schema> = new Map()): Schema {
  return memo(done, schema, (schema) => {
    const def = schema._zod.def as Def;
    // Not recursive (the definition walk refused that), so it stands for one schema.
    if (def.type === "lazy") return handled((def.getter as () => Schema)(), done);
    const each = (item: unknown) => isSchema(item) ? handled(item, done) : item;
    let changes: Record<string, unknown> | undefined;
    for (const key of Object.keys(def)) {
      const value = def[key];
      let now = value;
      if (key === "checks") now = mapped(value as Check[], handledCheck);
      else if (key === "shape") {
        const shape = value as Record<string, Schema>;
        const names = Object.keys(shape);
        // A copy that changes nothing parses the same: the test spares only the copy.
        if (names.some((name) => each(shape[name]) !== shape[name])) {
          now = Object.fromEntries(names.map((name) => [name, each(shape[name])]));
        }
      } else if (Array.isArray(value)) now = mapped(value, each);
      else if (typeof value === "function") {
        // Any other function (an error map) gives what it gave when caught too.
        if (RUNS.includes(key as typeof RUNS[number])) now = caught(value as Run);
      } else now = each(value);
      if (now !== value) (changes ??= {})[key] = now;
    }
    if (changes === undefined) return schema;
    const copy = copied(schema, changes);
    // A copy of a preprocess is not run on null again.
    learntAs(copy, schema);
    return copy;
  });
}

/** What every async function inherits. */
const ASYNC: unknown = Object.getPrototypeOf(async () => {});

/**
 * Whether an author's function that zod runs as a check or a transform is an
 * async function, which gives a promise for every value: a check of such a
 * schema always waits. A plain function that gives a promise is found only
 * when it gives one, call by call.
 */
export function waits(schema: Schema, seen: Set<Schema> = new Set()): boolean {
  // A schema used in several places is asked once.
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as Def;
  const async = (run: unknown) => typeof run === "function" && Object.getPrototypeOf(run) === ASYNC;
  if (RUNS.some((key) => async(def[key]))) return true;
  const checks = (def.checks ?? []) as Check[];
  if (
    checks.some((check) =>
      async((check._zod.def as { fn?: unknown }).fn) || async(check._zod.check)
    )
  ) {
    return true;
  }
  return childrenOf(schema).some((child) => waits(child, seen));
}

/** The items each given to `change`: the array itself where that changes none. */
function mapped<T>(items: readonly T[], change: (item: T) => T): readonly T[] {
  // A copy that changes nothing parses the same: the test spares only the copy.
  return items.some((item) => change(item) !== item) ? items.map(change) : items;
}

/**
 * A check with its author function handled: a refine's in its def, which
 * zod's compiled parser runs, and the check's own, which zod's parser runs
 * (a refine's calls the first; a superRefine's, or `.check()`'s, is the
 * author's).
 */
function handledCheck(check: Check): Check {
  const def = check._zod.def as z.core.$ZodCheckDef & { fn?: unknown };
  // One of zod's own checks, caught, gives the same: this test spares only the copy.
  if (def.check !== "custom") return check;
  const fn = typeof def.fn === "function" ? caught(def.fn as Run) : def.fn;
  const own = { ...check._zod, def: { ...def, fn }, check: caught(check._zod.check) };
  return Object.create(check, { _zod: { value: own } });
}

/**
 * The function giving what `run` gives, having handed a handler to a promise
 * it gave. An async function's stays one (its prototype is kept), which zod
 * compiles no schema with.
 */
function caught<T extends Run>(run: T): T {
  const caught = function (this: unknown, ...args: Parameters<T>) {
    const result = run.apply(this, args);
    if (result instanceof Promise) result.then(undefined, ignore);
    return result;
  };
  return Object.setPrototypeOf(caught, Object.getPrototypeOf(run));
}

function ignore(): void {}
