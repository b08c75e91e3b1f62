// What an SDK sees of a tool through standardSchema: the package's check as
// Standard Schema's validate, its listing as Standard JSON Schema.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, toolInputSchema } from "@adecore/agents/context";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";
import { standardSchema } from "@adecore/agents/standard";

const noteWrite = defineTool("note", {
  name: "note_write",
  description: "Writes a note.",
  input: z.object({
    text: z.string().min(1).describe("The note text"),
    tags: z.array(z.string()).default([]),
    revision: z.int().optional(),
  }),
  run: (input) => [`note\t${input.text}`],
});

describe("standardSchema's validate", () => {
  const { validate } = standardSchema(noteWrite)["~standard"];

  it("gives the parsed input: nulls left out, defaults applied", () => {
    assert.deepEqual(validate({ text: "a", revision: null }), { value: { text: "a", tags: [] } });
    assert.deepEqual(validate(undefined), {
      issues: [{ message: "text: missing, expected string\nfields\ttext\ttags\trevision" }],
    });
  });

  it("fails with the refusal of input that throws when read, as one issue, never throwing", () => {
    const unreadable = {
      get text() {
        throw new Error("gone");
      },
    };
    assert.deepEqual(validate(unreadable), {
      issues: [{
        message: "field text could not be read (a getter or a proxy threw); send plain JSON\n" +
          "fields\ttext\ttags\trevision",
      }],
    });
  });

  it("fails with the whole refusal as one issue, for unknown fields at any depth and wrong types", () => {
    assert.deepEqual(validate({ txt: "a", revision: "2" }), {
      issues: [{
        message: 'text: missing, expected string; revision: must be an integer, not "2"; ' +
          "send 2 without quotes; unknown field txt (did you mean text?)\n" +
          "fields\ttext\ttags\trevision",
      }],
    });
  });

  it("answers with a promise for a schema with asynchronous checks, and throws what is no refusal", async () => {
    const failure = new RangeError("the store is down");
    const tool = defineTool("user", {
      name: "user_add",
      description: "Adds a user.",
      input: z.object({
        name: z.string().refine((name) => {
          if (name === "crash") return Promise.reject(failure);
          return Promise.resolve(name !== "root");
        }, "name is taken"),
      }),
      run: () => [],
    });
    const { validate } = standardSchema(tool)["~standard"];
    const taken = validate({ name: "root" });
    assert.ok(taken instanceof Promise);
    assert.deepEqual(await taken, { issues: [{ message: "name is taken\nfields\tname" }] });
    assert.deepEqual(await validate({ name: "ada" }), { value: { name: "ada" } });
    await assert.rejects(Promise.resolve(validate({ name: "crash" })), failure);
  });
});

