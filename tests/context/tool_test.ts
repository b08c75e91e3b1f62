import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  defineTool,
  defineToolkit,
  DRY_RUN_FIELD,
  DRY_RUN_PREVIEW,
  REVISION_FIELD,
  type Tool,
} from "@adecore/agents/context";

const input = z.object({ id: z.number() });
const run = () => ["ok"];

/** The message of the plain Error a call throws. */
function mistake(make: () => unknown): string {
  try {
    make();
  } catch (error) {
    assert.equal((error as Error).constructor, Error, "a mistake in code throws a plain Error");
    return (error as Error).message;
  }
  assert.fail("nothing was thrown");
}

describe("defineTool", () => {
  it("returns a frozen tool with explicit annotations, false where not given", () => {
    const tool = defineTool("note", { name: "note_read", description: "Reads.", input, run });
    assert.equal(tool.toolkit, "note");
    assert.equal(tool.name, "note_read");
    assert.equal(tool.description, "Reads.");
    assert.equal(tool.input, input);
    assert.deepEqual(tool.annotations, { readOnly: false, destructive: false });
    assert.ok(Object.isFrozen(tool));
    assert.ok(Object.isFrozen(tool.annotations));
    const deleting = defineTool("note", {
      name: "note_delete",
      description: "Deletes.",
      input,
      annotations: { destructive: true },
      run,
    });
    assert.deepEqual(deleting.annotations, { readOnly: false, destructive: true });
  });

  it("throws for a tool name that is not lower snake case, suggesting one", () => {
    const cases: [string, string][] = [
      ["noteWrite", "note_write"],
      ["Note-Write", "note_write"],
      ["note write", "note_write"],
      ["note__write", "note_write"],
      ["_note", "note"],
      ["2fa_check", "fa_check"],
      ["", "note_write"],
    ];
    for (const [name, like] of cases) {
      assert.equal(
        mistake(() => defineTool("note", { name, description: "d", input, run })),
        `tool ${
          JSON.stringify(name)
        } in toolkit "note": a tool name is lower snake case, like "${like}"`,
      );
    }
  });

  it("takes a name of 64 characters and throws for a longer one", () => {
    const name = `n${"_x".repeat(31)}a`;
    assert.equal(name.length, 64);
    assert.equal(defineTool("note", { name, description: "d", input, run }).name, name);
    assert.equal(
      mistake(() => defineTool("note", { name: `${name}b`, description: "d", input, run })),
      `tool "${name}b" in toolkit "note": a tool name has at most 64 characters; this one has 65`,
    );
  });

  it("throws for a toolkit name that is not lower snake case", () => {
    assert.equal(
      mistake(() => defineTool("Notes", { name: "note_read", description: "d", input, run })),
      'tool "note_read" in toolkit "Notes": a toolkit name is lower snake case, like "notes"',
    );
  });

  it("throws for a tool both readOnly and destructive", () => {
    assert.equal(
      mistake(() =>
        defineTool("note", {
          name: "note_read",
          description: "d",
          input,
          annotations: { readOnly: true, destructive: true },
          run,
        })
      ),
      'tool "note_read" in toolkit "note": a tool cannot be both readOnly and destructive; keep one',
    );
  });

  it("throws for an annotation it does not know or a value that is no boolean, naming the right one", () => {
    const define = (annotations: unknown) => () =>
      defineTool("note", {
        name: "note_read",
        description: "d",
        input,
        annotations: annotations as { readOnly?: boolean },
        run,
      });
    const at = 'tool "note_read" in toolkit "note": ';
    assert.equal(
      mistake(define({ readonly: true })),
      `${at}annotations has no "readonly"; write readOnly`,
    );
    assert.equal(
      mistake(define({ Destructive: true })),
      `${at}annotations has no "Destructive"; write destructive`,
    );
    assert.equal(
      mistake(define({ idempotent: true })),
      `${at}annotations has no "idempotent"; it takes readOnly and destructive`,
    );
    assert.equal(
      mistake(define({ readOnly: "yes" })),
      `${at}annotations.readOnly is string; write true or false`,
    );
    assert.equal(
      mistake(define({ destructive: 1 })),
      `${at}annotations.destructive is number; write true or false`,
    );
    assert.equal(
      mistake(define("readOnly")),
      `${at}annotations is no plain object; write one, like { readOnly: true }`,
    );
    // What an object holds through its prototype is no annotation of its own.
    for (
      const inherited of [
        Object.create({ readOnly: "yes" }),
        new (class {
          get destructive() {
            return 1;
          }
        })(),
      ]
    ) {
      assert.equal(
        mistake(define(inherited)),
        `${at}annotations is no plain object; write one, like { readOnly: true }`,
      );
    }
    // Left out, undefined and null all count as false.
    assert.deepEqual(define({ readOnly: null, destructive: undefined })().annotations, {
      readOnly: false,
      destructive: false,
    });
    assert.deepEqual(define(null)().annotations, { readOnly: false, destructive: false });
  });

  it("throws for an empty description, a run that is no function, or an input that is no object", () => {
    assert.equal(
      mistake(() => defineTool("note", { name: "note_read", description: " ", input, run })),
      'tool "note_read" in toolkit "note": the description is empty; tell the model what the tool does',
    );
    assert.equal(
      mistake(() =>
        defineTool("note", {
          name: "note_read",
          description: "d",
          input,
          run: undefined as unknown as typeof run,
        })
      ),
      'tool "note_read" in toolkit "note": run is not a function',
    );
    assert.equal(
      mistake(() =>
        defineTool("note", {
          name: "note_read",
          description: "d",
          input: z.string() as unknown as typeof input,
          run,
        })
      ),
      'tool "note_read" in toolkit "note": the input is not a zod object; write it as z.object({ ... })',
    );
  });

  it("throws for an input the listing cannot describe, naming tool, toolkit and field", () => {
    assert.equal(
      mistake(() =>
        defineTool("note", {
          name: "note_tag",
          description: "d",
          input: z.object({ tag: z.object({ value: z.unknown() }) }),
          run,
        })
      ),
      'tool "note_tag" in toolkit "note": field "tag.value" is z.unknown(), which has no one JSON ' +
        "type to list; for free-form JSON, take z.record(z.string(), a typed value) or a " +
        "z.string() of JSON",
    );
  });
});

