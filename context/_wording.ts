// A private helper: the package's error map, which words every problem zod
// reports in one voice; _problems.ts puts the words of a refusal together.

import type { z } from "zod";
import { memo } from "./_memo.ts";
import { shortened } from "./_suggest.ts";
import { a, chosen, habit, sent } from "./_words.ts";
import { lengthOf } from "./fields.ts";

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
      // A text of a format is told by its format, with an example: "a string" says too little.
      const words = issue.expected === "string" ? formatted(issue.inst) : undefined;
      const { input } = issue;
      if (input === undefined) {
        return expected === "nonoptional" ? "missing" : `missing, expected ${words ?? expected}`;
      }
      return `must be ${words ?? a(expected)}${not()}${habit(expected, input, issue.inst)}`;
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
      return unknownFields(issue, key ? keyNames(key) : new Set());
    }
    case "custom":
      return "must pass a check of this tool, which says no more";
  }
  return undefined;
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
  return `be ${named(format, issue) ?? a(`valid ${format.replaceAll("_", " ")}`)}`;
}

/**
 * A format's name, with an example where one helps and the check's own
 * pattern takes it; none for a format without a name of its own.
 */
function named(
  format: string,
  check: Pick<z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>, "pattern" | "inst">,
): string | undefined {
  const [name, sample] = FORMATS[format] ?? [];
  if (name === undefined) return undefined;
  return `${name}${sample && fits(check, sample) ? `, such as ${sample}` : ""}`;
}

/**
 * What a field of a text of a format is named by in a problem of its type:
 * `an ISO date, such as 2026-12-01`; none for a text of no format, or of one
 * that is no kind of text (lower case).
 */
function formatted(schema: unknown): string | undefined {
  const def = (schema as z.core.$ZodType | undefined)?._zod.def as {
    format?: string;
    checks?: z.core.$ZodCheck[];
  };
  // The format of z.email() is its own; that of z.string().email() is its check's.
  const check = def.format === undefined
    ? def.checks?.find((check) => (check._zod.def as { format?: string }).format !== undefined)
    : (schema as z.core.$ZodType);
  if (check === undefined) return undefined;
  const { format } = check._zod.def as unknown as { format: string };
  if (format === "lowercase" || format === "uppercase") return undefined;
  // A format's check is a schema of zod's own (z.email()), with its pattern.
  const own = (check as z.core.$ZodType)._zod.pattern;
  return named(format, { pattern: String(own), inst: check });
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
  issue: Pick<z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>, "pattern" | "inst">,
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

/** The key of an unknown-fields issue that holds the names its object takes. */
// Stryker disable next-line StringLiteral: any key zod does not write does
const TAKEN = "~taken";

/**
 * Words unknown fields, putting on the issue the names its object takes:
 * zod keeps every key of an issue it reports, so the refusal finds them
 * there, and looks for the name a model meant only for the problems its
 * message shows (see {@linkcode takenNames}).
 */
function unknownFields(
  issue: z.core.$ZodRawIssue<z.core.$ZodIssueUnrecognizedKeys>,
  keys: ReadonlySet<string>,
): string {
  (issue as unknown as Record<string, unknown>)[TAKEN] = keys;
  // Never shown: the refusal words unknown fields again from the names above.
  // Stryker disable next-line StringLiteral: equivalent, see above
  return "unknown fields";
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
  return (issue) => issue.code === "unrecognized_keys" ? unknownFields(issue, keys) : own?.(issue);
}

/**
 * The names the object of an unknown-fields issue takes, as the package's
 * error map put them on it; none where an author's message worded it.
 */
export function takenNames(issue: z.core.$ZodIssue): Candidates | undefined {
  const keys = (issue as unknown as Record<string, unknown>)[TAKEN] as
    | ReadonlySet<string>
    | undefined;
  return keys && { keys, sent: issue.input };
}
