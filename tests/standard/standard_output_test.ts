// What an SDK sees of a tool's output through standardOutputSchema: the
// package's output check as Standard Schema's validate, the output listing
// as Standard JSON Schema in both the targets SDKs ask for.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, toolOutputSchema } from "@adecore/agents/context";
import { standardOutputSchema } from "@adecore/agents/standard";

const output = z.object({
  id: z.int(),
  pair: z.tuple([z.string(), z.int()]),
  tags: z.array(z.string()).default([]),
});
const noteRead = defineTool("note", {
  name: "note_read",
  description: "Reads a note.",
  input: z.object({ id: z.int() }),
  output,
  run: (input) => ({ id: input.id, pair: ["a", 1] as [string, number] }),
});

describe("standardOutputSchema", () => {
  const schema = standardOutputSchema(noteRead)["~standard"];

  it("validates with the package's output check: defaults filled, unknown keys left out", () => {
    assert.equal(schema.vendor, "@adecore/agents");
    assert.deepEqual(schema.validate({ id: 1, pair: ["a", 1], internal: true }), {
      value: { id: 1, pair: ["a", 1], tags: [] },
    });
    assert.deepEqual(schema.validate({ id: "1", pair: ["a", 1] }), {
      issues: [{
        message: 'tool "note_read" in toolkit "note": run answered what its output does not ' +
          'take: id: must be an integer, not "1"; return what the output declares',
      }],
    });
  });

  it("answers with a promise for an output with asynchronous checks", async () => {
    const checked = defineTool("note", {
      name: "note_check",
      description: "Checks.",
      input: z.object({}),
      output: z.object({ id: z.int().refine((id) => Promise.resolve(id > 0)) }),
      run: () => ({ id: 1 }),
    });
    const { validate } = standardOutputSchema(checked)["~standard"];
    const answered = validate({ id: 1 });
    assert.ok(answered instanceof Promise);
    assert.deepEqual(await answered, { value: { id: 1 } });
    assert.match(
      ((await validate({ id: 0 })) as { issues: { message: string }[] }).issues[0]!.message,
      /^tool "note_check" in toolkit "note": run answered what its output does not take: id: /,
    );
  });

  it("names the tool before what the output's own check threw, whatever it threw", () => {
    const throwing = (thrown: unknown) =>
      standardOutputSchema(defineTool("note", {
        name: "note_read",
        description: "Reads a note.",
        input: z.object({}),
        output: z.object({
          id: z.int().refine(() => {
            throw thrown;
          }),
        }),
        run: () => ({ id: 1 }),
      }))["~standard"].validate({ id: 1 });
    const at = 'tool "note_read" in toolkit "note"';
    assert.deepEqual(throwing(new Error("the author's own")), {
      issues: [{ message: `${at}: the output's check threw: the author's own` }],
    });
    assert.deepEqual(throwing("a text"), {
      issues: [{ message: `${at}: the output's check threw: a text` }],
    });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    assert.deepEqual(throwing(proxy), {
      issues: [{ message: `${at}: the output's check threw what cannot be read` }],
    });
  });

  it("lists the output listing as input and output, in 2020-12 and as draft-07 writes a tuple", () => {
    const listed = toolOutputSchema(output);
    for (const side of ["input", "output"] as const) {
      const written = schema.jsonSchema[side]({ target: "draft-2020-12" });
      assert.deepEqual(written, listed);
      assert.notEqual(written, listed, "a copy of its own");
      assert.deepEqual(schema.jsonSchema[side]({ target: "draft-07" }), {
        type: "object",
        properties: {
          id: { type: "integer" },
          pair: {
            type: "array",
            minItems: 2,
            maxItems: 2,
            items: [{ type: "string" }, { type: "integer" }],
            additionalItems: false,
          },
          tags: { type: "array", default: [], items: { type: "string" } },
        },
        required: ["id", "pair", "tags"],
        additionalProperties: false,
      });
    }
    assert.throws(() => schema.jsonSchema.output({ target: "openapi-3.0" }), {
      message: 'tool "note_read" in toolkit "note": no listing for the JSON Schema target ' +
        '"openapi-3.0"; ask for "draft-2020-12" or "draft-07"',
    });
  });

  it("writes draft-07's tuples at every depth: in arrays, records, unions and objects", () => {
    const tuple = (item: object) => ({
      type: "array",
      minItems: 1,
      maxItems: 1,
      items: [item],
      additionalItems: false,
    });
    const deep = defineTool("note", {
      name: "note_deep",
      description: "Deep.",
      input: z.object({}),
      output: z.object({
        nested: z.array(z.tuple([z.string()])),
        rest: z.tuple([z.string()], z.int()),
        map: z.record(z.string(), z.tuple([z.boolean()])),
        either: z.union([z.tuple([z.int()]), z.string()]),
        inner: z.object({ pair: z.tuple([z.int()]) }).optional(),
      }),
      run: () => ({ nested: [], rest: ["a"] as [string], map: {}, either: "a" }),
    });
    const { output: list } = standardOutputSchema(deep)["~standard"].jsonSchema;
    assert.deepEqual(list({ target: "draft-07" }), {
      type: "object",
      properties: {
        nested: { type: "array", items: tuple({ type: "string" }) },
        rest: {
          type: "array",
          minItems: 1,
          items: [{ type: "string" }],
          additionalItems: { type: "integer" },
        },
        map: {
          type: "object",
          additionalProperties: tuple({ type: "boolean" }),
          propertyNames: { type: "string" },
        },
        either: { anyOf: [tuple({ type: "integer" }), { type: "string" }] },
        inner: {
          type: "object",
          properties: { pair: tuple({ type: "integer" }) },
          required: ["pair"],
          additionalProperties: false,
        },
      },
      required: ["nested", "rest", "map", "either"],
      additionalProperties: false,
    });
  });

  it("is made once per tool, frozen, and only for a tool with an output defineTool made", () => {
    assert.equal(standardOutputSchema(noteRead), standardOutputSchema(noteRead));
    assert.ok(Object.isFrozen(standardOutputSchema(noteRead)["~standard"]));
    const plain = defineTool("note", {
      name: "note_list",
      description: "Lists.",
      input: z.object({}),
      run: () => [],
    });
    assert.throws(() => standardOutputSchema(plain as never), {
      message: 'tool "note_list" in toolkit "note": it has no output; give it one, or list it ' +
        "without an output schema",
    });
    assert.throws(() => standardOutputSchema({ ...noteRead }), {
      message: /^tool "note_read" in toolkit "note": it was not made by defineTool/,
    });
  });
});
