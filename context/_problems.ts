// A private helper: a bad-arguments refusal put together from what zod
// found, each problem one short entry a model can act on, behind the field's
// path, in a message that never outgrows its row.

import type { z } from "zod";
import { meantBranch } from "./_branch.ts";
import { nearName, shortened } from "./_suggest.ts";
import { type Candidates, takenNames } from "./_wording.ts";
import { a, habit, kindOf, meant } from "./_words.ts";
import { pathText } from "./_path.ts";
import { field } from "./rows.ts";

type Issue = z.core.$ZodIssue;

const MAX_PROBLEMS = 8;
const MAX_MESSAGE = 200;
/** What a bad-arguments message may hold, so its row stays within 2,000 characters. */
const MAX_ROW = 1_900;
const MAX_UNKNOWN = 5;

/** Unknown fields, each with the near name it may have meant, five at most. */
function unknownFields(names: readonly string[], { keys, sent }: Candidates): string {
  const given = new Set(Object.keys(sent as object));
  const shown = names.slice(0, MAX_UNKNOWN).map((name) => nearName(name, keys, given));
  if (names.length > MAX_UNKNOWN) shown.push(`${names.length - MAX_UNKNOWN} more`);
  return `unknown field${names.length === 1 ? "" : "s"} ${shown.join(", ")}`;
}

/**
 * A bad-arguments refusal as the check words it, before anything throws it:
 * a `ToolRefusal` is an `Error`, whose making costs more than the wording,
 * and a host that reads the refusal without a throw (a Standard Schema's
 * validate) never needs one.
 */
export class Refused {
  constructor(readonly message: string, readonly lines: readonly string[]) {}
}

/** The refusal of input that is no object of fields. */
export function notFields(input: unknown, fields: string): Refused {
  const sent = input === null
    ? "null"
    : a(typeof input === "object" ? kindOf(input) : typeof input);
  return new Refused(
    `the arguments must be an object of fields, not ${sent}${habit("object", input, undefined)}`,
    [fields],
  );
}

/**
 * The refusal of every problem zod found, with the fields line. Only the
 * problems the message shows are worded, within `room` characters; the rest
 * are counted.
 */
export function badArguments(
  issues: readonly Issue[],
  fields: string,
  room: number = MAX_ROW,
): Refused {
  const problems: Problems = { shown: [], length: 0, full: false, room };
  const count = collect(issues, [], problems);
  const { shown } = problems;
  if (count > shown.length) shown.push(`${count - shown.length} more`);
  return new Refused(shown.join("; "), [fields]);
}

/** The problems a message shows, their length joined, and whether another would fit. */
interface Problems {
  readonly shown: string[];
  length: number;
  full: boolean;
  readonly room: number;
}

/**
 * Words one line per problem while the message has room (eight problems and
 * its length), and counts them all. A union speaks through the branch that
 * was meant (see {@linkcode meantBranch}).
 */
function collect(
  issues: readonly Issue[],
  prefix: readonly PropertyKey[],
  into: Problems,
): number {
  let count = 0;
  let previous: Issue | undefined;
  for (const issue of inZodOrder(issues)) {
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      count += collect(meantBranch(issue), [...prefix, ...issue.path], into);
      continue;
    }
    // A check that ran on a value of the wrong type, such as a size of a
    // string sent for an array, speaks of the same mistake twice.
    if (previous?.code === "invalid_type" && samePath(previous.path, issue.path)) continue;
    previous = issue;
    count++;
    if (into.full) continue;
    const text = problem([...prefix, ...issue.path], issue);
    into.length += text.length + 2;
    // Full only spares wording what no longer fits: the length past the room keeps it out.
    // Stryker disable next-line BooleanLiteral: equivalent, see above
    if (into.length > into.room) into.full = true;
    else into.full = into.shown.push(text) === MAX_PROBLEMS;
  }
  return count;
}

/**
 * The issues with each object's unknown fields after the problems inside
 * that object, where zod puts those of a strict object: the check finds
 * unknown fields before zod parses the object's fields (see `_closed.ts`).
 */
function inZodOrder(issues: readonly Issue[]): readonly Issue[] {
  const ordered: Issue[] = [];
  place(issues, 0, issues.length, ordered);
  return ordered;
}

/** Appends `issues[from, to)` to `ordered`, each object's unknown fields after the problems inside it. */
function place(issues: readonly Issue[], from: number, to: number, ordered: Issue[]): void {
  for (let at = from; at < to;) {
    const issue = issues[at]!;
    let end = at + 1;
    // No other issue has a problem inside its value after it: zod reports
    // those before the issue of the value itself.
    // Stryker disable next-line ConditionalExpression: equivalent, see above
    if (issue.code === "unrecognized_keys") {
      while (end < to && inside(issues[end]!.path, issue.path)) end++;
      place(issues, at + 1, end, ordered);
    }
    ordered.push(issue);
    at = end;
  }
}

/** Whether a path leads into the value at `outer`. */
function inside(path: readonly PropertyKey[], outer: readonly PropertyKey[]): boolean {
  return path.length > outer.length && outer.every((key, i) => key === path[i]);
}

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  // zod reports nothing inside a value of the wrong type, so no path here is a longer one's start.
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/**
 * The message, behind the field's path unless the field's name stands in it
 * as a word, safe for a row: one line of well-formed text.
 */
function problem(path: readonly PropertyKey[], issue: Issue): string {
  // Stryker disable next-line ConditionalExpression: another issue has no keys, which name no candidates
  const keys = issue.code === "unrecognized_keys" && takenNames(issue);
  const text = cut(
    keys ? unknownFields((issue as { keys: string[] }).keys, keys) : issue.message + meant(issue),
    MAX_MESSAGE,
  );
  const name = path.at(-1);
  // The package's own wording always has the path: "a" in "must be a number"
  // is no field named a.
  if (
    name === undefined || (!OURS.test(text) && typeof name === "string" && standsAsWord(text, name))
  ) {
    return field(text);
  }
  return field(`${pathText(path)}: ${text}`);
}

function standsAsWord(text: string, word: string): boolean {
  if (word === "") return false;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
  }
  return false;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
/** How the package's own messages begin. */
const OURS = /^(?:missing|must |has \d|unknown field|key )/;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${shortened(text, length)}… (cut)`;
}
