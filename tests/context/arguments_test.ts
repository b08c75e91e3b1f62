// parseToolArguments and registry.runArguments: arguments as the text a model
// wrote, read and checked.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolArguments,
  parseToolInput,
  ToolRefusal,
} from "@adecore/agents/context";
import { FIELDS, read, refused, tool } from "./arguments/note_tool.ts";

describe("parseToolArguments: JSON", () => {
  it("reads JSON as JSON.parse does, and reports no rewrite", () => {
    const json = '{"text":"a","items":[{"text":"b"}],"done":null}';
    assert.deepEqual(read(json), { input: { text: "a", items: [{ text: "b" }] }, rewrites: [] });
    assert.deepEqual(parseToolArguments(tool, json), parseToolInput(tool, JSON.parse(json)));
  });

  it("counts a text of only white space as no arguments, and checks them as {}", () => {
    const optional = defineTool("note", {
      name: "note_list",
      description: "Lists notes.",
      input: z.object({ all: z.boolean().optional() }),
      run: () => [],
    });
    for (const text of ["", " ", "\n\t"]) assert.deepEqual(parseToolArguments(optional, text), {});
    assert.equal(refused(""), "text: missing, expected string");
  });

  it("checks what it read as parseToolInput does: unknown fields, nulls, non-objects", () => {
    assert.equal(
      refused('{"txt": "a"}'),
      "text: missing, expected string; unknown field txt (did you mean text?)",
    );
    assert.equal(refused("[1]"), "the arguments must be an object of fields, not an array");
    assert.equal(refused("5"), "the arguments must be an object of fields, not a number");
  });
});

describe("registry.runArguments", () => {
  const registry = createToolRegistry([defineToolkit("note", [tool])]);

  it("reads the text, checks it and runs the tool, telling onRead what it rewrote", async () => {
    const reads: unknown[] = [];
    const onRead = (read: unknown) => reads.push(read);
    assert.deepEqual(await registry.runArguments("note_write", "{text: 'a'}", {}, { onRead }), [
      "note\ta",
    ]);
    assert.deepEqual(await registry.runArguments("note_write", '{"text": "b"}', {}, { onRead }), [
      "note\tb",
    ]);
    assert.deepEqual(reads, [{
      rewrites: ["bare-keys", "single-quotes"],
      coerced: [],
      renamed: [],
    }]);
  });

  it("answers as answer does, from the text a model wrote", async () => {
    assert.deepEqual(await registry.answerArguments("note_write", "{text: 'a'}", {}), {
      rows: ["note\ta"],
    });
    await assert.rejects(registry.answerArguments("note_write", '{"text": "a', {}), {
      code: "bad-arguments",
      lines: [FIELDS],
    });
  });

  it("refuses text cut short with the tool's fields, and an unknown tool before reading", async () => {
    await assert.rejects(registry.runArguments("note_write", '{"text": "a', {}), {
      message: "the arguments end inside text; send the whole call again",
      lines: [FIELDS],
    });
    await assert.rejects(registry.runArguments("note_writ", "{", {}), {
      code: "unknown-tool",
    });
  });

  it("throws a plain Error for text that is no string: a mistake in the host's code", async () => {
    const mistake =
      'tool "note_write" in toolkit "note": the arguments text is object, not a string; ' +
      "hand arguments parsed already to parseToolInput or registry.run";
    await assert.rejects(
      registry.runArguments("note_write", { text: "a" } as never, {}),
      (error) => {
        assert.ok(!(error instanceof ToolRefusal));
        assert.equal((error as Error).message, mistake);
        return true;
      },
    );
    assert.throws(() => parseToolArguments(tool, { text: "a" } as never), { message: mistake });
  });
});
