import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import { defineTool } from "@adecore/agents/context";
import { MAX_EXAMPLES, readExamples } from "../../../context/definition/_examples.ts";

const input = z.object({
  id: z.int(),
  tags: z.array(z.string()).optional(),
  owner: z.object({ name: z.string().optional() }).optional(),
  note: z.string().nullable().optional(),
});
const tool = { name: "note_find", toolkit: "note" };
const AT = 'tool "note_find" in toolkit "note"';

/** The mistake readExamples names for these examples. */
function mistake(examples: unknown, schema: z.ZodObject = input): string {
  try {
    readExamples(examples, schema, tool, AT);
  } catch (error) {
    assert.equal((error as Error).constructor, Error);
    return (error as Error).message;
  }
  assert.fail("nothing was thrown");
}

describe("readExamples", () => {
  it("gives none where none are given, and copies of those given, frozen at every depth", () => {
    assert.equal(readExamples(undefined, input, tool, AT), undefined);
    const given = [{ id: 1 }, { id: 2, tags: ["a"], owner: { name: "Ada" }, note: null }];
    const examples = readExamples(given, input, tool, AT)!;
    assert.deepEqual(examples, given);
    assert.notEqual(examples[1], given[1]);
    assert.ok(Object.isFrozen(examples));
    assert.ok(Object.isFrozen(examples[1]!.tags));
    assert.ok(Object.isFrozen(examples[1]!.owner));
  });

  it("takes one to five, and names any other count or what is no array", () => {
    assert.equal(MAX_EXAMPLES, 5);
    assert.equal(readExamples(Array(5).fill({ id: 1 }), input, tool, AT)!.length, 5);
    assert.equal(
      mistake(Array(6).fill({ id: 1 })),
      `${AT}: examples has 6; give an array of 1 to 5 inputs`,
    );
    assert.equal(mistake([]), `${AT}: examples has 0; give an array of 1 to 5 inputs`);
    assert.equal(mistake({ id: 1 }), `${AT}: examples is object; give an array of 1 to 5 inputs`);
    assert.equal(mistake(null), `${AT}: examples is object; give an array of 1 to 5 inputs`);
  });

  it("names by its index an example the check refuses, as the check words it", () => {
    assert.equal(
      mistake([{ id: 1 }, { id: "2" }]),
      `${AT}: example 1: id: must be an integer, not "2"; send 2 without quotes`,
    );
    assert.equal(
      mistake([{ id: 1, tgs: [] }]),
      `${AT}: example 0: unknown field tgs (did you mean tags?)`,
    );
    assert.equal(
      mistake([{ id: 1, owner: { nme: "Ada" } }]),
      `${AT}: example 0: owner: unknown field nme (did you mean name?)`,
    );
    assert.equal(mistake([{}]), `${AT}: example 0: id: missing, expected integer`);
    assert.equal(
      mistake([7]),
      `${AT}: example 0: the arguments must be an object of fields, not a number`,
    );
  });

  it("names a null for a field left out, which only the check's leniency takes", () => {
    assert.equal(
      mistake([{ id: 1, tags: null }]),
      `${AT}: example 0: field tags holds null, which the check reads as left out; ` +
        "leave the field out of the example",
    );
    assert.equal(
      mistake([{ id: 1 }, { id: 2, owner: { name: null } }]),
      `${AT}: example 1: field owner.name holds null, which the check reads as left out; ` +
        "leave the field out of the example",
    );
  });

  it("names what JSON cannot hold, with its place", () => {
    assert.equal(
      mistake([{ id: 1, tags: [new Date(0)] }]),
      `${AT}: example 0 is no plain JSON at tags.0: a Date, which JSON cannot hold`,
    );
    assert.equal(
      mistake([{ id: 1n }]),
      `${AT}: example 0 is no plain JSON at id: a bigint, which JSON cannot hold`,
    );
    assert.equal(
      mistake([() => ({ id: 1 })]),
      `${AT}: example 0 is no plain JSON: a function, which JSON cannot hold`,
    );
  });

  it("names an example it could not read, with what the read threw as the cause", () => {
    const boom = new Error("boom");
    const example = {
      get id() {
        throw boom;
      },
    };
    try {
      readExamples([example], input, tool, AT);
      assert.fail("nothing was thrown");
    } catch (error) {
      assert.match(
        (error as Error).message,
        /^tool "note_find" in toolkit "note": example 0 is no plain JSON at id: /,
      );
      assert.equal((error as Error).cause, boom);
    }
  });

  it("takes no example for an input with asynchronous checks", () => {
    const waits = z.object({ id: z.int().refine((id) => Promise.resolve(id > 0)) });
    assert.equal(
      mistake([{ id: 1 }], waits),
      `${AT}: example 0: an input with asynchronous checks takes no examples, which are ` +
        "checked when the tool is defined; leave examples out",
    );
  });

  it("is read when a tool is defined", () => {
    const defined = defineTool("note", {
      name: "note_find",
      description: "Finds.",
      input,
      examples: [{ id: 1, tags: ["x"] }],
      run: () => [],
    });
    assert.deepEqual(defined.examples, [{ id: 1, tags: ["x"] }]);
    const plain = defineTool("note", { name: "note_find", description: "d", input, run: () => [] });
    assert.ok(!("examples" in plain));
    assert.throws(
      () =>
        defineTool("note", {
          name: "note_find",
          description: "Finds.",
          input,
          examples: [{ id: 1.5 }],
          run: () => [],
        }),
      { message: `${AT}: example 0: id: must be an integer, not 1.5` },
    );
  });
});
