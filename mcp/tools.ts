/**
 * A registry behind an MCP server: the `tools/list` and `tools/call`
 * handlers of the SDK v2's and the SDK v1's low-level `Server`.
 *
 * @module
 */

import type { ZodObject } from "zod";
import type { ToolCallBase } from "../context/call.ts";
import type { ToolRegistry } from "../context/registry.ts";
import type { ToolApprovals } from "../context/approvals.ts";
import type { Tool } from "../context/tool.ts";
import type {
  McpCallRequest,
  McpCallResult,
  McpContext,
  McpInputRequired,
  McpTool,
} from "./protocol.ts";
import { isModern } from "./tools/_context.ts";
import { listedOf, withFound } from "./tools/_listing.ts";
import { callOf, type Session } from "./tools/_call.ts";
import { onErrorOf } from "../context/_shared.ts";

/** What a call's `call` holds beyond what the adapter fills in from the request. */
export type McpHostCall<Call extends ToolCallBase> = Omit<Call, keyof ToolCallBase>;

/**
 * What `mcpTools` may be told.
 *
 * @example Calls that carry the host's store, and failures to a log
 * ```ts
 * import assert from "node:assert/strict";
 * import type { McpToolsOptions } from "@adecore/agents/mcp";
 * import type { ToolCallBase } from "@adecore/agents/context";
 *
 * interface Call extends ToolCallBase {
 *   store: Map<number, string>;
 * }
 * const store = new Map<number, string>();
 * const failures: string[] = [];
 * const options: McpToolsOptions<Call> = {
 *   call: () => ({ store }),
 *   onError: (_error, { tool }) => failures.push(tool),
 * };
 * assert.equal(options.call?.({})?.store, store);
 * ```
 */
export interface McpToolsOptions<Call extends ToolCallBase = ToolCallBase> {
  /**
   * What each call's `call` holds beyond its `signal`, `onProgress` and
   * `approval`, which the adapter fills in from the request: the host's
   * store, the caller's rights. Needed where the tools need more than those.
   */
  readonly call?: ((context: McpContext) => McpHostCall<Call>) | undefined;
  /**
   * Told of each error a tool threw that is no refusal; the client gets
   * `failed<TAB>The tool failed.` and nothing of the error. `console.error`
   * unless given (on stdio, the server's stderr).
   */
  readonly onError?:
    | ((error: unknown, where: { readonly tool: string; readonly toolkit: string }) => void)
    | undefined;
  /**
   * The approvals the registry was made with: given, a call that waits for a
   * person is an input request on a 2026-07-28 connection whose client can
   * ask (its answer grants the call), and a refusal the model reads before.
   */
  readonly approvals?: ToolApprovals<never> | undefined;
}

/**
 * The handlers `mcpTools` gives: set each on the server for its method.
 *
 * @example The handlers' names
 * ```ts
 * import assert from "node:assert/strict";
 * import { mcpTools, type McpTools } from "@adecore/agents/mcp";
 * import { createToolRegistry } from "@adecore/agents/context";
 *
 * const tools: McpTools = mcpTools(createToolRegistry([]));
 * assert.deepEqual(Object.keys(tools).sort(), ["call", "capabilities", "list"]);
 * ```
 */
export interface McpTools {
  /**
   * The server's capabilities for its tools: `listChanged` where a search
   * may grow the list a client of 2025 is shown.
   */
  readonly capabilities: { tools: { listChanged: boolean } };
  /**
   * Answers `tools/list`.
   *
   * @param request The SDK's request (not read).
   * @param context The SDK's handler context: v2's `ctx`, v1's `extra`.
   * @returns The tools to list, for the client's protocol revision.
   */
  list(request: unknown, context?: McpContext): { tools: McpTool[] };
  /**
   * Answers `tools/call` through the registry.
   *
   * @param request The SDK's `tools/call` request.
   * @param context The SDK's handler context: v2's `ctx`, v1's `extra`.
   * @returns The result, an error result the model reads, or an input request.
   * @throws {Error} With code -32602, for a name no tool has: a protocol error naming every tool.
   */
  call(
    request: McpCallRequest,
    context?: McpContext,
  ): Promise<McpCallResult | McpInputRequired>;
}

