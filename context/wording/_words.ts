// A private helper: the package's vocabulary, the short words every message
// is made of: a word behind its article, what was sent, the kind of an
// object, a list of choices, a count, and the names of a text's formats.

import { memo } from "../util/_memo.ts";
import { shortened } from "./_suggest.ts";
import { table } from "../util/_table.ts";
import { field } from "../rows.ts";

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

/**
 * The kind of an object by its prototype's constructor, read without calling
 * a getter or a proxy's trap that could throw: an array, a Map, an object.
 */
export function kindOf(value: object): string {
  try {
    if (Array.isArray(value)) return "array";
    const prototype = Object.getPrototypeOf(value);
    // An object without a prototype has no descriptor to read: the catch says "object" too.
    if (prototype === null || prototype === Object.prototype) return "object";
    // A read that throws for want of a descriptor ends in the catch below, as "object".
    const made = Object.getOwnPropertyDescriptor(prototype, "constructor")?.value;
    if (typeof made !== "function") return "object";
    const name = Object.getOwnPropertyDescriptor(made, "name")?.value;
    return typeof name === "string" && /^[A-Za-z]\w{0,39}$/.test(name) ? name : "object";
  } catch {
    // A revoked proxy, or a trap that throws.
    return "object";
  }
}

/** A schema's choices, worded once: zod reports them with the same list every time. */
export interface Choices {
  /** As the listing shows them ("low", "high", or the one value), within 120 characters. */
  readonly text: string;
  /** The texts among them, which a text sent may have meant. */
  readonly names: readonly string[];
}

const worded = new WeakMap<readonly unknown[], Choices>();

/** A list of choices worded (see {@linkcode Choices}), once per list. */
export function wordedChoices(values: readonly unknown[]): Choices {
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
    if (text.length + (shown === 0 ? 0 : 2) + one.length > 120) break;
    text += `${shown++ ? ", " : ""}${one}`;
  }
  return {
    text: `${values.length > 1 ? "one of " : ""}${text}${shown < values.length ? ", …" : ""}`,
    names: values.filter((value) => typeof value === "string") as string[],
  };
}

/** Made once: `toLocaleString` makes a formatter on every call, 18 µs. */
const THOUSANDS = new Intl.NumberFormat("en-US");

/**
 * A count with thousands separators, such as 10,485,760. It runs for every
 * size problem shown, so a small count skips the formatter.
 */
export function count(value: number | bigint): string {
  if (value < 1000) return String(value);
  return THOUSANDS.format(value);
}

/** How a text of a format is named, with an example where one helps. */
export const FORMATS: Readonly<Record<string, readonly [string, string?] | undefined>> =
  /* @__PURE__ */ table({
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
  });
