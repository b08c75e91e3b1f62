/**
 * Helpers for writing a tool's fields: a required text field with one
 * message, the measure of a value for a size message, and the names of the
 * fields for revisions and dry runs.
 *
 * @module
 */

import { z } from "zod";
import type { ZodString } from "zod";

/**
 * A string field that may not be missing, empty or only white space, with
 * one message for all three, written for the model.
 *
 * @param message What the model reads when the field is missing or empty.
 * @returns A zod string schema; chain `.describe()` and more checks on it.
 *
 * @example A required text field
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { requiredField } from "@adecore/agents/context";
 *
 * const text = requiredField("note_write needs text");
 * assert.equal(text.parse("Buy milk"), "Buy milk");
 * assert.equal(text.safeParse("  ").error?.issues[0]?.message, "note_write needs text");
 * assert.equal(text.safeParse(undefined).error?.issues[0]?.message, "note_write needs text");
 * ```
 */
export function requiredField(message: string): ZodString {
  return z.string({ error: message }).regex(/\S/, { error: message });
}

/**
 * Measures a value for a size message, as zod hands it to a message callback
 * (`issue.input`): the characters of a string (Unicode code points), the
 * items of an array, the entries of a Map, a Set or a plain object, and 0 for
 * anything else. It never throws.
 *
 * @param value The value to measure.
 * @returns Its size, or 0.
 *
 * @example A size message that says how long the text was
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { lengthOf } from "@adecore/agents/context";
 *
 * const title = z.string().max(5, {
 *   error: (issue) => `title has ${lengthOf(issue.input)} characters, 5 fit`,
 * });
 * assert.equal(title.safeParse("Grüße!").error?.issues[0]?.message, "title has 6 characters, 5 fit");
 * assert.equal(lengthOf("👋🏽"), 2);
 * assert.equal(lengthOf(new Map([["a", 1]])), 1);
 * assert.equal(lengthOf(42), 0);
 * ```
 */
export function lengthOf(value: unknown): number {
  try {
    if (typeof value === "string") {
      // Each surrogate pair is one code point of two units. A text without a
      // high surrogate, as most are, is measured by one regular expression at
      // the platform's speed; any other, by a loop that makes nothing.
      if (!/[\ud800-\udbff]/.test(value)) return value.length;
      let count = value.length;
      for (let i = 0; i < value.length - 1; i++) {
        if (
          (value.charCodeAt(i) & 0xfc00) === 0xd800 && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00
        ) {
          count--;
          i++;
        }
      }
      return count;
    }
    if (Array.isArray(value)) return value.length;
    if (value instanceof Map || value instanceof Set) return value.size;
    // A primitive's prototype is its wrapper's, and null's read throws (caught): both measure 0.
    const prototype = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null) {
      return Object.keys(value as object).length;
    }
  } catch {
    // A hostile value (a Proxy, a throwing getter) measures 0.
  }
  return 0;
}

/**
 * The name of the field that carries the revision a write expects, so a write
 * over a newer revision can be refused: `revision`.
 *
 * @example A revision field
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { REVISION_FIELD } from "@adecore/agents/context";
 *
 * const input = z.object({ text: z.string(), [REVISION_FIELD]: z.number().int().optional() });
 * assert.deepEqual(Object.keys(input.shape), ["text", "revision"]);
 * ```
 */
export const REVISION_FIELD = "revision";

/**
 * The name of the field that asks for a run that checks everything and
 * writes nothing: `dry_run`.
 *
 * @example A dry run field
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { DRY_RUN_FIELD } from "@adecore/agents/context";
 *
 * const input = z.object({ text: z.string(), [DRY_RUN_FIELD]: z.boolean().optional() });
 * assert.deepEqual(Object.keys(input.shape), ["text", "dry_run"]);
 * ```
 */
export const DRY_RUN_FIELD = "dry_run";

/**
 * One sentence for a tool description: it tells a model that a dry run is
 * never needed for safety.
 *
 * @example In a tool description
 * ```ts
 * import assert from "node:assert/strict";
 * import { DRY_RUN_PREVIEW } from "@adecore/agents/context";
 *
 * const description = `Writes a note. ${DRY_RUN_PREVIEW}`;
 * assert.match(description, /never needed for safety/);
 * ```
 */
export const DRY_RUN_PREVIEW: string =
  "A dry run is never needed for safety: a call with a mistake is refused before anything changes.";
