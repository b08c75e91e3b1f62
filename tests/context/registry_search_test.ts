import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  ApprovalRequired,
  createApprovals,
  createToolRegistry,
  defineTool,
  defineToolkit,
  type ToolCallEvent,
  type ToolRefusal,
} from "@adecore/agents/context";
import { toolInputSchema } from "@adecore/agents/context";
import { KEY } from "./approval/bank.ts";

const empty = z.object({});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return await promise.then(() => assert.fail("the call succeeded"), (error: unknown) => error);
}

describe("registry.search", () => {
  const kit = (name: string, tools: [string, string][]) =>
    defineToolkit(
      name,
      tools.map(([tool, description]) =>
        defineTool(name, { name: tool, description, input: empty, run: () => [] })
      ),
    );
  const registry = createToolRegistry([
    kit("note", [["note_delete", "Deletes a note."], ["note_list", "Lists the notes."]]),
    kit("mail", [["mail_delete", "Deletes a mail."], ["mail_send", "Sends a mail."]]),
  ]);

  it("gives the registry's own tools, best first, five unless told, in the toolkits asked", () => {
    const found = registry.search("remove the note");
    assert.deepEqual(found.map((tool) => tool.name), ["note_delete", "note_list", "mail_delete"]);
    assert.equal(found[0], registry.tools[0]);
    assert.ok(Object.isFrozen(found));
    assert.deepEqual(registry.search("delete a mail", { limit: 1 }).map((tool) => tool.name), [
      "mail_delete",
    ]);
    assert.deepEqual(
      registry.search("delete", { toolkits: ["note"] }).map((tool) => tool.name),
      ["note_delete"],
    );
    assert.deepEqual(registry.search("zebra"), []);
  });

  it("reads a value in the task as the thing a tool's field takes, and leaves out what it quotes", () => {
    const files = createToolRegistry([
      defineToolkit("files", [
        defineTool("files", {
          name: "files_read",
          description: "Reads a file.",
          input: z.object({ path: z.string() }),
          run: () => [],
        }),
        defineTool("files", {
          name: "files_list",
          description: "Lists what a directory holds.",
          input: z.object({ path: z.string() }),
          run: () => [],
        }),
      ]),
      defineToolkit("api", [
        defineTool("api", {
          name: "api_get",
          description: "Gets what an API answers.",
          input: z.object({ url: z.string() }),
          run: () => [],
        }),
        defineTool("api", {
          name: "api_delete_issue",
          description: "Deletes an issue.",
          input: z.object({ key: z.string() }),
          run: () => [],
        }),
        defineTool("api", {
          name: "api_create_issue",
          description: "Creates an issue.",
          input: z.object({ title: z.string() }),
          run: () => [],
        }),
      ]),
    ]);
    const first = (task: string) => files.search(task)[0]?.name;
    // "app" and "api" in a path are no words of the task.
    assert.equal(first("what is in /srv/api/app.log?"), "files_read");
    assert.equal(first("what is in ~/code/api?"), "files_list");
    assert.equal(first("get https://example.com/app"), "api_get");
    assert.equal(first("get PAY-12"), "api_delete_issue");
    assert.equal(first("open an issue titled 'Delete the old API'"), "api_create_issue");
  });

  it("orders tools that fit alike by name", () => {
    // Names of one word each: the same length, so the same score for "ping".
    const twins = createToolRegistry([
      kit("twin", [["twin_beta", "Pings."], ["twin_gamma", "Pings."], ["twin_alpha", "Pings."]]),
    ]);
    assert.deepEqual(twins.search("ping").map((tool) => tool.name), [
      "twin_alpha",
      "twin_beta",
      "twin_gamma",
    ]);
  });

  it("finds in a selection only the tools it holds", () => {
    const mail = registry.select(["mail_send", "mail_delete"]);
    assert.deepEqual(mail.search("delete a note").map((tool) => tool.name), ["mail_delete"]);
    assert.throws(() => mail.search("delete", { toolkits: ["note"] }), {
      message: 'search: no toolkit is named "note" in this registry',
    });
  });

  it("names a query of no word, a limit out of range and an unknown toolkit", () => {
    for (const query of ["", " , ", "the of a", 5]) {
      assert.throws(
        () => registry.search(query as string),
        /^Error: search: the query .* has no word to search by; give the task, such as "delete a note"$/,
      );
    }
    for (const limit of [0, 21, 1.5, "5"]) {
      assert.throws(() => registry.search("delete", { limit: limit as number }), {
        message: `search: the limit is ${limit}; give a whole number from 1 to 20`,
      });
    }
    assert.deepEqual(registry.search("delete", { limit: 20 }).length, 2);
    assert.throws(() => registry.search("delete", { toolkits: "note" as never }), {
      message: 'search: toolkits is no array; give the toolkits\' names, like ["note"]',
    });
    assert.throws(() => registry.search("delete", { toolkits: ["notes"] }), {
      message: 'search: no toolkit is named "notes" in this registry',
    });
  });
});

