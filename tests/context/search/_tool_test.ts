import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z, type ZodObject } from "zod";
import { defineTool, type Tool, toolInputSchema } from "@adecore/agents/context";
import { exactInputSchema } from "@adecore/agents/listings";
import { readSearch, searchToolOf, withSearch } from "../../../context/search/_tool.ts";
import { isMade } from "../../../context/definition/_made.ts";

const note = defineTool("note", {
  name: "note_read",
  title: "Read note",
  description: "Reads a note! Then more.",
  input: z.object({}),
  run: () => [],
});
const bare = defineTool("note", {
  name: "note_list",
  description: "Lists the notes, e.g. by date.\nNewest first.",
  input: z.object({}),
  run: () => [],
});

const SEARCH = { name: "tool_search", limit: 3, rank: undefined };

/** The search tool's rows of an answer. */
function rowsOf(tool: Tool<ZodObject, never>): (answer: { tools: string[] }) => readonly string[] {
  return tool.rows as unknown as (answer: { tools: string[] }) => readonly string[];
}

describe("readSearch", () => {
  it("gives none unless asked, and tool_search naming five tools unless told", () => {
    assert.equal(readSearch(undefined), undefined);
    assert.equal(readSearch(false), undefined);
    const rank = () => [];
    assert.deepEqual(readSearch(true), { name: "tool_search", limit: 5, rank: undefined });
    assert.deepEqual(readSearch({}), { name: "tool_search", limit: 5, rank: undefined });
    assert.deepEqual(readSearch({ name: "find_tools", limit: 20, rank }), {
      name: "find_tools",
      limit: 20,
      rank,
    });
    assert.deepEqual(readSearch({ limit: 1 }), { name: "tool_search", limit: 1, rank: undefined });
  });

  it("names an option that is no object, and an unknown one", () => {
    for (const given of [null, [], 5]) {
      assert.throws(() => readSearch(given), /^Error: createToolRegistry: the option search is /);
    }
  });
});

describe("searchToolOf", () => {
  const tool = searchToolOf(
    SEARCH,
    (name) => name === "note_read" ? note : bare,
  );

  it("takes a query and a limit up to its own, and runs only with a registry's search", () => {
    const listing = toolInputSchema(tool.input);
    assert.deepEqual(listing.required, ["query"]);
    assert.equal(exactInputSchema(tool.input).properties!.limit!.maximum, 3);
    assert.equal(listing.properties.limit!.description, "How many tools at most; 3 unless given");
    assert.equal(
      listing.properties.query!.description,
      'The task, in a few words, as you would ask for it: "delete a note"',
    );
    assert.throws(() => tool.run({ query: "x" } as never, {} as never), {
      message: "tool_search: a registry runs its search tool with its own tools",
    });
  });

  it("writes a row per tool: its name, its title, its description's first sentence", () => {
    const rows = rowsOf(tool);
    assert.deepEqual(rows({ tools: ["note_read", "note_list"] }), [
      "tool\tnote_read\tRead note\tReads a note!",
      "tool\tnote_list\t\tLists the notes, e.g. by date.",
    ]);
    const spaced = defineTool("note", {
      name: "note_spaced",
      description: "  Reads.  Then more.",
      input: z.object({}),
      run: () => [],
    });
    assert.deepEqual(
      rowsOf(searchToolOf(SEARCH, () => spaced))({
        tools: ["note_spaced"],
      }),
      ["tool\tnote_spaced\t\tReads."],
    );
    const long = defineTool("note", {
      name: "note_long",
      description: `${"a".repeat(300)}. B.`,
      input: z.object({}),
      run: () => [],
    });
    const cut = rowsOf(searchToolOf(SEARCH, () => long));
    assert.deepEqual(cut({ tools: ["note_long"] }), [
      `tool\tnote_long\t\t${"a".repeat(239)}\u2026`,
    ]);
    const edge = defineTool("note", {
      name: "note_edge",
      description: `${"a".repeat(239)}.`,
      input: z.object({}),
      run: () => [],
    });
    const whole = rowsOf(searchToolOf(SEARCH, () => edge));
    assert.deepEqual(whole({ tools: ["note_edge"] }), [`tool\tnote_edge\t\t${"a".repeat(239)}.`]);
    assert.deepEqual(rows({ tools: [] }), [
      "none\tno tool fits those words; say the task in other words",
    ]);
  });
});

