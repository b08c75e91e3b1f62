// A private helper: a call's arguments read from the text a model wrote
// (OpenAI-style APIs hand them over as text). JSON is read by JSON.parse;
// other text only where each rewrite has one reading, never completing
// text that was cut off.

import type { ArgumentsRewrite } from "./_options.ts";
import { setField } from "../json/_nodes.ts";
import { pathText } from "../wording/_path.ts";
import { shownName } from "../wording/_suggest.ts";
import { MAX_DEPTH } from "../schema/_walk.ts";

/** What a call's arguments text was read as: a value, and how it was read. */
export interface Reading {
  readonly value: unknown;
  readonly rewrites: readonly ArgumentsRewrite[];
}

/** Why the text was not read: a message for the model. */
export class NotRead {
  constructor(readonly message: string) {}
}

type Path = readonly (string | number)[];

/** Thrown inside the reading where the text ends before the value at `path`. */
class Cut {
  constructor(readonly path: Path) {}
}

/** Thrown inside the reading for text JSON and its rewrites do not read. */
class Bad {
  constructor(readonly problem: string, readonly path: Path, readonly advice = SEND) {}
}

const SEND = "send one JSON object";
const ONCE = "send each field once";

/** Thrown inside the reading for a key an object has already: `path` ends with it. */
class Twice extends Bad {
  constructor(path: Path) {
    super(`the field ${shownName(`${path.at(-1)}`)} twice in one object`, path, ONCE);
  }
}

/** A reading of `text` from `start` to `stop`, in place: a slice reads slower by character. */
interface Reader {
  readonly text: string;
  readonly start: number;
  readonly stop: number;
  at: number;
  readonly rewrites: Set<ArgumentsRewrite>;
  // The keys and indexes down to the value read: one array, pushed and popped,
  // copied only into what is thrown, so an item costs the same at any depth.
  readonly path: (string | number)[];
  // The items of the arrays open, one after another, each array's taken out as it closes.
  readonly items: unknown[];
}

/** Text cut short where the reader is. */
const cut = (reader: Reader) => new Cut([...reader.path]);
/** Text refused where the reader is. */
const bad = (reader: Reader, problem: string) => new Bad(problem, [...reader.path]);
const reading = (text: string, start: number, stop: number, rewrites: Set<ArgumentsRewrite>) =>
  ({ text, start, stop, at: start, rewrites, path: [], items: [] }) satisfies Reader;

const FENCE = /^```[\w.+-]*[ \t]*\r?\n([\s\S]*?)(?:\r?\n[ \t]*```)?$/;
type Words = Readonly<Record<string, unknown>>;
const PYTHON: Words = Object.freeze({ True: true, False: false, None: null });
const LITERALS: Words = Object.freeze({ true: true, false: false, null: null });

/**
 * Reads a call's arguments text: JSON as `JSON.parse` reads it, else the
 * rewrites of {@linkcode ArgumentsRewrite} where each has one reading. A
 * text of only white space is no arguments at all. Arguments that are a
 * JSON string holding a JSON object are that object.
 */
export function readArguments(text: string): Reading | NotRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Rewrites left out read as none, callOrRefusal's default: the same.
    if (text.trim() === "") return { value: undefined, rewrites: NONE };
    const rewrites = new Set<ArgumentsRewrite>();
    const read = lenient(text, rewrites);
    return read instanceof NotRead ? read : unwrapped(read, rewrites);
  }
  // JSON, the common call: nothing to report unless it holds JSON in a string.
  // A shortcut: unwrapping what is no string reads it as it is.
  return typeof value === "string" ? unwrapped(value, new Set()) : { value, rewrites: NONE };
}

const NONE: readonly ArgumentsRewrite[] = Object.freeze([]);

/** What was read, and how: a string that holds a JSON object is that object (or its refusal). */
function unwrapped(value: unknown, rewrites: Set<ArgumentsRewrite>): Reading | NotRead {
  const inner = typeof value === "string" ? held(value) : undefined;
  if (inner instanceof NotRead) return inner;
  if (inner !== undefined) rewrites.add("string-of-json");
  return { value: inner ?? value, rewrites: [...rewrites] };
}

