// A TypeScript consumer, type-checked with moduleResolution nodenext and
// bundler and skipLibCheck false: the published declarations must hold up.
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  type ListedField,
  parseRefusalBody,
  refusalBody,
  type ToolCallBase,
  type ToolInputSchema,
  toolInputSchema,
  ToolRefusal,
  type ToolRegistry,
} from "@adecore/agents/context";
import { DRY_RUN_PREVIEW } from "@adecore/agents";

interface Call extends ToolCallBase {
  write(text: string): Promise<void>;
}

const noteWrite = defineTool("note", {
  name: "note_write",
  description: `Writes a note. ${DRY_RUN_PREVIEW}`,
  input: z.object({ text: z.string(), revision: z.number().int().optional() }),
  async run(input, call: Call) {
    const text: string = input.text;
    const revision: number | undefined = input.revision;
    await call.write(`${text}@${revision ?? "new"}`);
    return ["note\twritten"];
  },
});

export const registry: ToolRegistry<Call> = createToolRegistry([
  defineToolkit("note", [noteWrite]),
]);
export const listing: ToolInputSchema = toolInputSchema(noteWrite.input);
export const text: ListedField | undefined = listing.properties.text;

export async function call(name: string, input: unknown): Promise<string> {
  try {
    return (await registry.run(name, input, { write: () => Promise.resolve() })).join("\n");
  } catch (error) {
    if (error instanceof ToolRefusal) return refusalBody(error);
    throw error;
  }
}

export const parsed: ToolRefusal | null = parseRefusalBody("refused\tgone\tNo note.");

// @ts-expect-error the call lacks write, which note_write needs
void registry.run("note_write", {}, {});

// The listings entry's types, from its own path and from the root.
import {
  exactInputSchema,
  type GeminiParameters,
  geminiParameters,
  type JsonInputSchema,
  type JsonSchema,
  strictInputSchema,
} from "@adecore/agents/listings";
import { strictInputSchema as rootStrict } from "@adecore/agents";

export const exact: JsonInputSchema = exactInputSchema(noteWrite.input);
export const exactText: JsonSchema | undefined = exact.properties.text;
export const strict: JsonInputSchema | null = strictInputSchema(noteWrite.input) ??
  rootStrict(noteWrite.input);
export const gemini: GeminiParameters | null = geminiParameters(noteWrite.input);

// The standard entry's types: the tool's zod types through Standard Schema.
import { standardSchema, type ToolStandardSchema } from "@adecore/agents/standard";

export const inputSchema: ToolStandardSchema<typeof noteWrite.input> = standardSchema(noteWrite);
type Checked = NonNullable<(typeof inputSchema)["~standard"]["types"]>["output"];
export const checkedText: Checked["text"] = "a";
