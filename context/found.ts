/**
 * The tools one session lists as a model finds them: what a registry lists
 * up front, and each tool a search found since, for a client whose tool list
 * may change within a session (MCP's `tools/list` and
 * `notifications/tools/list_changed`).
 *
 * @module
 */

import type { ZodObject } from "zod";
import type { ToolCallBase } from "./call.ts";
import type { ToolRegistry } from "./registry.ts";
import type { Tool } from "./tool.ts";

/**
 * A session's tool list, growing as searches find tools.
 *
 * @example A list that grows once
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import {
 *   createFoundTools,
 *   createToolRegistry,
 *   defineTool,
 *   defineToolkit,
 *   type FoundTools,
 * } from "@adecore/agents/context";
 *
 * const find = defineTool("note", { name: "note_find", description: "Finds notes.", input: z.object({}), run: () => [] });
 * const registry = createToolRegistry([defineToolkit("note", [find], { deferred: true })], { search: true });
 * const session: FoundTools = createFoundTools(registry);
 * assert.equal(session.add(registry.search("find a note")), true);
 * assert.equal(session.add(registry.search("find a note")), false);
 * ```
 */
export interface FoundTools<Call extends ToolCallBase = ToolCallBase> {
  /** What to list: the registry's `listed`, and each tool found so far, in the registry's order. */
  readonly tools: readonly Tool<ZodObject, Call>[];
  /**
   * Adds the tools a search found.
   *
   * @param found The tools, as `registry.search` gives them, or their names,
   * as the search tool's structured answer lists them.
   * @returns Whether the list grew: then tell the client it changed.
   * @throws {Error} For a tool the registry does not hold: a mistake in code.
   */
  add(found: readonly (Tool<ZodObject, Call> | string)[]): boolean;
}

/**
 * Starts a session's tool list: the tools a registry lists up front, to
 * which `add` joins each tool a search finds. One per session; a host
 * whose clients cannot change their list lists `registry.listed` and lets
 * the search tool's answer name the rest, which the registry runs all the
 * same.
 *
 * @param registry The registry, or the selection the session may use.
 * @returns The session's list.
 *
 * @example Listing what a search found, then telling the client
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createFoundTools, createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 *
 * const input = z.object({});
 * const list = defineTool("note", { name: "note_list", description: "Lists notes.", input, run: () => [] });
 * const send = defineTool("mail", { name: "mail_send", description: "Sends a mail.", input, run: () => [] });
 * const registry = createToolRegistry(
 *   [defineToolkit("note", [list]), defineToolkit("mail", [send], { deferred: true })],
 *   { search: true },
 * );
 * const session = createFoundTools(registry);
 * assert.deepEqual(session.tools.map((tool) => tool.name), ["note_list", "tool_search"]);
 *
 * const { structured } = await registry.answer("tool_search", { query: "send a mail" }, {});
 * if (session.add(structured!.tools as string[])) {
 *   // MCP: send notifications/tools/list_changed; the next tools/list lists session.tools.
 * }
 * assert.deepEqual(session.tools.map((tool) => tool.name), ["note_list", "mail_send", "tool_search"]);
 * ```
 */
export function createFoundTools<Call extends ToolCallBase>(
  registry: ToolRegistry<Call>,
): FoundTools<Call> {
  const all = registry.tools;
  const shown = new Set(registry.listed);
  let tools = registry.listed;
  const add = (found: readonly (Tool<ZodObject, Call> | string)[]): boolean => {
    let grew = false;
    for (const one of found) {
      const tool = all.find((each) => each === one || each.name === one);
      if (tool === undefined) {
        const name = typeof one === "string" ? one : (one as Partial<Tool> | null)?.name;
        throw new Error(
          `createFoundTools: ${String(name)} is no tool of the registry; add what its search found`,
        );
      }
      if (!shown.has(tool)) shown.add(tool), grew = true;
    }
    if (grew) tools = Object.freeze(all.filter((tool) => shown.has(tool)));
    return grew;
  };
  return Object.freeze({
    get tools() {
      return tools;
    },
    add,
  });
}