/** The JSON object a string holds, or undefined; its refusal where it holds a field twice. */
function held(text: string): unknown {
  let value: unknown;
  try {
    value = /^\s*\{/.test(text) ? JSON.parse(text) : undefined;
  } catch {
    // No JSON: no object either.
  }
  const path = value === undefined ? undefined : twice(text);
  return path === undefined ? value : notReadFor(new Twice(path));
}

/**
 * Where a text `JSON.parse` accepts, reading the last, names a field twice in one object: the
 * path of the first key met twice, ending with it (`["items", 0, "n"]`), or undefined. Keys
 * are compared as read (`"s"` and `"\u0073"` are one), whatever their values. Read by this
 * reader, which reads JSON as JSON.parse does, to {@linkcode MAX_DEPTH} levels and no deeper.
 */
export function twice(text: string): readonly (string | number)[] | undefined {
  const reader = reading(text, 0, text.length, new Set());
  try {
    readValue(reader);
  } catch (error) {
    if (error instanceof Twice) return error.path;
    if (!(error instanceof NotRead || error instanceof Bad || error instanceof Cut)) throw error;
  }
  return undefined;
}

function lenient(text: string, rewrites: Set<ArgumentsRewrite>): unknown {
  let start = text.length - text.trimStart().length;
  let stop = text.trimEnd().length;
  // A shortcut: the fence's pattern starts with the same.
  const fenced = text.startsWith("```", start) ? FENCE.exec(text.slice(start, stop)) : null;
  if (fenced !== null) {
    rewrites.add("fence");
    start += fenced[0].indexOf("\n") + 1;
    stop = start + fenced[1]!.length;
  }
  const reader = reading(text, start, stop, rewrites);
  try {
    const value = readValue(reader);
    skip(reader);
    if (reader.at < stop) throw bad(reader, `${said(reader)} after the closing ${closing(value)}`);
    return value;
  } catch (error) {
    if (error instanceof Cut) {
      const where = error.path.length === 0
        ? "before they close"
        : `inside ${pathText(error.path)}`;
      return new NotRead(`the arguments end ${where}; send the whole call again`);
    }
    if (error instanceof NotRead) return error;
    // Nothing else is thrown inside the reading: a guard that hands on a bug.
    if (error instanceof Bad) return notReadFor(error);
    throw error;
  }
}

/** The refusal of text the reading refused. */
function notReadFor(error: Bad): NotRead {
  const where = error.path.length === 0 ? "" : `${pathText(error.path)}: `;
  return new NotRead(`the arguments are no JSON: ${where}${error.problem}; ${error.advice}`);
}

function closing(value: unknown): string {
  return Array.isArray(value) ? "]" : typeof value === "object" && value !== null ? "}" : "value";
}

/** What stands at the reader's place, shortly. */
function said(reader: Reader): string {
  const rest = reader.text.slice(reader.at, Math.min(reader.at + 12, reader.stop));
  return `${JSON.stringify(rest.length < 12 ? rest : `${rest}…`)}`;
}

/** Skips white space and comments; a comment that never ends is cut text. */
function skip(reader: Reader): void {
  const { text, stop } = reader;
  // Past stop stand only white space and a fence's closing line: read or not, the same.
  while (reader.at < stop) {
    const c = text.charCodeAt(reader.at);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
      reader.at++;
      continue;
    }
    const next = text.charCodeAt(reader.at + 1);
    if (c === 0x2f && next === 0x2a) {
      const end = text.indexOf("*/", reader.at + 2);
      // No */ stands past stop (see above).
      if (end === -1) throw cut(reader);
      reader.at = end + 2;
    } else if ((c === 0x2f && next === 0x2f) || (c === 0x23 && lineStart(reader))) {
      const end = text.indexOf("\n", reader.at);
      // A place past stop reads as stop does: every test of the place is against it.
      reader.at = end === -1 ? stop : end;
    } else return;
    reader.rewrites.add("comments");
  }
}

/** Whether only white space stands before the reader's place on its line. */
function lineStart({ text, start, at }: Reader): boolean {
  for (let i = at - 1; i >= start; i--) {
    const c = text[i];
    if (c === "\n") return true;
    if (c !== " " && c !== "\t") return false;
  }
  return true;
}