describe("the search tool", () => {
  const notes = defineToolkit("note", [
    defineTool("note", {
      name: "note_delete",
      title: "Delete note",
      description: "Deletes a note for good. Its history goes too.",
      input: z.object({ id: z.int(), dry_run: z.boolean().optional() }),
      annotations: { destructive: true },
      approval: true,
      run: (input) => [`deleted\t${input.id}`],
    }),
    defineTool("note", {
      name: "note_list",
      description: "Lists the notes, newest first",
      input: empty,
      run: () => ["listed"],
    }),
  ]);
  const mail = defineToolkit("mail", [
    defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail\tto anyone.",
      input: z.object({ to: z.email() }),
      run: (input) => [`sent\t${input.to}`],
    }),
  ], { deferred: true });
  const approvals = createApprovals({ keys: [KEY], bind: () => "ada" });
  const registry = createToolRegistry([notes, mail], { search: true, approvals });

  it("comes last, listed, and finds the tools that fit with their titles and first sentences", async () => {
    assert.deepEqual(registry.tools.map((tool) => tool.name), [
      "note_delete",
      "note_list",
      "mail_send",
      "tool_search",
    ]);
    const tool = registry.tools[3]!;
    assert.equal(tool.title, "Search tools");
    assert.deepEqual(tool.annotations, {
      readOnly: true,
      destructive: false,
      idempotent: true,
      openWorld: false,
    });
    assert.deepEqual(Object.keys(toolInputSchema(tool.input).properties), ["query", "limit"]);
    assert.deepEqual(await registry.answer("tool_search", { query: "remove a note" }, {}), {
      rows: [
        "tool\tnote_delete\tDelete note\tDeletes a note for good.",
        "tool\tnote_list\t\tLists the notes, newest first",
      ],
      structured: { tools: ["note_delete", "note_list"] },
    });
    assert.deepEqual(await registry.run("tool_search", { query: "mail someone" }, {}), [
      "tool\tmail_send\t\tSends a mail to anyone.",
    ]);
    assert.deepEqual(await registry.run("tool_search", { query: "zebra" }, {}), [
      "none\tno tool fits those words; say the task in other words",
    ]);
    assert.deepEqual(
      await registry.runArguments("tool_search", '{"query":"delete a note","limit":1}', {}),
      ["tool\tnote_delete\tDelete note\tDeletes a note for good."],
    );
  });

  it("refuses a query of no word and a limit past its own as bad arguments", async () => {
    for (const query of ["", "the of a", " ,; "]) {
      const refusal = await rejection(registry.run("tool_search", { query }, {})) as ToolRefusal;
      assert.equal(refusal.code, "bad-arguments");
      assert.equal(
        refusal.message,
        'query: has no word to search by; give the task in a few words, such as "delete a note"',
      );
      assert.deepEqual(refusal.lines, ["fields\tquery\tlimit"]);
    }
    const limited = createToolRegistry([notes], { search: { limit: 2 }, approvals });
    const refusal = await rejection(
      limited.run("tool_search", { query: "note", limit: 3 }, {}),
    ) as ToolRefusal;
    assert.equal(refusal.message, "limit: must be at most 2, not 3");
    assert.deepEqual(
      (await limited.answer("tool_search", { query: "note" }, {})).structured,
      { tools: ["note_delete", "note_list"] },
    );
  });

  it("runs what it found only through the registry, with every check and the approval", async () => {
    const [found] = (await registry.answer("tool_search", { query: "send mail" }, {}))
      .structured!.tools as string[];
    assert.equal(found, "mail_send");
    const bad = await rejection(registry.run(found!, { to: "nobody" }, {})) as ToolRefusal;
    assert.equal(bad.code, "bad-arguments");
    assert.deepEqual(await registry.run(found!, { to: "a@b.co" }, {}), ["sent\ta@b.co"]);
    const asked = await rejection(registry.run("note_delete", { id: 1 }, {}));
    assert.ok(asked instanceof ApprovalRequired);
  });

  it("sees in a selection only the tools it holds, and stays in every selection", async () => {
    const reader = registry.select(["note_list", "tool_search"]);
    assert.deepEqual(reader.tools.map((tool) => tool.name), ["note_list", "tool_search"]);
    assert.deepEqual(registry.select(["note_list"]).tools.map((tool) => tool.name), [
      "note_list",
      "tool_search",
    ]);
    const asked: string[] = [];
    const picked = registry.select((tool) => (asked.push(tool.name), tool.name === "mail_send"));
    assert.deepEqual(asked, ["note_delete", "note_list", "mail_send"]);
    assert.deepEqual(picked.tools.map((tool) => tool.name), ["mail_send", "tool_search"]);
    assert.deepEqual(await reader.run("tool_search", { query: "delete a note" }, {}), [
      "tool\tnote_list\t\tLists the notes, newest first",
    ]);
    const unknown = await rejection(reader.run("note_delete", { id: 1 }, {})) as ToolRefusal;
    assert.deepEqual(unknown.lines, ["tools\tnote_list\ttool_search"]);
  });

  it("is named as the host asks, and heard of as any tool", async () => {
    const events: ToolCallEvent[] = [];
    const named = createToolRegistry([notes], {
      search: { name: "find_tools" },
      approvals,
      onCall: (event) => events.push(event),
    });
    assert.equal(named.tools.at(-1)!.name, "find_tools");
    await named.run("find_tools", { query: "list" }, {});
    assert.deepEqual(events.map((event) => [event.tool, event.outcome]), [
      ["find_tools", "answered"],
    ]);
    const refusal = await rejection(named.run("tool_search", { query: "list" }, {})) as ToolRefusal;
    assert.equal(refusal.code, "unknown-tool");
    const plain = createToolRegistry([notes], { search: false, approvals });
    assert.deepEqual(plain.tools.map((tool) => tool.name), ["note_delete", "note_list"]);
  });

  it("keeps the registry's deadline by its clock, where it holds no other tool", async () => {
    // A clock far from 0: a call timed from 0 would be past its deadline at once.
    const clock = { now: () => 1_000_000, setTimeout: () => 0, clearTimeout: () => {} };
    const alone = createToolRegistry([], { search: true, deadline: 1_000, clock });
    assert.deepEqual(alone.tools.map((tool) => tool.name), ["tool_search"]);
    assert.deepEqual(await alone.run("tool_search", { query: "anything" }, {}), [
      "none\tno tool fits those words; say the task in other words",
    ]);
  });

  it("names each mistake in its option", () => {
    const kit = (name: string) =>
      defineToolkit(name, [
        defineTool(name, { name: `${name}_x`, description: "d", input: empty, run: () => [] }),
      ]);
    const search = defineToolkit("note", [
      defineTool("note", { name: "tool_search", description: "d", input: empty, run: () => [] }),
    ]);
    const cases: [unknown, string, unknown[]?][] = [
      [
        true,
        "createToolRegistry: the search tool is named tool_search, as is a tool or toolkit of " +
        'toolkit "note"; name it otherwise, as { search: { name: "find_tools" } }',
        [search],
      ],
      [
        true,
        "createToolRegistry: the search tool is named tool_search, as is a tool or toolkit of " +
        'toolkit "tool_search"; name it otherwise, as { search: { name: "find_tools" } }',
        [kit("tool_search")],
      ],
      [
        "yes",
        "createToolRegistry: the option search is string; give true, or { name, limit, rank }",
      ],
      [
        { size: 3 },
        'createToolRegistry: the option search: there is no option "size"; the options are name, limit, rank',
      ],
      [
        { name: "Find" },
        'createToolRegistry: the option search name is lower snake case, like "find"',
      ],
    ];
    for (const limit of [0, 21, 1.5, "5"]) {
      cases.push([
        { limit },
        `createToolRegistry: the option search limit is ${limit}; give a whole number from 1 to 20`,
      ]);
    }
    for (const [search, message, kits = [kit("note")]] of cases) {
      assert.throws(() => createToolRegistry(kits as never, { search } as never), {
        name: "Error",
        message,
      });
    }
  });
});

