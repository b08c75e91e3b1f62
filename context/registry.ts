/**
 * The registry: every tool of a host's toolkits, by name, and the one call
 * that checks a model's input and runs the tool.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { nearName } from "./wording/_suggest.ts";
import type { ArgumentsOptions } from "./arguments/_options.ts";
import type { AllOf, CallOf, ToolCallBase } from "./call.ts";
import type { Tool, ToolResult, ToolRows } from "./tool.ts";
import type { Toolkit } from "./toolkit.ts";
import type { ToolCallEvent, ToolRegistryOptions } from "./options.ts";
import { type Finish, Flight, type Life } from "./life/_flight.ts";
import { attempt, type Held, type ReadAs, RESULT, ROWS } from "./registry/_attempt.ts";
import { Timer } from "./life/_timer.ts";
import { tell } from "./life/_events.ts";
import { readOptions } from "./life/_options.ts";
import { entriesOf, type Entry, entryOf } from "./registry/_entries.ts";
import { named } from "./util/_named.ts";
import { type Index, indexOf, LIMIT, MAX_LIMIT, MAX_WORDS, rank } from "./search/_index.ts";
import { taskOf } from "./search/_words.ts";
import { type SearchTool, searchToolOf, withSearch } from "./search/_tool.ts";
import type { ToolDeadline } from "./turn.ts";

/**
 * Every tool of a host, and the call that runs one.
 *
 * @example A host function over a registry
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import {
 *   createToolRegistry,
 *   defineTool,
 *   defineToolkit,
 *   type ToolCallBase,
 *   type ToolRegistry,
 * } from "@adecore/agents/context";
 *
 * function names(registry: ToolRegistry<ToolCallBase>): string[] {
 *   return registry.tools.map((tool) => tool.name);
 * }
 * const list = defineTool("note", { name: "note_list", description: "Lists notes.", input: z.object({}), run: () => [] });
 * assert.deepEqual(names(createToolRegistry([defineToolkit("note", [list])])), ["note_list"]);
 * ```
 */
export interface ToolRegistry<Call extends ToolCallBase = ToolCallBase> {
  /** Every tool, toolkit by toolkit, in the order given; then the search tool, where asked for. */
  readonly tools: readonly Tool<ZodObject, Call>[];
  /**
   * The tools to list up front: every tool but those of deferred toolkits,
   * which a model finds by searching. The same array as `tools` where no
   * toolkit is deferred.
   */
  readonly listed: readonly Tool<ZodObject, Call>[];
  /**
   * Checks what a model sent and runs the tool.
   *
   * @param name The tool's name, as the model sent it.
   * @param input The arguments, as the model sent them; `undefined` counts as `{}`.
   * @param call What the host gives this call: what every tool needs.
   * @param options `coerce` and `rename`, as `parseToolInput` takes them (off
   * unless asked), and `onRead`, told what was coerced and renamed.
   * @returns The tool's rows.
   * @throws {ToolRefusal} `unknown-tool` for a name no tool has, with a
   * `tools` line; `bad-arguments` for input the tool refuses, with a
   * `fields` line; or the tool's own refusal. Any other error a tool throws
   * reaches the caller unchanged.
   * @throws {Error} When the tool's `run` returns anything but an array of
   * strings, or for a tool with an output an answer its output refuses: a
   * mistake in its code, named with the tool.
   * @throws The reason of `call.signal` when it is aborted before the tool
   * starts: the tool does not run.
   */
  run(name: string, input: unknown, call: Call, options?: ArgumentsOptions): Promise<ToolRows>;
  /**
   * Checks what a model sent, runs the tool and checks what it answers:
   * `run`, with the structured answer beside the rows for a tool with an
   * output (what MCP sends as `structuredContent`).
   *
   * @param name The tool's name, as the model sent it.
   * @param input The arguments, as the model sent them; `undefined` counts as `{}`.
   * @param call What the host gives this call: what every tool needs.
   * @param options As `run` takes them.
   * @returns The rows, and `structured` for a tool with an output.
   * @throws {ToolRefusal} As `run` refuses a call.
   * @throws {Error} As `run` names a mistake in a tool's code.
   */
  answer(name: string, input: unknown, call: Call, options?: ArgumentsOptions): Promise<ToolResult>;
  /**
   * `run`, with the arguments as the text a model wrote (OpenAI-style APIs
   * hand them over so): read as `parseToolArguments` reads them,
   * then checked and run as `run` does.
   *
   * @param name The tool's name, as the model sent it.
   * @param text The arguments, as the model wrote them.
   * @param call What the host gives this call: what every tool needs.
   * @param options `coerce` (on unless turned off), `rename` and `onRead`, as
   * `run` takes them; `onRead` is also told what the reading rewrote.
   * @returns The tool's rows.
   * @throws {ToolRefusal} As `run` refuses a call; `bad-arguments` also for
   * text that is not read, with what to send instead.
   * @throws {Error} As `run` names a mistake in a tool's code, and for text
   * that is no string: a mistake in the host's code.
   */
  runArguments(
    name: string,
    text: string,
    call: Call,
    options?: ArgumentsOptions,
  ): Promise<ToolRows>;
  /**
   * `answer`, with the arguments as the text a model wrote: read as
   * `runArguments` reads them, then checked, run and answered as `answer`
   * does, structured answer and attachments included.
   *
   * @param name The tool's name, as the model sent it.
   * @param text The arguments, as the model wrote them.
   * @param call What the host gives this call: what every tool needs.
   * @param options As `runArguments` takes them.
   * @returns The rows, and `structured` for a tool with an output.
   * @throws {ToolRefusal} As `runArguments` refuses a call.
   * @throws {Error} As `runArguments` names a mistake in code.
   */
  answerArguments(
    name: string,
    text: string,
    call: Call,
    options?: ArgumentsOptions,
  ): Promise<ToolResult>;
  /**
   * The same registry narrowed to the tools a caller may use: a call of any
   * other is refused as `unknown-tool`, and its refusal names only these.
   * Nothing is made per tool; the tools keep the registry's order.
   *
   * @param which The tools' names, or a function that answers whether a
   * tool is one.
   * @returns The narrowed registry; selecting from it narrows further.
   * @throws {Error} For a name this registry does not hold, a function that
   * answers no boolean, or anything else given: mistakes in code.
   */
  select(
    which: readonly string[] | ((tool: Tool<ZodObject, Call>) => boolean),
  ): ToolRegistry<Call>;
  /**
   * The tools that fit a task as a model phrases it, best first: words are
   * read in all their forms, and the actions and things tools share by any
   * of their names ("remove" finds a delete tool). The index is made on the
   * first search.
   *
   * @param query The task, cut at 64 words.
   * @param options `limit`, 5 unless given and at most 20, and `toolkits`,
   * the toolkits to search in.
   * @returns The tools found, at most `limit`; none where no word fits.
   * @throws {Error} For a query of no word, a limit that is no whole number
   * from 1 to 20, or a toolkit the registry does not hold.
   */
  search(query: string, options?: ToolSearchOptions): readonly Tool<ZodObject, Call>[];
}