function readValue(reader: Reader): unknown {
  skip(reader);
  const { text } = reader;
  if (reader.at >= reader.stop) throw cut(reader);
  const c = text.charCodeAt(reader.at);
  if (c === 0x7b) return readObject(reader);
  if (c === 0x5b) return readArray(reader);
  if (c === 0x22) return readString(reader);
  if (c === 0x27) return readQuoted(reader);
  if (c === 0x2d || isDigit(text, reader.at)) return readNumber(reader);
  const word = wordAt(reader);
  if (word !== "") {
    const end = reader.at + word.length;
    if (Object.hasOwn(LITERALS, word) || Object.hasOwn(PYTHON, word)) {
      reader.at = end;
      if (Object.hasOwn(LITERALS, word)) return LITERALS[word];
      reader.rewrites.add("python-literals");
      return PYTHON[word];
    }
    // A word cut short: the start of a literal at the end of the text.
    if (end >= reader.stop && ["true", "false", "null"].some((it) => it.startsWith(word))) {
      throw cut(reader);
    }
    throw bad(reader, `unquoted text ${said(reader)}`);
  }
  throw bad(reader, `${said(reader)} is no JSON value`);
}

/**
 * Refuses a container at `path` past {@linkcode MAX_DEPTH} levels: no tool
 * takes input that deep, and the reader's own stack would run out first.
 */
function deeper(path: Path): void {
  if (path.length < MAX_DEPTH) return;
  // Named by the top-level field it is in: the path is hundreds of levels deep.
  throw new NotRead(
    `the arguments nest objects and arrays more than ${MAX_DEPTH} levels deep in ` +
      `${pathText(path.slice(0, 1))}, deeper than any tool input goes; ${SEND}`,
  );
}

/**
 * The members of an object or an array, each read by `member` (told whether
 * it is the first), up to the `close` that ends them: a member that comes
 * without a comma after another is refused; a comma before the close is a
 * rewrite. Once a member is read, its key or index ends the path until the
 * next one is read, and none once the close is.
 */
function members(reader: Reader, close: "}" | "]", member: (first: boolean) => void): void {
  const { text, path } = reader;
  deeper(path);
  reader.at++;
  let comma = false;
  for (let first = true;; first = false) {
    skip(reader);
    if (reader.at >= reader.stop) throw cut(reader);
    if (text[reader.at] === close) {
      if (comma) reader.rewrites.add("trailing-commas");
      if (!first) path.pop();
      reader.at++;
      return;
    }
    if (!first && !comma) throw bad(reader, `${said(reader)} where a comma or ${close} belongs`);
    member(first);
    skip(reader);
    comma = text.charCodeAt(reader.at) === 0x2c;
    if (comma) reader.at++;
  }
}

/** An object; a key it has already, as read ("s" and "\u0073" are one), is refused. */
function readObject(reader: Reader): Record<string, unknown> {
  const { text, path } = reader;
  const object: Record<string, unknown> = {};
  members(reader, "}", (first) => {
    if (!first) path.pop();
    const key = readKey(reader);
    if (Object.hasOwn(object, key)) throw new Twice([...path, key]);
    skip(reader);
    path.push(key);
    if (reader.at >= reader.stop) throw cut(reader);
    if (text.charCodeAt(reader.at) !== 0x3a) {
      throw bad(reader, `${said(reader)} where a colon belongs`);
    }
    reader.at++;
    setField(object, key, readValue(reader));
  });
  return object;
}

function readKey(reader: Reader): string {
  const c = reader.text.charCodeAt(reader.at);
  if (c === 0x22) return readString(reader);
  if (c === 0x27) return readQuoted(reader);
  const word = wordAt(reader);
  if (word === "") throw bad(reader, `${said(reader)} where a field name belongs`);
  reader.rewrites.add("bare-keys");
  reader.at += word.length;
  return word;
}

function readArray(reader: Reader): unknown[] {
  const { path, items } = reader;
  const start = items.length;
  members(reader, "]", (first) => {
    if (first) path.push(0);
    else path[path.length - 1] = items.length - start;
    items.push(readValue(reader));
  });
  return items.splice(start);
}

const CONTROL = "a line break or control character inside a text; write it as \\n or \\t";
const noNumber = (reader: Reader) => bad(reader, `${said(reader)} is no JSON number`);

