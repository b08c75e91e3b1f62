import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import { defineTool, type Tool } from "@adecore/agents/context";
import { indexOf, rank } from "../../../context/search/_index.ts";
import { READS, type Task, taskOf, terms } from "../../../context/search/_words.ts";

function tool(name: string, description: string, input = z.object({}), title?: string) {
  return defineTool(name.split("_")[0]!, {
    name,
    description,
    input,
    ...(title === undefined ? {} : { title }),
    run: () => [],
  }) as unknown as Tool<z.ZodObject, never>;
}

/** The names found for a task among tools, best first. */
function found(tools: Tool<z.ZodObject, never>[], task: string, limit = 5): string[] {
  const name = (place: number) => tools[place]!.name;
  return rank(indexOf(tools), name, words(task), () => true, limit).map(name);
}

/** A task of the terms of a text alone: no question, no action. */
function words(text: string): Task {
  return { terms: terms(text), asks: false, action: undefined };
}

/** The names found for a task as a model phrases it. */
function taskFound(tools: Tool<z.ZodObject, never>[], task: string): string[] {
  const name = (place: number) => tools[place]!.name;
  return rank(indexOf(tools), name, taskOf(task, 64), () => true, 5).map(name);
}

describe("rank", () => {
  it("puts a tool whose name holds the word before one whose description does", () => {
    const tools = [
      tool("mail_send", "Sends mail; a note can be attached."),
      tool("note_write", "Writes text."),
    ];
    assert.deepEqual(found(tools, "note"), ["note_write", "mail_send"]);
  });

  it("counts a field's name and description, and a title", () => {
    const tools = [
      tool("doc_get", "Gets a document.", z.object({ revision: z.int().describe("The version") })),
      tool("doc_put", "Stores a document."),
      tool("doc_tag", "Tags a document.", z.object({}), "Label a document"),
    ];
    assert.deepEqual(found(tools, "revision"), ["doc_get"]);
    assert.deepEqual(found(tools, "version"), ["doc_get"]);
    assert.deepEqual(found(tools, "label"), ["doc_tag"]);
  });

  it("finds a tool by a form of its words, and by another word of one meaning", () => {
    const tools = [tool("note_delete", "Deletes a note."), tool("note_list", "Lists notes.")];
    assert.deepEqual(found(tools, "deleting notes")[0], "note_delete");
    assert.deepEqual(found(tools, "remove a note")[0], "note_delete");
    assert.deepEqual(found(tools, "enumerate")[0], "note_list");
  });

  it("breaks ties by name, keeps to what it holds and to the limit, and finds nothing for no word it knows", () => {
    const tools = [tool("b_ping", "Pings."), tool("a_ping", "Pings."), tool("c_ping", "Pings.")];
    assert.deepEqual(found(tools, "ping"), ["a_ping", "b_ping", "c_ping"]);
    assert.deepEqual(found(tools, "ping", 2), ["a_ping", "b_ping"]);
    const name = (place: number) => tools[place]!.name;
    assert.deepEqual(
      rank(indexOf(tools), name, words("ping"), (place) => place !== 1, 5).map(name),
      ["b_ping", "c_ping"],
    );
    assert.deepEqual(found(tools, "zebra"), []);
  });

  it("puts a tool of fewer words first, and a term few tools have above one many have", () => {
    const short = [
      tool("b_ping", "Pings."),
      tool("a_ping", "Pings a host, a port, a service, a network, a route and a zone."),
    ];
    assert.deepEqual(found(short, "ping"), ["b_ping", "a_ping"]);
    const rare = [
      tool("x_alpha", "Alpha."),
      tool("y_beta", "Beta."),
      tool("z_beta", "Beta."),
      tool("w_beta", "Beta."),
    ];
    assert.deepEqual(found(rare, "alpha beta")[0], "x_alpha");
  });

  it("counts a tool's toolkit once, and more where the task names it", () => {
    // The toolkit at the head of the name is the toolkit, not a word of the name.
    const index = indexOf([tool("web_fetch", "Fetches a page."), tool("web", "Browses.")]);
    assert.deepEqual(index.postings.get("web"), {
      places: Int32Array.of(0, 1),
      weights: Float64Array.of(1.5, 4.5),
    });
    assert.deepEqual(Array.from(index.kitOf, (kit) => index.kitNames[kit]), [["web"], ["web"]]);
    // name 2 terms x 3, toolkit 1.5, description 4 terms; name 3, toolkit 1.5, description 2.
    assert.deepEqual(index.lengths, [11.5, 6.5]);
    assert.equal(index.average, 9);
    // A toolkit's words as written, never the meanings they share.
    assert.deepEqual(indexOf([tool("mail_send", "Sends.")]).kitNames, [["mail"]]);
    const kits = [
      tool("jira_search", "Searches issues."),
      tool("linear_search", "Searches issues and their comments."),
      tool("linear_find", "Finds issues."),
    ];
    assert.deepEqual(found(kits, "search issues"), ["jira_search", "linear_search", "linear_find"]);
    assert.deepEqual(found(kits, "search Linear issues"), [
      "linear_search",
      "linear_find",
      "jira_search",
    ]);
  });

  it("reads the fields of a schema used in two places once", () => {
    const person = z.object({ name: z.string() });
    const index = indexOf([
      tool("mail_send", "Sends.", z.object({ sender: person, recipient: person })),
    ]);
    assert.deepEqual(index.postings.get("name"), {
      places: Int32Array.of(0),
      weights: Float64Array.of(1),
    });
  });

  it("reads the texts of a tool's examples, at any depth", () => {
    const examples = (name: string, given: { query: string; tags?: string[] }[]) =>
      defineTool("doc", {
        name,
        description: "Does something with a document.",
        input: z.object({ query: z.string(), tags: z.array(z.string()).optional() }),
        examples: given,
        run: () => [],
      }) as unknown as Tool<z.ZodObject, never>;
    const tools = [
      examples("doc_one", [{ query: "quarterly report" }]),
      examples("doc_two", [{ query: "x", tags: ["invoice"] }]),
    ];
    assert.deepEqual(found(tools, "quarterly"), ["doc_one"]);
    assert.deepEqual(found(tools, "invoices"), ["doc_two"]);
    // A null a nullable field holds, and numbers, are no text.
    const nullable = defineTool("doc", {
      name: "doc_three",
      description: "Does.",
      input: z.object({ note: z.string().nullable(), size: z.int() }),
      examples: [{ note: null, size: 3 }],
      run: () => [],
    }) as unknown as Tool<z.ZodObject, never>;
    // Its fields' words only: note, size and the meaning size shares.
    const base = indexOf([tool("doc_three", "Does.")]).lengths[0]!;
    assert.deepEqual(indexOf([nullable]).lengths, [base + 3]);
    assert.deepEqual(indexOf(tools).postings.get("quarterly"), {
      places: Int32Array.of(0),
      weights: Float64Array.of(0.5),
    });
  });

  it("keeps only the best, in order, however many tools fit", () => {
    // Scores fall with the place: each tool's description is one word longer.
    const tools = Array.from(
      { length: 30 },
      (_, i) => tool(`kit_t${String(i).padStart(2, "0")}`, `Pings${" and more".repeat(i)}.`),
    );
    const all = Array.from({ length: 30 }, (_, i) => `kit_t${String(i).padStart(2, "0")}`);
    assert.equal(indexOf(tools).average, indexOf(tools).lengths.reduce((a, b) => a + b) / 30);
    assert.deepEqual(found(tools, "ping", 20), all.slice(0, 20));
    assert.deepEqual(found(tools, "ping", 1), all.slice(0, 1));
    assert.deepEqual(found(tools.toReversed(), "ping", 3), all.slice(0, 3));
    // The norms of BM25, one per tool: longer tools, larger norms.
    const index = indexOf(tools);
    assert.equal(index.norms.length, 30);
    assert.ok(index.norms[0]! < index.norms[29]!);
    assert.ok(
      Math.abs(index.norms[0]! - 1.2 * (0.25 + 0.75 * index.lengths[0]! / index.average)) < 1e-12,
    );
  });

  it("weighs a term by how few tools have it, as BM25 does", () => {
    // A term one tool has counts more than one two tools have.
    const one = [tool("kit_a", "Beta."), tool("kit_b", "Beta gamma."), tool("kit_c", "Alpha.")];
    assert.deepEqual(found(one, "alpha beta"), ["kit_c", "kit_a", "kit_b"]);
    // How much more: with BM25's half a tool added to the count of those that have it.
    const three = [
      tool("kit_a", "Beta."),
      tool("kit_b", "Alpha alpha beta beta beta gamma."),
      tool("kit_c", "Alpha alpha alpha beta gamma gamma delta."),
    ];
    assert.deepEqual(found(three, "alpha beta"), ["kit_b", "kit_c", "kit_a"]);
  });

  it("puts first, of tools that fit alike, the one whose toolkit's other tools speak of the task", () => {
    const kits = (local: string, remote: string) => [
      tool(`${local}_branch`, "Creates a branch."),
      tool(`${local}_stage`, "Stages changes in a local clone."),
      tool(`${remote}_branch`, "Creates a branch."),
      tool(`${remote}_stage`, "Stages changes in a pull request."),
    ];
    // Whichever name comes first, the toolkit whose other tool speaks of a local clone does.
    for (const [local, remote] of [["alpha", "zeta"], ["zeta", "alpha"]]) {
      const branches = found(kits(local!, remote!), "create a branch in my local clone")
        .filter((name) => name.endsWith("_branch"));
      assert.deepEqual(branches, [`${local}_branch`, `${remote}_branch`]);
    }
  });

  it("numbers each tool's toolkit, and reads the words of a toolkit's tools as one text", () => {
    const tools = [
      tool("alpha_note", "Notes."),
      tool("zeta_note", "Notes a clone."),
      tool("alpha_list", "Lists."),
    ];
    const index = indexOf(tools);
    assert.deepEqual(Array.from(index.kitOf), [0, 1, 0]);
    assert.equal(index.kitNorms.length, 2);
    // "clone" only zeta has: zeta's toolkit fits best, and alpha's not at all.
    const name = (place: number) => tools[place]!.name;
    assert.deepEqual(rank(index, name, words("note clone"), () => true, 5).map(name), [
      "zeta_note",
      "alpha_note",
    ]);
  });

  it("counts a tool that only reads a fifth more for a question, by its author's word or its name", () => {
    const make = (name: string, readOnly?: boolean) =>
      defineTool("note", {
        name,
        description: "Notes.",
        input: z.object({}),
        ...(readOnly === undefined ? {} : { annotations: { readOnly } }),
        run: () => [],
      }) as unknown as Tool<z.ZodObject, never>;
    const tools = [make("note_create"), make("note_list"), make("note_dump", true)];
    assert.deepEqual(Array.from(indexOf(tools).reads), [0, 1, 1]);
    assert.deepEqual(found(tools, "notes"), ["note_dump", "note_create", "note_list"]);
    assert.deepEqual(taskFound(tools, "which notes"), ["note_dump", "note_list", "note_create"]);
    assert.deepEqual(taskFound(tools, "notes?"), ["note_dump", "note_list", "note_create"]);
    // The author's word comes before the name's.
    const said = [make("note_create"), make("note_list", false)];
    assert.deepEqual(Array.from(indexOf(said).reads), [0, 0]);
    assert.deepEqual(taskFound(said, "which notes"), ["note_create", "note_list"]);
  });

  it("weighs a toolkit's fit by its length, as a tool's, and a quarter more at most", () => {
    // Of two toolkits that say "clone" once, the one of fewer words fits better.
    const short = [
      tool("alpha_clone", "Clones."),
      tool("alpha_a", "Lists many notes of many kinds in many places."),
      tool("alpha_b", "Writes many notes of many kinds in many places."),
      tool("beta_clone", "Clones."),
    ];
    assert.deepEqual(found(short, "clone"), ["beta_clone", "alpha_clone"]);
    // A toolkit's length counts against the toolkits' mean, as a tool's against the tools'.
    const mean = [
      tool("alpha_t0", "Local copy clone note other."),
      tool("beta_t1", "Local note copy other."),
      tool("beta_t2", "Other list list branch thing thing."),
      tool("gamma_t3", "Branch list local note list."),
    ];
    assert.deepEqual(found(mean, "list clone"), ["alpha_t0", "beta_t2", "gamma_t3", "beta_t1"]);
    // A tool well ahead stays ahead of one whose toolkit fits best.
    const others = ["b", "c", "d", "e", "f", "g"].map((kit) => tool(`${kit}_x`, "Other things."));
    const ahead = [
      tool("alpha_a", "Clones."),
      tool("zeta_a", "Clones this and that thing."),
      tool("zeta_b", "Clone clone clone clone."),
      ...others,
    ];
    assert.deepEqual(found(ahead, "clone"), ["zeta_b", "alpha_a", "zeta_a"]);
  });

  it("counts a tool a tenth more whose name's first action is the task's", () => {
    const tools = [
      tool("note_fetch", "Notes."),
      tool("note_purge", "Notes."),
      tool("note_ticket", "Notes."),
    ];
    const name = (place: number) => tools[place]!.name;
    const index = indexOf(tools);
    assert.deepEqual(index.actions, [READS, "~delet", undefined]);
    const as = (action: string | undefined) =>
      rank(index, name, { ...words("note"), action }, () => true, 5).map(name);
    // A task that names no action counts none more, a tool that names none either.
    assert.deepEqual(as(undefined), ["note_fetch", "note_purge", "note_ticket"]);
    assert.deepEqual(as("~delet"), ["note_purge", "note_fetch", "note_ticket"]);
    assert.deepEqual(as(READS), ["note_fetch", "note_purge", "note_ticket"]);
    // As a task phrases it: "erase" is a delete.
    assert.deepEqual(taskFound(tools, "erase a note"), ["note_purge", "note_fetch", "note_ticket"]);
  });

  it("makes an index of no tools", () => {
    const index = indexOf([]);
    assert.deepEqual([index.lengths, index.average, index.postings.size], [[], 1, 0]);
    assert.deepEqual(index.norms, new Float64Array());
    assert.deepEqual([index.kitOf, index.kitNorms], [new Int32Array(), new Float64Array()]);
    assert.deepEqual(index.reads, new Uint8Array());
    assert.deepEqual(index.actions, []);
    assert.equal(index.kitPostings.size, 0);
  });
});
