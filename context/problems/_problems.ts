// A private helper: the problems of a parse, built once from zod's issues.
// zod asks the parse's error map about each issue it words itself (those
// inside a union's branches, or a record's key) while it still holds the
// schema that raised it; the record made then is kept in the parse's own
// notes. Every other fact comes from zod's issues as they end.

import type { z } from "zod";
import { memo } from "../util/_memo.ts";
import { samePath } from "../wording/_path.ts";
import { table } from "../util/_table.ts";
import { meantBranch } from "./_meant.ts";
import { JSON_NUMBER } from "../arguments/_numbers.ts";
import type { Advice, Expected, Path, Problem } from "./_problem.ts";
import { twice } from "../arguments/_reading.ts";
import { FORMATS } from "../wording/_words.ts";
import { lengthOf } from "../fields.ts";

type Issue = z.core.$ZodIssue;
type Raw = z.core.$ZodRawIssue;

/**
 * The records a parse's error map made, by the path array of the issue each
 * was made for: zod hands that array on to the issue it keeps, so the record
 * is found again without a mark on the issue.
 */
export type Notes = Map<Path, Problem>;

/**
 * The params of the custom issues the package raises itself (see
 * `_closed.ts`), told by identity: an author's params are other objects.
 */
export const NOT_FIELDS: Readonly<Record<string, never>> = Object.freeze({});
export const PROTO_KEY: Readonly<Record<string, never>> = Object.freeze({});

/**
 * The record of an issue at the top of a parse, which the parse ends itself
 * and so knows it by its place; none for an issue of a kind the package
 * does not word.
 */
export function describeIssue(issue: Raw, notes: Notes): Problem | undefined {
  // zod gives an issue at the top of the parse its path before it ends it.
  return described(issue as Issue, issue.path ?? [], notes, true);
}

/**
 * Makes the record of an issue zod asks the parse's error map about, and
 * keeps it in `notes`; none for an issue of a kind the package does not word
 * (zod's own words, or a host's, stand for it).
 */
export function noteProblem(issue: Raw, notes: Notes): Problem | undefined {
  // An issue at the top of what zod parsed has no path yet: zod would give
  // it this one as it ends it, and keeps it, so the record is found by it.
  const path = (issue as { path?: PropertyKey[] }).path ??= [];
  const problem = described(issue as Issue, path, notes, true);
  if (problem !== undefined) notes.set(problem.path, problem);
  return problem;
}

/** The problem of arguments that are no object of fields. */
export function notFields(input: unknown): Problem {
  return {
    code: "not_fields",
    path: [],
    sent: input,
    advice: adviceFor("object", input, undefined),
  };
}

/**
 * The problems of a parse's issues, in the order a refusal shows them: each
 * object's unknown fields after the problems inside it, a check that ran on
 * a value of the wrong type left out, and a union's problems those of the
 * branch the model meant. `own` holds the records of the issues at the top,
 * by their index, where the parse made them as it ended them.
 */
export function problemsOf(
  issues: readonly Issue[],
  notes: Notes,
  own?: readonly (Problem | undefined)[],
): Problem[] {
  const problems: Problem[] = [];
  let previous: Issue | undefined;
  for (const at of inZodOrder(issues)) {
    const issue = issues[at]!;
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const branches = issue.errors.map((branch) => problemsOf(branch, notes));
      problems.push({
        code: "union",
        path: issue.path,
        meant: meantBranch(branches, (issue as { input?: unknown }).input),
      });
      continue;
    }
    // A check that ran on a value of the wrong type, such as a size of a
    // string sent for an array, speaks of the same mistake twice.
    if (previous?.code === "invalid_type" && samePath(previous.path, issue.path)) continue;
    previous = issue;
    problems.push(own?.[at] ?? problemOf(issue, notes));
  }
  return problems;
}

/** The record of an issue zod has ended: the one its error map made, else its author's words. */
function problemOf(issue: Issue, notes: Notes): Problem {
  const noted = notes.get(issue.path);
  if (noted !== undefined) return noted;
  const what = described(issue, issue.path, notes, false) ?? { code: "other", path: issue.path };
  return { ...what, said: issue.message };
}