/** A JSON string, decoded by JSON.parse where it holds an escape; one not closed is cut text. */
function readString(reader: Reader): string {
  const { text } = reader;
  let end = reader.at + 1;
  for (;;) {
    if (end >= reader.stop) throw cut(reader);
    const c = text.charCodeAt(end);
    if (c === 0x22) break;
    if (c === 0x5c) end++;
    else if (c < 0x20) throw bad(reader, CONTROL);
    end++;
  }
  const literal = text.slice(reader.at, end + 1);
  reader.at = end + 1;
  if (!literal.includes("\\")) return literal.slice(1, -1);
  try {
    return JSON.parse(literal);
  } catch {
    throw bad(reader, `an escape JSON does not have in ${JSON.stringify(literal.slice(0, 20))}`);
  }
}

/**
 * A string in single quotes, read as JSON reads one in double quotes; `\'` is a quote.
 * Copied a run at a time, and decoded by JSON.parse where it holds a `\` or a `"`.
 */
function readQuoted(reader: Reader): string {
  const { text } = reader;
  let json = '"';
  // Where the characters not yet copied start.
  let from = reader.at + 1;
  let end = from;
  for (;;) {
    if (end >= reader.stop) throw cut(reader);
    const c = text.charCodeAt(end);
    if (c === 0x27) break;
    if (c === 0x5c || c === 0x22) {
      // A backslash that ends the text: `end` passes the end, so the text is cut.
      const next = text[end + 1];
      json += text.slice(from, end) + (c === 0x22 ? '\\"' : next === "'" ? "'" : `\\${next}`);
      end += c === 0x22 ? 1 : 2;
      from = end;
    } else if (c < 0x20) throw bad(reader, CONTROL);
    else end++;
  }
  reader.at = end + 1;
  reader.rewrites.add("single-quotes");
  if (json === '"') return text.slice(from, end);
  try {
    return JSON.parse(`${json}${text.slice(from, end)}"`);
  } catch {
    throw bad(reader, "an escape JSON does not have in a text in single quotes");
  }
}

/** A JSON number; one the text ends inside ("-", "1.", "1e+") is cut text. */
function readNumber(reader: Reader): number {
  const { text, at } = reader;
  const negative = text.charCodeAt(at) === 0x2d;
  let i = negative ? at + 1 : at;
  i = text.charCodeAt(i) === 0x30 ? i + 1 : digits(reader, i);
  const whole = text.charCodeAt(i) !== 0x2e;
  if (!whole) i = digits(reader, i + 1);
  const exponent = (text.charCodeAt(i) | 0x20) === 0x65;
  if (exponent) {
    const sign = text.charCodeAt(i + 1);
    i = digits(reader, sign === 0x2b || sign === 0x2d ? i + 2 : i + 1);
  }
  if (isWordCharacter(text, i) || text.charCodeAt(i) === 0x2e) throw noNumber(reader);
  reader.at = i;
  // An integer of up to 15 digits, the most common number, is added up digit
  // by digit, exactly: below 2 ** 53 every step is. A shortcut: Number reads it the same.
  if (whole && !exponent && i - at < 16) {
    let n = 0;
    for (let k = negative ? at + 1 : at; k < i; k++) n = n * 10 + text.charCodeAt(k) - 0x30;
    return negative ? -n : n;
  }
  return Number(text.slice(at, i));
}

/** Past the digits from `from`: cut text where the text ends before one, else refused. */
function digits(reader: Reader, from: number): number {
  const { text } = reader;
  if (from >= reader.stop) throw cut(reader);
  if (!isDigit(text, from)) throw noNumber(reader);
  let i = from + 1;
  while (isDigit(text, i)) i++;
  return i;
}

function isDigit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 0x30 && c <= 0x39;
}

/** Whether a letter, digit or `_` of ASCII stands at `i`, as `\w` matches. */
function isWordCharacter(text: string, i: number): boolean {
  const c = text.charCodeAt(i) | 0x20;
  return (c >= 0x61 && c <= 0x7a) || isDigit(text, i) || text.charCodeAt(i) === 0x5f;
}

/** The name of letters, digits, `_` and `$` at the reader's place (not starting with a digit), or "". */
function wordAt(reader: Reader): string {
  const { text, at } = reader;
  if (isDigit(text, at)) return "";
  let i = at;
  // Past `stop` stand only white space and a fence's closing line: no character of a name.
  while (isWordCharacter(text, i) || text.charCodeAt(i) === 0x24) i++;
  return text.slice(at, i);
}
