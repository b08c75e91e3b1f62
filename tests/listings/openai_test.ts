// Tools as OpenAI's Responses API documents them: function tools, strict or
// not, deferred or not, and the tool_search_output item of a search the
// host runs itself.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
import {
  exactInputSchema,
  openaiFunctionTool,
  openaiToolSearchOutput,
  strictInputSchema,
} from "@adecore/agents/listings";

const event = defineTool("calendar", {
  name: "calendar_create_event",
  description: "Create a calendar event.",
  input: z.object({ title: z.string() }),
  examples: [{ title: "Standup" }],
  run: () => [],
});
const tag = defineTool("calendar", {
  name: "calendar_tag",
  description: "Tags events.",
  input: z.object({ tags: z.record(z.string(), z.string()) }),
  run: () => [],
});

describe("openaiFunctionTool", () => {
  it("writes a strict function tool where strict mode can list the input, without examples", () => {
    assert.deepEqual(openaiFunctionTool(event), {
      type: "function",
      name: "calendar_create_event",
      description: "Create a calendar event.",
      parameters: {
        type: "object",
        properties: { title: { type: "string" } },
        required: ["title"],
        additionalProperties: false,
      },
      strict: true,
    });
    assert.equal(openaiFunctionTool(event).parameters, strictInputSchema(event.input));
  });

  it("sends the exact listing with strict false where strict mode cannot, and marks a deferred tool", () => {
    const tool = openaiFunctionTool(tag, true);
    assert.equal(tool.strict, false);
    assert.equal(tool.parameters, exactInputSchema(tag.input));
    assert.equal(tool.defer_loading, true);
    assert.equal(openaiFunctionTool(tag, false).defer_loading, undefined);
  });
});

describe("openaiToolSearchOutput", () => {
  it("answers a client-executed tool search with the documented item, each tool deferred", () => {
    const registry = createToolRegistry([
      defineToolkit("calendar", [event, tag], { deferred: true }),
    ]);
    assert.deepEqual(
      openaiToolSearchOutput("search-1", registry.search("create an event", { limit: 1 })),
      {
        type: "tool_search_output",
        call_id: "search-1",
        execution: "client",
        status: "completed",
        tools: [
          {
            type: "function",
            name: "calendar_create_event",
            description: "Create a calendar event.",
            parameters: {
              type: "object",
              properties: { title: { type: "string" } },
              required: ["title"],
              additionalProperties: false,
            },
            strict: true,
            defer_loading: true,
          },
        ],
      },
    );
  });
});