/**
 * The `tools/list` and `tools/call` handlers of a registry, for the MCP
 * SDK v2's `Server` (`server.setRequestHandler("tools/list", tools.list)`)
 * and the SDK v1's (`server.setRequestHandler(ListToolsRequestSchema,
 * tools.list)`). Make one per session, as the SDK's `serveStdio` makes a
 * server per connection: the tools a client's searches found are kept here.
 *
 * Listed: the portable input listing for protocol 2025-11-25 and earlier,
 * the exact one with the tool's examples from 2026-07-28 (the revision the
 * request's envelope names); the title, the output schema, and only the
 * hints the tool's author gave. A client of 2025 is also listed each
 * deferred tool its searches found, and told `tools/list_changed` when a
 * search finds more.
 *
 * Called: the request's signal is the call's, progress goes out as
 * `notifications/progress` with the request's token, the answer's rows as
 * one text block, then its attachments, and its structured answer. A refusal
 * (a timeout too) is an `isError` result the model reads, with no
 * structured content; a name no tool has is a protocol error naming every
 * tool; anything else a tool throws goes to `onError`, and the client reads
 * `failed<TAB>The tool failed.`.
 *
 * @param registry The registry, or a function that gives the registry for
 * a request (a caller's `select`, say).
 * @param options The host's part of each call, where failures go, and the
 * approvals.
 * @returns The handlers, and the server's capabilities for its tools.
 *
 * @example A call, as the SDK v2 would hand it over
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 * import { mcpTools } from "@adecore/agents/mcp";
 *
 * const greet = defineTool("hello", {
 *   name: "hello_greet",
 *   description: "Greets someone by name.",
 *   input: z.object({ name: z.string() }),
 *   annotations: { readOnly: true },
 *   run: (input) => [`greeting\tHello, ${input.name}`],
 * });
 * const tools = mcpTools(createToolRegistry([defineToolkit("hello", [greet])]));
 * assert.deepEqual(tools.list({}).tools[0]?.annotations, { readOnlyHint: true });
 * const request = { method: "tools/call", params: { name: "hello_greet", arguments: { name: "Ada" } } } as const;
 * assert.deepEqual(await tools.call(request), {
 *   content: [{ type: "text", text: "greeting\tHello, Ada" }],
 * });
 * ```
 */
export function mcpTools<Call extends ToolCallBase>(
  registry: ToolRegistry<Call> | ((context: McpContext) => ToolRegistry<Call>),
  options: McpToolsOptions<Call> = {},
): McpTools {
  const viewOf = (typeof registry === "function" ? registry : () => registry) as (
    context: McpContext,
  ) => ToolRegistry<never>;
  const session: Session = {
    viewOf,
    hostCall: options.call,
    onError: onErrorOf(options.onError),
    approvals: options.approvals,
    found: new Set(),
  };
  // Each tool's listing for each era, made once per session.
  const lists = [new WeakMap<object, McpTool>(), new WeakMap<object, McpTool>()] as const;
  const listOf = (tool: Tool<ZodObject, never>, modern: boolean): McpTool => {
    const made = lists[modern ? 1 : 0];
    let listed = made.get(tool);
    if (listed === undefined) made.set(tool, listed = listedOf(tool, modern));
    return listed;
  };
  const list = (_request: unknown, context: McpContext = {}): { tools: McpTool[] } => {
    const view = viewOf(context);
    const modern = isModern(context);
    const shown = modern ? view.listed : withFound(view.tools, view.listed, session.found);
    return { tools: shown.map((tool) => listOf(tool, modern)) };
  };
  const listChanged = typeof registry === "function" || registry.listed !== registry.tools;
  return Object.freeze({ capabilities: { tools: { listChanged } }, list, call: callOf(session) });
}
