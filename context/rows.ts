/**
 * Text rows: tab-separated fields, one row a line, the plain format in which
 * tools answer and refusals are written for a model.
 *
 * @module
 */

import { REFUSAL_CODE, ToolRefusal } from "./refusal.ts";

const UNSAFE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
/** What a line of tab-separated fields may not hold: the same, but for the tabs. */
// A shortcut: a line it takes too often is cleaned field by field, to the same text.
// Stryker disable Regex: equivalent, see above
// deno-lint-ignore no-control-regex -- control characters are what it finds
const UNSAFE_LINE = /[\0-\x08\n-\x1f\x7f-\x9f\p{Cs}\u2028\u2029]/u;
// Stryker restore Regex
const BREAKS = /[\t\n\r\u2028\u2029]+/gu;
const CONTROLS = /\p{Cc}/gu;
/** With the u flag, a surrogate matches only when it stands alone, outside a pair. */
const LONE_SURROGATES = /\p{Cs}/gu;

/**
 * Makes a value safe for one field of a row: tabs, carriage returns and line
 * breaks become single spaces and other control characters are removed, so a
 * title with a tab in it can never split a field or forge a row. A lone
 * surrogate, half of a character that is not there, becomes U+FFFD, as a
 * UTF-8 transport would make it anyway: the row stays well-formed Unicode.
 *
 * @param value The value to put in a field.
 * @returns The value as text with no tab, line break or control character.
 *
 * @example A title with a tab and a line break
 * ```ts
 * import assert from "node:assert/strict";
 * import { field } from "@adecore/agents/context";
 *
 * assert.equal(field("Plans\tfor\r\nMonday"), "Plans for Monday");
 * assert.equal(`note\t${field(3)}\t${field("a\u0007b")}`, "note\t3\tab");
 * assert.equal(field("half \ud83d"), "half \ufffd");
 * ```
 */
export function field(value: string | number | boolean): string {
  const text = String(value);
  // A shortcut: the replacements leave a safe text as it is. (As true, the
  // condition returns the unsafe texts of the field tests unchanged.)
  if (!UNSAFE.test(text)) return text;
  return text.replace(BREAKS, " ").replace(CONTROLS, "").replace(LONE_SURROGATES, "\ufffd");
}

/** Keeps an advice line on one line; its tabs still separate its fields. */
function oneLine(line: string): string {
  return UNSAFE_LINE.test(line) ? line.split("\t").map(field).join("\t") : line;
}

/**
 * Writes a refusal as rows without the leading `refused` field: the code and
 * the message as one tab-separated row, then one row per advice line.
 *
 * @param refusal The refusal to write.
 * @returns The rows, joined by line breaks.
 *
 * @example Rows for a host that marks refusals another way
 * ```ts
 * import assert from "node:assert/strict";
 * import { refusalRows, ToolRefusal } from "@adecore/agents/context";
 *
 * const refusal = new ToolRefusal("not-found", "No note has id 7.", ["notes\t1\t2"]);
 * assert.equal(refusalRows(refusal), "not-found\tNo note has id 7.\nnotes\t1\t2");
 * ```
 */
export function refusalRows(refusal: ToolRefusal): string {
  let text = `${field(refusal.code)}\t${field(refusal.message)}`;
  for (const line of refusal.lines) text += `\n${oneLine(line)}`;
  return text;
}

/**
 * Writes a refusal as the text a model reads: `refused`, the code and the
 * message as one tab-separated row, then one row per advice line.
 *
 * @param refusal The refusal to write.
 * @returns The rows, joined by line breaks.
 *
 * @example The text of a refusal
 * ```ts
 * import assert from "node:assert/strict";
 * import { refusalBody, ToolRefusal } from "@adecore/agents/context";
 *
 * const refusal = new ToolRefusal("bad-arguments", "text: missing", ["fields\ttext\tdry_run"]);
 * assert.equal(
 *   refusalBody(refusal),
 *   "refused\tbad-arguments\ttext: missing\nfields\ttext\tdry_run",
 * );
 * ```
 */
export function refusalBody(refusal: ToolRefusal): string {
  return `refused\t${refusalRows(refusal)}`;
}

/**
 * Reads text written by {@linkcode refusalBody} or {@linkcode refusalRows}
 * back into a refusal.
 *
 * @param text The text to read.
 * @returns The refusal, or `null` when the first row is not a valid code
 * followed by a message.
 *
 * @example Reading a refusal back
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseRefusalBody } from "@adecore/agents/context";
 *
 * const refusal = parseRefusalBody("refused\tconflict\tThe note changed.\nrevision\t4");
 * assert.equal(refusal?.code, "conflict");
 * assert.equal(refusal?.message, "The note changed.");
 * assert.deepEqual(refusal?.lines, ["revision\t4"]);
 * assert.equal(parseRefusalBody("note\t7\twritten"), null);
 * ```
 */
export function parseRefusalBody(text: string): ToolRefusal | null {
  const [first, ...lines] = text.split(/\r?\n/);
  const parts = first!.split("\t");
  // refusalBody's text has "refused" in front of the code; refusalRows' has not.
  if (parts.length === 3 && parts[0] === "refused") parts.shift();
  const [code, message] = parts;
  if (parts.length !== 2 || !REFUSAL_CODE.test(code!)) return null;
  return new ToolRefusal(code!, message!, lines);
}

/**
 * Answers a note instead of an empty list, so a model never takes an empty
 * answer for a failure.
 *
 * @param lines The rows a tool produced.
 * @param note The row to answer with when there are none.
 * @returns `lines` when it has any row, otherwise `[note]`.
 *
 * @example An empty listing
 * ```ts
 * import assert from "node:assert/strict";
 * import { orNote } from "@adecore/agents/context";
 *
 * assert.deepEqual(orNote([], "no notes yet"), ["no notes yet"]);
 * assert.deepEqual(orNote(["note\t1"], "no notes yet"), ["note\t1"]);
 * ```
 */
export function orNote(lines: readonly string[], note: string): readonly string[] {
  return lines.length > 0 ? lines : [note];
}
