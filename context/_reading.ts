// A private helper: a call's arguments read from the text a model wrote
// (OpenAI-style APIs hand them over as text). JSON is read by JSON.parse;
// other text only where each rewrite has one reading, never completing
// text that was cut off.

import type { ArgumentsRewrite } from "./_options.ts";
import { pathText } from "./_problems.ts";
import { MAX_DEPTH } from "./_walk.ts";

/** What a call's arguments text was read as: a value, and how it was read. */
export interface Reading {
  readonly value: unknown;
  readonly rewrites: readonly ArgumentsRewrite[];
}

/** Why the text was not read: a message for the model. */
export class Unread {
  constructor(readonly message: string) {}
}

type Path = readonly (string | number)[];

/** Thrown inside the reading where the text ends before the value at `path`. */
class Cut {
  constructor(readonly path: Path) {}
}

/** Thrown inside the reading for text JSON and its rewrites do not read. */
class Bad {
  constructor(readonly problem: string, readonly path: Path) {}
}

interface Reader {
  readonly text: string;
  at: number;
  readonly rewrites: Set<ArgumentsRewrite>;
}

const FENCE = /^```[\w.+-]*[ \t]*\r?\n([\s\S]*?)(?:\r?\n[ \t]*```)?$/;
const PYTHON: Readonly<Record<string, unknown>> = Object.freeze({
  True: true,
  False: false,
  None: null,
});
const LITERALS: Readonly<Record<string, unknown>> = Object.freeze({
  true: true,
  false: false,
  null: null,
});

/**
 * Reads a call's arguments text: JSON as `JSON.parse` reads it, else the
 * rewrites of {@linkcode ArgumentsRewrite} where each has one reading. A
 * text of only white space is no arguments at all. Arguments that are a
 * JSON string holding a JSON object are that object.
 */
export function readArguments(text: string): Reading | Unread {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Rewrites left out read as none, checkedCall's default: the same.
    // Stryker disable next-line ObjectLiteral: equivalent, see above
    if (text.trim() === "") return { value: undefined, rewrites: NONE };
    const rewrites = new Set<ArgumentsRewrite>();
    const read = lenient(text, rewrites);
    return read instanceof Unread ? read : unwrapped(read, rewrites);
  }
  // JSON, the common call: nothing to report unless it holds JSON in a string.
  // A shortcut: unwrapping what is no string reads it as it is.
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  return typeof value === "string" ? unwrapped(value, new Set()) : { value, rewrites: NONE };
}

const NONE: readonly ArgumentsRewrite[] = Object.freeze([]);

/** What was read, and how: a string that holds a JSON object is that object. */
function unwrapped(value: unknown, rewrites: Set<ArgumentsRewrite>): Reading {
  const inner = typeof value === "string" ? held(value) : undefined;
  if (inner !== undefined) rewrites.add("string-of-json");
  return { value: inner ?? value, rewrites: [...rewrites] };
}

/** The JSON object a string holds, or undefined. */
function held(text: string): unknown {
  let value: unknown;
  if (/^\s*\{/.test(text)) {
    try {
      value = JSON.parse(text);
    } catch {
      // No JSON: no object either.
    }
  }
  return value;
}

function lenient(text: string, rewrites: Set<ArgumentsRewrite>): unknown {
  let body = text.trim();
  // A shortcut: the fence's pattern starts with the same.
  // Stryker disable next-line StringLiteral: equivalent, see above
  const fenced = body.startsWith("```") ? FENCE.exec(body) : null;
  if (fenced !== null) {
    rewrites.add("fence");
    body = fenced[1]!;
  }
  const reader: Reader = { text: body, at: 0, rewrites };
  try {
    const value = readValue(reader, []);
    skip(reader, []);
    if (reader.at < body.length) {
      throw new Bad(`${said(reader)} after the closing ${closing(value)}`, []);
    }
    return value;
  } catch (error) {
    if (error instanceof Cut) {
      const where = error.path.length === 0
        ? "before they close"
        : `inside ${pathText(error.path)}`;
      return new Unread(`the arguments end ${where}; send the whole call again`);
    }
    if (error instanceof Unread) return error;
    // Nothing else is thrown inside the reading: a guard that hands on a bug.
    // Stryker disable next-line ConditionalExpression: see above
    if (error instanceof Bad) {
      const where = error.path.length === 0 ? "" : `${pathText(error.path)}: `;
      return new Unread(
        `the arguments are no JSON: ${where}${error.problem}; send one JSON object`,
      );
    }
    throw error;
  }
}

function closing(value: unknown): string {
  return Array.isArray(value) ? "]" : typeof value === "object" && value !== null ? "}" : "value";
}

/** What stands at the reader's place, shortly. */
function said(reader: Reader): string {
  const rest = reader.text.slice(reader.at, reader.at + 12);
  return `${JSON.stringify(rest.length < 12 ? rest : `${rest}…`)}`;
}

/** Skips white space and comments; a comment that never ends is cut text. */
function skip(reader: Reader, path: Path): void {
  const { text } = reader;
  for (;;) {
    const c = text.charCodeAt(reader.at);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) reader.at++;
    else if (c === 0x2f && text.charCodeAt(reader.at + 1) === 0x2f) {
      reader.rewrites.add("comments");
      const end = text.indexOf("\n", reader.at);
      reader.at = end === -1 ? text.length : end;
    } else if (c === 0x2f && text.charCodeAt(reader.at + 1) === 0x2a) {
      reader.rewrites.add("comments");
      const end = text.indexOf("*/", reader.at + 2);
      if (end === -1) throw new Cut(path);
      reader.at = end + 2;
    } else if (c === 0x23 && lineStart(text, reader.at)) {
      reader.rewrites.add("comments");
      const end = text.indexOf("\n", reader.at);
      reader.at = end === -1 ? text.length : end;
    } else return;
  }
}

