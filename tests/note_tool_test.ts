// The note tool of the package description, written out as it is there, and
// run as a host would run it.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  refusalBody,
  requiredField,
  type ToolCallBase,
  toolInputSchema,
  ToolRefusal,
} from "@adecore/agents/context";
import { assertPortable } from "./portable.ts";

interface Call extends ToolCallBase {
  authorized: boolean;
  write(text: string, expectedRevision?: number): Promise<void>;
}

const noteWrite = defineTool("note", {
  name: "note_write",
  description: "Writes a note to the active document.",
  input: z.object({
    text: requiredField("note_write needs text").describe("The note text"),
    revision: z.number().int().optional(),
    dry_run: z.boolean().optional(),
  }),
  async run(input, call: Call) {
    if (!call.authorized) {
      throw new ToolRefusal("not-permitted", "This caller may not write this document.");
    }

    if (input.dry_run !== true) {
      await call.write(input.text, input.revision);
    }

    return [input.dry_run === true ? "preview\tvalidated" : "note\twritten"];
  },
});

const registry = createToolRegistry([defineToolkit("note", [noteWrite])]);

function host(authorized = true) {
  const writes: [string, number | undefined][] = [];
  const call: Call = {
    authorized,
    write(text, expectedRevision) {
      writes.push([text, expectedRevision]);
      return Promise.resolve();
    },
  };
  return { call, writes };
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (error: unknown) => error);
  assert.ok(error instanceof ToolRefusal, `expected a refusal, got ${String(error)}`);
  return refusalBody(error);
}

describe("the note tool of the description", () => {
  it("writes the note with the revision it was given", async () => {
    const { call, writes } = host();
    const rows = await registry.run("note_write", { text: "Buy milk", revision: 3 }, call);
    assert.deepEqual(rows, ["note\twritten"]);
    assert.deepEqual(writes, [["Buy milk", 3]]);
  });

  it("checks everything and writes nothing on a dry run", async () => {
    const { call, writes } = host();
    const rows = await registry.run("note_write", { text: "Buy milk", dry_run: true }, call);
    assert.deepEqual(rows, ["preview\tvalidated"]);
    assert.deepEqual(writes, []);
  });

  it("refuses a dry run with bad input just as it refuses the write", async () => {
    const { call, writes } = host();
    assert.equal(
      await refusalOf(registry.run("note_write", { text: "", dry_run: true }, call)),
      "refused\tbad-arguments\tnote_write needs text\nfields\ttext\trevision\tdry_run",
    );
    assert.deepEqual(writes, []);
  });

  it("refuses a caller that may not write with not-permitted", async () => {
    const { call, writes } = host(false);
    assert.equal(
      await refusalOf(registry.run("note_write", { text: "Buy milk" }, call)),
      "refused\tnot-permitted\tThis caller may not write this document.",
    );
    assert.deepEqual(writes, []);
  });

  it("treats the nulls a model sends for skipped fields as left out", async () => {
    const { call, writes } = host();
    const rows = await registry.run(
      "note_write",
      { text: "Buy milk", revision: null, dry_run: null },
      call,
    );
    assert.deepEqual(rows, ["note\twritten"]);
    assert.deepEqual(writes, [["Buy milk", undefined]]);
  });

  it("tells the model which fields the tool takes when it misspells one", async () => {
    const { call } = host();
    assert.equal(
      await refusalOf(registry.run("note_write", { text: "Buy milk", dryrun: true }, call)),
      "refused\tbad-arguments\tunknown field dryrun (did you mean dry_run?)\n" +
        "fields\ttext\trevision\tdry_run",
    );
  });

  it("lists an input schema a strict client accepts", () => {
    assertPortable(toolInputSchema(noteWrite.input));
    assert.deepEqual(toolInputSchema(noteWrite.input), {
      type: "object",
      properties: {
        text: { type: "string", description: "The note text" },
        revision: { type: "integer" },
        dry_run: { type: "boolean" },
      },
      required: ["text"],
    });
  });

  it("maps to an MCP listing with explicit annotation values", () => {
    const tools = registry.tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: toolInputSchema(tool.input),
      annotations: {
        readOnlyHint: tool.annotations.readOnly,
        destructiveHint: tool.annotations.destructive,
      },
    }));
    assert.equal(tools.length, 1);
    assert.equal(tools[0]?.name, "note_write");
    assert.deepEqual(tools[0]?.annotations, { readOnlyHint: false, destructiveHint: false });
  });
});
