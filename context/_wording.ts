// A private helper: the words of a bad-arguments refusal. Every problem zod
// found becomes one short entry a model can act on, behind the field's path.

import type { z } from "zod";
import { nearest, nearName, shortened, shownName } from "./_suggest.ts";
import { lengthOf } from "./fields.ts";
import { ToolRefusal } from "./refusal.ts";
import { field } from "./rows.ts";

type Issue = z.core.$ZodIssue;

const MAX_PROBLEMS = 8;
const MAX_MESSAGE = 200;
const MAX_PATH = 120;
/** What a bad-arguments message may hold, so its row stays within 2,000 characters. */
const MAX_ROW = 1_900;
const MAX_UNKNOWN = 5;

/**
 * Every message the package writes for what zod reports, in one voice: the
 * field (its path goes in front), what it must be, with the listing's type
 * names, and what was sent, short. "missing" for an absent field; for a text
 * or a list of the wrong size, how large it was and what fits. It is the
 * error map of every parse, so a message the tool author wrote on a schema or
 * a check comes first, and a host's global `z.config({ customError })` after
 * it, for what is worded here as undefined.
 */
export function betterMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const not = () => `, not ${sent(issue.input)}`;
  switch (issue.code) {
    case "invalid_type": {
      const expected = isInteger(issue.inst)
        ? "integer"
        : TYPE_NAMES[issue.expected] ?? issue.expected;
      const { input } = issue;
      if (input === undefined) {
        return expected === "nonoptional" ? "missing" : `missing, expected ${expected}`;
      }
      return `must be ${a(expected)}${not()}${habit(expected, input, issue.inst)}`;
    }
    case "too_big":
    case "too_small": {
      const big = issue.code === "too_big";
      const bound = big ? issue.maximum : issue.minimum;
      const unit = SIZE_UNITS[issue.origin];
      if (unit === undefined) {
        const than = issue.inclusive
          ? (big ? "at most" : "at least")
          : big
          ? "less than"
          : "more than";
        return `must be ${than} ${bound}${not()}`;
      }
      // A length bound is always inclusive; only numbers and dates have others.
      const limit = issue.exact ? "exactly" : big ? "at most" : "at least";
      const length = lengthOf(issue.input);
      return `has ${count(length)} ${unit}${length === 1 ? "" : "s"}; ${limit} ${count(bound)} ${
        big ? "fit" : "needed"
      }`;
    }
    case "invalid_value":
      return chosen(issue.values, issue.input);
    case "not_multiple_of":
      return `must be a multiple of ${issue.divisor}${not()}`;
    case "invalid_format":
      return `must ${format(issue)}${not()}`;
    case "invalid_union": {
      // A discriminated union with no branch for the value sent.
      const { discriminator, options, inclusive } = issue as {
        discriminator?: string;
        options?: unknown[];
        inclusive?: boolean;
      };
      // z.xor() takes a value that only one of its forms takes.
      if (inclusive === false) return "must match exactly one of the forms it takes, not several";
      if (discriminator === undefined || !options) return "must match one of the forms it takes";
      return chosen(options, (issue.input as Record<string, unknown> | undefined)?.[discriminator]);
    }
    case "invalid_key":
      return `key ${sent(issue.input)} is refused: ${
        issue.issues[0]?.message ?? "no key it takes"
      }`;
    case "unrecognized_keys": {
      // A record keyed by choices; an object's own map words this before.
      const key = (issue.inst?._zod.def as { keyType?: z.core.$ZodType } | undefined)?.keyType;
      const names = [...key?._zod.values ?? []].filter((name) => typeof name === "string");
      candidates.set(issue.keys, { keys: new Set(names as string[]), sent: issue.input });
      return "unknown fields";
    }
    case "custom":
      return "must pass a check of this tool, which says no more";
  }
  return undefined;
}

/** A schema's choices, worded once: zod reports them with the same list every time. */
interface Choices {
  readonly text: string;
  readonly names: readonly string[];
}

const worded = new WeakMap<readonly unknown[], Choices>();

/**
 * Choices as the listing shows them ("low", "high", or the one value), as many
 * as fit in 120 characters, and the texts among them.
 */
function choicesOf(values: readonly unknown[]): Choices {
  let choices = worded.get(values);
  if (choices === undefined) {
    let text = "";
    let shown = 0;
    for (const value of values) {
      // A bigint literal, allowed in a union's later branch, has no JSON.
      const json = typeof value === "bigint"
        ? String(value)
        : JSON.stringify(value) ?? String(value);
      const one = field(json.length > 60 ? `${shortened(json, 60)}…` : json);
      if (text.length + one.length > 120) break;
      text += `${shown++ ? ", " : ""}${one}`;
    }
    choices = {
      text: `${values.length > 1 ? "one of " : ""}${text}${shown < values.length ? ", …" : ""}`,
      names: values.filter((value) => typeof value === "string") as string[],
    };
    worded.set(values, choices);
  }
  return choices;
}

