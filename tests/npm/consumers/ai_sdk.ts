// The AI SDK adapter's tools against the real SDK types, type-checked with
// the consumers: generateText takes them as they are, beside the SDK's own
// toolSearch, with no cast.
import { generateText, type LanguageModel, toolSearch } from "ai";
import type { ToolCallBase } from "@adecore/agents/context";
import { createToolRegistry } from "@adecore/agents/context";
import { aiSdkTools, aiSdkToolSearch } from "@adecore/agents/ai-sdk";

interface Call extends ToolCallBase {
  readonly owner: string;
}

declare const model: LanguageModel;
const registry = createToolRegistry([]);

export const answered: Promise<unknown> = generateText({
  model,
  prompt: "Work on my notes.",
  tools: {
    ...aiSdkTools<Call>(registry, ({ toolCallId }) => ({ owner: toolCallId })),
    tool_search: toolSearch({ search: aiSdkToolSearch(registry) }),
  },
});