describe("withSearch", () => {
  it("answers with the search given, at the limit asked or its own", () => {
    const tool = searchToolOf(SEARCH, () => note);
    const asked: [string, number][] = [];
    const own = withSearch(tool, SEARCH, (query, limit) => (asked.push([query, limit]), [note]), [
      note,
    ]);
    assert.deepEqual(own.run({ query: "read" } as never, {} as never), { tools: ["note_read"] });
    assert.deepEqual(own.run({ query: "x", limit: 1 } as never, {} as never), {
      tools: ["note_read"],
    });
    assert.deepEqual(asked, [["read", 3], ["x", 1]]);
    assert.ok(Object.isFrozen(own));
    assert.equal(own.input, tool.input);
  });

  it("marks the search tool and each view's copy of it, so adapters tell it apart", () => {
    const tool = searchToolOf(SEARCH, () => note);
    assert.ok(isMade("search", tool));
    assert.ok(isMade("search", withSearch(tool, SEARCH, () => [], [note])));
    const ranked = { ...SEARCH, rank: () => [] };
    assert.ok(isMade("search", withSearch(tool, ranked, () => [], [note])));
    assert.ok(!isMade("search", note));
  });
});

describe("withSearch with a host's ranking", () => {
  const toolNamed = (name: string) =>
    defineTool("kit", { name, description: "d", input: z.object({}), run: () => [] });
  /** The names the search tool answers, the package's ranking and the host's given. */
  async function fusedOf(ours: string[], theirs: unknown[], limit = 20): Promise<string[]> {
    const names = [...new Set([...ours, ...theirs.filter((name) => typeof name === "string")])];
    const tools = (names as string[]).map(toolNamed);
    const byName = new Map(tools.map((each) => [each.name, each]));
    const options = { name: "tool_search", limit, rank: () => theirs as string[] };
    const tool = withSearch(
      searchToolOf(options, () => tools[0]!),
      options,
      () => ours.map((name) => byName.get(name)!),
      tools,
    );
    return ((await tool.run({ query: "q" } as never, {} as never)) as { tools: string[] }).tools;
  }

  it("orders by the sum of 1 / (61 + place) in each ranking, ties by name", async () => {
    assert.deepEqual(await fusedOf(["kit_a", "kit_b", "kit_c"], ["kit_c", "kit_b", "kit_a"]), [
      "kit_a",
      "kit_c",
      "kit_b",
    ]);
    assert.deepEqual(await fusedOf(["kit_c", "kit_b", "kit_a"], ["kit_a", "kit_b", "kit_c"]), [
      "kit_a",
      "kit_c",
      "kit_b",
    ]);
    // First and fourteenth against fourth and tenth: 1/61 + 1/74 < 1/64 + 1/70.
    const ours = ["kit_x", "kit_p1", "kit_p2", "kit_y"];
    const theirs = Array.from({ length: 14 }, (_, i) => `kit_q${i}`);
    theirs[9] = "kit_y";
    theirs[13] = "kit_x";
    const found = await fusedOf(ours, theirs);
    assert.ok(found.indexOf("kit_y") < found.indexOf("kit_x"), found.join());
  });

  it("counts a name once per ranking, and leaves out what the registry does not hold", async () => {
    assert.deepEqual(await fusedOf(["kit_a"], ["kit_b", "kit_b", "kit_b"]), ["kit_a", "kit_b"]);
    assert.deepEqual(await fusedOf(["kit_a", "kit_b"], [7, null, "kit_b"], 1), ["kit_b"]);
  });
});
