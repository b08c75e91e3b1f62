// A private helper: the words the package's refusals are made of, shared by
// its error map (_wording.ts) and by the refusal's assembly (_problems.ts):
// what was sent, a field's choices, and advice for what models often do.

import type { z } from "zod";
import { memo } from "./_memo.ts";
import { JSON_NUMBER } from "./_numbers.ts";
import { pathText } from "./_path.ts";
import { twice } from "./_reading.ts";
import { nearest, shortened } from "./_suggest.ts";
import { field } from "./rows.ts";

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

/** A word behind its article: an integer, a string. */
export function a(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

/** What was sent, short: a number or a short text as it is, else its kind, such as an array or a Map. */
export function sent(value: unknown): string {
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
    // A key twice in the text has two readings: the model learns which it sent twice.
    const place = twice(value);
    const once = place === undefined ? "" : `, with its field ${pathText(place)} once`;
    return `; send the ${expected} itself as JSON, not inside a string${once}`;
  }
  // A long text is no number or boolean, and is never scanned.
  if (value.length > 40) return "";
  const text = value.trim();
  // Only JSON's own numbers and booleans, and only what the field then takes:
  // "007" is no JSON number (a leading zero marks an identifier or a postcode
  // more often than 7), so no value is guessed for it.
  const meant = expected === "boolean"
    ? (text === "true" ? true : text === "false" ? false : undefined)
    : JSON_NUMBER.test(text)
    ? Number(text)
    : undefined;
  return meant !== undefined && takes(schema, meant) ? `; send ${text} without quotes` : "";
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