describe("registry.listed", () => {
  const kit = (name: string, deferred: boolean) =>
    defineToolkit(name, [
      defineTool(name, { name: `${name}_a`, description: "d", input: empty, run: () => [] }),
      defineTool(name, { name: `${name}_b`, description: "d", input: empty, run: () => [] }),
    ], { deferred });

  it("is every tool where no toolkit is deferred", () => {
    const registry = createToolRegistry([kit("note", false)]);
    assert.equal(registry.listed, registry.tools);
    const view = registry.select(["note_a"]);
    assert.equal(view.listed, view.tools);
  });

  it("leaves out deferred toolkits' tools, and keeps the search tool", async () => {
    const registry = createToolRegistry([kit("note", false), kit("mail", true)], {
      search: true,
    });
    assert.deepEqual(registry.listed.map((tool) => tool.name), ["note_a", "note_b", "tool_search"]);
    assert.ok(Object.isFrozen(registry.listed));
    assert.equal(registry.listed, registry.listed);
    const view = registry.select(["note_b", "mail_a"]);
    assert.deepEqual(view.listed.map((tool) => tool.name), ["note_b", "tool_search"]);
    assert.deepEqual(view.tools.map((tool) => tool.name), ["note_b", "mail_a", "tool_search"]);
    // Deferred tools run as any other.
    assert.deepEqual(await registry.run("mail_b", {}, {}), []);
  });
});

