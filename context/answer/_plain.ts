// A private helper: a tool's checked answer made plain JSON before any client
// gets it. zod hands a free-form value on as the tool made it, keeps a key
// whose value is undefined, and keeps -0; a transport writes what JSON can,
// and a client's validator reads the structured answer as it stands.

import { setField } from "../json/_nodes.ts";
import { pathText } from "../wording/_path.ts";
import { MAX_DEPTH } from "../schema/_walk.ts";
import { a, kindOf } from "../wording/_words.ts";

/** What makes an answer no plain JSON: where, what stands there, and the error met reading it. */
export class NotJson {
  constructor(
    readonly path: readonly PropertyKey[],
    readonly problem: string,
    readonly cause?: unknown,
  ) {}
}

/** The words for what could not be read. */
export const UNREAD = "could not be read (a getter or a proxy threw)";

/** The way through the answer: the keys to where the walk is, and the containers on the way. */
interface Walk {
  readonly path: PropertyKey[];
  readonly within: object[];
}

/**
 * A copy of a checked answer that JSON writes and reads back the same:
 * every array and object new and plain, each property read once, a key
 * whose value is undefined left out (as JSON leaves it out), and -0 as 0.
 *
 * @throws {NotJson} For what JSON cannot write, with its path: an array's
 * hole or undefined item, a value JSON has no form for (a function, a
 * bigint, NaN, a Date, a Map), a cycle, more than {@linkcode MAX_DEPTH}
 * levels of nesting, or a read that threw (its error as the cause).
 */
export function plainJson(value: unknown): unknown {
  try {
    return quick(value, 0);
  } catch {
    // Something to name, or a read that threw: walked again, keeping the way.
    return plain(value, { path: [], within: [] });
  }
}

/**
 * A checked answer made plain JSON in place, where zod made every array
 * and object in it (an output without a free-form value): each key whose
 * value is undefined deleted, -0 made 0. Anything else, a frozen object
 * included, is left to {@linkcode plainJson}, which copies and names it.
 */
export function tidyJson(value: unknown): unknown {
  try {
    tidy(value as object, 0);
    return value;
  } catch {
    return plainJson(value);
  }
}

function tidy(value: object, depth: number): void {
  if (depth >= MAX_DEPTH) throw CAREFUL;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "object") {
        if (item !== null) tidy(item, depth + 1);
      } else if (item === 0) value[i] = 0;
      else if (!scalar(item)) throw CAREFUL;
    }
    return;
  }
  const node = value as Record<string, unknown>;
  for (const key of Object.keys(node)) {
    const item = node[key];
    if (typeof item === "object") {
      if (item !== null) tidy(item, depth + 1);
    } else if (item === 0) node[key] = 0;
    else if (item === undefined) delete node[key];
    else if (!scalar(item)) throw CAREFUL;
  }
}

/** Whether JSON writes a value that is no object as it is: a string, a boolean, a finite number. */
function scalar(value: unknown): boolean {
  return typeof value === "string" || typeof value === "boolean" || Number.isFinite(value);
}

/** Thrown by {@linkcode quick} where the answer needs the careful walk. */
const CAREFUL: unique symbol = Symbol("careful");

/**
 * The copy of plain JSON, keeping no way through it: what a check of an
 * answer costs on every call. Anything else throws, for the careful walk
 * to name: it takes the same turns, so where this copies, so would it.
 */
function quick(value: unknown, depth: number): unknown {
  if (typeof value !== "object") {
    if (typeof value === "string" || typeof value === "boolean") return value;
    // Number.isFinite is false for what is no number.
    if (Number.isFinite(value)) return value === 0 ? 0 : value;
    throw CAREFUL;
  }
  if (value === null) return null;
  if (depth >= MAX_DEPTH) throw CAREFUL;
  if (Array.isArray(value)) {
    const { length } = value;
    const copy: unknown[] = [];
    for (let i = 0; i < length; i++) {
      // A hole reads as undefined, which the copy of an item gives up on as it does on undefined.
      copy.push(quick(value[i], depth + 1));
    }
    return copy;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) throw CAREFUL;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    if (key === "__proto__") throw CAREFUL;
    copy[key] = quick(field, depth + 1);
  }
  return copy;
}

function plain(value: unknown, walk: Walk): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      if (!Number.isFinite(value)) throw fault(walk, `${value}, which JSON cannot hold`);
      // -0 === 0: JSON writes it as 0, and a client reads it so.
      return value === 0 ? 0 : value;
    case "object":
      return value === null ? null : container(value, walk);
    default:
      throw fault(walk, `${a(typeof value)}, which JSON cannot hold`);
  }
}

function container(value: object, walk: Walk): unknown {
  const { path, within } = walk;
  const back = within.indexOf(value);
  if (back !== -1) {
    const to = back === 0 ? "the answer itself" : pathText(path.slice(0, back));
    throw fault(walk, `refers back to ${to}, a cycle JSON cannot write`);
  }
  if (within.length >= MAX_DEPTH) {
    throw fault(walk, `nests more than ${MAX_DEPTH} levels deep`);
  }
  within.push(value);
  let copy: unknown;
  try {
    copy = Array.isArray(value) ? items(value, walk) : fields(value, walk);
  } catch (error) {
    throw error instanceof NotJson ? error : fault(walk, UNREAD, error);
  }
  within.pop();
  return copy;
}

function items(value: readonly unknown[], walk: Walk): unknown[] {
  const { length } = value;
  const copy = new Array<unknown>(length);
  for (let i = 0; i < length; i++) {
    walk.path.push(i);
    if (!(i in value)) throw fault(walk, "a hole in the array, which JSON writes as null");
    const item = value[i];
    if (item === undefined) throw fault(walk, "undefined, which JSON writes as null");
    copy[i] = plain(item, walk);
    walk.path.pop();
  }
  return copy;
}

function fields(value: object, walk: Walk): Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    const kind = kindOf(value);
    throw fault(
      walk,
      kind === "object"
        ? "an object of a prototype of its own"
        : `${a(kind)}, which JSON cannot hold`,
    );
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    walk.path.push(key);
    const field = (value as Record<string, unknown>)[key];
    // JSON leaves the key out.
    const made = field === undefined ? undefined : plain(field, walk);
    walk.path.pop();
    // A key named __proto__ is a field, as JSON.parse makes it.
    if (made !== undefined) setField(copy, key, made);
  }
  return copy;
}

function fault(walk: Walk, problem: string, cause?: unknown): NotJson {
  return new NotJson([...walk.path], problem, cause);
}
