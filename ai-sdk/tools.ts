/**
 * A registry's tools as the AI SDK's `ToolSet`, for `generateText` and
 * `streamText`, and its search for the SDK's `toolSearch`.
 *
 * @module
 */

import type { ZodObject } from "zod";
import type { ToolCallBase } from "../context/call.ts";
import type { ToolRegistry } from "../context/registry.ts";
import type { Tool } from "../context/tool.ts";
import type { ApprovalRequired } from "../context/approval.ts";
import { failureText, isMade, onErrorOf } from "../context/_shared.ts";
import { exactInputSchema } from "../listings/exact.ts";
import type { AiSdkCallOptions, AiSdkInputSchema, AiSdkOutput, AiSdkTool } from "./protocol.ts";
import { modelOutputOf, outputOf } from "./tools/_output.ts";

/** What a call holds beyond its signal, which the adapter gives from the SDK's. */
export type AiSdkHostCall<Call extends ToolCallBase> = Omit<Call, "signal">;

/**
 * What `aiSdkTools` may be told beside the call.
 *
 * @example Approvals kept by call id, failures to a log
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AiSdkToolsOptions } from "@adecore/agents/ai-sdk";
 * import type { ApprovalRequired } from "@adecore/agents/context";
 *
 * const asked = new Map<string, ApprovalRequired>();
 * const options: AiSdkToolsOptions = {
 *   onApproval: (error, { toolCallId }) => asked.set(toolCallId, error),
 *   onError: (error) => console.error(error),
 * };
 * assert.equal(typeof options.onApproval, "function");
 * ```
 */
export interface AiSdkToolsOptions {
  /**
   * Told of each call that waits for a person, with the SDK's call id; the
   * model reads the `approval-required` refusal with its preview.
   */
  readonly onApproval?:
    | ((asked: ApprovalRequired, where: { readonly toolCallId: string }) => void)
    | undefined;
  /**
   * Told of each error a tool threw that is no refusal; the model reads
   * `failed<TAB>The tool failed.` and nothing of the error. `console.error`
   * unless given.
   */
  readonly onError?:
    | ((error: unknown, where: { readonly tool: string; readonly toolkit: string }) => void)
    | undefined;
}

/**
 * A registry's tools as the AI SDK's `ToolSet`: `generateText({ model,
 * tools: aiSdkTools(registry, callOf) })` compiles as it is. Each tool lists
 * the exact listing (with its examples) and takes the model's input as it
 * is; its `execute` runs the call through the registry, so the package's
 * check, deadline and approval hold, and answers what the model reads:
 *
 * - the rows as text, and each image or recording as a file beside them
 *   (`toModelOutput`); a link as a row;
 * - a refusal's text as an error's text (`error-text`): also for a tool
 *   with an output, whose structured answer the output holds only when it
 *   answered;
 * - for any other error, `failed<TAB>The tool failed.`, with the details to
 *   `onError`; an aborted generation ends the call with the signal's reason.
 *
 * The output the SDK keeps (`result.toolResults`) holds `text`,
 * `structured` and `attachments`, and `isError` for a refusal or a failure.
 * Tools of deferred toolkits are `deferLoading`, for the SDK's `toolSearch`
 * (give it `aiSdkToolSearch(registry)`); the registry's own search tool is
 * left out, since that one does its work.
 *
 * @param registry The registry.
 * @param callOf What each call holds beside its signal, from the SDK's
 * options of the call (its id, its context); none where the tools need
 * nothing more.
 * @param options Where approvals asked and failures go.
 * @returns The tools by name.
 *
 * @example A call, as the SDK would make it
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 * import { aiSdkTools } from "@adecore/agents/ai-sdk";
 *
 * const greet = defineTool("hello", {
 *   name: "hello_greet",
 *   description: "Greets someone by name.",
 *   input: z.object({ name: z.string() }),
 *   run: (input) => [`greeting\tHello, ${input.name}`],
 * });
 * const tools = aiSdkTools(createToolRegistry([defineToolkit("hello", [greet])]));
 * const output = await tools.hello_greet!.execute({ nam: "Ada" }, { toolCallId: "c1", messages: [] });
 * assert.deepEqual(tools.hello_greet!.toModelOutput({ output }), {
 *   type: "error-text",
 *   value: "refused\tbad-arguments\tname: missing, expected string; unknown field nam (did you mean name?)\nfields\tname",
 * });
 * ```
 */
