// openaiAgentsTools through OpenAI's Agents SDK's own run, with a model of
// the test's: the tools go to new Agent as they are, and the model reads
// what the package answers.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  Agent,
  type Model,
  type ModelRequest,
  run,
  setTracingDisabled,
  Usage,
} from "@openai/agents";
import { z } from "zod";
import {
  createApprovals,
  createToolRegistry,
  defineTool,
  defineToolkit,
  image,
  type ToolCallBase,
} from "@adecore/agents/context";
import { openaiAgentsTools } from "@adecore/agents/openai-agents";

interface Call extends ToolCallBase {
  readonly owner: string;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const noteRead = defineTool("note", {
  name: "note_read",
  description: "Reads a note.",
  input: z.object({ id: z.int(), full: z.boolean().optional() }),
  run: (input, call: Call) => [`note\t${input.id}\t${call.owner}\t${input.full ?? false}`],
});
const noteChart = defineTool("note", {
  name: "note_chart",
  description: "Draws the notes.",
  input: z.object({}),
  run: (_input, _call: Call, turn) => {
    turn.attach(image(PNG, "image/png"));
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
const noteTag = defineTool("note", {
  name: "note_tag",
  description: "Tags a note.",
  // A record has no strict listing: listed exact, strict off.
  input: z.object({ tags: z.record(z.string(), z.string()) }),
  run: () => ["tagged"],
});
const calendarCancel = defineTool("calendar", {
  name: "calendar_cancel_event",
  description: "Cancels a calendar event.",
  input: z.object({ id: z.int() }),
  run: (input) => [`cancelled\t${input.id}`],
});
const approvals = createApprovals({ keys: ["a test secret of thirty-two bytes"], bind: () => "" });
const registry = createToolRegistry([
  defineToolkit("note", [noteRead, noteChart, noteFail, noteClear, noteTag]),
  defineToolkit("calendar", [calendarCancel], { deferred: true }),
], { approvals, search: true });

setTracingDisabled(true);

/** A model that makes one function call, then answers text; it keeps what it was sent. */
function calling(name: string, args: string): Model & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    requests,
    getResponse: (request) => {
      requests.push(request);
      const last = Array.isArray(request.input) ? request.input.at(-1) : undefined;
      return Promise.resolve({
        usage: new Usage(),
        output: [
          last?.type === "function_call_result"
            ? {
              type: "message" as const,
              role: "assistant" as const,
              status: "completed" as const,
              content: [{ type: "output_text" as const, text: "Done." }],
            }
            : {
              type: "function_call" as const,
              callId: "c1",
              name,
              arguments: args,
              status: "completed" as const,
            },
        ],
      });
    },
    getStreamedResponse: () => {
      throw new Error("not streamed");
    },
  };
}

/** What the model was sent as the call's output, on its second turn. */
function outputSent(model: { requests: ModelRequest[] }): unknown {
  const input = model.requests[1]!.input as { type: string; output?: unknown }[];
  return input.find((item) => item.type === "function_call_result")?.output;
}

async function runWith(model: Model, errors: unknown[] = [], asked: unknown[] = []) {
  const agent = new Agent({
    name: "notes",
    model,
    tools: openaiAgentsTools(registry, ({ context }) => ({ owner: String(context) }), {
      onError: (error, { tool }) => errors.push(tool, (error as Error).message),
      onApproval: (error, { callId }) => asked.push(callId, error.code),
    }),
  });
  return await run(agent, "Work on my notes.", { context: "ann" });
}

describe("openaiAgentsTools through the Agents SDK's run", () => {
  it("lists the strict listing where the input has one, else the exact one, strict off", async () => {
    const model = calling("note_read", '{"id":1,"full":null}');
    await runWith(model);
    const tools = model.requests[0]!.tools as {
      name: string;
      strict?: boolean;
      parameters?: unknown;
    }[];
    assert.deepEqual(tools.map((tool) => [tool.name, tool.strict]), [
      ["note_read", true],
      ["note_chart", true],
      ["note_fail", true],
      ["note_clear", true],
      ["note_tag", false],
      ["calendar_cancel_event", true],
      ["tool_search", true],
    ]);
    assert.deepEqual(tools[0]!.parameters, {
      type: "object",
      properties: { id: { type: "integer" }, full: { type: ["boolean", "null"] } },
      required: ["id", "full"],
      additionalProperties: false,
    });
  });

  it("answers the rows, with the null a strict model sends read as left out", async () => {
    const model = calling("note_read", '{"id":1,"full":null}');
    const result = await runWith(model);
    assert.equal(result.finalOutput, "Done.");
    assert.deepEqual(outputSent(model), { type: "text", text: "note\t1\tann\tfalse" });
  });

  it("answers a refusal's text, which tells the model what to send", async () => {
    const model = calling("note_read", '{"ids":1}');
    await runWith(model);
    assert.deepEqual(outputSent(model), {
      type: "text",
      text: "refused\tbad-arguments\tid: missing, expected integer; unknown field ids (did you " +
        "mean id?)\nfields\tid\tfull",
    });
  });

  it("answers an image beside the rows", async () => {
    const model = calling("note_chart", "{}");
    await runWith(model);
    const sent = outputSent(model) as { type: string }[];
    assert.deepEqual(sent[0], { type: "input_text", text: "chart\tdrawn" });
    assert.equal(sent[1]!.type, "input_image");
  });

  it("tells the model only that a tool failed, and onError the rest", async () => {
    const errors: unknown[] = [];
    const model = calling("note_fail", "{}");
    await runWith(model, errors);
    assert.deepEqual(outputSent(model), { type: "text", text: "failed\tThe tool failed." });
    assert.deepEqual(errors, ["note_fail", "the disk is gone"]);
  });

  it("tells onApproval of a call that waits for a person, by its call id", async () => {
    const asked: unknown[] = [];
    const model = calling("note_clear", "{}");
    await runWith(model, [], asked);
    assert.deepEqual(asked, ["c1", "approval-required"]);
    const sent = outputSent(model) as { text: string };
    assert.match(sent.text, /^refused\tapproval-required\t.*\nclear\t2\nretry\tapproval$/s);
  });
});

describe("openaiAgentsTools' tools", () => {
  const tools = openaiAgentsTools(registry);

  it("defers the deferred, and asks no approval of the SDK's", async () => {
    assert.equal(tools.find((tool) => tool.name === "calendar_cancel_event")!.deferLoading, true);
    assert.equal(tools.find((tool) => tool.name === "tool_search")!.deferLoading, undefined);
    assert.equal(tools[0]!.deferLoading, undefined);
    assert.equal(await tools[0]!.needsApproval({}, {}), false);
    assert.equal(await tools[0]!.isEnabled({}, {}), true);
  });

  it("answers a call the SDK hands without details, or without the model's call", async () => {
    const chart = tools.find((tool) => tool.name === "note_chart")!;
    const bare = openaiAgentsTools(createToolRegistry([defineToolkit("note", [noteChart])]))[0]!;
    assert.equal((await bare.invoke({ context: undefined }, "{}") as unknown[]).length, 2);
    const signal = new AbortController().signal;
    assert.equal(
      (await chart.invoke({ context: undefined }, "{}", { signal }) as unknown[]).length,
      2,
    );
  });

  it("tells onApproval only of a call that waits for a person, and no one where not asked", async () => {
    const asked: unknown[] = [];
    const [read] = openaiAgentsTools(registry, () => ({ owner: "ann" }), {
      onApproval: (_error, { callId }) => asked.push(callId),
    });
    await read!.invoke({ context: undefined }, '{"ids":1}');
    assert.deepEqual(asked, []);
    const clear = tools.find((tool) => tool.name === "note_clear")!;
    assert.match(
      String(await clear.invoke({ context: undefined }, "{}")),
      /^refused\tapproval-required\t/,
    );
  });

  it("ends an aborted call with the signal's reason", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stopped"));
    await assert.rejects(
      tools[1]!.invoke({ context: undefined }, "{}", { signal: controller.signal }),
      { message: "stopped" },
    );
  });
});