/**
 * How many problems of one refusal still get a did-you-mean among choices:
 * zod words every problem it finds, and a message shows only a few.
 */
let suggestions = 0;

/** Lets the next refusal's first problems look for what a choice sent meant. */
export function newRefusal(): void {
  suggestions = 16;
}

/** What a field of choices must be, and what was sent, with the choice it may have meant. */
function chosen(values: readonly unknown[], value: unknown): string {
  const { text, names } = choicesOf(values);
  if (value === undefined) return `missing, expected ${text}`;
  const near = typeof value === "string" && suggestions-- > 0 ? nearest(value, names) : undefined;
  return `must be ${text}, not ${sent(value)}${
    near === undefined ? "" : `; did you mean ${JSON.stringify(near)}?`
  }`;
}

/** What a text of a format must be, or be like. */
function format(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>): string {
  const { format } = issue;
  const affix = issue as { prefix?: string; suffix?: string; includes?: string };
  if (format === "regex" || format === "template_literal") {
    // zod writes a regex as /source/flags, a template literal's as its source.
    const pattern = /^\/.*\/\w*$/s.test(String(issue.pattern))
      ? String(issue.pattern)
      : `/${issue.pattern}/`;
    return `match ${pattern.length > 60 ? `${shortened(pattern, 60)}…` : pattern}`;
  }
  if (format === "starts_with") return `start with ${JSON.stringify(affix.prefix)}`;
  if (format === "ends_with") return `end with ${JSON.stringify(affix.suffix)}`;
  if (format === "includes") return `contain ${JSON.stringify(affix.includes)}`;
  const [name, sample] = FORMATS[format] ?? [a(`valid ${format.replaceAll("_", " ")}`)];
  return `be ${name}${sample && fits(issue.pattern, sample) ? `, such as ${sample}` : ""}`;
}

/** How a text of a format is named, with an example where one helps. */
const FORMATS: Readonly<Record<string, readonly [string, string?]>> = {
  email: ["an email address"],
  url: ["a URL"],
  uuid: ["a UUID"],
  guid: ["a GUID"],
  datetime: ["an ISO date and time", "2026-12-01T09:30:00Z"],
  date: ["an ISO date", "2026-12-01"],
  time: ["an ISO time", "09:30:00"],
  duration: ["an ISO duration", "P1D"],
  ipv4: ["an IPv4 address"],
  ipv6: ["an IPv6 address"],
  lowercase: ["in lower case"],
  uppercase: ["in upper case"],
};

/** Whether the field's own pattern takes an example: a precision or an offset may not. */
const examples = new Map<string, boolean>();

function fits(pattern: unknown, sample: string): boolean {
  const key = `${String(pattern)}\n${sample}`;
  let fit = examples.get(key);
  if (fit === undefined) {
    const [, source, flags] = /^\/(.*)\/(\w*)$/s.exec(String(pattern)) ?? [];
    fit = source === undefined || new RegExp(source, flags).test(sample);
    examples.set(key, fit);
  }
  return fit;
}

const SIZE_UNITS: Readonly<Record<string, string>> = { string: "character", array: "item" };

/** zod's names for a type where the listing calls it otherwise. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  int: "integer",
  record: "object",
  tuple: "array",
};

/**
 * Tells a number schema that takes integers only, `z.int()` or
 * `z.number().int()`, whose wrong type zod reports as a number's.
 */
function isInteger(schema: unknown): boolean {
  const def = (schema as z.core.$ZodType | undefined)?._zod.def as
    | { type: string; format?: string; checks?: z.core.$ZodCheck[] }
    | undefined;
  return def?.type === "number" &&
    [def, ...(def.checks ?? []).map((check) => check._zod.def as { format?: string })]
      .some((part) => part.format?.includes("int"));
}

