import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, defineToolkit, type Tool } from "@adecore/agents/context";
import { mistake } from "../mistake.ts";

const input = z.object({ id: z.number() });
const run = () => ["ok"];

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
    // Nothing or a thing of no name is named by an empty name, never a TypeError.
    for (const none of [null, {}]) {
      assert.equal(
        mistake(() => defineToolkit("note", [none as unknown as Tool])),
        'tool "" in toolkit "note": it was not made by defineTool; define it with defineTool("note", ...)',
      );
    }
  });

  it("defers its tools only when asked", () => {
    assert.equal(defineToolkit("note", [read]).deferred, false);
    assert.equal(defineToolkit("note", [read], {}).deferred, false);
    assert.equal(defineToolkit("note", [read], { deferred: undefined }).deferred, false);
    assert.equal(defineToolkit("note", [read], { deferred: false }).deferred, false);
    assert.equal(defineToolkit("note", [read], { deferred: true }).deferred, true);
    assert.ok(Object.isFrozen(defineToolkit("note", [read], { deferred: true })));
  });

  it("names an option it does not take, and a deferred that is no boolean", () => {
    assert.equal(
      mistake(() => defineToolkit("note", [read], { deferred: "yes" } as never)),
      'toolkit "note": deferred is string; give true or false',
    );
    assert.equal(
      mistake(() => defineToolkit("note", [read], { defer: true } as never)),
      'toolkit "note": there is no option "defer"; the options are deferred',
    );
    assert.equal(
      mistake(() => defineToolkit("note", [read], true as never)),
      'toolkit "note": the options are no object; give one, like { deferred: true }',
    );
  });
});