export function aiSdkTools<Call extends ToolCallBase>(
  registry: ToolRegistry<Call>,
  callOf?: (options: AiSdkCallOptions) => AiSdkHostCall<Call>,
  options: AiSdkToolsOptions = {},
): Record<string, AiSdkTool> {
  const view = registry as ToolRegistry<never>;
  const onError = onErrorOf(options.onError);
  const { onApproval } = options;
  const listed = new Set(view.listed);
  const tools: Record<string, AiSdkTool> = {};
  for (const tool of view.tools) {
    if (isMade("search", tool)) continue;
    const { name, toolkit, examples } = tool;
    const where = { tool: name, toolkit };
    const execute = async (input: unknown, call: AiSdkCallOptions): Promise<AiSdkOutput> => {
      const signal = call.abortSignal;
      try {
        const given = { ...callOf?.(call), ...(signal === undefined ? {} : { signal }) };
        return outputOf(await view.answer(name, input, given as never));
      } catch (error) {
        const asked = onApproval &&
          ((error: ApprovalRequired) => onApproval(error, { toolCallId: call.toolCallId }));
        return { text: failureText(error, signal, onError, where, asked), isError: true };
      }
    };
    tools[name] = {
      description: tool.description,
      inputSchema: inputSchemaOf(tool),
      ...(examples === undefined ? {} : { inputExamples: examples.map((input) => ({ input })) }),
      ...(listed.has(tool) ? {} : { deferLoading: true }),
      execute,
      toModelOutput: modelOutputOf,
    };
  }
  return tools;
}

/**
 * Takes any value as it is; lists the exact listing, a copy each time, since
 * the SDK closes every open object of the listing in place.
 */
function inputSchemaOf(tool: Tool<ZodObject, never>): AiSdkInputSchema {
  const listing = (): Record<string, unknown> => ({
    ...structuredClone(exactInputSchema(tool.input)),
  });
  return {
    "~standard": {
      version: 1,
      vendor: "@adecore/agents",
      validate: (value) => ({ value }),
      jsonSchema: { input: listing, output: listing },
    },
  };
}

/**
 * The registry's search, for the AI SDK's `toolSearch({ search })`: the
 * names of the deferred tools the SDK offers that fit the query, the
 * package's best first.
 *
 * @param registry The registry whose deferred tools the SDK searches.
 * @returns The search function `toolSearch` takes.
 *
 * @example Finding a deferred tool
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 * import { aiSdkToolSearch } from "@adecore/agents/ai-sdk";
 *
 * const cancel = defineTool("calendar", {
 *   name: "calendar_cancel_event",
 *   description: "Cancels a calendar event.",
 *   input: z.object({ id: z.int() }),
 *   run: () => ["cancelled"],
 * });
 * const registry = createToolRegistry([defineToolkit("calendar", [cancel], { deferred: true })]);
 * const search = aiSdkToolSearch(registry);
 * assert.deepEqual(search({ query: "call off a meeting", tools: [{ name: "calendar_cancel_event" }] }), [
 *   "calendar_cancel_event",
 * ]);
 * ```
 */
export function aiSdkToolSearch(
  registry: ToolRegistry<never>,
): (options: { query: string; tools: { name: string }[] }) => string[] {
  return ({ query, tools }) => {
    const offered = new Set(tools.map((tool) => tool.name));
    // A query of no word finds nothing, as the SDK's own search would.
    let found: readonly Tool<ZodObject, never>[];
    try {
      found = registry.search(query, { limit: 20 });
    } catch {
      return [];
    }
    return found.map((tool) => tool.name).filter((name) => offered.has(name));
  };
}
