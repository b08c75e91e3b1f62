/**
 * A registry's tools as function tools of OpenAI's Agents SDK, for `new
 * Agent({ tools })`.
 *
 * @module
 */

import type { ToolCallBase } from "../context/call.ts";
import type { ToolRegistry } from "../context/registry.ts";
import type { ApprovalRequired } from "../context/approval.ts";
import { failureText, isMade, onErrorOf } from "../context/_shared.ts";
import { exactInputSchema } from "../listings/exact.ts";
import { strictInputSchema } from "../listings/strict.ts";
import type {
  OpenaiAgentsCallOptions,
  OpenaiAgentsParameters,
  OpenaiAgentsTool,
} from "./protocol.ts";
import { outputOf } from "./tools/_output.ts";

/** What a call holds beyond its signal, which the adapter gives from the SDK's. */
export type OpenaiAgentsHostCall<Call extends ToolCallBase> = Omit<Call, "signal">;

/**
 * What `openaiAgentsTools` may be told beside the call.
 *
 * @example Approvals kept by call id
 * ```ts
 * import assert from "node:assert/strict";
 * import type { OpenaiAgentsToolsOptions } from "@adecore/agents/openai-agents";
 * import type { ApprovalRequired } from "@adecore/agents/context";
 *
 * const asked = new Map<string, ApprovalRequired>();
 * const options: OpenaiAgentsToolsOptions = {
 *   onApproval: (error, { callId }) => asked.set(callId ?? "", error),
 * };
 * assert.equal(typeof options.onApproval, "function");
 * ```
 */
export interface OpenaiAgentsToolsOptions {
  /**
   * Told of each call that waits for a person, with the model's call id;
   * the model reads the `approval-required` refusal with its preview.
   */
  readonly onApproval?:
    | ((asked: ApprovalRequired, where: { readonly callId: string | undefined }) => void)
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
 * A registry's tools as function tools of OpenAI's Agents SDK: `new
 * Agent({ tools: openaiAgentsTools(registry, callOf) })`. Each lists the
 * strict listing, `strict: true`, where the input has one (a model in
 * strict mode sends null for a field it skips, which the check reads as
 * left out), else the exact one with `strict: false`. Its `invoke` hands
 * the arguments text to `registry.answerArguments`, so the package reads,
 * checks and runs the call, with its deadline and approval, and answers
 * what the model reads:
 *
 * - the rows as text, with the images a tool attached beside them; a
 *   recording or a link as a row;
 * - a refusal's text, so the model can send a changed call;
 * - for any other error, `failed<TAB>The tool failed.`, with the details
 *   to `onError`; an aborted run ends the call with the signal's reason.
 *
 * Tools of deferred toolkits are `deferLoading` (the Responses API's own
 * tool search finds them); the registry's own search tool is listed like
 * any other. `needsApproval` answers false: the registry asks by its own
 * approvals, and the hosting guide wires the SDK's asking to them.
 *
 * @param registry The registry.
 * @param callOf What each call holds beside its signal, from the run's
 * context and the call's id; none where the tools need nothing more.
 * @param options Where approvals asked and failures go.
 * @returns The function tools, in the registry's order.
 *
 * @example A call, as the SDK would make it
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 * import { openaiAgentsTools } from "@adecore/agents/openai-agents";
 *
 * const greet = defineTool("hello", {
 *   name: "hello_greet",
 *   description: "Greets someone by name.",
 *   input: z.object({ name: z.string(), formal: z.boolean().optional() }),
 *   run: (input) => [`greeting\t${input.formal ? "Good day" : "Hello"}, ${input.name}`],
 * });
 * const [tool] = openaiAgentsTools(createToolRegistry([defineToolkit("hello", [greet])]));
 * assert.equal(await tool!.invoke({ context: {} }, '{"name":"Ada","formal":null}'), "greeting\tHello, Ada");
 * ```
 */
export function openaiAgentsTools<Call extends ToolCallBase>(
  registry: ToolRegistry<Call>,
  callOf?: (options: OpenaiAgentsCallOptions) => OpenaiAgentsHostCall<Call>,
  options: OpenaiAgentsToolsOptions = {},
): OpenaiAgentsTool[] {
  const view = registry as ToolRegistry<never>;
  const onError = onErrorOf(options.onError);
  const { onApproval } = options;
  const listed = new Set(view.listed);
  return view.tools.map((tool) => {
    const { name, toolkit, input } = tool;
    const strict = strictInputSchema(input);
    const invoke: OpenaiAgentsTool["invoke"] = async (runContext, text, details) => {
      const signal = details?.signal;
      const callId = details?.toolCall?.callId;
      try {
        const host = callOf?.({ context: runContext.context, callId });
        const given = { ...host, ...(signal === undefined ? {} : { signal }) };
        return outputOf(await view.answerArguments(name, text, given as never));
      } catch (error) {
        const asked = onApproval && ((error: ApprovalRequired) => onApproval(error, { callId }));
        return failureText(error, signal, onError, { tool: name, toolkit }, asked);
      }
    };
    return {
      type: "function",
      name,
      description: tool.description,
      // A copy: the SDK's own types take a plain object, never the frozen listing itself.
      parameters: { ...(strict ?? exactInputSchema(input)) } as unknown as OpenaiAgentsParameters,
      strict: strict !== null,
      ...(listed.has(tool) || isMade("search", tool) ? {} : { deferLoading: true }),
      invoke,
      needsApproval: () => Promise.resolve(false),
      isEnabled: () => Promise.resolve(true),
    };
  });
}