describe("standardSchema's jsonSchema", () => {
  it("answers with the portable listing for the targets it is valid in, each answer a copy", () => {
    const { input } = standardSchema(noteWrite)["~standard"].jsonSchema;
    for (const target of ["draft-2020-12", "draft-07", "openapi-3.0"]) {
      const listed = input({ target });
      assert.deepEqual(listed, toolInputSchema(noteWrite.input));
      assert.ok(!Object.isFrozen(listed));
      (listed.properties as Record<string, unknown>).extra = {};
      assert.deepEqual(input({ target }), toolInputSchema(noteWrite.input));
    }
    assert.throws(() => input({ target: "draft-04" }), {
      message: 'tool "note_write" in toolkit "note": no listing for the JSON Schema target ' +
        '"draft-04"; ask for "draft-2020-12" or "draft-07" or "openapi-3.0"',
    });
  });

  it("answers with the listing it is told, and throws at once for one that cannot express the input", () => {
    const { input } = standardSchema(noteWrite, { listing: exactInputSchema })["~standard"]
      .jsonSchema;
    assert.deepEqual(input({ target: "draft-2020-12" }), exactInputSchema(noteWrite.input));
    assert.throws(() => input({ target: "openapi-3.0" }), /ask for "draft-2020-12" or "draft-07"/);
    const strict = standardSchema(noteWrite, { listing: strictInputSchema });
    assert.deepEqual(
      strict["~standard"].jsonSchema.input({ target: "draft-07" }),
      strictInputSchema(noteWrite.input),
    );
    const labels = defineTool("note", {
      name: "note_label",
      description: "Labels a note.",
      input: z.object({ labels: z.record(z.string(), z.string()) }),
      run: () => [],
    });
    for (const listing of [strictInputSchema, geminiParameters]) {
      assert.throws(() => standardSchema(labels, { listing }), {
        message: 'tool "note_label" in toolkit "note": the listing asked for cannot express its ' +
          "input; take toolInputSchema or exactInputSchema, which express every input defineTool takes",
      });
    }
    // A copy skips every check defineTool made of its schemas.
    assert.throws(() => standardSchema({ ...noteWrite }), {
      message: 'tool "note_write" in toolkit "note": it was not made by defineTool; ' +
        "define it with defineTool",
    });
  });

  it("names the tool when zod cannot write the output's JSON Schema", () => {
    const id = () => z.number().meta({ id: "Amount" });
    const tool = defineTool("pay", {
      name: "pay_send",
      description: "Sends money.",
      input: z.object({
        amount: z.string().transform(Number).pipe(id()),
        fee: z.string().transform(Number).pipe(id()),
      }),
      run: () => [],
    });
    const { input, output } = standardSchema(tool)["~standard"].jsonSchema;
    assert.equal(input({ target: "draft-07" }).type, "object");
    assert.throws(() => output({ target: "draft-07" }), (error: unknown) => {
      assert.ok(error instanceof Error);
      assert.match(
        error.message,
        /^tool "pay_send" in toolkit "pay": zod cannot write the JSON Schema of what run receives \(/,
      );
      // zod's own error, for the host's log.
      assert.ok(error.cause instanceof Error && error.message.includes(error.cause.message));
      return true;
    });
  });

  it("writes zod's JSON Schema of what the tool receives as the output", () => {
    const { output } = standardSchema(noteWrite)["~standard"].jsonSchema;
    const written = output({ target: "draft-2020-12" });
    assert.deepEqual(written.required, ["text", "tags"]);
    assert.notEqual(output({ target: "draft-2020-12" }), written);
    // In the target asked for, and for a target of no listing, the targets there are.
    assert.equal(written.$schema, "https://json-schema.org/draft/2020-12/schema");
    assert.equal(output({ target: "draft-07" }).$schema, "http://json-schema.org/draft-07/schema#");
    assert.throws(() => output({ target: "draft-04" }), {
      message: 'tool "note_write" in toolkit "note": no listing for the JSON Schema target ' +
        '"draft-04"; ask for "draft-2020-12" or "draft-07" or "openapi-3.0"',
    });
    // A date in a later branch is no JSON zod can write: anything.
    const dated = defineTool("note", {
      name: "note_when",
      description: "Dates a note.",
      input: z.object({ when: z.union([z.string(), z.date()]) }),
      run: () => [],
    });
    const receives = standardSchema(dated)["~standard"].jsonSchema.output({
      target: "draft-2020-12",
    });
    assert.deepEqual(receives.properties, { when: { anyOf: [{ type: "string" }, {}] } });
  });
});

describe("standardSchema", () => {
  it("is made once per tool and listing, and frozen", () => {
    const schema = standardSchema(noteWrite);
    assert.equal(standardSchema(noteWrite), schema);
    assert.equal(standardSchema(noteWrite, { listing: toolInputSchema }), schema);
    assert.notEqual(standardSchema(noteWrite, { listing: exactInputSchema }), schema);
    assert.ok(Object.isFrozen(schema) && Object.isFrozen(schema["~standard"]));
    assert.equal(schema["~standard"].version, 1);
    assert.equal(schema["~standard"].vendor, "@adecore/agents");
  });
});
