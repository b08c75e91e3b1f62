import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import {
  createFoundTools,
  createToolRegistry,
  defineTool,
  defineToolkit,
} from "@adecore/agents/context";

const input = z.object({});
const tool = (name: string, description: string) =>
  defineTool(name.split("_")[0]!, { name, description, input, run: () => [] });
const registry = createToolRegistry([
  defineToolkit("note", [tool("note_list", "Lists notes."), tool("note_read", "Reads a note.")]),
  defineToolkit("mail", [tool("mail_send", "Sends a mail."), tool("mail_read", "Reads mail.")], {
    deferred: true,
  }),
], { search: true });
const names = (tools: readonly { name: string }[]) => tools.map((each) => each.name);

describe("createFoundTools", () => {
  it("lists what the registry lists up front, the same array until a search finds more", () => {
    const session = createFoundTools(registry);
    assert.equal(session.tools, registry.listed);
    assert.deepEqual(names(session.tools), ["note_list", "note_read", "tool_search"]);
    assert.equal(session.add(registry.search("list notes")), false);
    assert.equal(session.add([]), false);
    assert.equal(session.tools, registry.listed);
  });

  it("grows by the tools found, or their names, in the registry's order, and says when", () => {
    const session = createFoundTools(registry);
    assert.equal(session.add(["mail_read"]), true);
    assert.deepEqual(names(session.tools), ["note_list", "note_read", "mail_read", "tool_search"]);
    const before = session.tools;
    assert.ok(Object.isFrozen(before));
    assert.equal(session.add(registry.search("send a mail", { limit: 1 })), true);
    assert.deepEqual(names(session.tools), [
      "note_list",
      "note_read",
      "mail_send",
      "mail_read",
      "tool_search",
    ]);
    assert.equal(session.add(["mail_send", "mail_read"]), false);
    assert.notEqual(session.tools, before);
    // Each session its own list.
    assert.deepEqual(names(createFoundTools(registry).tools), names(registry.listed));
  });

  it("keeps to a selection, and names a tool the registry does not hold", () => {
    const view = registry.select(["note_list", "mail_send"]);
    const session = createFoundTools(view);
    assert.deepEqual(names(session.tools), ["note_list", "tool_search"]);
    assert.throws(() => session.add(["mail_read"]), {
      message: "createFoundTools: mail_read is no tool of the registry; add what its search found",
    });
    assert.throws(() => session.add([registry.tools[3]!]), {
      message: "createFoundTools: mail_read is no tool of the registry; add what its search found",
    });
    assert.throws(() => session.add([null as never]), {
      message: "createFoundTools: undefined is no tool of the registry; add what its search found",
    });
    assert.equal(session.add(view.search("send mail")), true);
    assert.deepEqual(names(session.tools), ["note_list", "mail_send", "tool_search"]);
  });
});
