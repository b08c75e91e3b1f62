// The Agents SDK adapter's tools against the real SDK types, type-checked
// with the consumers: new Agent takes them as they are, with no cast.
import { Agent } from "@openai/agents";
import { createToolRegistry, type ToolCallBase } from "@adecore/agents/context";
import { openaiAgentsTools } from "@adecore/agents/openai-agents";

interface Call extends ToolCallBase {
  readonly owner: string;
}

export const agent: Agent = new Agent({
  name: "notes",
  tools: openaiAgentsTools<Call>(createToolRegistry([]), ({ context }) => ({
    owner: String(context),
  })),
});