describe("defineToolkit", () => {
  const read = defineTool("note", { name: "note_read", description: "d", input, run });
  const list = defineTool("note", { name: "note_list", description: "d", input, run });

  it("returns a frozen toolkit with its tools in the order given", () => {
    const toolkit = defineToolkit("note", [read, list]);
    assert.equal(toolkit.name, "note");
    assert.deepEqual(toolkit.tools, [read, list]);
    assert.ok(Object.isFrozen(toolkit));
    assert.ok(Object.isFrozen(toolkit.tools));
  });

  it("throws for a tool that names another toolkit", () => {
    const chat = defineTool("chat", { name: "chat_open", description: "d", input, run });
    assert.equal(
      mistake(() => defineToolkit("note", [read, chat])),
      'tool "chat_open" in toolkit "note": it belongs to toolkit "chat"; ' +
        'put it there, or define it with defineTool("note", ...)',
    );
  });

  it("throws for two tools with one name", () => {
    const again = defineTool("note", { name: "note_read", description: "again", input, run });
    assert.equal(
      mistake(() => defineToolkit("note", [read, again])),
      'toolkit "note" has two tools named "note_read"; rename one',
    );
  });

  it("throws for a toolkit name that is not lower snake case", () => {
    assert.equal(
      mistake(() => defineToolkit("noteKit", [])),
      'toolkit "noteKit": a toolkit name is lower snake case, like "note_kit"',
    );
  });

  it("throws for a tool that defineTool did not make", () => {
    const copy = { ...read } as Tool;
    assert.equal(
      mistake(() => defineToolkit("note", [copy])),
      'tool "note_read" in toolkit "note": it was not made by defineTool; ' +
        'define it with defineTool("note", ...)',
    );
  });
});

describe("field names and the dry run sentence", () => {
  it("name the revision and dry run fields, and tell a model a dry run is never needed for safety", () => {
    assert.equal(REVISION_FIELD, "revision");
    assert.equal(DRY_RUN_FIELD, "dry_run");
    assert.match(DRY_RUN_PREVIEW, /^A dry run is never needed for safety\b[^\n]*\.$/);
    assert.equal(DRY_RUN_PREVIEW.split(/[.!?](?:\s|$)/).filter(Boolean).length, 1);
  });
});
