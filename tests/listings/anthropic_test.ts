// Tools as Anthropic's Messages API documents them: a definition with
// input_examples and defer_loading, and the tool_result of tool_reference
// blocks that answers a custom tool search.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
import {
  anthropicSearchResult,
  anthropicTool,
  exactInputSchema,
  strictInputSchema,
} from "@adecore/agents/listings";

const weather = defineTool("weather", {
  name: "get_weather",
  description: "Get the current weather in a given location",
  input: z.object({
    location: z.string().describe("The city and state, e.g. San Francisco, CA"),
    unit: z.enum(["celsius", "fahrenheit"]).optional().describe("The unit of temperature"),
  }),
  examples: [
    { location: "San Francisco, CA", unit: "fahrenheit" },
    { location: "Tokyo, Japan", unit: "celsius" },
    { location: "New York, NY" },
  ],
  run: () => [],
});

describe("anthropicTool", () => {
  it("writes the definition Anthropic documents, with its input examples", () => {
    assert.deepEqual(anthropicTool(weather), {
      name: "get_weather",
      description: "Get the current weather in a given location",
      input_schema: exactInputSchema(weather.input),
      input_examples: [
        { location: "San Francisco, CA", unit: "fahrenheit" },
        { location: "Tokyo, Japan", unit: "celsius" },
        { location: "New York, NY" },
      ],
    });
    const plain = defineTool("weather", { ...weather, examples: undefined, name: "get_forecast" });
    assert.deepEqual(Object.keys(anthropicTool(plain)), ["name", "description", "input_schema"]);
  });

  it("marks a deferred tool, and sends the strict listing with its examples' skipped fields as null", () => {
    const deferred = anthropicTool(weather, { deferred: true, strict: true });
    assert.equal(deferred.defer_loading, true);
    assert.equal(deferred.strict, true);
    assert.equal(deferred.input_schema, strictInputSchema(weather.input));
    assert.deepEqual(deferred.input_examples!.at(-1), { location: "New York, NY", unit: null });
    assert.equal(anthropicTool(weather, { deferred: false }).defer_loading, undefined);
  });

  it("fills skipped fields at every depth under strict, and keeps the exact listing where strict cannot list", () => {
    const nested = defineTool("trip", {
      name: "trip_plan",
      description: "Plans a trip.",
      input: z.object({
        stops: z.array(z.object({ city: z.string(), nights: z.int().optional() })),
        owner: z.object({ name: z.string(), team: z.string().optional() }).optional(),
      }),
      examples: [{
        stops: [{ city: "Lisbon" }, { city: "Porto", nights: 2 }],
        owner: { name: "Ada" },
      }],
      run: () => [],
    });
    assert.deepEqual(anthropicTool(nested, { strict: true }).input_examples, [
      {
        stops: [{ city: "Lisbon", nights: null }, { city: "Porto", nights: 2 }],
        owner: { name: "Ada", team: null },
      },
    ]);
    const loose = defineTool("note", {
      name: "note_tag",
      description: "Tags a note.",
      input: z.object({ tags: z.record(z.string(), z.string()) }),
      examples: [{ tags: { a: "b" } }],
      run: () => [],
    });
    const tagged = anthropicTool(loose, { strict: true });
    assert.equal(tagged.strict, undefined);
    assert.equal(tagged.input_schema, exactInputSchema(loose.input));
    assert.deepEqual(tagged.input_examples, [{ tags: { a: "b" } }]);
  });
});

describe("anthropicSearchResult", () => {
  it("answers a search with the tool_result Anthropic documents, a tool_reference per tool found", () => {
    const registry = createToolRegistry([defineToolkit("weather", [weather], { deferred: true })], {
      search: true,
    });
    assert.deepEqual(anthropicSearchResult("toolu_your_tool_id", registry.search("weather")), {
      type: "tool_result",
      tool_use_id: "toolu_your_tool_id",
      content: [{ type: "tool_reference", tool_name: "get_weather" }],
    });
    assert.deepEqual(anthropicSearchResult("toolu_1", []).content, []);
  });
});
