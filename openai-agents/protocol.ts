/**
 * The few shapes of OpenAI's Agents SDK that the adapter reads and writes,
 * declared here so the package imports no SDK: a function tool as `new
 * Agent({ tools })` takes it, and what its `invoke` answers. The SDK's own
 * types take them; tests check that with its `run`.
 *
 * @module
 */

/**
 * The JSON Schema of a function tool's parameters: closed, every field
 * listed in `required` where `strict` is on.
 *
 * @example The parameters of a tool without fields
 * ```ts
 * import assert from "node:assert/strict";
 * import type { OpenaiAgentsParameters } from "@adecore/agents/openai-agents";
 *
 * const parameters: OpenaiAgentsParameters = {
 *   type: "object",
 *   properties: {},
 *   required: [],
 *   additionalProperties: false,
 * };
 * assert.equal(parameters.additionalProperties, false);
 * ```
 */
export type OpenaiAgentsParameters = {
  type: "object";
  properties: Record<string, Record<string, unknown>>;
  required: string[];
  additionalProperties: false;
  [key: string]: unknown;
};

/**
 * What a function tool's `invoke` answers: the text the model reads, or
 * the text and the images a tool attached.
 *
 * @example Text and an image
 * ```ts
 * import assert from "node:assert/strict";
 * import type { OpenaiAgentsOutput } from "@adecore/agents/openai-agents";
 *
 * const output: OpenaiAgentsOutput = [
 *   { type: "text", text: "chart\tdrawn" },
 *   { type: "image", image: { data: "iVBORw0KGgo=", mediaType: "image/png" } },
 * ];
 * assert.equal(output.length, 2);
 * ```
 */
export type OpenaiAgentsOutput =
  | string
  | (
    | { type: "text"; text: string }
    | { type: "image"; image: { data: string; mediaType: string } }
  )[];

/**
 * What a host's `callOf` is handed for each call: the run's context (what
 * the host gave `run`), and the call's id.
 *
 * @example A call's options
 * ```ts
 * import assert from "node:assert/strict";
 * import type { OpenaiAgentsCallOptions } from "@adecore/agents/openai-agents";
 *
 * const options: OpenaiAgentsCallOptions = { context: { owner: "ann" }, callId: "c1" };
 * assert.equal(options.callId, "c1");
 * ```
 */
export type OpenaiAgentsCallOptions = {
  /** The context the host gave the run. */
  context: unknown;
  /** The id of the model's function call, where the SDK gives it. */
  callId: string | undefined;
};

/**
 * A function tool, as `new Agent({ tools })` takes it.
 *
 * @example The parts of a tool
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 * import { openaiAgentsTools, type OpenaiAgentsTool } from "@adecore/agents/openai-agents";
 *
 * const list = defineTool("note", { name: "note_list", description: "Lists notes.", input: z.object({}), run: () => [] });
 * const [tool]: OpenaiAgentsTool[] = openaiAgentsTools(createToolRegistry([defineToolkit("note", [list])]));
 * assert.deepEqual([tool?.type, tool?.name, tool?.strict], ["function", "note_list", true]);
 * ```
 */
export type OpenaiAgentsTool = {
  /** Always `function`. */
  type: "function";
  /** The name a model calls. */
  name: string;
  /** What the tool does, for the model. */
  description: string;
  /** The strict listing where the input has one, else the exact one. */
  parameters: OpenaiAgentsParameters;
  /** Whether `parameters` is the strict listing. */
  strict: boolean;
  /** True for a tool of a deferred toolkit (Responses API only). */
  deferLoading?: boolean;
  /**
   * Runs the call through the registry.
   *
   * @param runContext The SDK's run context, holding the host's `context`.
   * @param input The arguments as the model wrote them.
   * @param details The model's call, and the signal of the run.
   * @returns What the model reads.
   */
  invoke: (
    runContext: { context: unknown },
    input: string,
    details?: { toolCall?: { callId?: string } | undefined; signal?: AbortSignal | undefined },
  ) => Promise<OpenaiAgentsOutput>;
  /**
   * Whether the SDK asks a person first: never, since the registry asks by
   * its own approvals; the guide wires the SDK's asking to them.
   *
   * @returns False.
   */
  needsApproval: (runContext: unknown, input: unknown, callId?: string) => Promise<boolean>;
  /**
   * Whether the tool is offered: always.
   *
   * @returns True.
   */
  isEnabled: (runContext: unknown, agent: unknown) => Promise<boolean>;
};
