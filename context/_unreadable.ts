// A private helper: input a host built itself may hold a getter or a Proxy
// that throws when read. That is the input's fault, so it is refused; this
// runs on the error path only.

import { pathText } from "./_wording.ts";
import { ToolRefusal } from "./refusal.ts";

/**
 * Decides what an error thrown while checking means: a refusal when reading
 * the input throws, else the error unchanged (a refinement or a transform
 * that threw).
 */
export function unreadableInput(fields: string, input: unknown, error: unknown): unknown {
  if (error instanceof ToolRefusal) return error;
  const where = unreadableAt(input, [], new WeakSet());
  if (where === undefined) return error;
  const what = where.length === 0 ? "the arguments" : `field ${pathText(where)}`;
  return new ToolRefusal(
    "bad-arguments",
    `${what} could not be read (a getter or a proxy threw); send plain JSON`,
    [fields],
  );
}

/** The path of the first value that throws when read, or undefined. */
function unreadableAt(
  value: unknown,
  path: readonly PropertyKey[],
  seen: WeakSet<object>,
): readonly PropertyKey[] | undefined {
  if (typeof value !== "object" || value === null || seen.has(value) || path.length > 64) {
    return undefined;
  }
  seen.add(value);
  let keys: string[];
  try {
    // A revoked proxy or a throwing ownKeys trap throws here.
    keys = Object.keys(value);
  } catch {
    return path;
  }
  for (const key of keys) {
    const at = [...path, key];
    let child: unknown;
    try {
      child = (value as Record<string, unknown>)[key];
    } catch {
      return at;
    }
    const found = unreadableAt(child, at, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}
