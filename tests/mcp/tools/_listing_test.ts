import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool } from "@adecore/agents/context";
import { listedOf, withFound } from "../../../mcp/tools/_listing.ts";

const noteRead = defineTool("note", {
  name: "note_read",
  description: "Reads a note.",
  input: z.object({ id: z.int() }),
  run: (input) => [`note\t${input.id}`],
});

describe("listedOf", () => {
  it("lists a tool without title, output or hints with none of them", () => {
    assert.deepEqual(listedOf(noteRead as never, false), {
      name: "note_read",
      description: "Reads a note.",
      inputSchema: { type: "object", properties: { id: { type: "integer" } }, required: ["id"] },
    });
  });

  it("gives the exact listing with the examples to a modern client, and copies it", () => {
    const tool = defineTool("note", {
      ...noteRead,
      title: "Read",
      output: z.object({ text: z.string() }),
      annotations: { idempotent: true },
      examples: [{ id: 3 }],
      run: () => ({ text: "" }),
    });
    const listed = listedOf(tool as never, true);
    assert.equal(listed.title, "Read");
    assert.deepEqual(listed.annotations, { idempotentHint: true });
    assert.deepEqual(listed.inputSchema.examples, [{ id: 3 }]);
    assert.equal(listed.inputSchema.additionalProperties, false);
    assert.equal(Object.isFrozen(listed.inputSchema), false);
    assert.deepEqual(listed.outputSchema?.required, ["text"]);
  });
});

describe("withFound", () => {
  const tools = ["a", "b", "c", "d"].map((name) => ({ name }));
  const [a, b, c, d] = tools as [
    { name: string },
    { name: string },
    { name: string },
    { name: string },
  ];

  it("keeps the registry's order, the listed and the found", () => {
    assert.deepEqual(withFound(tools, [a, d], new Set(["c"])), [a, c, d]);
    assert.deepEqual(withFound(tools, [b], new Set(["a", "d"])), [a, b, d]);
  });

  it("gives the listed array itself where nothing was found, or nothing is deferred", () => {
    const listed = [a, c];
    assert.equal(withFound(tools, listed, new Set()), listed);
    assert.equal(withFound(tools, tools, new Set(["b"])), tools);
  });
});
