// A private helper: what a call may ask to have put right in what a model
// sent before it is refused. A value sent as a string where its field takes
// only numbers, only booleans, only objects or only arrays is read as that,
// where the string has exactly one such reading; a field name that differs
// from exactly one of its object's only in case or separators is read as
// that one. Anything else stays as it was sent.

import { memo } from "../util/_memo.ts";
import { exactNumber } from "./_numbers.ts";
import { isNode } from "../json/_nodes.ts";
import { pathText } from "../wording/_path.ts";
import { twice } from "./_reading.ts";
import { plainName } from "../wording/_suggest.ts";
import type { Problem } from "../problems/_problem.ts";

/** A field name read as another: where it was sent, and where it was read. */
export interface Renamed {
  readonly from: string;
  readonly to: string;
}

/** What a call asks to have put right, and what was: filled by {@linkcode fixedInput}. */
export interface Fixing {
  readonly coerce: boolean;
  readonly rename: boolean;
  readonly coerced: string[];
  readonly renamed: Renamed[];
}

type Shape = (value: unknown) => boolean;

/**
 * What the JSON in a string must be for a value of an expected type: objects
 * (records too), and arrays (a tuple is no input defineTool takes).
 */
const SHAPES: ReadonlyMap<string, Shape> = new Map<string, Shape>([
  ["array", Array.isArray],
  ["object", isNode],
]);

/**
 * What a string reads as for a value of an expected type, or the string
 * itself. Marks below call a mutant "hidden by the retry" where it reads a
 * value the field refuses again: the call is retried with what was put right
 * and passes, or is refused as it was sent, so nothing a user sees changes.
 */
function lossless(text: string, expected: string): unknown {
  // Only a number a double holds as the text writes it: "9007199254740993"
  // or "1e-400" would reach the tool as another number.
  if (expected === "number" || expected === "integer") return exactNumber(text) ?? text;
  if (expected === "boolean") return text === "true" ? true : text === "false" ? false : text;
  const wanted = SHAPES.get(expected);
  // A shortcut: calling an undefined `wanted` throws inside the try below.
  if (wanted === undefined) return text;
  try {
    const value: unknown = JSON.parse(text);
    // A key twice in one object has two readings: the first, and JSON.parse's last.
    return wanted(value) && twice(text) === undefined ? value : text;
  } catch {
    return text;
  }
}

/**
 * The input with what `fixing` asks for put right, in a copy along each
 * path; undefined when nothing is. Each value zod refused for its type that
 * a lossless reading fixes is coerced, and, where renaming is asked for,
 * each unknown field whose name differs from exactly one field of its
 * object only in case or separators (`dryRun`, `Dry-Run` for `dry_run`),
 * that field not sent as well, is renamed. Values inside a union's branches
 * are left alone: a union takes more than one type, so no string of it has
 * one reading. What was put right is pushed to `fixing`.
 */
export function fixedInput(
  input: unknown,
  problems: readonly Problem[],
  fixing: Fixing,
): unknown {
  let fixed: unknown;
  const copies = new Set<unknown>();
  // Input a host built that throws when read again throws here too, and is
  // refused as unreadable, as any other input that throws while checked.
  for (const problem of problems) {
    const { path } = problem;
    if (problem.code === "unrecognized_keys") {
      if (!fixing.rename) continue;
      // Where a preprocess made the object zod refused, nothing sent is renamed:
      // a shortcut, since renaming in a copy of what was sent is hidden by the retry.
      if (at(input, path) === undefined) continue;
      // An author's words name no fields: the object's own are none.
      const plains = memo(PLAINS, problem.fields, byPlainName);
      for (const key of problem.names) {
        // A name no field has, as renamed to, is hidden by the retry.
        const [name, other] = plains.get(plainName(key)) ?? [];
        // Exactly one field of that plain name; renamed to "undefined", a
        // field no object takes, a mutant is hidden by the retry.
        if (name === undefined || other !== undefined) continue;
        fixed = put(fixed ?? input, path, (copy) => {
          // The field sent as well, or two names sent for it: none is read as it.
          if (Object.hasOwn(copy, name)) return;
          copy[name] = copy[key];
          delete copy[key];
          fixing.renamed.push({ from: pathText([...path, key]), to: pathText([...path, name]) });
        }, copies);
      }
      continue;
    }
    // Another problem has no expected type, which lossless reads as no reading.
    if (!fixing.coerce || problem.code !== "invalid_type" || typeof problem.sent !== "string") {
      continue;
    }
    // What zod refused is what was sent there, not what a preprocess made of it.
    if (at(input, path) !== problem.sent) continue;
    const value = lossless(problem.sent, problem.expected.type);
    if (value === problem.sent) continue;
    const last = path.at(-1)!;
    fixed = put(fixed ?? input, path.slice(0, -1), (copy) => {
      copy[last] = value;
    }, copies);
    fixing.coerced.push(pathText(path));
  }
  return fixed;
}

/** The names an object takes by their plain form, once per object: a refusal looks up each unknown name. */
const PLAINS = new WeakMap<ReadonlySet<string>, ReadonlyMap<string, readonly string[]>>();

function byPlainName(names: ReadonlySet<string>): ReadonlyMap<string, readonly string[]> {
  const plains = new Map<string, string[]>();
  for (const name of names) memo(plains, plainName(name), () => []).push(name);
  return plains;
}

/** The value at a path, or undefined where the path leads nowhere. */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const key of path) {
    // A path that leads on only through a string's index or an inherited
    // name leads through what a preprocess made, which is hidden by the retry.
    if (typeof here !== "object" || here === null || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/**
 * `root` with `change` made to the object or array at `path`, each object
 * or array on the way copied once.
 */
function put(
  root: unknown,
  path: readonly PropertyKey[],
  change: (node: Record<PropertyKey, unknown>) => void,
  copies: Set<unknown>,
): unknown {
  const copy = (node: unknown): Record<PropertyKey, unknown> => {
    // Copying again a copy already made gives the same: a shortcut.
    if (copies.has(node)) return node as Record<PropertyKey, unknown>;
    const made = Array.isArray(node) ? [...node] : { ...(node as object) };
    copies.add(made);
    return made as Record<PropertyKey, unknown>;
  };
  const top = copy(root);
  let here = top;
  for (const key of path) here = here[key] = copy(here[key]);
  change(here);
  return top;
}
