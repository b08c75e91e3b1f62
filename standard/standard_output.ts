/**
 * A tool's output as a Standard Schema with Standard JSON Schema, for SDKs
 * that list a tool's output and check its answers themselves.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { answerCheckOf, checkAnswer, madeTool, memo, named } from "../context/_shared.ts";
import { toolOutputSchema } from "../context/output_listing.ts";
import type { Tool } from "../context/tool.ts";
import {
  standardOf,
  type ToolStandardSchema,
  unknownTarget,
  type Validated,
} from "./standard_schema.ts";

/** The targets the output listing is written for: JSON Schema 2020-12, and draft-07 from it. */
const TARGETS: ReadonlySet<string> = new Set(["draft-2020-12", "draft-07"]);

const adapters = new WeakMap<Tool<ZodObject, never>, ToolStandardSchema>();

/**
 * Makes a tool's output a Standard Schema (`~standard.validate`) with
 * Standard JSON Schema (`~standard.jsonSchema`), for an SDK that lists a
 * tool's output and checks its answers: the MCP SDK v2's
 * `registerTool(name, { outputSchema })`, the AI SDK's
 * `tool({ outputSchema })`.
 *
 * `validate` is the package's output check: it gives the answer as the
 * output parses it (defaults filled, unknown keys left out), or one issue
 * whose message names the tool and what its answer got wrong, a mistake in
 * the tool's code. It checks a value as it is: a promise is no answer. `jsonSchema.output` and `jsonSchema.input` both answer
 * with `toolOutputSchema` (the AI SDK asks for `input` even for an output),
 * for the targets `draft-2020-12` and `draft-07` (a tuple as draft-07 writes
 * one); each answer is a copy of its own. An SDK sends what the tool's
 * handler returns as given, so the handler passes the answer through
 * `parseToolOutput` and returns its `structured`.
 *
 * The adapter is made once per tool and frozen.
 *
 * @param tool A tool with an output, as `defineTool` made it.
 * @returns The tool's output as Standard Schema and Standard JSON Schema.
 * @throws {Error} For a tool without an output or one `defineTool` did not
 * make; `jsonSchema` for a target it has no listing for. Each names the tool.
 *
 * @example A note's output for an SDK
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool } from "@adecore/agents/context";
 * import { standardOutputSchema } from "@adecore/agents/standard";
 *
 * const noteRead = defineTool("note", {
 *   name: "note_read",
 *   description: "Reads a note.",
 *   input: z.object({ id: z.int() }),
 *   output: z.object({ id: z.int(), text: z.string() }),
 *   run: (input) => ({ id: input.id, text: "Buy milk" }),
 * });
 * const schema = standardOutputSchema(noteRead)["~standard"];
 * assert.deepEqual(schema.validate({ id: 1, text: "Buy milk", internal: 7 }), {
 *   value: { id: 1, text: "Buy milk" },
 * });
 * assert.deepEqual(schema.jsonSchema.output({ target: "draft-2020-12" }), {
 *   type: "object",
 *   properties: { id: { type: "integer" }, text: { type: "string" } },
 *   required: ["id", "text"],
 *   additionalProperties: false,
 * });
 * ```
 */
export function standardOutputSchema<Output extends ZodObject>(
  tool: Tool<ZodObject, never, Output>,
): ToolStandardSchema<Output> {
  return memo(adapters, tool as Tool<ZodObject, never>, adapt) as ToolStandardSchema<Output>;
}

function adapt(tool: Tool<ZodObject, never>): ToolStandardSchema {
  madeTool(tool);
  const at = named(tool);
  if (tool.output === undefined) {
    throw new Error(
      `${at}: it has no output; give it one, or list it without an output schema`,
    );
  }
  const listed = toolOutputSchema(tool.output);
  const check = answerCheckOf(tool.output);
  const written = new Map<string, string>([
    ["draft-2020-12", JSON.stringify(listed)],
    ["draft-07", JSON.stringify(draft07(listed))],
  ]);
  const listing = ({ target }: { readonly target: string }) => {
    const json = written.get(target);
    if (json === undefined) throw unknownTarget(at, target, TARGETS);
    return JSON.parse(json) as Record<string, unknown>;
  };
  // The answer alone: an SDK writes the text of a result itself.
  return standardOf((value) => checkAnswer(check, value, tool), answered, failure(at), {
    input: listing,
    output: listing,
  });
}

/** A checked answer as a Standard Schema success. */
function answered(answer: unknown): Validated {
  return { value: answer };
}

/**
 * A wrong answer as a Standard Schema failure: one issue of the whole
 * message, which names the tool, whatever the check threw.
 */
function failure(at: string): (error: unknown) => Validated {
  return (error) => ({ issues: [{ message: messageOf(at, error) }] });
}

/** The package's own message of a mistake, or what the author's check threw, named with the tool. */
function messageOf(at: string, error: unknown): string {
  try {
    const message = error instanceof Error ? error.message : String(error);
    return message.startsWith(`${at}: `) ? message : `${at}: the output's check threw: ${message}`;
  } catch {
    // A revoked proxy, or a value whose message cannot be read.
    return `${at}: the output's check threw what cannot be read`;
  }
}

/** The keywords whose value is one schema, and those whose value is a list or a map of them. */
const ONE = ["items", "not", "propertyNames", "additionalProperties"] as const;
const LISTS = ["prefixItems", "anyOf", "oneOf", "allOf"] as const;
const MAPS = ["properties", "patternProperties"] as const;

/**
 * The listing as draft-07 writes it: a tuple's items as an array, and
 * `additionalItems` for what may follow. Nothing else it holds differs.
 */
function draft07(node: unknown): unknown {
  // A schema is an object or a boolean, never null: the null test only narrows the type.
  if (typeof node !== "object" || node === null) return node;
  const copy = { ...node } as Record<string, unknown>;
  // One it does not hold becomes undefined, which JSON.stringify leaves out.
  for (const key of ONE) copy[key] = draft07(copy[key]);
  for (const key of LISTS) {
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(draft07);
  }
  for (const key of MAPS) {
    const map = copy[key];
    if (typeof map === "object" && map !== null) {
      // fromEntries keeps a field named __proto__ a field.
      copy[key] = Object.fromEntries(
        Object.entries(map).map(([name, value]) => [name, draft07(value)]),
      );
    }
  }
  if (!Array.isArray(copy.prefixItems)) return copy;
  const { prefixItems, items, ...rest } = copy;
  // zod writes a tuple's items always: false, or the schema of the rest.
  return { ...rest, items: prefixItems, additionalItems: items ?? true };
}
