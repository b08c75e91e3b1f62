/**
 * Toolkits: the named groups a host collects its tools in, one per server
 * or part of its app, and whether a model sees their tools up front.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { checkName } from "./definition/_definition.ts";
import { isMade, mark } from "./definition/_made.ts";
import { named } from "./util/_named.ts";
import { optionsOf } from "./util/_options.ts";
import type { AllOf, CallOf, ToolCallBase } from "./call.ts";
import type { Tool } from "./tool.ts";

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
 * assert.equal(toolkit.deferred, false);
 * ```
 */
export interface Toolkit<Call extends ToolCallBase = ToolCallBase> {
  /** Lower snake case, at most 64 characters. */
  readonly name: string;
  /** The toolkit's tools, in the order given. */
  readonly tools: readonly Tool<ZodObject, Call>[];
  /** Whether its tools are listed only once a search found them; false unless asked. */
  readonly deferred: boolean;
}

/**
 * How a toolkit's tools are shown to a model.
 *
 * @example A toolkit a model finds by searching
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolkitOptions } from "@adecore/agents/context";
 *
 * const options: ToolkitOptions = { deferred: true };
 * assert.equal(options.deferred, true);
 * ```
 */
export interface ToolkitOptions {
  /**
   * Lists the tools only once a search found them: the registry leaves them
   * out of `registry.listed`, and they run as any other.
   */
  readonly deferred?: boolean | undefined;
}

/**
 * Groups the tools of one toolkit.
 *
 * @param name The toolkit's name, lower snake case.
 * @param tools Tools defined with this toolkit's name.
 * @param options `deferred`, to list the tools only once a search found them.
 * @returns The frozen toolkit.
 * @throws {Error} When a tool names another toolkit, two tools share a name,
 * a tool was not made by `defineTool`, or an option is unknown or no
 * boolean: mistakes in code.
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
 * assert.equal(defineToolkit("note", [list], { deferred: true }).deferred, true);
 * ```
 */
export function defineToolkit<const Tools extends readonly Tool<ZodObject, never>[]>(
  name: string,
  tools: Tools,
  options?: ToolkitOptions,
): Toolkit<AllOf<CallOf<Tools[number]>>> {
  checkName(name, `toolkit ${JSON.stringify(name)}: a toolkit name`);
  const deferred = readDeferred(name, options);
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
  const toolkit = Object.freeze({ name, tools: Object.freeze([...tools]), deferred });
  return mark("toolkit", toolkit) as Toolkit<AllOf<CallOf<Tools[number]>>>;
}

function readDeferred(name: string, options: unknown): boolean {
  if (options === undefined) return false;
  const at = `toolkit ${JSON.stringify(name)}`;
  const { deferred } = optionsOf(options, ["deferred"], at, "{ deferred: true }");
  if (deferred === undefined) return false;
  if (typeof deferred !== "boolean") {
    throw new Error(`${at}: deferred is ${typeof deferred}; give true or false`);
  }
  return deferred;
}
