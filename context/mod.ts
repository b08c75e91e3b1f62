/**
 * The context entry: define the tools a host gives its agents, check what a
 * model sends them, run them, and write the schema an MCP client lists. The
 * root entry re-exports everything here.
 *
 * @example A toolkit, a registry and a refusal
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit, ToolRefusal } from "@adecore/agents/context";
 *
 * const greet = defineTool("hello", {
 *   name: "hello_greet",
 *   description: "Greets someone by name.",
 *   input: z.object({ name: z.string() }),
 *   run: (input) => [`greeting\tHello, ${input.name}`],
 * });
 * const registry = createToolRegistry([defineToolkit("hello", [greet])]);
 *
 * assert.deepEqual(await registry.run("hello_greet", { name: "Ada" }, {}), ["greeting\tHello, Ada"]);
 * await assert.rejects(registry.run("hello_greet", [], {}), ToolRefusal);
 * ```
 *
 * @module
 */

export { CodedError, ToolRefusal } from "./refusal.ts";
export { field, orNote, parseRefusalBody, refusalBody, refusalRows } from "./rows.ts";
export { type RetryKind, retryOf, retryRow, type ToolRetry } from "./retry.ts";
export { parseToolInput } from "./input.ts";
export {
  type ArgumentsOptions,
  type ArgumentsRead,
  type ArgumentsRewrite,
  parseToolArguments,
} from "./arguments.ts";
export { parseToolOutput } from "./output.ts";
export { type ToolOutputSchema, toolOutputSchema } from "./output_listing.ts";
export {
  DRY_RUN_FIELD,
  DRY_RUN_PREVIEW,
  lengthOf,
  requiredField,
  REVISION_FIELD,
} from "./fields.ts";
export { type ListedField, type ListedType, type ListedValue, toolInputSchema } from "./listing.ts";
export type { ToolInputSchema } from "./listing.ts";
export type { AllOf, CallOf, ToolCallBase } from "./call.ts";
export {
  type AnswerRows,
  defineTool,
  type Tool,
  type ToolAnnotations,
  type ToolAnswer,
  type ToolDefinition,
  type ToolHints,
  type ToolResult,
  type ToolRows,
} from "./tool.ts";
export { defineToolkit, type Toolkit, type ToolkitOptions } from "./toolkit.ts";
export {
  audio,
  type AudioAttachment,
  type AudioType,
  image,
  type ImageAttachment,
  type ImageType,
  resourceLink,
  type ResourceLinkAttachment,
  type ToolAttachment,
  type ToolAttachmentOptions,
} from "./attachments.ts";
export { createFoundTools, type FoundTools } from "./found.ts";
export { createToolRegistry, type ToolRegistry, type ToolSearchOptions } from "./registry.ts";
export type {
  SearchToolOptions,
  ToolCallEvent,
  ToolCallOutcome,
  ToolClock,
  ToolLate,
  ToolRegistryOptions,
} from "./options.ts";
export type { ToolApproval, ToolDeadline, ToolProgress, ToolTurn } from "./turn.ts";
export { approvalDenied, ApprovalRequired } from "./approval.ts";
export { type ApprovalsOptions, createApprovals, type ToolApprovals } from "./approvals.ts";