/** Whether only white space stands before `at` on its line. */
function lineStart(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const c = text[i];
    if (c === "\n") return true;
    if (c !== " " && c !== "\t") return false;
  }
  return true;
}

function readValue(reader: Reader, path: Path): unknown {
  skip(reader, path);
  const { text } = reader;
  if (reader.at >= text.length) throw new Cut(path);
  const c = text[reader.at]!;
  if (c === "{") return readObject(reader, path);
  if (c === "[") return readArray(reader, path);
  if (c === '"') return readString(reader, path);
  if (c === "'") return readQuoted(reader, path);
  if (c === "-" || (c >= "0" && c <= "9")) return readNumber(reader, path);
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
    if (end >= text.length && ["true", "false", "null"].some((it) => it.startsWith(word))) {
      throw new Cut(path);
    }
    throw new Bad(`unquoted text ${said(reader)}`, path);
  }
  throw new Bad(`${said(reader)} is no JSON value`, path);
}

/**
 * Refuses a container at `path` past {@linkcode MAX_DEPTH} levels: no tool
 * takes input that deep, and the reader's own stack would run out first.
 */
function deeper(path: Path): void {
  if (path.length < MAX_DEPTH) return;
  // Named by the top-level field it is in: the path is hundreds of levels deep.
  throw new Unread(
    `the arguments nest objects and arrays more than ${MAX_DEPTH} levels deep in ` +
      `${pathText(path.slice(0, 1))}, deeper than any tool input goes; send one JSON object`,
  );
}

