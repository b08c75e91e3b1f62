/**
 * Tool definitions: a tool is a name, a description for the model, a zod
 * input schema and a `run` function, and belongs to one toolkit.
 *
 * @module
 */

import type { z, ZodObject } from "zod";
import { inputCheck } from "./_check.ts";
import { isMade, mark } from "./_made.ts";
import { named } from "./_named.ts";
import { toolInputSchema } from "./listing.ts";

/**
 * What every host can give a tool when it runs it. A tool that needs more
 * (the caller's rights, a write function of the app) declares an interface
 * that extends this one as the type of `run`'s second parameter.
 *
 * @example A call with what a note tool needs
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolCallBase } from "@adecore/agents/context";
 *
 * interface NoteCall extends ToolCallBase {
 *   authorized: boolean;
 * }
 * const call: NoteCall = { authorized: true, signal: AbortSignal.timeout(5_000) };
 * assert.equal(call.signal?.aborted, false);
 * ```
 */
export interface ToolCallBase {
  /** Aborts the tool's work when the client cancels the call. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * What a client may expect of a tool before it runs it.
 *
 * @example Annotations as an MCP listing shows them
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolAnnotations } from "@adecore/agents/context";
 *
 * const annotations: ToolAnnotations = { readOnly: true, destructive: false };
 * const hints = { readOnlyHint: annotations.readOnly, destructiveHint: annotations.destructive };
 * assert.deepEqual(hints, { readOnlyHint: true, destructiveHint: false });
 * ```
 */
export interface ToolAnnotations {
  /** The tool changes nothing. */
  readonly readOnly: boolean;
  /** The tool removes or overwrites what it cannot give back. */
  readonly destructive: boolean;
}

/**
 * The rows a tool answers with: tab-separated fields, one row a string.
 *
 * @example Rows of a note listing
 * ```ts
 * import assert from "node:assert/strict";
 * import { field, type ToolRows } from "@adecore/agents/context";
 *
 * const rows: ToolRows = [`note\t1\t${field("Plans\tfor Monday")}`];
 * assert.equal(rows[0], "note\t1\tPlans for Monday");
 * ```
 */
export type ToolRows = readonly string[];

/**
 * What a tool author writes; {@linkcode defineTool} turns it into a tool.
 *
 * @example A definition kept apart from its toolkit
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, type ToolCallBase, type ToolDefinition } from "@adecore/agents/context";
 *
 * const input = z.object({ id: z.number() });
 * const definition: ToolDefinition<typeof input, ToolCallBase> = {
 *   name: "note_read",
 *   description: "Reads a note.",
 *   input,
 *   run: (parsed) => [`note\t${parsed.id}`],
 * };
 * assert.equal(defineTool("note", definition).name, "note_read");
 * ```
 */
export interface ToolDefinition<Input extends ZodObject, Call extends ToolCallBase> {
  /** Lower snake case, at most 64 characters, unique in a registry. */
  readonly name: string;
  /** What the tool does, for the model. */
  readonly description: string;
  /** The fields the tool takes. */
  readonly input: Input;
  /** What a client may expect; each is `false` when left out. */
  readonly annotations?: Partial<ToolAnnotations>;
  /**
   * Does the work.
   *
   * @param input The checked input, with defaults and transforms applied.
   * @param call What the host gives this call.
   * @returns The rows of the answer.
   * @throws {ToolRefusal} To refuse the call with advice for the model.
   */
  run(input: z.output<Input>, call: Call): ToolRows | Promise<ToolRows>;
}

/**
 * A defined tool, as {@linkcode defineTool} returns it; frozen.
 *
 * @example A function over any tool
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, type Tool } from "@adecore/agents/context";
 *
 * function label(tool: Tool): string {
 *   return `${tool.toolkit}/${tool.name}`;
 * }
 * const tool = defineTool("note", {
 *   name: "note_list",
 *   description: "Lists notes.",
 *   input: z.object({}),
 *   run: () => [],
 * });
 * assert.equal(label(tool), "note/note_list");
 * ```
 */
export interface Tool<
  Input extends ZodObject = ZodObject,
  Call extends ToolCallBase = ToolCallBase,
> {
  /** The toolkit the tool belongs to. */
  readonly toolkit: string;
  /** Lower snake case, at most 64 characters. */
  readonly name: string;
  /** What the tool does, for the model. */
  readonly description: string;
  /** The fields the tool takes; list it with `toolInputSchema`. */
  readonly input: Input;
  /** What a client may expect, with explicit values. */
  readonly annotations: ToolAnnotations;
  /**
   * The author's `run`, unchecked: call tools through `registry.run`.
   *
   * @param input The checked input.
   * @param call What the host gives this call.
   * @returns The rows of the answer.
   */
  run(input: z.output<Input>, call: Call): ToolRows | Promise<ToolRows>;
}

/**
 * A named group of tools, as {@linkcode defineToolkit} returns it; frozen.
 *
 * @example The names of a toolkit's tools
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, defineToolkit, type Toolkit } from "@adecore/agents/context";
 *
 * const list = defineTool("note", { name: "note_list", description: "Lists notes.", input: z.object({}), run: () => [] });
 * const toolkit: Toolkit = defineToolkit("note", [list]);
 * assert.deepEqual(toolkit.tools.map((tool) => tool.name), ["note_list"]);
 * ```
 */
export interface Toolkit<Call extends ToolCallBase = ToolCallBase> {
  /** Lower snake case, at most 64 characters. */
  readonly name: string;
  /** The toolkit's tools, in the order given. */
  readonly tools: readonly Tool<ZodObject, Call>[];
}

/**
 * The call type a tool's `run` takes.
 *
 * @example The call a tool needs
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type CallOf, defineTool, type ToolCallBase } from "@adecore/agents/context";
 *
 * interface Call extends ToolCallBase {
 *   user: string;
 * }
 * const whoami = defineTool("user", {
 *   name: "user_whoami",
 *   description: "Names the caller.",
 *   input: z.object({}),
 *   run: (_input, call: Call) => [`user\t${call.user}`],
 * });
 * const call: CallOf<typeof whoami> = { user: "ada" };
 * assert.deepEqual(await whoami.run({}, call), ["user\tada"]);
 * ```
 */
export type CallOf<T> = T extends { run(input: never, call: infer Call): unknown } ? Call : never;

/**
 * Every call type of a union at once: what satisfies all of them, and
 * {@linkcode ToolCallBase} for none.
 *
 * @example The call two tools need
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AllOf, ToolCallBase } from "@adecore/agents/context";
 *
 * interface Reads extends ToolCallBase {
 *   read(): string;
 * }
 * interface Writes extends ToolCallBase {
 *   write(text: string): void;
 * }
 * const call: AllOf<Reads | Writes> = { read: () => "a", write: () => {} };
 * assert.equal(call.read(), "a");
 * ```
 */
export type AllOf<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? (unknown extends I ? ToolCallBase : I & ToolCallBase)
  : never;

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

const ANNOTATIONS = ["readOnly", "destructive"] as const;
const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const MAX_NAME = 64;

/**
 * Defines a tool of a toolkit. The input's listing and its checks are
 * computed here, once, so a schema the listing cannot describe fails when
 * the code loads, not when a client lists the tools.
 *
 * @param toolkit The name of the toolkit the tool belongs to.
 * @param definition The tool's name, description, input, annotations and run.
 * @returns The frozen tool, with explicit annotations.
 * @throws {Error} When a name is not lower snake case or longer than 64
 * characters, an annotation is unknown or no boolean, the tool is both
 * readOnly and destructive, the input is no zod object, or the listing cannot
 * describe a field: mistakes in code.
 *
 * @example A tool that reads a note
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, type ToolCallBase } from "@adecore/agents/context";
 *
 * interface Call extends ToolCallBase {
 *   read(id: number): string | undefined;
 * }
 *
 * const noteRead = defineTool("note", {
 *   name: "note_read",
 *   description: "Reads a note.",
 *   input: z.object({ id: z.number().int() }),
 *   annotations: { readOnly: true },
 *   run: (input, call: Call) => [`note\t${input.id}\t${call.read(input.id) ?? ""}`],
 * });
 * assert.equal(noteRead.toolkit, "note");
 * assert.deepEqual(noteRead.annotations, { readOnly: true, destructive: false });
 * assert.throws(
 *   () => defineTool("note", { ...noteRead, name: "noteRead" }),
 *   /tool "noteRead" in toolkit "note": a tool name is lower snake case, like "note_read"/,
 * );
 * ```
 */
export function defineTool<Input extends ZodObject, Call extends ToolCallBase = ToolCallBase>(
  toolkit: string,
  definition: ToolDefinition<Input, Call>,
): Tool<Input, Call> {
  const { name, description, input, run } = definition;
  const at = named({ name, toolkit });
  checkName(toolkit, `${at}: a toolkit name`);
  checkName(name, `${at}: a tool name`);
  if (typeof description !== "string" || description.trim() === "") {
    throw new Error(`${at}: the description is empty; tell the model what the tool does`);
  }
  if (typeof run !== "function") throw new Error(`${at}: run is not a function`);
  if ((input as { _zod?: { def?: { type?: unknown } } })?._zod?.def?.type !== "object") {
    throw new Error(`${at}: the input is not a zod object; write it as z.object({ ... })`);
  }
  const given: object = definition.annotations ?? {};
  const prototype = typeof given === "object" ? Object.getPrototypeOf(given) : undefined;
  if (prototype !== Object.prototype && prototype !== null) {
    throw new Error(`${at}: annotations is no plain object; write one, like { readOnly: true }`);
  }
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    const near = ANNOTATIONS.find((name) => name.toLowerCase() === key.toLowerCase());
    if (near !== key) {
      throw new Error(
        `${at}: annotations has no ${JSON.stringify(key)}; ` +
          (near ? `write ${near}` : "it takes readOnly and destructive"),
      );
    }
    // null counts as left out, as for the fields a model sends.
    if (typeof value !== "boolean" && value != null) {
      throw new Error(`${at}: annotations.${key} is ${typeof value}; write true or false`);
    }
    own[key] = value;
  }
  // Read from what was checked: a getter could answer otherwise a second time.
  const annotations: ToolAnnotations = Object.freeze({
    readOnly: own.readOnly === true,
    destructive: own.destructive === true,
  });
  if (annotations.readOnly && annotations.destructive) {
    throw new Error(`${at}: a tool cannot be both readOnly and destructive; keep one`);
  }
  try {
    toolInputSchema(input);
  } catch (error) {
    throw new Error(`${at}: ${(error as Error).message}`, { cause: error });
  }
  inputCheck(input);
  return mark("tool", Object.freeze({ toolkit, name, description, input, annotations, run }));
}

