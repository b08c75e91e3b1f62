// aiSdkTools through the AI SDK's own generateText, with its mock model: the
// tools compile as a ToolSet without a cast, and the model reads what the
// package answers.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { generateText, type LanguageModel, toolSearch } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { z } from "zod";
import {
  type ApprovalRequired,
  createApprovals,
  createToolRegistry,
  defineTool,
  defineToolkit,
  image,
  resourceLink,
  type ToolCallBase,
} from "@adecore/agents/context";
import { type AiSdkOutput, aiSdkTools, aiSdkToolSearch } from "@adecore/agents/ai-sdk";

interface Call extends ToolCallBase {
  readonly owner: string;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const noteRead = defineTool("note", {
  name: "note_read",
  description: "Reads a note.",
  input: z.object({ id: z.int() }),
  output: z.object({ id: z.int(), owner: z.string() }),
  examples: [{ id: 1 }],
  run: (input, call: Call) => ({ id: input.id, owner: call.owner }),
});
const noteChart = defineTool("note", {
  name: "note_chart",
  description: "Draws the notes.",
  input: z.object({}),
  run: (_input, _call: Call, turn) => {
    turn.attach(image(PNG, "image/png"));
    turn.attach(resourceLink({ uri: "https://example.com/chart", name: "chart" }));
    return ["chart\tdrawn"];
  },
});
const noteFail = defineTool("note", {
  name: "note_fail",
  description: "Fails.",
  input: z.object({}),
  run: () => {
    throw new Error("the disk is gone");
  },
});
const noteClear = defineTool("note", {
  name: "note_clear",
  description: "Clears the notes.",
  input: z.object({ dry_run: z.boolean().optional() }),
  approval: true,
  run: (input) => [input.dry_run ? "clear\t2" : "cleared"],
});
const calendarCancel = defineTool("calendar", {
  name: "calendar_cancel_event",
  description: "Cancels a calendar event.",
  input: z.object({ id: z.int() }),
  run: (input) => [`cancelled\t${input.id}`],
});
const approvals = createApprovals({ keys: ["a test secret of thirty-two bytes"], bind: () => "" });
const registry = createToolRegistry([
  defineToolkit("note", [noteRead, noteChart, noteFail, noteClear]),
  defineToolkit("calendar", [calendarCancel], { deferred: true }),
], { approvals, search: true });

const USAGE = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A model that makes one tool call, then answers text once its result came back. */
function calling(toolName: string, input: unknown): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: ({ prompt }) => {
      const answered = prompt.at(-1)?.role === "tool";
      return Promise.resolve({
        content: answered ? [{ type: "text" as const, text: "Done." }] : [{
          type: "tool-call" as const,
          toolCallId: "c1",
          toolName,
          input: JSON.stringify(input),
        }],
        finishReason: { unified: answered ? "stop" : "tool-calls", raw: undefined },
        usage: USAGE,
        warnings: [],
      });
    },
  });
}

/** What the model was sent back as the tool's output, on its second step. */
function toolOutputSent(model: MockLanguageModelV4): unknown {
  const last = model.doGenerateCalls[1]!.prompt.at(-1) as { content: { output: unknown }[] };
  return last.content[0]!.output;
}

async function generate(model: LanguageModel, errors: unknown[] = [], asked: string[] = []) {
  return await generateText({
    model,
    prompt: "Work on my notes.",
    stopWhen: () => false,
    tools: aiSdkTools(registry, () => ({ owner: "ann" }), {
      onError: (error, { tool }) => errors.push(tool, (error as Error).message),
      onApproval: (error: ApprovalRequired, { toolCallId }) => asked.push(toolCallId, error.code),
    }),
  });
}

describe("aiSdkTools through generateText", () => {
  it("answers the rows as text and keeps the structured answer in the output", async () => {
    const model = calling("note_read", { id: 1 });
    const result = await generate(model);
    assert.deepEqual(result.steps[0]!.toolResults[0]!.output, {
      text: '{"id":1,"owner":"ann"}',
      structured: { id: 1, owner: "ann" },
    });
    assert.deepEqual(toolOutputSent(model), { type: "text", value: '{"id":1,"owner":"ann"}' });
  });

  it("gives the model a refusal's text as an error's, in the package's words", async () => {
    const model = calling("note_read", { ids: 1 });
    await generate(model);
    assert.deepEqual(toolOutputSent(model), {
      type: "error-text",
      value: "refused\tbad-arguments\tid: missing, expected integer; unknown field ids (did you " +
        "mean id?)\nfields\tid",
    });
  });

  it("sends an image as a file beside the rows, and a link as a row", async () => {
    const model = calling("note_chart", {});
    const result = await generate(model);
    const output = result.steps[0]!.toolResults[0]!.output as AiSdkOutput;
    assert.deepEqual(aiSdkTools(registry).note_chart!.toModelOutput({ output }), {
      type: "content",
      value: [
        { type: "text", text: "chart\tdrawn\nattachment\tlink\thttps://example.com/chart\tchart" },
        { type: "file", mediaType: "image/png", data: { type: "data", data: "iVBORw0KGgo=" } },
      ],
    });
    const sent = toolOutputSent(model) as { type: string; value: Record<string, unknown>[] };
    assert.equal(sent.type, "content");
    assert.deepEqual([sent.value[1]!.type, sent.value[1]!.mediaType], ["file", "image/png"]);
  });

  it("tells the model only that a tool failed, and onError the rest", async () => {
    const errors: unknown[] = [];
    const model = calling("note_fail", {});
    await generate(model, errors);
    assert.deepEqual(toolOutputSent(model), {
      type: "error-text",
      value: "failed\tThe tool failed.",
    });
    assert.deepEqual(errors, ["note_fail", "the disk is gone"]);
  });

  it("tells onApproval of a call that waits for a person, by its call id", async () => {
    const asked: string[] = [];
    const model = calling("note_clear", {});
    await generate(model, [], asked);
    assert.deepEqual(asked, ["c1", "approval-required"]);
    const sent = toolOutputSent(model) as { type: string; value: string };
    assert.equal(sent.type, "error-text");
    assert.match(sent.value, /^refused\tapproval-required\t.*\nclear\t2\nretry\tapproval$/s);
  });
});