/**
 * What an issue says, at `path`. The facts only the schema holds (a number
 * that must be an integer, a text's format, advice, the names an object
 * takes) are read where `own`, for an issue the package words, while zod
 * still holds the schema; an author's words need none.
 */
function described(issue: Issue, path: Path, notes: Notes, own: boolean): Problem | undefined {
  const { input, inst } = issue as Issue & { input?: unknown; inst?: z.core.$ZodType };
  const describe = DESCRIBE[issue.code] as Describe<Issue["code"]> | undefined;
  return describe?.(issue as never, path, input, { notes, own, inst });
}

/** What one issue is read with beside itself, its path and what was sent. */
interface Reading {
  readonly notes: Notes;
  readonly own: boolean;
  readonly inst: z.core.$ZodType | undefined;
}

/** How an issue of one code is made a record. */
type Describe<C extends Issue["code"]> = (
  issue: Issue & { readonly code: C },
  path: Path,
  input: unknown,
  reading: Reading,
) => Problem | undefined;

/** The record of each issue by its code; an issue of another code has none. */
const DESCRIBE: { readonly [C in Issue["code"]]?: Describe<C> } = /* @__PURE__ */ table({
  invalid_type: (issue, path, input, { own, inst }) => {
    const expected = own ? expectedOf(issue.expected, inst) : { type: typeName(issue.expected) };
    const advice = own ? adviceFor(expected.type, input, inst) : undefined;
    return { code: "invalid_type", path, expected, sent: input, advice };
  },
  too_big: (issue, path, input) => limitProblem(issue, path, input),
  too_small: (issue, path, input) => limitProblem(issue, path, input),
  invalid_value: (issue, path, input) => ({
    code: "invalid_value",
    path,
    choices: issue.values,
    sent: input,
  }),
  not_multiple_of: (issue, path, input) => ({
    code: "not_multiple_of",
    path,
    divisor: issue.divisor,
    sent: input,
  }),
  invalid_format: (issue, path, input) => formatProblem(issue, path, input),
  invalid_union: (issue, path, input) => unionProblem(issue, path, input),
  invalid_key: (issue, path, input, { notes }) => {
    // zod reports a refused key with the key's own problems.
    const [first] = issue.issues;
    const why = first === undefined ? undefined : problemOf(first, notes);
    return { code: "invalid_key", path, key: input, why };
  },
  unrecognized_keys: (issue, path, input, { inst }) => ({
    code: "unrecognized_keys",
    path,
    names: issue.keys,
    fields: namesOf(inst),
    sent: input,
  }),
  custom: ({ params }, path, input) => {
    if (params === PROTO_KEY) return { code: "proto_key", path };
    if (params === NOT_FIELDS) return { ...notFields(input), path };
    return { code: "custom", path };
  },
});

/** A number or a date past a bound, or a size (of a text, an array, ...) past one. */
function limitProblem(
  issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall,
  path: Path,
  input: unknown,
): Problem {
  const big = issue.code === "too_big";
  const bound = big ? issue.maximum : issue.minimum;
  const unit = SIZE_UNITS[issue.origin];
  if (unit === undefined) {
    return { code: "bound", path, big, bound, inclusive: issue.inclusive === true, sent: input };
  }
  const exact = issue.exact === true;
  return { code: "size", path, big, bound, unit, exact, length: lengthOf(input) };
}

/** A union refused with no branch's problems: a discriminated union's, or z.xor()'s. */
function unionProblem(issue: z.core.$ZodIssueInvalidUnion, path: Path, input: unknown): Problem {
  const { discriminator, options, inclusive } = issue as {
    discriminator?: string;
    options?: unknown[];
    inclusive?: boolean;
  };
  // z.xor() takes a value that only one of its forms takes.
  if (inclusive === false) return { code: "forms", path, several: true };
  // zod gives every union refused with no branch's problems a discriminator and its options.
  if (discriminator === undefined || !options) return { code: "forms", path, several: false };
  const sent = (input as Record<string, unknown> | undefined)?.[discriminator];
  return { code: "discriminator", path, choices: options, sent };
}

