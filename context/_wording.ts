// A private helper: the package's error map, which words every problem zod
// reports in one voice; _problems.ts puts the words of a refusal together.

import type { z } from "zod";
import { memo } from "./_memo.ts";
import { nearest, shortened } from "./_suggest.ts";
import { lengthOf } from "./fields.ts";
import { field } from "./rows.ts";

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
      // zod gives every union refused with no branch's problems a discriminator and its options.
      // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a fallback zod never reaches
      if (discriminator === undefined || !options) return "must match one of the forms it takes";
      // Stryker disable next-line OptionalChaining: zod reports it with the object it read
      return chosen(options, (issue.input as Record<string, unknown> | undefined)?.[discriminator]);
    }
    case "invalid_key": {
      // Stryker disable next-line OptionalChaining,StringLiteral: zod reports a refused key with the key's own problems
      const why = issue.issues[0]?.message ?? "no key it takes";
      return `key ${sent(issue.input)} is refused: ${why}`;
    }
    case "unrecognized_keys": {
      // A record keyed by choices; an object's own map words this before.
      // Stryker disable next-line OptionalChaining: zod reports a record's unknown keys with the record
      const key = (issue.inst?._zod.def as { keyType?: z.core.$ZodType } | undefined)?.keyType;
      candidates.set(issue.keys, { keys: key ? keyNames(key) : new Set(), sent: issue.input });
      // Never shown: a refusal words unknown fields from the candidates kept above.
      // Stryker disable next-line StringLiteral: equivalent, see above
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
  return memo(worded, values, wordChoices);
}

function wordChoices(values: readonly unknown[]): Choices {
  let text = "";
  let shown = 0;
  for (const value of values) {
    // A bigint literal, allowed in a union's later branch, has no JSON.
    const json = typeof value === "bigint" ? String(value) : JSON.stringify(value) ?? String(value);
    const one = field(json.length > 60 ? `${shortened(json, 60)}…` : json);
    // The separator counts: the choices shown never pass 120 characters. (The
    // first has none; counting one for it changes nothing, as no choice shown
    // passes 61 characters.)
    // Stryker disable next-line ConditionalExpression: equivalent, see above
    if (text.length + (shown === 0 ? 0 : 2) + one.length > 120) break;
    text += `${shown++ ? ", " : ""}${one}`;
  }
  return {
    text: `${values.length > 1 ? "one of " : ""}${text}${shown < values.length ? ", …" : ""}`,
    names: values.filter((value) => typeof value === "string") as string[],
  };
}

/** What a field of choices must be, and what was sent. */
export function chosen(values: readonly unknown[], value: unknown): string {
  const { text } = choicesOf(values);
  if (value === undefined) return `missing, expected ${text}`;
  return `must be ${text}, not ${sent(value)}`;
}

/**
 * The choice a text sent for a field of choices may have meant, as `; did
 * you mean "high"?`, or nothing. Looked for only for a problem a refusal
 * shows, and only behind the package's own words: an author's message
 * stands as written.
 */
export function meant(issue: z.core.$ZodIssue): string {
  const { values, discriminator, options, input } = issue as {
    values?: unknown[];
    discriminator?: string;
    options?: unknown[];
    input?: unknown;
  };
  const choices = issue.code === "invalid_value" ? values : options;
  const value = issue.code === "invalid_value" ? input : discriminated(input, discriminator);
  // Without choices, the value read above is undefined.
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  if (choices === undefined || typeof value !== "string") return "";
  if (issue.message !== chosen(choices, value)) return "";
  const near = nearest(value, choicesOf(choices).names);
  return near === undefined ? "" : `; did you mean ${JSON.stringify(near)}?`;
}

/** The value of a discriminated union's discriminator, read from the object it was sent. */
function discriminated(input: unknown, discriminator: string | undefined): unknown {
  // A union's issue has a discriminator only with the object it was read from.
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  if (discriminator === undefined) return undefined;
  // Stryker disable next-line OptionalChaining: equivalent, as above
  return (input as Record<string, unknown> | undefined)?.[discriminator];
}

