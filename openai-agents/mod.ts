/**
 * A tool registry behind OpenAI's Agents SDK: `openaiAgentsTools(registry,
 * callOf)` gives the function tools `new Agent({ tools })` takes, each read,
 * checked, run and answered through the registry, refusals and failures
 * given to the model in the package's words, and images beside the rows.
 * The entry imports no SDK, types included.
 *
 * @example The tools of an agent
 * ```ts ignore
 * import { Agent, run } from "@openai/agents";
 * import { openaiAgentsTools } from "@adecore/agents/openai-agents";
 *
 * const agent = new Agent({ name: "notes", tools: openaiAgentsTools(registry, () => ({ store })) });
 * const result = await run(agent, "List my notes.");
 * ```
 *
 * @module
 */

export {
  type OpenaiAgentsHostCall,
  openaiAgentsTools,
  type OpenaiAgentsToolsOptions,
} from "./tools.ts";
export type {
  OpenaiAgentsCallOptions,
  OpenaiAgentsOutput,
  OpenaiAgentsParameters,
  OpenaiAgentsTool,
} from "./protocol.ts";
