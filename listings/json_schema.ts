/**
 * The JSON Schema nodes the listings write, as far as their types go.
 *
 * @module
 */

/**
 * A JSON type name, as JSON Schema writes it.
 *
 * @example The type of a field
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { exactInputSchema, type JsonType } from "@adecore/agents/listings";
 *
 * const listing = exactInputSchema(z.object({ n: z.int().optional() }));
 * const type: JsonType | readonly JsonType[] | undefined = listing.properties.n?.type;
 * assert.deepEqual(type, ["integer", "null"]);
 * ```
 */
export type JsonType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/**
 * A value JSON can hold, as an `enum`, a `const` or a `default` holds it.
 *
 * @example A default in the exact listing
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { exactInputSchema, type JsonValue } from "@adecore/agents/listings";
 *
 * const listing = exactInputSchema(z.object({ tags: z.array(z.string()).default(["todo"]) }));
 * const value: JsonValue | undefined = listing.properties.tags?.default;
 * assert.deepEqual(value, ["todo"]);
 * ```
 */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/**
 * One node of a JSON Schema listing: the keywords the listings write. Which
 * of them a listing uses depends on the client it is for.
 *
 * @example A field of the exact listing
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { exactInputSchema, type JsonSchema } from "@adecore/agents/listings";
 *
 * const text: JsonSchema | undefined = exactInputSchema(
 *   z.object({ text: z.string().min(1) }),
 * ).properties.text;
 * assert.deepEqual(text, { type: "string", minLength: 1 });
 * ```
 */
export interface JsonSchema {
  /** The JSON type, or several. */
  readonly type?: JsonType | readonly JsonType[];
  /** From `.describe()` or `.meta({ description })`. */
  readonly description?: string;
  /** From `.meta({ title })`. */
  readonly title?: string;
  /** What the check uses when the field is left out. */
  readonly default?: JsonValue;
  /** From `.meta({ examples })`. */
  readonly examples?: readonly JsonValue[];
  /** From `.meta({ deprecated })`. */
  readonly deprecated?: boolean;
  /** From `.readonly()`. */
  readonly readOnly?: boolean;
  /** The values the field may take. */
  readonly enum?: readonly JsonValue[];
  /** The one value the field may take. */
  readonly const?: JsonValue;
  /** Shortest text, in characters. */
  readonly minLength?: number;
  /** Longest text, in characters. */
  readonly maxLength?: number;
  /** A regular expression the text matches. */
  readonly pattern?: string;
  /** A named format of text, such as `email` or `date-time`. */
  readonly format?: string;
  /** How the text encodes binary data, such as `base64`. */
  readonly contentEncoding?: string;
  /** The smallest number taken. */
  readonly minimum?: number;
  /** The largest number taken. */
  readonly maximum?: number;
  /** A bound the number must be greater than. */
  readonly exclusiveMinimum?: number;
  /** A bound the number must be less than. */
  readonly exclusiveMaximum?: number;
  /** What the number must be a multiple of. */
  readonly multipleOf?: number;
  /** Fewest items. */
  readonly minItems?: number;
  /** Most items. */
  readonly maxItems?: number;
  /** The schema of every item (after `prefixItems`); `false` when there are no more. */
  readonly items?: JsonSchema | false;
  /** The schemas of a tuple's items, in order. */
  readonly prefixItems?: readonly JsonSchema[];
  /** The fields of an object. */
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  /** The fields that must be sent. */
  readonly required?: readonly string[];
  /** What other fields take: `false` when an object takes no others. */
  readonly additionalProperties?: JsonSchema | boolean;
  /** What the values of a loose record's keys that match a pattern take. */
  readonly patternProperties?: Readonly<Record<string, JsonSchema>>;
  /** What the keys of a record must be. */
  readonly propertyNames?: JsonSchema;
  /** Several schemas of which a value matches at least one. */
  readonly anyOf?: readonly JsonSchema[];
  /** Several schemas of which a value matches exactly one. */
  readonly oneOf?: readonly JsonSchema[];
  /** Several schemas a value matches all of. */
  readonly allOf?: readonly JsonSchema[];
  /** A schema a value must not match. */
  readonly not?: JsonSchema;
}

/**
 * The listing of a whole tool input: an object of fields, which takes no
 * others unless the input is a loose object or has a catchall.
 *
 * @example The exact listing of a tool without fields
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { exactInputSchema, type JsonInputSchema } from "@adecore/agents/listings";
 *
 * const listing: JsonInputSchema = exactInputSchema(z.object({}));
 * assert.deepEqual(listing, { type: "object", properties: {}, additionalProperties: false });
 * ```
 */
export interface JsonInputSchema extends JsonSchema {
  /** A tool input is always an object. */
  readonly type: "object";
  /** The tool's fields, in schema order. */
  readonly properties: Readonly<Record<string, JsonSchema>>;
  /** `false`: no field the tool does not have; else what other fields take. */
  readonly additionalProperties: JsonSchema | boolean;
}