/**
 * What `registry.search` may be told.
 *
 * @example The three best tools of one toolkit
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolSearchOptions } from "@adecore/agents/context";
 *
 * const options: ToolSearchOptions = { limit: 3, toolkits: ["note"] };
 * assert.equal(options.limit, 3);
 * ```
 */
export interface ToolSearchOptions {
  /** How many tools at most: 5 unless given, 20 at most. */
  readonly limit?: number | undefined;
  /** Only the tools of these toolkits. */
  readonly toolkits?: readonly string[] | undefined;
}

/**
 * Collects toolkits into the registry a host lists and runs tools from.
 *
 * @param toolkits The host's toolkits.
 * @returns The registry; its `run` needs a call that satisfies every tool.
 * @throws {Error} When two toolkits share a name, tools of two toolkits do,
 * or a toolkit was not made by `defineToolkit` (a literal that only looks
 * like one skips every check of its tools): mistakes in code.
 *
 * @example Running a tool
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit, ToolRefusal } from "@adecore/agents/context";
 *
 * const echo = defineTool("text", {
 *   name: "text_echo",
 *   description: "Answers the text it is given.",
 *   input: z.object({ text: z.string() }),
 *   run: (input) => [`text\t${input.text}`],
 * });
 * const registry = createToolRegistry([defineToolkit("text", [echo])]);
 *
 * assert.deepEqual(await registry.run("text_echo", { text: "hi" }, {}), ["text\thi"]);
 * await assert.rejects(registry.run("text_echoo", {}, {}), (error: unknown) => {
 *   assert.ok(error instanceof ToolRefusal);
 *   assert.equal(error.code, "unknown-tool");
 *   assert.equal(error.message, "no tool is named text_echoo (did you mean text_echo?)");
 *   assert.deepEqual(error.lines, ["tools\ttext_echo"]);
 *   return true;
 * });
 * ```
 */