describe("the search tool with a host's ranking", () => {
  const tool = (name: string, description: string) =>
    defineTool("doc", { name, description, input: empty, run: () => [] });
  const docs = defineToolkit("doc", [
    tool("doc_delete", "Deletes a document."),
    tool("doc_archive", "Moves a document to the archive."),
    tool("doc_share", "Shares a document with a person."),
  ]);

  it("fuses the host's ranking with the package's, by places, ties by name", async () => {
    const asked: [string, string[]][] = [];
    const registry = createToolRegistry([docs], {
      search: {
        // An embedding model would put archiving first for "put away".
        rank: (query, tools) => {
          asked.push([query, tools.map((each) => each.name)]);
          return ["doc_archive", "doc_gone", "doc_archive", 5, "doc_delete"] as string[];
        },
      },
    });
    const { structured } = await registry.answer(
      "tool_search",
      { query: "put away a document" },
      {},
    );
    assert.deepEqual(asked, [["put away a document", ["doc_delete", "doc_archive", "doc_share"]]]);
    // The package finds all three by "document"; the host's first comes first, its others after.
    assert.deepEqual(structured, { tools: ["doc_archive", "doc_delete", "doc_share"] });
    const one = await registry.answer(
      "tool_search",
      { query: "put away a document", limit: 1 },
      {},
    );
    assert.deepEqual(one.structured, { tools: ["doc_archive"] });
  });

  it("ranks within a selection only the tools it holds, and waits for a ranking that waits", async () => {
    const registry = createToolRegistry([docs], {
      search: {
        rank: (_query, tools) => Promise.resolve(["doc_share", ...tools.map((t) => t.name)]),
      },
    });
    const view = registry.select(["doc_delete"]);
    assert.deepEqual((await view.answer("tool_search", { query: "zebra" }, {})).structured, {
      tools: ["doc_delete"],
    });
  });

  it("fails the call with what the ranking throws, and names a ranking that gives no names", async () => {
    const boom = new Error("the embedding service is down");
    const failing = createToolRegistry([docs], {
      search: {
        rank: () => {
          throw boom;
        },
      },
    });
    assert.equal(await rejection(failing.run("tool_search", { query: "delete" }, {})), boom);
    const odd = createToolRegistry([docs], { search: { rank: () => "doc_delete" as never } });
    const mistake = await rejection(odd.run("tool_search", { query: "delete" }, {})) as Error;
    assert.equal(
      mistake.message,
      "createToolRegistry: the option search rank gave string; give the tools' names, best first",
    );
    assert.throws(() => createToolRegistry([docs], { search: { rank: "embed" as never } }), {
      message:
        "createToolRegistry: the option search rank is string; give a function of the query and the tools",
    });
  });
});
