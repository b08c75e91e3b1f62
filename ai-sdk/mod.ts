/**
 * A tool registry behind the AI SDK 7: `aiSdkTools(registry, callOf)` gives
 * the `ToolSet` `generateText` and `streamText` take, each tool checked,
 * run and answered through the registry, refusals and failures given to the
 * model in the package's words, and attachments as files; and
 * `aiSdkToolSearch(registry)` gives the SDK's `toolSearch` the package's
 * search. The entry imports no SDK, types included.
 *
 * @example The tools of a generation
 * ```ts ignore
 * import { generateText } from "ai";
 * import { aiSdkTools } from "@adecore/agents/ai-sdk";
 *
 * const result = await generateText({ model, prompt, tools: aiSdkTools(registry, () => ({ store })) });
 * ```
 *
 * @module
 */

export {
  type AiSdkHostCall,
  aiSdkTools,
  aiSdkToolSearch,
  type AiSdkToolsOptions,
} from "./tools.ts";
export type {
  AiSdkCallOptions,
  AiSdkInputSchema,
  AiSdkModelOutput,
  AiSdkOutput,
  AiSdkTool,
} from "./protocol.ts";