/** What a text of a format must be, or be like. */
function format(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>): string {
  const { format } = issue;
  const affix = issue as { prefix?: string; suffix?: string; includes?: string };
  if (format === "regex" || format === "template_literal") {
    // zod writes a regex as /source/flags, a template literal's as its source,
    // from ^ to $: the anchors of this test never decide.
    // Stryker disable next-line Regex: equivalent but for \w, whose mutant the flags of a regex kill
    const pattern = /^\/.*\/\w*$/s.test(String(issue.pattern))
      ? String(issue.pattern)
      : `/${issue.pattern}/`;
    return `match ${pattern.length > 60 ? `${shortened(pattern, 60)}…` : pattern}`;
  }
  if (format === "starts_with") return `start with ${JSON.stringify(affix.prefix)}`;
  if (format === "ends_with") return `end with ${JSON.stringify(affix.suffix)}`;
  if (format === "includes") return `contain ${JSON.stringify(affix.includes)}`;
  const [name, sample] = FORMATS[format] ?? [a(`valid ${format.replaceAll("_", " ")}`)];
  return `be ${name}${sample && fits(issue, sample) ? `, such as ${sample}` : ""}`;
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

/** Whether a format check's own pattern takes its format's example, by the check. */
const examples = new WeakMap<object, boolean>();

/**
 * Whether the field's own pattern takes an example: a precision or an offset
 * may not. Decided once per check, which has one format and so one example.
 */
function fits(
  issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>,
  sample: string,
): boolean {
  const test = () => {
    // A pattern zod writes as /source/flags from the first character to the
    // last, of the formats with an example, which have no flags.
    // Stryker disable next-line Regex,ArrayDeclaration: equivalent, see above
    const [, source, flags] = /^\/(.*)\/(\w*)$/s.exec(String(issue.pattern)) ?? [];
    // Stryker disable next-line ConditionalExpression: new RegExp(undefined) takes every sample
    return source === undefined || new RegExp(source, flags).test(sample);
  };
  // zod reports every format problem with its check: a guard, and the cache only spares time.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, see above
  return issue.inst === undefined ? test() : memo(examples, issue.inst, test);
}

const SIZE_UNITS: Readonly<Record<string, string>> = { string: "character", array: "item" };

/** zod's names for a type where the listing calls it otherwise. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  // zod 4 reports z.int() as a number, which isInteger tells.
  // Stryker disable next-line StringLiteral: kept for a zod that says int
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
  // zod gives every type problem its schema, and no other schema a format holding int.
  // Stryker disable next-line ConditionalExpression,OptionalChaining: equivalent, see above
  return def?.type === "number" &&
    [def, ...(def.checks ?? []).map((check) => check._zod.def as { format?: string })]
      .some((part) => part.format?.includes("int"));
}

/** A word behind its article: an integer, a string. */
export function a(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

/** What was sent, short: a number or a short text as it is, else its kind, such as an array or a Map. */
function sent(value: unknown): string {
  if (typeof value === "string") return value.length <= 20 ? JSON.stringify(value) : "a string";
  if (typeof value === "number" || typeof value === "boolean" || value === null) {
    return String(value);
  }
  return a(typeof value === "object" ? kindOf(value) : typeof value);
}

/** How the refusal of input that is no object of fields begins, before what it is. */
export const NOT_FIELDS = "the arguments must be an object of fields, not ";

/**
 * The kind of an object by its prototype's constructor, read without calling
 * a getter or a proxy's trap that could throw: an array, a Map, an object.
 */
export function kindOf(value: object): string {
  try {
    if (Array.isArray(value)) return "array";
    const prototype = Object.getPrototypeOf(value);
    // An object without a prototype has no descriptor to read: the catch says "object" too.
    // Stryker disable next-line ConditionalExpression: equivalent for null, see above
    if (prototype === null || prototype === Object.prototype) return "object";
    // A read that throws for want of a descriptor ends in the catch below, as "object".
    // Stryker disable next-line OptionalChaining: equivalent, see above
    const made = Object.getOwnPropertyDescriptor(prototype, "constructor")?.value;
    if (typeof made !== "function") return "object";
    // Stryker disable next-line OptionalChaining: equivalent, as above
    const name = Object.getOwnPropertyDescriptor(made, "name")?.value;
    return typeof name === "string" && /^[A-Za-z]\w{0,39}$/.test(name) ? name : "object";
  } catch {
    // A revoked proxy, or a trap that throws.
    return "object";
  }
}

/**
 * Advice for what models often do: a number or a boolean in quotes, an array
 * or an object sent as a string of JSON. Nothing is coerced: the model learns
 * to send the value itself.
 */
export function habit(expected: string, value: unknown, schema: unknown): string {
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
  let taken = false;
  try {
    taken = (schema as z.ZodType).safeParse(value).success;
  } catch {
    // An author's check that throws: no advice.
  }
  return taken;
}

/** Made once: `toLocaleString` makes a formatter on every call, 18 µs. */
const THOUSANDS = new Intl.NumberFormat("en-US");

/**
 * A count with thousands separators, such as 10,485,760. It runs for every
 * size problem zod finds, so a small count skips the formatter.
 */
function count(value: number | bigint): string {
  // Stryker disable next-line ConditionalExpression: a shortcut; the formatter writes the same
  if (value < 1000) return String(value);
  return THOUSANDS.format(value);
}

/**
 * The names an object takes, by the list of unknown fields zod reported for
 * it: a problem's near names are looked for only when the message shows it.
 */
const candidates = new WeakMap<readonly string[], Candidates>();

const keyed = new WeakMap<z.core.$ZodType, ReadonlySet<string>>();

/** The texts a record's key schema takes, gathered once per schema. */
function keyNames(key: z.core.$ZodType): ReadonlySet<string> {
  return memo(
    keyed,
    key,
    // A key schema with unknown keys to report is one of choices, and JSON's keys are texts.
    // Stryker disable next-line MethodExpression,ArrayDeclaration,ConditionalExpression: equivalent, see above
    (schema) => new Set([...schema._zod.values ?? []].filter((name) => typeof name === "string")),
  );
}

/** The names an object takes, and the object as zod read it, whose names the model sent. */
export interface Candidates {
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
    // Stryker disable next-line StringLiteral: never shown, as in betterMessage
    return "unknown fields";
  };
}

/** The names the object of a list of unknown fields takes, as its error map kept them. */
export function takenNames(unknown: readonly string[]): Candidates | undefined {
  return candidates.get(unknown);
}