export function createToolRegistry<const Kits extends readonly Toolkit<never>[]>(
  toolkits: Kits,
  options?: ToolRegistryOptions,
): ToolRegistry<AllOf<CallOf<Kits[number]["tools"][number]>>> {
  const { deadline, onLate, onCall, clock, hold, approvals, search, rules } = readOptions(options);
  const entries = entriesOf(toolkits, deadline, approvals);
  const life: Life = { clock, timer: new Timer(clock, Flight.timeOut, hold), onLate, rules };
  // The host's tools: the search tool is the registry's own, in every view.
  const list = [...entries.values()];
  const finder = search === undefined ? undefined : finderOf(entries, toolkits, search, deadline);
  // The clock is read only where a deadline or onCall needs it.
  const clocked = onCall !== undefined || list.some((entry) => entry.timing) ||
    finder?.entry.timing !== undefined;
  let made: Index | undefined;
  const index = () => made ??= indexOf(list.map((entry) => entry.tool));
  const deferring = list.some((entry) => entry.deferred);
  const core: Core = { entries, list, life, onCall, clocked, index, finder, deferring };
  return viewOf(core, list.map((entry) => entry.tool), undefined) as ToolRegistry<
    AllOf<CallOf<Kits[number]["tools"][number]>>
  >;
}

/** The search tool of a registry, and its options. */
interface Finder {
  readonly entry: Entry;
  readonly options: SearchTool;
}

function finderOf(
  entries: ReadonlyMap<string, Entry>,
  toolkits: readonly Toolkit<never>[],
  search: SearchTool,
  deadline: ToolDeadline | undefined,
): Finder {
  const { name } = search;
  const taken = entries.get(name)?.tool.toolkit ??
    toolkits.find((toolkit) => toolkit.name === name)?.name;
  if (taken !== undefined) {
    throw new Error(
      `createToolRegistry: the search tool is named ${name}, as is a tool or toolkit of ` +
        `toolkit "${taken}"; name it otherwise, as { search: { name: "find_tools" } }`,
    );
  }
  const tool = searchToolOf(search, (found) => entries.get(found)!.tool);
  return { entry: entryOf(tool, entries.size, false, deadline, undefined), options: search };
}

/** What every view of a registry shares: its tools, and how their calls are kept. */
interface Core {
  readonly entries: ReadonlyMap<string, Entry>;
  /** Every entry of the host's tools, in the registry's order. */
  readonly list: readonly Entry[];
  readonly life: Life;
  readonly onCall: ((event: ToolCallEvent) => void) | undefined;
  readonly clocked: boolean;
  /** The search index of every tool, made on the first search. */
  readonly index: () => Index;
  /** The search tool, where the host asked for one. */
  readonly finder: Finder | undefined;
  /** Whether a toolkit is deferred. */
  readonly deferring: boolean;
}

/**
 * A registry of the core's tools: all of them, or those whose place `chosen`
 * marks with 1. `tools` is the view's own array, frozen here.
 */
function viewOf(
  core: Core,
  tools: Tool<ZodObject, never>[],
  chosen: Uint8Array | undefined,
): ToolRegistry<never> {
  const { entries, life, onCall, clocked, finder } = core;
  const clock = life.clock;
  const search = (query: string, options?: ToolSearchOptions) =>
    searched(core, own, chosen, query, options);
  // The host's tools, then the search tool, answering from these.
  const own = finder === undefined ? tools : tools.slice();
  const finding = finder && findingOf(finder, search, own);
  if (finding !== undefined) tools.push(finding.tool);
  Object.freeze(tools);
  let words: Held | undefined;
  // The words of an unknown tool's refusal, made for the first one.
  const held = (): Held => {
    if (words !== undefined) return words;
    const names = tools.map((tool) => tool.name);
    // Tool names are snake case: safe in a row as they are.
    return words = { names, toolsLine: ["tools", ...names].join("\t") };
  };

  function invoke<T>(
    name: string,
    input: unknown,
    call: never,
    finish: (entry: Entry) => Finish<T>,
    reading?: ReadAs,
  ): Promise<T> {
    const started = clocked ? clock.now() : 0;
    let entry = entries.get(name);
    if (chosen !== undefined && entry !== undefined && chosen[entry.index] !== 1) entry = undefined;
    if (entry === undefined && finding !== undefined && name === finding.tool.name) entry = finding;
    const outcome = attempt(life, held, entry, name, input, call, finish, reading, started);
    if (onCall !== undefined) tell(onCall, outcome, entry?.tool, call, started, clock);
    return outcome;
  }

  // Arguments as sent are read only where options ask; arguments text always.
  const way =
    <T>(finish: (entry: Entry) => Finish<T>, text: boolean) =>
    (name: string, input: unknown, call: never, options?: ArgumentsOptions) =>
      invoke(name, input, call, finish, text || options ? { text, options } : undefined);
  const select = (which: unknown) => selected(core, own, chosen, which, held);
  let shown: readonly Tool<ZodObject, never>[] | undefined;
  return Object.freeze({
    tools,
    get listed() {
      return shown ??= listedOf(core, tools);
    },
    run: way(ROWS, false),
    answer: way(RESULT, false),
    runArguments: way(ROWS, true),
    answerArguments: way(RESULT, true),
    select,
    search,
  }) as ToolRegistry<never>;
}