describe("aiSdkTools' tools", () => {
  const tools = aiSdkTools(registry, () => ({ owner: "ann" }));

  it("lists the exact listing with the examples, defers the deferred, and leaves out the search tool", () => {
    assert.deepEqual(Object.keys(tools), [
      "note_read",
      "note_chart",
      "note_fail",
      "note_clear",
      "calendar_cancel_event",
    ]);
    const read = tools.note_read!;
    const listing = read.inputSchema["~standard"].jsonSchema.input({ target: "draft-07" });
    assert.deepEqual(listing, {
      type: "object",
      properties: { id: { type: "integer" } },
      required: ["id"],
      additionalProperties: false,
    });
    // A copy each time: the SDK closes open objects of what it is given in place.
    assert.ok(!Object.isFrozen(listing.properties));
    assert.notEqual(
      listing,
      read.inputSchema["~standard"].jsonSchema.input({ target: "draft-07" }),
    );
    assert.deepEqual(read.inputSchema["~standard"].validate({ any: 1 }), { value: { any: 1 } });
    assert.deepEqual(read.inputExamples, [{ input: { id: 1 } }]);
    assert.equal(read.deferLoading, undefined);
    assert.equal(tools.calendar_cancel_event!.deferLoading, true);
  });

  it("names its schema's vendor, and runs a registry that needs no call, telling no one of approvals", async () => {
    assert.equal(tools.note_read!.inputSchema["~standard"].vendor, "@adecore/agents");
    const bare = aiSdkTools(createToolRegistry([defineToolkit("note", [noteChart])]));
    const options = { toolCallId: "c1", messages: [] };
    assert.equal((await bare.note_chart!.execute({}, options)).text, "chart\tdrawn");
    const asking = aiSdkTools(registry, () => ({ owner: "ann" }));
    const refused = await asking.note_clear!.execute({}, options);
    assert.equal(refused.isError, true);
    assert.match(refused.text, /^refused\tapproval-required\t/);
  });

  it("tells onApproval only of a call that waits for a person", async () => {
    const asked: string[] = [];
    const told = aiSdkTools(registry, () => ({ owner: "ann" }), {
      onApproval: (_error, { toolCallId }) => asked.push(toolCallId),
    });
    await told.note_read!.execute({ ids: 1 }, { toolCallId: "c1", messages: [] });
    assert.deepEqual(asked, []);
  });

  it("ends an aborted call with the signal's reason", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stopped"));
    await assert.rejects(
      tools.note_chart!.execute({}, {
        toolCallId: "c1",
        messages: [],
        abortSignal: controller.signal,
      }),
      { message: "stopped" },
    );
  });
});

describe("aiSdkToolSearch", () => {
  it("names the offered tools that fit, best first, and nothing for no word", () => {
    const search = aiSdkToolSearch(registry);
    const offered = [{ name: "calendar_cancel_event" }];
    assert.deepEqual(search({ query: "cancel a meeting", tools: offered }), [
      "calendar_cancel_event",
    ]);
    assert.deepEqual(search({ query: "cancel a meeting", tools: [] }), []);
    assert.deepEqual(search({ query: "?!", tools: offered }), []);
    // Up to 20 of the package's best, of which the SDK keeps its own maxResults.
    const many = createToolRegistry([
      defineToolkit(
        "calendar",
        Array.from({ length: 7 }, (_, i) =>
          defineTool("calendar", {
            name: `calendar_cancel_${i}`,
            description: "Cancels a calendar event.",
            input: z.object({}),
            run: () => [],
          })),
        { deferred: true },
      ),
    ]);
    const all = many.tools.map((tool) => ({ name: tool.name }));
    assert.equal(aiSdkToolSearch(many)({ query: "cancel a meeting", tools: all }).length, 7);
  });
});

describe("aiSdkToolSearch behind the SDK's toolSearch", () => {
  it("finds a deferred tool the model then calls", async () => {
    const steps = [
      { toolName: "tool_search", input: { query: "call off a meeting" } },
      { toolName: "calendar_cancel_event", input: { id: 7 } },
    ];
    const offered: string[][] = [];
    const model = new MockLanguageModelV4({
      doGenerate: ({ tools }) => {
        offered.push((tools ?? []).map((tool) => tool.name));
        const next = steps.shift();
        return Promise.resolve({
          content: next === undefined ? [{ type: "text" as const, text: "Done." }] : [{
            type: "tool-call" as const,
            toolCallId: `c${offered.length}`,
            toolName: next.toolName,
            input: JSON.stringify(next.input),
          }],
          finishReason: { unified: next === undefined ? "stop" : "tool-calls", raw: undefined },
          usage: USAGE,
          warnings: [],
        });
      },
    });
    const result = await generateText({
      model,
      prompt: "Cancel event 7.",
      stopWhen: () => false,
      tools: {
        ...aiSdkTools(registry, () => ({ owner: "ann" })),
        tool_search: toolSearch({ search: aiSdkToolSearch(registry) }),
      },
    });
    // Hidden until found, then offered and called.
    assert.ok(!offered[0]!.includes("calendar_cancel_event"));
    assert.ok(offered[1]!.includes("calendar_cancel_event"));
    assert.deepEqual(result.steps[1]!.toolResults[0]!.output, { text: "cancelled\t7" });
  });
});