/**
 * Groups the tools of one toolkit.
 *
 * @param name The toolkit's name, lower snake case.
 * @param tools Tools defined with this toolkit's name.
 * @returns The frozen toolkit.
 * @throws {Error} When a tool names another toolkit, two tools share a name,
 * or a tool was not made by `defineTool`: mistakes in code.
 *
 * @example A toolkit of two tools
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, defineToolkit } from "@adecore/agents/context";
 *
 * const input = z.object({});
 * const list = defineTool("note", { name: "note_list", description: "Lists notes.", input, run: () => [] });
 * const clear = defineTool("note", { name: "note_clear", description: "Clears notes.", input, run: () => [] });
 * const note = defineToolkit("note", [list, clear]);
 * assert.deepEqual(note.tools.map((tool) => tool.name), ["note_list", "note_clear"]);
 * assert.throws(() => defineToolkit("note", [list, list]), /two tools named "note_list"/);
 * ```
 */
export function defineToolkit<const Tools extends readonly Tool<ZodObject, never>[]>(
  name: string,
  tools: Tools,
): Toolkit<AllOf<CallOf<Tools[number]>>> {
  checkName(name, `toolkit ${JSON.stringify(name)}: a toolkit name`);
  const names = new Set<string>();
  if (!Array.isArray(tools)) {
    throw new Error(
      `toolkit ${JSON.stringify(name)}: its tools are no array; ` +
        `pass the tools defineTool made, like defineToolkit("${name}", [noteWrite])`,
    );
  }
  for (const tool of tools) {
    const at = named({ name: (tool as Partial<Tool> | null)?.name ?? "", toolkit: name });
    if (!isMade("tool", tool)) {
      throw new Error(
        `${at}: it was not made by defineTool; define it with defineTool("${name}", ...)`,
      );
    }
    if (tool.toolkit !== name) {
      throw new Error(
        `${at}: it belongs to toolkit ${JSON.stringify(tool.toolkit)}; ` +
          `put it there, or define it with defineTool("${name}", ...)`,
      );
    }
    if (names.has(tool.name)) {
      throw new Error(
        `toolkit ${JSON.stringify(name)} has two tools named "${tool.name}"; rename one`,
      );
    }
    names.add(tool.name);
  }
  return mark("toolkit", Object.freeze({ name, tools: Object.freeze([...tools]) })) as Toolkit<
    AllOf<CallOf<Tools[number]>>
  >;
}

function checkName(name: string, what: string): void {
  if (typeof name === "string" && SNAKE_CASE.test(name)) {
    if (name.length > MAX_NAME) {
      throw new Error(`${what} has at most ${MAX_NAME} characters; this one has ${name.length}`);
    }
    return;
  }
  const suggestion = snakeCase(String(name));
  const like = SNAKE_CASE.test(suggestion) ? suggestion : "note_write";
  throw new Error(`${what} is lower snake case, like "${like}"`);
}

function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[_0-9]+|_+$/g, "")
    .slice(0, MAX_NAME);
}