/** The search tool of a view, answering with the view's `search`. */
function findingOf(
  finder: Finder,
  search: (query: string, options: ToolSearchOptions) => readonly Tool<ZodObject, never>[],
  tools: readonly Tool<ZodObject, never>[],
): Entry {
  const tool = withSearch(
    finder.entry.tool,
    finder.options,
    (query, limit) => search(query, { limit }),
    tools,
  );
  return { ...finder.entry, tool };
}

/** The tools of a view to list up front: all but those of deferred toolkits. */
function listedOf(
  core: Core,
  tools: readonly Tool<ZodObject, never>[],
): readonly Tool<ZodObject, never>[] {
  if (!core.deferring) return tools;
  return Object.freeze(tools.filter((tool) => core.entries.get(tool.name)?.deferred !== true));
}

/** The view of the tools `which` names or picks, among those a view holds. */
function selected(
  core: Core,
  tools: readonly Tool<ZodObject, never>[],
  chosen: Uint8Array | undefined,
  which: unknown,
  held: () => Held,
): ToolRegistry<never> {
  const marks = new Uint8Array(core.list.length);
  const picked: Tool<ZodObject, never>[] = [];
  if (typeof which === "function") {
    for (const tool of tools) {
      const says: unknown = which(tool);
      if (typeof says !== "boolean") {
        throw new Error(
          `select: the function answered ${typeof says} for ${named(tool)}; answer true or false`,
        );
      }
      if (says) picked.push(tool), marks[core.entries.get(tool.name)!.index] = 1;
    }
    return viewOf(core, picked, marks);
  }
  if (!Array.isArray(which)) {
    throw new Error(
      "select: give the names of the tools, or a function of a tool that answers true or false",
    );
  }
  for (const name of which as unknown[]) {
    // The search tool is in every view: naming it changes nothing.
    if (name === core.finder?.entry.tool.name) continue;
    const entry = typeof name === "string" ? core.entries.get(name) : undefined;
    if (entry === undefined || (chosen !== undefined && chosen[entry.index] !== 1)) {
      const shown = typeof name === "string" ? nearName(name, held().names) : typeof name;
      throw new Error(`select: no tool is named ${shown}; name tools this registry holds`);
    }
    if (marks[entry.index] === 0) picked.push(entry.tool), marks[entry.index] = 1;
  }
  // The registry's order, whatever order the names came in.
  picked.sort((a, b) => core.entries.get(a.name)!.index - core.entries.get(b.name)!.index);
  return viewOf(core, picked, marks);
}

/** The tools of a view that fit a task, best first. */
function searched(
  core: Core,
  tools: readonly Tool<ZodObject, never>[],
  chosen: Uint8Array | undefined,
  query: unknown,
  options: ToolSearchOptions | undefined,
): readonly Tool<ZodObject, never>[] {
  const task = typeof query === "string" ? taskOf(query, MAX_WORDS) : undefined;
  if (task === undefined || task.terms.length === 0) {
    throw new Error(
      `search: the query ${JSON.stringify(String(query))} has no word to search by; ` +
        'give the task, such as "delete a note"',
    );
  }
  const limit = options?.limit ?? LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new Error(
      `search: the limit is ${String(limit)}; give a whole number from 1 to ${MAX_LIMIT}`,
    );
  }
  const kits = options?.toolkits;
  if (kits !== undefined && !Array.isArray(kits)) {
    throw new Error('search: toolkits is no array; give the toolkits\' names, like ["note"]');
  }
  for (const kit of kits ?? []) {
    if (!tools.some((tool) => tool.toolkit === kit)) {
      throw new Error(`search: no toolkit is named ${JSON.stringify(kit)} in this registry`);
    }
  }
  const { list } = core;
  const holds = (place: number) =>
    (chosen === undefined || chosen[place] === 1) &&
    (kits === undefined || kits.includes(list[place]!.tool.toolkit));
  const name = (place: number) => list[place]!.tool.name;
  const found = rank(core.index(), name, task, holds, limit);
  return Object.freeze(found.map((place) => list[place]!.tool));
}
