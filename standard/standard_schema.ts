/**
 * A tool's input as a Standard Schema with Standard JSON Schema, for SDKs
 * that check and list a tool's input themselves.
 *
 * @module
 */

import { z } from "zod";
import type { ZodObject } from "zod";
import { inputCheckOf, inputOrRefusal, isMade, memo, named, Refused } from "../context/_shared.ts";
import { toolInputSchema } from "../context/listing.ts";
import { ToolRefusal } from "../context/refusal.ts";
import type { Tool } from "../context/tool.ts";

/**
 * A tool's input as Standard Schema v1 and Standard JSON Schema v1: what
 * `standardSchema` returns, typed with the tool's zod input and output.
 *
 * @example The types a tool's schema carries
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool } from "@adecore/agents/context";
 * import { standardSchema, type ToolStandardSchema } from "@adecore/agents/standard";
 *
 * const input = z.object({ count: z.int().default(1) });
 * const tool = defineTool("demo", { name: "demo_count", description: "Counts.", input, run: () => [] });
 * const schema: ToolStandardSchema<typeof input> = standardSchema(tool);
 * assert.equal(schema["~standard"].vendor, "@adecore/agents");
 * ```
 */
export interface ToolStandardSchema<Input extends ZodObject = ZodObject> {
  /** The Standard Schema and Standard JSON Schema properties, as zod types them for its own schemas. */
  readonly "~standard": z.core.ZodStandardSchemaWithJSON<Input>;
}

/** What `~standard.jsonSchema` is asked with. */
interface JsonSchemaOptions {
  readonly target: string;
}

/**
 * What `standardSchema` may be told.
 *
 * @example Asking for the exact listing
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool } from "@adecore/agents/context";
 * import { exactInputSchema } from "@adecore/agents/listings";
 * import { standardSchema, type StandardSchemaOptions } from "@adecore/agents/standard";
 *
 * const options: StandardSchemaOptions = { listing: exactInputSchema };
 * const tool = defineTool("demo", {
 *   name: "demo_pick",
 *   description: "Picks one.",
 *   input: z.object({ id: z.union([z.literal("latest"), z.int()]) }),
 *   run: () => [],
 * });
 * const listed = standardSchema(tool, options)["~standard"].jsonSchema.input({ target: "draft-2020-12" });
 * assert.deepEqual(listed.properties, {
 *   id: { anyOf: [{ type: "string", const: "latest" }, { type: "integer" }] },
 * });
 * ```
 */
export interface StandardSchemaOptions {
  /**
   * The listing `~standard.jsonSchema.input` answers with, from the listings
   * of `./context` and `./listings`: `toolInputSchema` when left out.
   */
  readonly listing?: (input: ZodObject) => object | null;
}

/** The JSON Schema dialects the portable listing is valid in; another listing answers the first two. */
const PORTABLE_TARGETS: ReadonlySet<string> = new Set(["draft-2020-12", "draft-07", "openapi-3.0"]);
const TARGETS: ReadonlySet<string> = new Set(["draft-2020-12", "draft-07"]);

/** The vendor a Standard Schema of the package names. */
const VENDOR = "@adecore/agents";

/** A listing function: toolInputSchema, or one of ./listings. */
type List = (input: ZodObject) => object | null;

const adapters = new WeakMap<Tool<ZodObject, never>, WeakMap<List, ToolStandardSchema>>();

/**
 * Makes a tool's input a Standard Schema (`~standard.validate`) with Standard
 * JSON Schema (`~standard.jsonSchema`), for an SDK that checks and lists a
 * tool's input itself: the MCP SDK's `registerTool`, the AI SDK's `tool()`,
 * the OpenAI Agents SDK's `tool()`.
 *
 * `validate` is the package's check: a field set to `null` is left out
 * (unless its schema gives null a meaning), unknown fields are refused at
 * every depth with did-you-mean, defaults and transforms apply. A refused call fails with one issue whose message is the
 * whole refusal: its message, a line break, and the line of the tool's
 * fields. It answers at once, or with a promise for a call that meets an
 * asynchronous check, as `parseToolInput` does; an error a check throws
 * that is no refusal is thrown.
 *
 * `jsonSchema.input` answers with the portable listing (`toolInputSchema`),
 * valid for the targets `draft-2020-12`, `draft-07` and `openapi-3.0`, or
 * with the listing `options.listing` names, for `draft-2020-12` and
 * `draft-07`; it throws for any other target. Each answer is a copy of its
 * own, since SDKs change what they get. `jsonSchema.output` is zod's JSON
 * Schema of what the check gives the tool.
 *
 * The adapter is made once per tool and listing, and frozen.
 *
 * @param tool The tool, as `defineTool` made it.
 * @param options The listing to answer with.
 * @returns The tool's input as a Standard Schema with Standard JSON Schema.
 * @throws {Error} When the listing asked for cannot express the tool's input
 * (`strictInputSchema` and `geminiParameters` are `null` for some), naming
 * the tool; `jsonSchema.input` for a target it has no listing for, and
 * `jsonSchema.output` where zod cannot write one, both naming the tool; and
 * for a tool `defineTool` did not make.
 *
 * @example A call checked and refused through Standard Schema
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool } from "@adecore/agents/context";
 * import { standardSchema } from "@adecore/agents/standard";
 *
 * const noteAdd = defineTool("note", {
 *   name: "note_add",
 *   description: "Adds a note.",
 *   input: z.object({ text: z.string(), pinned: z.boolean().optional() }),
 *   run: (input) => [`note\t${input.text}`],
 * });
 * const schema = standardSchema(noteAdd)["~standard"];
 *
 * assert.deepEqual(schema.validate({ text: "Buy milk", pinned: null }), { value: { text: "Buy milk" } });
 * assert.deepEqual(schema.validate({ txt: "Buy milk" }), {
 *   issues: [{
 *     message: "text: missing, expected string; unknown field txt (did you mean text?)\nfields\ttext\tpinned",
 *   }],
 * });
 * assert.deepEqual(schema.jsonSchema.input({ target: "draft-07" }), {
 *   type: "object",
 *   properties: { text: { type: "string" }, pinned: { type: "boolean" } },
 *   required: ["text"],
 * });
 * ```
 */
