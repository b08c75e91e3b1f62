// A private helper: the one place problems are worded, at the end, from
// their records (_problem.ts). For a model, a refusal: each problem one short
// entry behind its field's path, with advice for what models often do, in a
// message that never outgrows its row. For a tool's author, the same entries
// without the advice.

import type { Advice, Path, Problem, Wanted } from "../problems/_problem.ts";
import { pathText } from "./_path.ts";
import { nearest, nearName, shortened, shownName } from "./_suggest.ts";
import { a, count, FORMATS, kindOf, sent, wordedChoices } from "./_words.ts";
import { field } from "../rows.ts";
import { table } from "../util/_table.ts";

/** Who reads the words: a model, told what to send, or a tool's author, told what broke. */
export type Reader = "model" | "author";

/**
 * A refusal of bad arguments as the check words it, before anything throws
 * it: a `ToolRefusal` is an `Error`, whose making costs more than the
 * wording, and a host that reads the refusal without a throw (a Standard
 * Schema's validate) never needs one.
 */
export class Refused {
  constructor(readonly message: string, readonly lines: readonly string[]) {}
}

const MAX_PROBLEMS = 8;
const MAX_MESSAGE = 200;
/** What a bad-arguments message may hold, so its row stays within 2,000 characters. */
const MAX_ROW = 1_900;
const MAX_UNKNOWN = 5;
const NONE: ReadonlySet<string> = new Set();

/** The refusal of the problems of a call, with the fields line (see {@linkcode problemsText}). */
export function refusalOf(problems: readonly Problem[], fields: string): Refused {
  return new Refused(problemsText(problems, MAX_ROW, "model"), [fields]);
}

/**
 * The problems as one message: one entry per problem while it has room
 * (eight of them, and `room` characters), the rest counted. Only the entries
 * shown are worded. A union speaks through the branch the model meant.
 */
export function problemsText(problems: readonly Problem[], room: number, reader: Reader): string {
  const into: Entries = { shown: [], length: 0, full: false, room, reader };
  const total = collect(problems, [], into);
  const { shown } = into;
  if (total > shown.length) shown.push(`${total - shown.length} more`);
  return shown.join("; ");
}

/** The entries a message shows, their length joined, and whether another would fit. */
interface Entries {
  readonly shown: string[];
  length: number;
  full: boolean;
  readonly room: number;
  readonly reader: Reader;
}

/** Words an entry per problem while the message has room, and counts them all. */
function collect(problems: readonly Problem[], prefix: Path, into: Entries): number {
  let total = 0;
  for (const problem of problems) {
    const path = prefix.length === 0 ? problem.path : [...prefix, ...problem.path];
    if (problem.code === "union") {
      total += collect(problem.meant, path, into);
      continue;
    }
    total++;
    if (into.full) continue;
    const text = entry(path, problem, into.reader);
    into.length += text.length + 2;
    // Full only spares wording what no longer fits: the length past the room keeps it out.
    if (into.length > into.room) into.full = true;
    else into.full = into.shown.push(text) === MAX_PROBLEMS;
  }
  return total;
}

/**
 * A problem's entry: its words, with the choice a text sent may have meant,
 * cut short, behind the field's path, safe for a row (one line of
 * well-formed text). An author's words stand without the path where the
 * field's name stands in them as a word; the package's own always have it
 * ("a" in "must be a number" is no field named a).
 */
function entry(path: Path, problem: Problem, reader: Reader): string {
  const text = cut(wordsOf(problem, reader) + meant(problem), MAX_MESSAGE);
  const name = path.at(-1);
  if (
    name === undefined ||
    (problem.said !== undefined && typeof name === "string" && standsAsWord(text, name))
  ) {
    return field(text);
  }
  return field(`${pathText(path)}: ${text}`);
}

/**
 * The words of one problem, without its path: an author's as written, else
 * the package's. Unknown fields name the fields they may have meant only
 * where `guess`: a look-up worth its cost for the entries a refusal shows.
 */
export function wordsOf(problem: Problem, reader: Reader, guess = true): string {
  if (problem.said !== undefined) return problem.said;
  return (WORDS[problem.code] as Words<Code>)(problem as never, reader, guess);
}

type Code = Problem["code"];

/** How a problem of one code is worded. */
type Words<C extends Code> = (
  problem: Problem & { readonly code: C },
  reader: Reader,
  guess: boolean,
) => string;