/** A word behind its article: an integer, a string. */
function a(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

/** What was sent, short: a number or a short text as it is, else its kind, such as an array or a Map. */
function sent(value: unknown): string {
  if (typeof value === "string") return value.length <= 20 ? JSON.stringify(value) : "a string";
  if (typeof value === "number" || typeof value === "boolean" || value === null) {
    return String(value);
  }
  if (typeof value !== "object") return a(typeof value);
  const kind = Array.isArray(value) ? "array" : Object.prototype.toString.call(value).slice(8, -1);
  return a(kind === "Object" ? "object" : kind);
}

/**
 * Advice for what models often do: a number or a boolean in quotes, an array
 * or an object sent as a string of JSON. Nothing is coerced: the model learns
 * to send the value itself.
 */
function habit(expected: string, value: unknown, schema: unknown): string {
  if (typeof value !== "string") return "";
  // An array or an object in a string is told by its brackets alone: no scan.
  const brackets = expected === "array" ? "[]" : expected === "object" ? "{}" : "";
  if (brackets && value[0] === brackets[0] && value.at(-1) === brackets[1]) {
    return `; send the ${expected} itself as JSON, not inside a string`;
  }
  // A long text is no number or boolean, and is never scanned.
  if (value.length > 40) return "";
  const text = value.trim();
  // Only JSON's own numbers and booleans, and only what the field then takes.
  if (
    (expected === "boolean" ? /^(?:true|false)$/ : /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i).test(text) &&
    takes(schema, JSON.parse(text.toLowerCase()))
  ) {
    return `; send ${text} without quotes`;
  }
  return "";
}

/** Whether a schema takes a value, as advice must be sure of before it gives one. */
function takes(schema: unknown, value: unknown): boolean {
  try {
    return (schema as z.ZodType).safeParse(value).success;
  } catch {
    return false;
  }
}

let thousands: Intl.NumberFormat | undefined;

/**
 * A count with thousands separators, such as 10,485,760. It runs for every
 * size problem zod finds, so a small count skips the formatter, and the
 * formatter is made once: `toLocaleString` makes one on every call, 18 µs.
 */
function count(value: number | bigint): string {
  if (value < 1000) return String(value);
  return (thousands ??= new Intl.NumberFormat("en-US")).format(value);
}

/**
 * The names an object takes, by the list of unknown fields zod reported for
 * it: a problem's near names are looked for only when the message shows it.
 */
const candidates = new WeakMap<readonly string[], Candidates>();

/** The names an object takes, and the object as zod read it, whose names the model sent. */
interface Candidates {
  readonly keys: ReadonlySet<string>;
  readonly sent: unknown;
}

/**
 * An object's error map: unknown fields, worded by the package, before the
 * author's map, which was written for what zod reports without closing the
 * object.
 */
export function unknownFieldsError(
  keys: ReadonlySet<string>,
  own: z.core.$ZodErrorMap | undefined,
): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code !== "unrecognized_keys") return own?.(issue);
    candidates.set(issue.keys, { keys, sent: issue.input });
    return "unknown fields";
  };
}

/** Unknown fields, each with the near name it may have meant, five at most. */
function unknownFields(names: readonly string[], { keys, sent }: Candidates): string {
  const given = new Set(Object.keys(sent as object));
  const shown = names.slice(0, MAX_UNKNOWN).map((name) => nearName(name, keys, given));
  if (names.length > MAX_UNKNOWN) shown.push(`${names.length - MAX_UNKNOWN} more`);
  return `unknown field${names.length === 1 ? "" : "s"} ${shown.join(", ")}`;
}

/** The refusal of input that is no object of fields. */
export function notFields(input: unknown, fields: string): ToolRefusal {
  const sent = input === null ? "null" : Array.isArray(input) ? "an array" : `a ${typeof input}`;
  return new ToolRefusal(
    "bad-arguments",
    `the arguments must be an object of fields, not ${sent}${habit("object", input, undefined)}`,
    [fields],
  );
}

/**
 * The refusal of every problem zod found, with the fields line. Only the
 * problems the message shows are worded; the rest are counted.
 */
export function badArguments(issues: readonly Issue[], fields: string): ToolRefusal {
  const problems: Problems = { shown: [], length: 0, full: false };
  const count = collect(issues, [], problems);
  const { shown } = problems;
  if (count > shown.length) shown.push(`${count - shown.length} more`);
  return new ToolRefusal("bad-arguments", shown.join("; "), [fields]);
}

/** The problems a message shows, their length joined, and whether another would fit. */
interface Problems {
  readonly shown: string[];
  length: number;
  full: boolean;
}

/**
 * Words one line per problem while the message has room (eight problems and
 * its length), and counts them all. A union speaks through its listed (first)
 * branch.
 */
function collect(
  issues: readonly Issue[],
  prefix: readonly PropertyKey[],
  into: Problems,
): number {
  let count = 0;
  let previous: Issue | undefined;
  for (const issue of issues) {
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      // The first branch that is more than a null branch's "expected null".
      const listed = issue.errors.find(([first]) =>
        first?.code !== "invalid_type" || first.expected !== "null"
      ) ?? issue.errors[0]!;
      count += collect(listed, [...prefix, ...issue.path], into);
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
    if (into.length > MAX_ROW) into.full = true;
    else into.full = into.shown.push(text) === MAX_PROBLEMS;
  }
  return count;
}

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/**
 * The message, behind the field's path unless the field's name stands in it
 * as a word, safe for a row: one line of well-formed text.
 */
function problem(path: readonly PropertyKey[], issue: Issue): string {
  const keys = issue.code === "unrecognized_keys" && candidates.get(issue.keys);
  const text = cut(
    keys ? unknownFields((issue as { keys: string[] }).keys, keys) : issue.message,
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

/** A dotted path, with each name as {@linkcode shownName} shows it, cut short. */
export function pathText(path: readonly PropertyKey[]): string {
  const text = path.map((key) => typeof key === "string" ? shownName(key) : String(key)).join(".");
  return text.length > MAX_PATH ? `${shortened(text, MAX_PATH)}…` : text;
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