export function standardSchema<Input extends ZodObject>(
  tool: Tool<Input, never>,
  options: StandardSchemaOptions = {},
): ToolStandardSchema<Input> {
  const listing = options.listing ?? toolInputSchema;
  const made = memo(adapters, tool, () => new WeakMap());
  return memo(made, listing, (listing) => adapt(tool, listing)) as ToolStandardSchema<Input>;
}

function adapt(tool: Tool<ZodObject, never>, list: List): ToolStandardSchema {
  const at = named(tool);
  if (!isMade("tool", tool)) {
    throw new Error(`${at}: it was not made by defineTool; define it with defineTool`);
  }
  const listed = list(tool.input);
  if (listed === null) {
    throw new Error(
      `${at}: the listing asked for cannot express its input; ` +
        "take toolInputSchema or exactInputSchema, which express every input defineTool takes",
    );
  }
  // The listing as JSON: a copy made from it stays apart from the frozen original.
  const json = JSON.stringify(listed);
  const check = inputCheckOf(tool.input);
  const targets = list === toolInputSchema ? PORTABLE_TARGETS : TARGETS;
  const outputs = new Map<string, string>();
  // The refusal of bad arguments comes back as it is worded, with no Error made.
  return standardOf((value) => inputOrRefusal(check, value, tool), settled, failure, {
    input({ target }: JsonSchemaOptions) {
      if (!targets.has(target)) throw unknownTarget(at, target, targets);
      return JSON.parse(json) as Record<string, unknown>;
    },
    output({ target }: JsonSchemaOptions) {
      if (!PORTABLE_TARGETS.has(target)) throw unknownTarget(at, target, PORTABLE_TARGETS);
      const schema = memo(outputs, target, (target) => {
        try {
          return JSON.stringify(z.toJSONSchema(tool.input, {
            target: target as "draft-2020-12",
            // zod's default, written out: it reads any io but "input" as this.
            io: "output",
            // zod throws for "throw" alone: any other word writes anything, as "any" does.
            unrepresentable: "any",
          }));
        } catch (error) {
          // Such as two schemas of one .meta() id on the side a transform leads to.
          throw new Error(
            `${at}: zod cannot write the JSON Schema of what run receives ` +
              `(${(error as Error).message}); the input's listing is unaffected`,
            { cause: error },
          );
        }
      });
      return JSON.parse(schema) as Record<string, unknown>;
    },
  });
}

/**
 * A Standard Schema of the package's, frozen: `check` gives what a value
 * checks to, or a promise of it, or throws; `settle` and `fail` say what
 * that is to the SDK, which reads `jsonSchema` for the listings.
 */
export function standardOf(
  check: (value: unknown) => unknown,
  settle: (outcome: unknown) => Validated,
  fail: (error: unknown) => Validated,
  jsonSchema: object,
): ToolStandardSchema {
  return Object.freeze({
    "~standard": Object.freeze({
      version: 1,
      vendor: VENDOR,
      validate(value: unknown) {
        let outcome: unknown;
        try {
          outcome = check(value);
        } catch (error) {
          return fail(error);
        }
        return outcome instanceof Promise ? outcome.then(settle, fail) : settle(outcome);
      },
      jsonSchema: Object.freeze(jsonSchema),
    }),
  }) as unknown as ToolStandardSchema;
}

/** What a Standard Schema's validate gives. */
export type Validated =
  | { readonly value: unknown }
  | { readonly issues: readonly { readonly message: string }[] };

/** The checked input as a Standard Schema success, or its refusal as a failure. */
function settled(outcome: unknown): Validated {
  return outcome instanceof Refused ? refused(outcome) : { value: outcome };
}

/** A refusal as a Standard Schema failure: one issue of the whole text; anything else thrown on. */
function failure(error: unknown): Validated {
  if (!(error instanceof ToolRefusal)) throw error;
  return refused(error);
}

function refused({ message, lines }: Refused | ToolRefusal): Validated {
  return { issues: [{ message: [message, ...lines].join("\n") }] };
}

/** The error for a JSON Schema target no listing is written for, naming the tool. */
export function unknownTarget(
  at: string,
  target: string,
  targets: ReadonlySet<string>,
): Error {
  return new Error(
    `${at}: no listing for the JSON Schema target ${JSON.stringify(target)}; ` +
      `ask for ${[...targets].map((name) => JSON.stringify(name)).join(" or ")}`,
  );
}
