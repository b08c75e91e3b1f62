// A private helper: input a host built itself may hold a getter, a Proxy or a
// class instance that throws when read. That is the input's fault, so it is
// refused; this runs on the error path only, and never throws itself.

import { pathText } from "./_problems.ts";
import { ToolRefusal } from "./refusal.ts";

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
  const where = unreadableAt(input);
  if (where === undefined) return error;
  const what = where.length === 0 ? "the arguments" : `field ${pathText(where)}`;
  return new ToolRefusal(
    "bad-arguments",
    `${what} could not be read (a getter or a proxy threw); send plain JSON`,
    [fields],
  );
}

/** A value met on the way through the input, with the way to it. */
interface Step {
  readonly value: unknown;
  readonly key?: PropertyKey;
  readonly parent?: Step;
}

/**
 * The path of the first place that is no plain data: one that throws when
 * read, a getter, or an object other than an array or a plain object (whose
 * prototype may hold a getter); the empty path for a Proxy or a function
 * anywhere else. Walked with a stack of its own, so no depth
 * of input overflows it, and without calling a getter; a data property is
 * read, since a Proxy's get trap may be what throws.
 */
function unreadableAt(input: unknown): PropertyKey[] | undefined {
  const seen = new WeakSet<object>();
  const stack: Step[] = [{ value: input }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const { value } = step;
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    try {
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== null && prototype !== (Array.isArray(value) ? Array : Object).prototype) {
        return pathOf(step);
      }
      const descriptors = Object.getOwnPropertyDescriptors(value);
      // Names only: zod reads no symbol key, and structuredClone skips them too.
      for (const key of Object.getOwnPropertyNames(descriptors)) {
        const descriptor = descriptors[key]!;
        const at = { value: undefined, key, parent: step };
        if (descriptor.get || descriptor.set) return pathOf(at);
        // Read, not taken from the descriptor: a Proxy's get trap may throw.
        try {
          stack.push({ ...at, value: (value as Record<string, unknown>)[key] });
        } catch {
          return pathOf(at);
        }
      }
    } catch {
      // A revoked proxy, or a trap that throws.
      return pathOf(step);
    }
  }
  try {
    // Refuses a Proxy anywhere, whatever its traps do, and calls none of them.
    structuredClone(input);
  } catch {
    return [];
  }
  return undefined;
}

function pathOf(step: Step): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Step | undefined = step; at?.parent !== undefined; at = at.parent) {
    path.push(at.key!);
  }
  return path.reverse();
}
