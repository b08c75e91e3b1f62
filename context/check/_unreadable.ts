// A private helper: input a host built itself may hold a getter, a Proxy or a
// class instance that throws when read. That is the input's fault, so it is
// refused; this runs on the error path only, and never throws itself.

import { refusalOf } from "../wording/_wording.ts";
import { ToolRefusal } from "../refusal.ts";

/**
 * Decides what an error thrown while checking means: a refusal when the
 * input is no plain data (what JSON gives), whose reading may have thrown it,
 * else the error unchanged (a refinement or a transform that threw).
 */
export function unreadableInput(fields: string, input: unknown, error: unknown): unknown {
  try {
    if (error instanceof ToolRefusal) return error;
  } catch {
    // A revoked proxy was thrown: instanceof cannot read its prototype.
  }
  const at = notPlainAt(input);
  return at === undefined ? error : unreadable(fields, at);
}

/**
 * Where a value stops being plain data, as JSON gives it: the path of the
 * first place that throws when read, holds a getter or is an object other
 * than an array or a plain one; the value itself where it holds a Proxy or
 * a function anywhere. Undefined for plain data.
 */
export function notPlainAt(value: unknown): readonly PropertyKey[] | undefined {
  const reading = read(value);
  if ("at" in reading) return reading.at;
  return holdsProxy(value) ? [] : undefined;
}

/** The refusal of input that threw when read, at the place named. */
export function unreadable(fields: string, at: readonly PropertyKey[]): ToolRefusal {
  const { message, lines } = refusalOf([{ code: "unreadable", path: [], at }], fields);
  return new ToolRefusal("bad-arguments", message, lines);
}

/**
 * The input as plain data: each array and object copied (objects without a
 * prototype), each data property read once; undefined when that cannot be
 * done, since a getter, a class instance or a trap that throws is in the way.
 */
export function plainCopy(input: unknown): unknown {
  const reading = read(input);
  return "copy" in reading ? reading.copy : undefined;
}

/** A value met on the way through the input, with the way to it and where its copy goes. */
interface Step {
  readonly value: unknown;
  readonly key?: PropertyKey;
  readonly parent?: Step;
  readonly into?: Record<PropertyKey, unknown>;
}

/** What a walk through the input found: the first place that is no plain data, or a copy. */
type Reading = { readonly at: PropertyKey[] } | { readonly copy: unknown };

/**
 * Walks the input with a stack of its own, so no depth of input overflows
 * it, and without calling a getter: the path of the first place that throws
 * when read, holds a getter (a symbol-keyed one too: its object is named), or
 * is an object other than an array or a plain one (whose prototype may hold a
 * getter); else a copy of what it read. A data property is read, not taken
 * from its descriptor, since a Proxy's get trap may be what throws.
 */
function read(input: unknown): Reading {
  const copies = new Map<object, unknown>();
  const stack: Step[] = [{ value: input }];
  let copied: unknown;
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const { value } = step;
    let copy = value;
    if (typeof value === "object" && value !== null) {
      copy = copies.get(value);
      if (copy === undefined) {
        try {
          const array = Array.isArray(value);
          const prototype = Object.getPrototypeOf(value);
          if (prototype !== null && prototype !== (array ? Array : Object).prototype) {
            return { at: pathOf(step) };
          }
          // An array's copy gets its length below, which sets what it holds.
          const into: Record<PropertyKey, unknown> = array ? [] : Object.create(null);
          copies.set(value, copy = into);
          const descriptors = Object.getOwnPropertyDescriptors(value);
          for (const key of Reflect.ownKeys(descriptors)) {
            const descriptor = descriptors[key as string]!;
            // A symbol key is no field, and no path names it: its object is at fault.
            if (typeof key === "symbol") {
              if (descriptor.get || descriptor.set) return { at: pathOf(step) };
              continue;
            }
            const at = { value: undefined, key, parent: step, into };
            if (descriptor.get || descriptor.set) return { at: pathOf(at) };
            // An array's length is copied too: set before its items, it changes nothing.
            try {
              stack.push({ ...at, value: (value as Record<string, unknown>)[key] });
            } catch {
              return { at: pathOf(at) };
            }
          }
        } catch {
          // A revoked proxy, or a trap that throws.
          return { at: pathOf(step) };
        }
      }
    }
    if (step.into === undefined) copied = copy;
    else step.into[step.key!] = copy;
  }
  return { copy: copied };
}

/**
 * Whether a Proxy is anywhere in the input, whatever its traps do: cloning
 * one fails, and calls none of them. So does a function, which JSON never
 * holds either; input too deep to clone says nothing of a proxy in it.
 */
export function holdsProxy(input: unknown): boolean {
  try {
    structuredClone(input);
    return false;
  } catch (error) {
    return !(error instanceof RangeError);
  }
}

function pathOf(step: Step): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = step; at.parent !== undefined; at = at.parent) {
    path.push(at.key!);
  }
  return path.reverse();
}
