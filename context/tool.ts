/**
 * Tool definitions: a tool is a name, a description for the model, a zod
 * input schema and a `run` function, and belongs to one toolkit.
 *
 * @module
 */

import type { z, ZodObject } from "zod";
import { inputCheckOf } from "./check/_check.ts";
import { checkName, readAnnotations, readTitle } from "./definition/_definition.ts";
import { mark } from "./definition/_made.ts";
import { named } from "./util/_named.ts";
import { answerCheckOf } from "./answer/_output.ts";
import type { ToolCallBase } from "./call.ts";
import { toolInputSchema } from "./listing.ts";
import { readDeadline } from "./life/_deadline.ts";
import { readApproval } from "./approval/_definition.ts";
import { readExamples } from "./definition/_examples.ts";
import type { ToolDeadline, ToolTurn } from "./turn.ts";
import type { ToolAttachment } from "./attachments.ts";

/**
 * What a client may expect of a tool before it runs it.
 *
 * @example Annotations as an MCP listing shows them
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolAnnotations } from "@adecore/agents/context";
 *
 * const annotations: ToolAnnotations = { readOnly: true, destructive: false, openWorld: false };
 * const hints = {
 *   readOnlyHint: annotations.readOnly,
 *   destructiveHint: annotations.destructive,
 *   ...(annotations.openWorld === undefined ? {} : { openWorldHint: annotations.openWorld }),
 * };
 * assert.deepEqual(hints, { readOnlyHint: true, destructiveHint: false, openWorldHint: false });
 * ```
 */
export interface ToolAnnotations {
  /** The tool changes nothing. */
  readonly readOnly: boolean;
  /** The tool removes or overwrites what it cannot give back. */
  readonly destructive: boolean;
  /**
   * A second call with the same input changes nothing more. Present only
   * when the author gave it: MCP's own default is false.
   */
  readonly idempotent?: boolean;
  /**
   * The tool reaches beyond the host (the web, other people's systems).
   * Present only when the author gave it: MCP's own default is true.
   */
  readonly openWorld?: boolean;
}

/**
 * The hints a tool's author gave, under the names MCP lists them with
 * (`annotations` in `tools/list`), and only those: a client's own defaults
 * (destructive and open world, for MCP) stand for what the author did not
 * say. `tool.annotations` writes `readOnly` and `destructive` out as false
 * instead.
 *
 * @example A tool that said only that it reads
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool } from "@adecore/agents/context";
 *
 * const noteRead = defineTool("note", {
 *   name: "note_read",
 *   description: "Reads a note.",
 *   input: z.object({ id: z.int() }),
 *   annotations: { readOnly: true },
 *   run: (input) => [`note\t${input.id}`],
 * });
 * assert.deepEqual(noteRead.hints, { readOnlyHint: true });
 * assert.deepEqual(noteRead.annotations, { readOnly: true, destructive: false });
 * ```
 */