/** What a text of a format must be, match, start or end with, or contain. */
function formatProblem(
  issue: z.core.$ZodIssueInvalidStringFormat,
  path: Path,
  sent: unknown,
): Problem {
  const { format } = issue;
  const affix = issue as { prefix?: string; suffix?: string; includes?: string };
  let text: string | undefined;
  if (format === "regex" || format === "template_literal") {
    // zod writes a regex as /source/flags, a template literal's as its source,
    // from ^ to $: the anchors of this test never decide.
    text = /^\/.*\/\w*$/s.test(String(issue.pattern))
      ? String(issue.pattern)
      : `/${issue.pattern}/`;
  } else if (format === "starts_with") text = affix.prefix;
  else if (format === "ends_with") text = affix.suffix;
  else if (format === "includes") text = affix.includes;
  const inst = (issue as { inst?: object }).inst;
  return { code: "invalid_format", path, format, text, example: fits(format, issue, inst), sent };
}

/** What a value of zod's `expected` type was expected to be, by its schema. */
function expectedOf(expected: string, schema: z.core.$ZodType | undefined): Expected {
  const type = isInteger(schema) ? "integer" : typeName(expected);
  // A text of a format is told by its format, with an example: "a string" says too little.
  if (expected !== "string") return { type };
  const format = formatOf(schema);
  return format === undefined ? { type } : { type, ...format };
}

/** zod's names for a type where the listing calls it otherwise. */
const TYPE_NAMES: Readonly<Record<string, string | undefined>> = /* @__PURE__ */ table({
  // zod 4 reports z.int() as a number, which isInteger tells.
  int: "integer",
  record: "object",
  tuple: "array",
});

function typeName(expected: string): string {
  return TYPE_NAMES[expected] ?? expected;
}

/**
 * Tells a number schema that takes integers only, `z.int()` or
 * `z.number().int()`, whose wrong type zod reports as a number's.
 */
function isInteger(schema: z.core.$ZodType | undefined): boolean {
  const def = schema?._zod.def as
    | { type: string; format?: string; checks?: z.core.$ZodCheck[] }
    | undefined;
  // zod gives every type problem its schema, and no other schema a format holding int.
  return def?.type === "number" &&
    [def, ...(def.checks ?? []).map((check) => check._zod.def as { format?: string })]
      .some((part) => part.format?.includes("int"));
}

/**
 * The named format of a text schema, and whether its example fits; none for
 * a text of no format, or of one that is no kind of text (lower case).
 */
function formatOf(
  schema: z.core.$ZodType | undefined,
): { readonly format: string; readonly example: boolean } | undefined {
  const def = schema?._zod.def as { format?: string; checks?: z.core.$ZodCheck[] } | undefined;
  // The format of z.email() is its own; that of z.string().email() is its check's.
  const check = def?.format === undefined
    ? def?.checks?.find((check) => (check._zod.def as { format?: string }).format !== undefined)
    : schema;
  if (check === undefined) return undefined;
  const { format } = check._zod.def as unknown as { format: string };
  if (format === "lowercase" || format === "uppercase" || FORMATS[format] === undefined) {
    return undefined;
  }
  // A format's check is a schema of zod's own (z.email()), with its pattern.
  const own = (check as z.core.$ZodType)._zod.pattern;
  return { format, example: fits(format, { pattern: String(own) }, check) };
}

/** Whether a format check's own pattern takes its format's example, by the check. */
const examples = new WeakMap<object, boolean>();

/**
 * Whether the field's own pattern takes its format's example: a precision or
 * an offset may not. Decided once per check, which has one format and so
 * one example; false for a format without one.
 */
function fits(format: string, issue: { pattern?: unknown }, check: object | undefined): boolean {
  const sample = FORMATS[format]?.[1];
  if (sample === undefined) return false;
  const test = () => {
    // A pattern zod writes as /source/flags from the first character to the
    // last, of the formats with an example, which have no flags.
    const [, source, flags] = /^\/(.*)\/(\w*)$/s.exec(String(issue.pattern)) ?? [];
    return source === undefined || new RegExp(source, flags).test(sample);
  };
  // zod reports every format problem with its check: a guard, and the cache only spares time.
  return check === undefined ? test() : memo(examples, check, test);
}

