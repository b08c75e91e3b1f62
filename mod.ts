/**
 * `@adecore/agents`: tools a host gives its agents, defined with zod, checked
 * before they run, and listed with a JSON Schema every MCP client accepts.
 * This root entry re-exports the `./context` entry, the `./listings` entry
 * (a tool's listing for strict mode, Gemini and full JSON Schema) and the
 * `./standard` entry (a tool's input as a Standard Schema, for SDKs).
 *
 * @example A note tool, listed and run
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import {
 *   createToolRegistry,
 *   defineTool,
 *   defineToolkit,
 *   refusalBody,
 *   ToolRefusal,
 *   toolInputSchema,
 * } from "@adecore/agents";
 *
 * const notes: string[] = [];
 * const noteAdd = defineTool("note", {
 *   name: "note_add",
 *   description: "Adds a note.",
 *   input: z.object({ text: z.string().min(1).describe("The note text") }),
 *   run(input) {
 *     notes.push(input.text);
 *     return [`note\t${notes.length}`];
 *   },
 * });
 * const registry = createToolRegistry([defineToolkit("note", [noteAdd])]);
 *
 * assert.deepEqual(toolInputSchema(noteAdd.input), {
 *   type: "object",
 *   properties: { text: { type: "string", description: "The note text" } },
 *   required: ["text"],
 * });
 * assert.deepEqual(await registry.run("note_add", { text: "Buy milk" }, {}), ["note\t1"]);
 *
 * const refusal = await registry.run("note_add", { txt: "Buy milk" }, {}).catch((e) => e);
 * assert.ok(refusal instanceof ToolRefusal);
 * assert.equal(
 *   refusalBody(refusal),
 *   "refused\tbad-arguments\ttext: missing, expected string; unknown field txt (did you mean text?)\nfields\ttext",
 * );
 * ```
 *
 * @module
 */

export * from "./context/mod.ts";
export * from "./listings/mod.ts";
export * from "./standard/mod.ts";
