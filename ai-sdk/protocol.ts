/**
 * The few shapes of the AI SDK that the adapter reads and writes, declared
 * here so the package imports no SDK: a tool of a `ToolSet`, the options
 * the SDK hands `execute`, and what `toModelOutput` gives the model. The
 * SDK's own types take them; tests check that with `generateText`.
 *
 * @module
 */

/**
 * What the AI SDK hands a tool's `execute` beside the input, as much of it
 * as the adapter and a host's `callOf` read.
 *
 * @example A call's options
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AiSdkCallOptions } from "@adecore/agents/ai-sdk";
 *
 * const options: AiSdkCallOptions = { toolCallId: "call-1", messages: [] };
 * assert.equal(options.toolCallId, "call-1");
 * ```
 */
export type AiSdkCallOptions = {
  /** The id of the tool call, which the SDK's approvals and results name it by. */
  toolCallId: string;
  /** Aborts when the generation is aborted. */
  abortSignal?: AbortSignal | undefined;
  /** The messages that led to the call. */
  messages: readonly unknown[];
  /** The tool's context, where the host gave one. */
  context?: unknown;
};

/**
 * A Standard Schema that takes any value as it is and lists the tool's
 * exact input: the package checks the input itself, in `execute`, so that
 * a refusal reaches the model in the package's words.
 *
 * @example The listing the SDK asks for
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AiSdkInputSchema } from "@adecore/agents/ai-sdk";
 *
 * const listing = { type: "object", properties: {}, additionalProperties: false };
 * const schema: AiSdkInputSchema = {
 *   "~standard": {
 *     version: 1,
 *     vendor: "@adecore/agents",
 *     validate: (value) => ({ value }),
 *     jsonSchema: { input: () => listing, output: () => listing },
 *   },
 * };
 * assert.equal(schema["~standard"].jsonSchema.input({ target: "draft-07" }), listing);
 * ```
 */
export type AiSdkInputSchema = {
  "~standard": {
    version: 1;
    vendor: string;
    validate: (value: unknown) => { value: unknown };
    jsonSchema: {
      input: (options: { target: string }) => Record<string, unknown>;
      output: (options: { target: string }) => Record<string, unknown>;
    };
  };
};

/**
 * What a tool's `execute` answers, which the SDK keeps as the call's
 * output: the text the model reads and, for a tool with an output, its
 * checked answer; what it attached; `isError` for a refusal or a failure.
 *
 * @example A note's answer
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AiSdkOutput } from "@adecore/agents/ai-sdk";
 *
 * const output: AiSdkOutput = { text: "note\t1", structured: { id: 1 } };
 * assert.equal(output.isError, undefined);
 * ```
 */
export type AiSdkOutput = {
  /** The rows, or the refusal's text, as one text. */
  text: string;
  /** The checked answer of a tool with an output. */
  structured?: Record<string, unknown>;
  /** What the tool attached, checked. */
  attachments?: readonly (
    | { type: "image" | "audio"; data: string; mimeType: string }
    | { type: "resource_link"; uri: string; name: string }
  )[];
  /** True for a refusal or a failure. */
  isError?: true;
};

/**
 * What the model reads of a call, as `toModelOutput` gives it: text, the
 * text of an error, or text and files.
 *
 * @example An image beside the rows
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AiSdkModelOutput } from "@adecore/agents/ai-sdk";
 *
 * const output: AiSdkModelOutput = {
 *   type: "content",
 *   value: [
 *     { type: "text", text: "chart\tdrawn" },
 *     { type: "file", mediaType: "image/png", data: { type: "data", data: "iVBORw0KGgo=" } },
 *   ],
 * };
 * assert.equal(output.type, "content");
 * ```
 */
export type AiSdkModelOutput =
  | { type: "text"; value: string }
  | { type: "error-text"; value: string }
  | {
    type: "content";
    value: (
      | { type: "text"; text: string }
      | { type: "file"; mediaType: string; data: { type: "data"; data: string } }
    )[];
  };

/**
 * A tool of a `ToolSet`, as the adapter makes it.
 *
 * @example The parts of a tool
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 * import { aiSdkTools, type AiSdkTool } from "@adecore/agents/ai-sdk";
 *
 * const list = defineTool("note", { name: "note_list", description: "Lists notes.", input: z.object({}), run: () => [] });
 * const tool: AiSdkTool | undefined = aiSdkTools(createToolRegistry([defineToolkit("note", [list])])).note_list;
 * assert.equal(tool?.description, "Lists notes.");
 * ```
 */
export type AiSdkTool = {
  /** What the tool does, for the model. */
  description: string;
  /** Takes any input as it is, and lists the exact listing. */
  inputSchema: AiSdkInputSchema;
  /** The tool's examples, where it has some. */
  inputExamples?: { input: Record<string, unknown> }[];
  /** True for a tool of a deferred toolkit, which the SDK's `toolSearch` finds. */
  deferLoading?: boolean;
  /**
   * Runs the call through the registry.
   *
   * @param input The input as the model sent it.
   * @param options The SDK's options of the call.
   * @returns The call's output.
   */
  execute: (input: unknown, options: AiSdkCallOptions) => Promise<AiSdkOutput>;
  /**
   * What the model reads of the output.
   *
   * @param options The call's output.
   * @returns Text, an error's text, or text and files.
   */
  toModelOutput: (options: { output: AiSdkOutput }) => AiSdkModelOutput;
};