const SIZE_UNITS: Readonly<Record<string, string | undefined>> = /* @__PURE__ */ table({
  string: "character",
  array: "item",
});

const NONE: ReadonlySet<string> = new Set();
const fieldNames = new WeakMap<z.core.$ZodType, ReadonlySet<string>>();

/**
 * The names an object takes, or the texts a record keyed by choices takes,
 * gathered once per schema: a name sent may be a near one. None for a schema
 * that names none.
 */
function namesOf(schema: z.core.$ZodType | undefined): ReadonlySet<string> {
  if (schema === undefined) return NONE;
  return memo(fieldNames, schema, (schema) => {
    const def = schema._zod.def as { type: string; shape?: object; keyType?: z.core.$ZodType };
    if (def.type === "object") return new Set(Object.keys(def.shape!));
    // A key schema with unknown keys to report is one of choices, and JSON's keys are texts.
    const values = [...def.keyType?._zod.values ?? []];
    return new Set(values.filter((name) => typeof name === "string"));
  });
}

/**
 * Advice for what models often do: a number or a boolean in quotes, an array
 * or an object sent as a string of JSON. Nothing is coerced: the model learns
 * to send the value itself.
 */
function adviceFor(expected: string, value: unknown, schema: unknown): Advice | undefined {
  if (typeof value !== "string") return undefined;
  // An array or an object in a string is told by its brackets alone: no scan.
  const brackets = expected === "array" ? "[]" : expected === "object" ? "{}" : "";
  if (brackets && value[0] === brackets[0] && value.at(-1) === brackets[1]) {
    // A key twice in the text has two readings: the model learns which it sent twice.
    const place = twice(value);
    const type = expected as "array" | "object";
    return place === undefined ? { kind: "unwrap", type } : { kind: "unwrap", type, twice: place };
  }
  // A long text is no number or boolean, and is never scanned.
  if (value.length > 40) return undefined;
  const text = value.trim();
  // Only JSON's own numbers and booleans, and only what the field then takes:
  // "007" is no JSON number (a leading zero marks an identifier or a postcode
  // more often than 7), so no value is guessed for it.
  const meant = expected === "boolean"
    ? (text === "true" ? true : text === "false" ? false : undefined)
    : JSON_NUMBER.test(text)
    ? Number(text)
    : undefined;
  return meant !== undefined && takes(schema, meant) ? { kind: "unquote", text } : undefined;
}

/** Whether a schema takes a value, as advice must be sure of before it gives one. */
function takes(schema: unknown, value: unknown): boolean {
  let taken = false;
  try {
    taken = (schema as z.ZodType).safeParse(value).success;
  } catch {
    // An author's check that throws: no advice.
  }
  return taken;
}

/**
 * The indexes of the issues with each object's unknown fields after the
 * problems inside that object, where zod puts those of a strict object: the
 * check finds unknown fields before zod parses the object's fields (see
 * `_closed.ts`).
 */
function inZodOrder(issues: readonly Issue[]): readonly number[] {
  const ordered: number[] = [];
  place(issues, 0, issues.length, ordered);
  return ordered;
}

/** Appends `[from, to)` to `ordered`, each object's unknown fields after the problems inside it. */
function place(issues: readonly Issue[], from: number, to: number, ordered: number[]): void {
  for (let at = from; at < to;) {
    const issue = issues[at]!;
    let end = at + 1;
    // No other issue has a problem inside its value after it: zod reports
    // those before the issue of the value itself.
    if (issue.code === "unrecognized_keys") {
      while (end < to && inside(issues[end]!.path, issue.path)) end++;
      place(issues, at + 1, end, ordered);
    }
    ordered.push(at);
    at = end;
  }
}

/** Whether a path leads into the value at `outer`. */
function inside(path: Path, outer: Path): boolean {
  return path.length > outer.length && outer.every((key, i) => key === path[i]);
}