export interface ToolHints {
  /** The tool changes nothing; given as `readOnly`. */
  readonly readOnlyHint?: boolean;
  /** The tool removes or overwrites what it cannot give back; given as `destructive`. */
  readonly destructiveHint?: boolean;
  /** A second call with the same input changes nothing more; given as `idempotent`. */
  readonly idempotentHint?: boolean;
  /** The tool reaches beyond the host; given as `openWorld`. */
  readonly openWorldHint?: boolean;
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
 * What a tool's `run` returns: the answer its `output` schema takes, or
 * rows for a tool without one.
 *
 * @example The answer of a tool with an output
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import type { ToolAnswer } from "@adecore/agents/context";
 *
 * const output = z.object({ id: z.int(), text: z.string() });
 * const answer: ToolAnswer<typeof output> = { id: 1, text: "Buy milk" };
 * const rows: ToolAnswer<undefined> = ["note\t1"];
 * assert.equal(answer.id, 1);
 * assert.equal(rows.length, 1);
 * ```
 */
export type ToolAnswer<Output extends ZodObject | undefined> = Output extends ZodObject
  ? z.input<Output>
  : ToolRows;

/**
 * What a tool answered one call: the rows a model reads and, for a tool
 * with an output, `structured`, the answer as its output parsed it (defaults
 * filled, unknown keys left out), which MCP hands a client as
 * `structuredContent`. A tool without an output has no `structured` key.
 *
 * @example A result as an MCP tool result
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolResult } from "@adecore/agents/context";
 *
 * const result: ToolResult = { rows: ['{"id":1}'], structured: { id: 1 } };
 * const mcp = {
 *   content: result.rows.map((text) => ({ type: "text", text })),
 *   ...(result.structured === undefined ? {} : { structuredContent: result.structured }),
 * };
 * assert.deepEqual(mcp.structuredContent, { id: 1 });
 * ```
 */
export interface ToolResult {
  /** The rows a model reads. */
  readonly rows: ToolRows;
  /** The checked answer of a tool with an output; absent for one without. */
  readonly structured?: Record<string, unknown>;
  /** What the tool attached while it ran, checked, in order; absent where it attached nothing. */
  readonly attachments?: readonly ToolAttachment[];
}

/**
 * What writes a tool's rows from its checked answer, for a tool with an
 * output; nothing for one without.
 *
 * @example Rows of a note's answer
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import type { AnswerRows } from "@adecore/agents/context";
 *
 * const output = z.object({ id: z.int(), text: z.string() });
 * const rows: AnswerRows<typeof output> = (note) => [`note\t${note.id}\t${note.text}`];
 * assert.deepEqual(rows({ id: 1, text: "Buy milk" }), ["note\t1\tBuy milk"]);
 * ```
 */
export type AnswerRows<Output extends ZodObject | undefined> = Output extends ZodObject
  ? (answer: z.output<Output>) => ToolRows
  : never;

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
export interface ToolDefinition<
  Input extends ZodObject,
  Call extends ToolCallBase,
  Output extends ZodObject | undefined = undefined,
> {
  /** Lower snake case, at most 64 characters, unique in a registry. */
  readonly name: string;
  /** A display name for people, never the name a model calls. */
  readonly title?: string | undefined;
  /** What the tool does, for the model. */
  readonly description: string;
  /** The fields the tool takes. */
  readonly input: Input;
  /**
   * What the tool answers, a zod object of JSON values: `run` then returns
   * the answer, which is checked against it and handed over as structured
   * content beside its rows.
   */
  readonly output?: Output;
  /**
   * What a client may expect: `readOnly` and `destructive` are `false` when
   * left out; `idempotent` and `openWorld` are listed only when given.
   */
  readonly annotations?: Partial<ToolAnnotations>;
  /**
   * How long a call may take, in milliseconds (a whole number from 1 to
   * 2^31 - 1), or `{ ms, advice }` with a sentence the refusal adds for the
   * model. Without it, the registry's deadline holds, where it has one.
   */
  readonly deadline?: number | ToolDeadline | undefined;
  /**
   * Runs a call only once a person approved its exact arguments: `true`, or
   * a function of the input and the call (false: no grant needed). Takes
   * `dry_run` as `z.boolean().optional()`, the preview a person sees.
   */
  readonly approval?: boolean | ((input: z.output<Input>, call: Call) => boolean) | undefined;
  /**
   * Up to five inputs a model might send, each checked against the input
   * when the tool is defined: listed where a client takes examples, never in
   * the portable listing, and read by the search.
   */
  readonly examples?: readonly z.input<Input>[] | undefined;
  /**
   * Does the work.
   *
   * @param input The checked input, with defaults and transforms applied.
   * @param call What the host gives this call, as the host gave it.
   * @param turn What the registry gives this call: the signal that ends the
   * work, when the time is up, and a way to report progress.
   * @returns The rows of the answer, or for a tool with an output the answer.
   * @throws {ToolRefusal} To refuse the call with advice for the model.
   */
  run(
    input: z.output<Input>,
    call: Call,
    turn: ToolTurn,
  ): ToolAnswer<Output> | Promise<ToolAnswer<Output>>;
  /**
   * For a tool with an output: writes what a model reads from the checked
   * answer. Without it, the rows are one row of the answer as compact JSON.
   */
  readonly rows?: AnswerRows<Output>;
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
  Output extends ZodObject | undefined = ZodObject | undefined,
> {
  /** The toolkit the tool belongs to. */
  readonly toolkit: string;
  /** Lower snake case, at most 64 characters. */
  readonly name: string;
  /** A display name for people; present only when given. */
  readonly title?: string;
  /** What the tool does, for the model. */
  readonly description: string;
  /** The fields the tool takes; list it with `toolInputSchema`. */
  readonly input: Input;
  /** What the tool answers; list it with `toolOutputSchema`. Present only when given. */
  readonly output?: Output;
  /** What a client may expect, with explicit `readOnly` and `destructive`. */
  readonly annotations: ToolAnnotations;
  /** The annotations the author gave, and only those, under MCP's names; frozen. */
  readonly hints: ToolHints;
  /** How long a call may take, made whole; present only when given. */
  readonly deadline?: ToolDeadline;
  /** Example inputs, plain JSON frozen at every depth; present only when given. */
  readonly examples?: readonly z.input<Input>[];
  /** Whether a call needs a person's approval; present only for a tool that may ask. */
  readonly approval?:
    | true
    // Written as a method, so a tool of any input and call fits a registry's list of tools.
    | { says(input: z.output<Input>, call: Call): boolean }["says"];
  /**
   * The author's `run`, unchecked: call tools through `registry.run`, which
   * checks the input, keeps the deadline and hands `run` its turn.
   *
   * @param input The checked input.
   * @param call What the host gives this call.
   * @param turn The call's turn; a host calling `run` itself gives its own.
   * @returns The rows of the answer, or for a tool with an output the answer.
   */
  run(
    input: z.output<Input>,
    call: Call,
    turn?: ToolTurn,
  ): ToolAnswer<Output> | Promise<ToolAnswer<Output>>;
  /** The author's `rows` for a tool with an output; present only when given. */
  readonly rows?: AnswerRows<Output>;
}

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
 * readOnly and destructive, the input is no zod object, the listing cannot
 * describe a field, or the deadline is no whole number of milliseconds from
 * 1 to 2^31 - 1: mistakes in code.
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
export function defineTool<
  Input extends ZodObject,
  Call extends ToolCallBase = ToolCallBase,
  Output extends ZodObject | undefined = undefined,
>(
  toolkit: string,
  definition: ToolDefinition<Input, Call, Output>,
): Tool<Input, Call, Output> {
  const { name, description, input, output, run, rows } = definition;
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
  const { annotations, hints } = readAnnotations(definition.annotations, at);
  const title = readTitle(definition.title, at);
  const deadline = readDeadline(definition.deadline, `${at}: the deadline`);
  const approval = readApproval(definition.approval, input, annotations, at);
  try {
    toolInputSchema(input);
    if (output !== undefined) answerCheckOf(output);
  } catch (error) {
    throw new Error(`${at}: ${(error as Error).message}`, { cause: error });
  }
  inputCheckOf(input);
  const examples = readExamples(definition.examples, input, { name, toolkit }, at);
  if (rows !== undefined && (output === undefined || typeof rows !== "function")) {
    throw new Error(
      output === undefined
        ? `${at}: rows is for a tool with an output; return the rows from run`
        : `${at}: rows is not a function; write one from the answer to its rows`,
    );
  }
  return mark(
    "tool",
    Object.freeze({
      toolkit,
      name,
      ...(title === undefined ? {} : { title }),
      description,
      input,
      ...(output === undefined ? {} : { output }),
      annotations,
      hints,
      ...(deadline === undefined ? {} : { deadline }),
      ...(examples === undefined ? {} : { examples }),
      ...(approval === undefined ? {} : { approval }),
      run,
      ...(rows === undefined ? {} : { rows }),
    }),
  ) as Tool<Input, Call, Output>;
}
