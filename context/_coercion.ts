// A private helper: the lossless coercions a call may ask for. A value sent
// as a string where its field takes only numbers, only booleans, only
// objects or only arrays is read as that, where the string has exactly one
// such reading; anything else stays as it was sent.

import type { z } from "zod";
import { isNode } from "./_nodes.ts";
import { pathText } from "./_problems.ts";

type Issue = z.core.$ZodIssue;

/** JSON's own numbers, whole: no sign but minus, no space, no thousands separator. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** What a string reads as for a value of zod's `expected` type, or the string itself. */
function lossless(text: string, expected: string): unknown {
  // A number past what a double holds reads as Infinity, which zod refuses.
  if (expected === "number") return JSON_NUMBER.test(text) ? Number(text) : text;
  if (expected === "boolean") return text === "true" ? true : text === "false" ? false : text;
  // Objects and records, and arrays (a tuple is no input defineTool takes).
  const wanted = expected === "array"
    ? Array.isArray
    : expected === "object" || expected === "record"
    ? isNode
    : undefined;
  if (wanted === undefined) return text;
  try {
    const value: unknown = JSON.parse(text);
    return wanted(value) ? value : text;
  } catch {
    return text;
  }
}

/**
 * The input with every value zod refused for its type that a lossless
 * reading fixes put right, in a copy along each path; undefined when none
 * is. Each coerced place is pushed to `coerced` as a dotted path. Values
 * inside a union's branches are left alone: a union takes more than one
 * type, so no string of it has one reading.
 */
export function coercedInput(
  input: unknown,
  issues: readonly Issue[],
  coerced: string[],
): unknown {
  let fixed: unknown;
  const copies = new Set<unknown>();
  // Input a host built that throws when read again throws here too, and is
  // refused as unreadable, as any other input that throws while checked.
  for (const issue of issues) {
    if (issue.code !== "invalid_type" || typeof issue.input !== "string") continue;
    // What zod refused is what was sent there, not what a preprocess made of it.
    if (at(input, issue.path) !== issue.input) continue;
    const value = lossless(issue.input, issue.expected);
    if (value === issue.input) continue;
    fixed = put(fixed ?? input, issue.path, value, copies);
    coerced.push(pathText(issue.path));
  }
  return fixed;
}

/** The value at a path, or undefined where the path leads nowhere. */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const key of path) {
    if (typeof here !== "object" || here === null || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/** `root` with `value` put at `path`, each object or array on the way copied once. */
function put(
  root: unknown,
  path: readonly PropertyKey[],
  value: unknown,
  copies: Set<unknown>,
): unknown {
  const copy = (node: unknown): Record<PropertyKey, unknown> => {
    // Copying again a copy already made gives the same: a shortcut.
    // Stryker disable next-line ConditionalExpression: equivalent, see above
    if (copies.has(node)) return node as Record<PropertyKey, unknown>;
    const made = Array.isArray(node) ? [...node] : { ...(node as object) };
    copies.add(made);
    return made as Record<PropertyKey, unknown>;
  };
  const top = copy(root);
  let here = top;
  path.forEach((key, i) => {
    if (i === path.length - 1) here[key] = value;
    else here = here[key] = copy(here[key]);
  });
  return top;
}