function readObject(reader: Reader, path: Path): Record<string, unknown> {
  deeper(path);
  const object: Record<string, unknown> = {};
  reader.at++;
  let first = true;
  let comma = false;
  let last: Path = path;
  for (;;) {
    skip(reader, last);
    const { text } = reader;
    if (reader.at >= text.length) throw new Cut(last);
    const c = text[reader.at]!;
    if (c === "}") {
      if (comma) reader.rewrites.add("trailing-commas");
      reader.at++;
      return object;
    }
    if (!first && !comma) {
      throw new Bad(`${said(reader)} where a comma or } belongs`, last);
    }
    const key = readKey(reader, path);
    skip(reader, path);
    if (reader.at >= text.length) throw new Cut([...path, key]);
    if (text[reader.at] !== ":") {
      throw new Bad(`${said(reader)} where a colon belongs`, [...path, key]);
    }
    reader.at++;
    first = false;
    last = [...path, key];
    // As JSON.parse makes it: a key __proto__ is a field, not the prototype.
    Object.defineProperty(object, key, {
      value: readValue(reader, last),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    skip(reader, last);
    comma = text[reader.at] === ",";
    if (comma) reader.at++;
  }
}

function readKey(reader: Reader, path: Path): string {
  const { text } = reader;
  const c = text[reader.at];
  if (c === '"') return readString(reader, path);
  if (c === "'") return readQuoted(reader, path);
  const word = wordAt(reader);
  if (word === "") throw new Bad(`${said(reader)} where a field name belongs`, path);
  reader.rewrites.add("bare-keys");
  reader.at += word.length;
  return word;
}

function readArray(reader: Reader, path: Path): unknown[] {
  deeper(path);
  const array: unknown[] = [];
  reader.at++;
  let comma = false;
  for (;;) {
    const last = array.length === 0 ? path : [...path, array.length - 1];
    skip(reader, last);
    const { text } = reader;
    if (reader.at >= text.length) throw new Cut(last);
    if (text[reader.at] === "]") {
      if (comma) reader.rewrites.add("trailing-commas");
      reader.at++;
      return array;
    }
    if (array.length > 0 && !comma) {
      throw new Bad(`${said(reader)} where a comma or ] belongs`, last);
    }
    array.push(readValue(reader, [...path, array.length]));
    skip(reader, [...path, array.length - 1]);
    comma = text[reader.at] === ",";
    if (comma) reader.at++;
  }
}

/** A JSON string, decoded by JSON.parse; one without its closing quote is cut text. */
function readString(reader: Reader, path: Path): string {
  const { text } = reader;
  let end = reader.at + 1;
  for (;;) {
    // Past the end, the character code is NaN, no quote: one more step that
    // ends here all the same.
    // Stryker disable next-line EqualityOperator: equivalent, see above
    if (end >= text.length) throw new Cut(path);
    const c = text.charCodeAt(end);
    if (c === 0x22) break;
    if (c === 0x5c) end++;
    else if (c < 0x20) {
      throw new Bad(
        "a line break or control character inside a text; write it as \\n or \\t",
        path,
      );
    }
    end++;
  }
  const literal = text.slice(reader.at, end + 1);
  reader.at = end + 1;
  try {
    return JSON.parse(literal);
  } catch {
    throw new Bad(`an escape JSON does not have in ${JSON.stringify(literal.slice(0, 20))}`, path);
  }
}

/** A string in single quotes, read as JSON reads one in double quotes; `\'` is a quote. */
function readQuoted(reader: Reader, path: Path): string {
  const { text } = reader;
  let json = '"';
  let end = reader.at + 1;
  for (;;) {
    if (end >= text.length) throw new Cut(path);
    const c = text[end]!;
    if (c === "'") break;
    if (c === "\\") {
      // A backslash that ends the text: `end` passes the end, so the text is cut.
      const next = text[end + 1];
      json += next === "'" ? "'" : `\\${next}`;
      end += 2;
      continue;
    }
    if (c.charCodeAt(0) < 0x20) {
      throw new Bad(
        "a line break or control character inside a text; write it as \\n or \\t",
        path,
      );
    }
    json += c === '"' ? '\\"' : c;
    end++;
  }
  reader.at = end + 1;
  reader.rewrites.add("single-quotes");
  try {
    return JSON.parse(`${json}"`);
  } catch {
    throw new Bad("an escape JSON does not have in a text in single quotes", path);
  }
}

/** A JSON number; one the text ends inside ("-", "1.", "1e+") is cut text. */
function readNumber(reader: Reader, path: Path): number {
  const { text, at } = reader;
  let i = at;
  /** Past the digits from `i`, cut text where the text ends before one, else refused. */
  const digits = () => {
    if (i >= text.length) throw new Cut(path);
    if (!isDigit(text, i)) throw new Bad(`${said(reader)} is no JSON number`, path);
    while (isDigit(text, i)) i++;
  };
  if (text[i] === "-") i++;
  if (text[i] === "0") i++;
  else digits();
  if (text[i] === ".") i++, digits();
  if (text[i] === "e" || text[i] === "E") {
    i++;
    if (text[i] === "+" || text[i] === "-") i++;
    digits();
  }
  if (i < text.length && /[\w.]/.test(text[i]!)) {
    throw new Bad(`${said(reader)} is no JSON number`, path);
  }
  reader.at = i;
  return Number(text.slice(at, i));
}

function isDigit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 0x30 && c <= 0x39;
}

/** The name of letters, digits, `_` and `$` at the reader's place (not starting with a digit), or "". */
function wordAt(reader: Reader): string {
  const { text, at } = reader;
  let i = at;
  // Past the end, the class reads undefined as "undefined", one more step
  // that the slice, which stops at the end, never shows.
  // Stryker disable next-line EqualityOperator: equivalent, see above
  while (i < text.length && /[\w$]/.test(text[i]!)) i++;
  return isDigit(text, at) ? "" : text.slice(at, i);
}