/** The words of each problem by its code, as zod's locales word each issue. */
const WORDS: { readonly [C in Code]: Words<C> } = /* @__PURE__ */ table({
  invalid_type: (problem, reader) => {
    if (problem.sent !== undefined) {
      return `must be ${wanted(problem.expected)}, not ${sent(problem.sent)}${
        advice(problem.advice, reader)
      }`;
    }
    const { type } = problem.expected;
    return type === "nonoptional"
      ? "missing"
      : `missing, expected ${formatName(problem.expected) ?? type}`;
  },
  types: (problem, reader) => {
    const phrases = [...new Set(problem.wanted.map(wanted))];
    return `must be ${phrases.join(" or ")}, not ${sent(problem.sent)}${
      advice(problem.advice, reader)
    }`;
  },
  bound: ({ big, inclusive, bound, sent: value }) => {
    const than = inclusive ? (big ? "at most" : "at least") : big ? "less than" : "more than";
    return `must be ${than} ${bound}, not ${sent(value)}`;
  },
  // A length bound is always inclusive; only numbers and dates have others.
  size: ({ big, length, unit, exact, bound }) =>
    `has ${count(length)} ${unit}${length === 1 ? "" : "s"}; ${
      exact ? "exactly" : big ? "at most" : "at least"
    } ${count(bound)} ${big ? "fit" : "needed"}`,
  invalid_value: (problem) => choicesWords(problem.choices, problem.sent),
  discriminator: (problem) => choicesWords(problem.choices, problem.sent),
  not_multiple_of: (problem) =>
    `must be a multiple of ${problem.divisor}, not ${sent(problem.sent)}`,
  invalid_format: (problem) => `must ${formatWords(problem)}, not ${sent(problem.sent)}`,
  forms: (problem) =>
    problem.several
      ? "must match exactly one of the forms it takes, not several"
      : "must match one of the forms it takes",
  invalid_key: (problem, reader, guess) =>
    `key ${sent(problem.key)} is refused: ${
      problem.why === undefined ? "no key it takes" : wordsOf(problem.why, reader, guess)
    }`,
  unrecognized_keys: (problem, _reader, guess) =>
    unknownFields(problem.names, guess ? problem.fields : NONE, problem.sent),
  custom: () => "must pass a check of this tool, which says no more",
  not_fields: (problem, reader) => {
    const value = problem.sent;
    const what = value === null
      ? "null"
      : a(typeof value === "object" ? kindOf(value) : typeof value);
    return `the arguments must be an object of fields, not ${what}${
      advice(problem.advice, reader)
    }`;
  },
  proto_key: () =>
    'key "__proto__" is refused: no object a host hands on can carry it; leave it out',
  then: () => "field then holds a function; send plain JSON",
  unreadable: (problem) =>
    `${
      problem.at.length === 0 ? "the arguments" : `field ${pathText(problem.at)}`
    } could not be read (a getter or a proxy threw); send plain JSON`,
  // A union is worded by its branch (see collect), and zod words the rest:
  // neither reaches here without words.
  union: () => "",
  other: () => "",
});

/** A field of choices, or a discriminator, that was left out or sent none of them. */
function choicesWords(choices: readonly unknown[], value: unknown): string {
  const { text } = wordedChoices(choices);
  return value === undefined ? `missing, expected ${text}` : `must be ${text}, not ${sent(value)}`;
}

/** What a value of a form must be: "an integer", "an ISO date, such as 2026-12-01", "one of 1, 2". */
function wanted(form: Wanted): string {
  return "choices" in form ? wordedChoices(form.choices).text : formatName(form) ?? a(form.type);
}

/** A text's format by its name, with its example where the field's pattern takes it. */
function formatName(
  { format, example }: { format?: string; example?: boolean },
): string | undefined {
  const [name, sample] = format === undefined ? [] : FORMATS[format] ?? [];
  if (name === undefined) return undefined;
  return `${name}${sample && example ? `, such as ${sample}` : ""}`;
}

/** What a text of a format must be, or be like. */
function formatWords(problem: Problem & { code: "invalid_format" }): string {
  const { format, text } = problem;
  if (format === "regex" || format === "template_literal") {
    return `match ${text!.length > 60 ? `${shortened(text!, 60)}…` : text}`;
  }
  if (format === "starts_with") return `start with ${JSON.stringify(text)}`;
  if (format === "ends_with") return `end with ${JSON.stringify(text)}`;
  if (format === "includes") return `contain ${JSON.stringify(text)}`;
  return `be ${formatName(problem) ?? a(`valid ${format.replaceAll("_", " ")}`)}`;
}

/** Advice to a model on what to send instead; none for a tool's author. */
function advice(given: Advice | undefined, reader: Reader): string {
  if (given === undefined || reader === "author") return "";
  if (given.kind === "unquote") return `; send ${given.text} without quotes`;
  const once = given.twice === undefined ? "" : `, with its field ${pathText(given.twice)} once`;
  return `; send the ${given.type} itself as JSON, not inside a string${once}`;
}

/**
 * The choice a text sent for a field of choices may have meant, as `; did
 * you mean "high"?`, or nothing. Looked for only for a problem a refusal
 * shows, and only behind the package's own words: an author's stand as
 * written.
 */
function meant(problem: Problem): string {
  if (
    problem.said !== undefined ||
    (problem.code !== "invalid_value" && problem.code !== "discriminator") ||
    typeof problem.sent !== "string"
  ) return "";
  const near = nearest(problem.sent, wordedChoices(problem.choices).names);
  return near === undefined ? "" : `; did you mean ${JSON.stringify(near)}?`;
}

/** Unknown fields, each with the near name it may have meant, five at most. */
function unknownFields(
  names: readonly string[],
  fields: ReadonlySet<string>,
  object: unknown,
): string {
  // No field to guess: no look-up, and no set of the names sent to make.
  const given = fields.size === 0 ? undefined : new Set(Object.keys(object as object));
  const shown = names.slice(0, MAX_UNKNOWN).map((name) =>
    given === undefined ? shownName(name) : nearName(name, fields, given)
  );
  if (names.length > MAX_UNKNOWN) shown.push(`${names.length - MAX_UNKNOWN} more`);
  return `unknown field${names.length === 1 ? "" : "s"} ${shown.join(", ")}`;
}

function standsAsWord(text: string, word: string): boolean {
  if (word === "") return false;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
  }
  return false;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${shortened(text, length)}… (cut)`;
}
