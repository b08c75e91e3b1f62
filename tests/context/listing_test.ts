import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  defineTool,
  type ListedField,
  type ToolInputSchema,
  toolInputSchema as listInput,
} from "@adecore/agents/context";
import { assertPortable } from "../portable.ts";

/** Lists an input, and holds every listing of these tests to the portable subset. */
function toolInputSchema(input: z.ZodObject): ToolInputSchema {
  const listed = listInput(input);
  assertPortable(listed);
  return listed;
}

const KEPT = new Set(["type", "description", "enum", "required", "items", "properties"]);

/** Every keyword anywhere in a listing that is not one of the kept six. */
function strayKeywords(node: ListedField, path = "$"): string[] {
  const stray = Object.keys(node).filter((key) => !KEPT.has(key)).map((key) => `${path}.${key}`);
  if (node.items) stray.push(...strayKeywords(node.items, `${path}[]`));
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    stray.push(...strayKeywords(child, `${path}.${key}`));
  }
  return stray;
}

function listing(shape: z.ZodRawShape): unknown {
  return toolInputSchema(z.object(shape));
}

describe("toolInputSchema", () => {
  it("keeps type, description, enum, required, items and properties at every depth, and nothing else", () => {
    const input = z.object({
      title: z.string().min(1).max(80).regex(/^\S/).describe("The title"),
      count: z.number().int().min(0).max(10).default(1),
      email: z.email().meta({ title: "Email", examples: ["a@b.c"] }),
      assignee: z.object({
        name: z.string().max(40),
        roles: z.array(z.enum(["owner", "editor"])).min(1).max(3),
        address: z.strictObject({ city: z.string().length(2) }).optional(),
      }).describe("Who does it"),
    }).describe("A task");
    const listed = toolInputSchema(input);
    assert.deepEqual(listed, {
      type: "object",
      description: "A task",
      properties: {
        title: { type: "string", description: "The title" },
        count: { type: "integer" },
        email: { type: "string" },
        assignee: {
          type: "object",
          description: "Who does it",
          properties: {
            name: { type: "string" },
            roles: { type: "array", items: { type: "string", enum: ["owner", "editor"] } },
            address: {
              type: "object",
              properties: { city: { type: "string" } },
              required: ["city"],
            },
          },
          required: ["name", "roles"],
        },
      },
      required: ["title", "email", "assignee"],
    });
    assert.deepEqual(strayKeywords(listed), []);
  });

  it("keeps the choices of enums and of literals of strings, numbers and booleans", () => {
    assert.deepEqual(
      listing({
        color: z.enum(["red", "green"]),
        size: z.literal([1, 2]),
        ratio: z.literal([0.5, 2]),
        on: z.literal(true),
        kind: z.literal("note"),
        level: z.nativeEnum({ Low: 1, High: 2 }),
        mode: z.literal(["a", null]),
      }),
      {
        type: "object",
        properties: {
          color: { type: "string", enum: ["red", "green"] },
          size: { type: "number", enum: [1, 2] },
          ratio: { type: "number", enum: [0.5, 2] },
          on: { type: "boolean", enum: [true] },
          kind: { type: "string", enum: ["note"] },
          level: { type: "number", enum: [1, 2] },
          mode: { type: "string", enum: ["a"] },
        },
        required: ["color", "size", "ratio", "on", "kind", "level", "mode"],
      },
    );
  });

  it("lists a union of choices and plain schemas of one type as that type, with its own words", () => {
    const listing = toolInputSchema(z.object({
      mode: z.union([z.enum(["auto"]), z.string().min(3)]).describe("How to pick"),
      level: z.union([z.number(), z.literal(7)]),
    }));
    assert.deepEqual(listing.properties, {
      mode: { type: "string", description: "How to pick" },
      level: { type: "number" },
    });
  });

  it("lists a record as an object without properties", () => {
    assert.deepEqual(
      listing({
        scores: z.record(z.string(), z.number().min(0)),
        flags: z.record(z.enum(["a", "b"]), z.boolean()).describe("Flags by name"),
        open: z.looseObject({ id: z.string() }),
        counted: z.object({ id: z.string() }).catchall(z.number()),
      }),
      {
        type: "object",
        properties: {
          scores: { type: "object" },
          flags: { type: "object", description: "Flags by name" },
          open: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
          counted: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
        },
        required: ["scores", "flags", "open", "counted"],
      },
    );
  });

  it("leaves out null branches and every union branch but the first", () => {
    assert.deepEqual(
      listing({
        nullable: z.string().nullable(),
        nullish: z.number().nullish(),
        nullFirst: z.union([z.null(), z.boolean()]),
        merged: z.union([z.string(), z.number()]).describe("zod merges this into a type array"),
        objects: z.union([z.object({ x: z.string() }), z.object({ y: z.number() })]),
        tagged: z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("a"), a: z.string() }),
          z.object({ kind: z.literal("b"), b: z.number() }),
        ]),
        choices: z.union([z.literal("a"), z.literal(1)]),
        nullableEnum: z.enum(["x", "y"]).nullable().optional(),
      }),
      {
        type: "object",
        properties: {
          nullable: { type: "string" },
          nullish: { type: "number" },
          nullFirst: { type: "boolean" },
          merged: { type: "string", description: "zod merges this into a type array" },
          objects: { type: "object", properties: { x: { type: "string" } }, required: ["x"] },
          tagged: {
            type: "object",
            properties: { kind: { type: "string", enum: ["a"] }, a: { type: "string" } },
            required: ["kind", "a"],
          },
          choices: { type: "string", enum: ["a"] },
          nullableEnum: { type: "string", enum: ["x", "y"] },
        },
        required: ["nullable", "nullFirst", "merged", "objects", "tagged", "choices"],
      },
    );
  });

  it("does not require optional or defaulted fields", () => {
    assert.deepEqual(
      listing({
        a: z.string(),
        b: z.string().optional(),
        c: z.string().default("c"),
        d: z.string().prefault("d"),
        e: z.string().optional().default("e"),
      }),
      {
        type: "object",
        properties: {
          a: { type: "string" },
          b: { type: "string" },
          c: { type: "string" },
          d: { type: "string" },
          e: { type: "string" },
        },
        required: ["a"],
      },
    );
  });

  it("lists the type a transform or a pipe starts from", () => {
    assert.deepEqual(
      listing({
        length: z.string().transform((text) => text.length),
        amount: z.string().pipe(z.coerce.number()),
        day: z.iso.date().transform((text) => new Date(text)),
      }),
      {
        type: "object",
        properties: {
          length: { type: "string" },
          amount: { type: "string" },
          day: { type: "string" },
        },
        required: ["length", "amount", "day"],
      },
    );
  });

  it("takes descriptions from .describe() and .meta(), also on wrappers", () => {
    assert.deepEqual(
      listing({
        a: z.string().describe("from describe"),
        b: z.string().meta({ description: "from meta" }),
        c: z.string().optional().describe("on an optional"),
        d: z.array(z.string().describe("an item")).describe("a list"),
      }),
      {
        type: "object",
        properties: {
          a: { type: "string", description: "from describe" },
          b: { type: "string", description: "from meta" },
          c: { type: "string", description: "on an optional" },
          d: {
            type: "array",
            description: "a list",
            items: { type: "string", description: "an item" },
          },
        },
        required: ["a", "b", "d"],
      },
    );
  });

  it("writes a reused schema out in place, never as $ref", () => {
    const person = z.object({ name: z.string() });
    const tagged = z.string().meta({ id: "tag_id", description: "A tag" });
    const listed = listing({ author: person, editor: person, tag: tagged, tags: z.array(tagged) });
    assert.deepEqual(listed, {
      type: "object",
      properties: {
        author: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
        editor: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
        tag: { type: "string", description: "A tag" },
        tags: { type: "array", items: { type: "string", description: "A tag" } },
      },
      required: ["author", "editor", "tag", "tags"],
    });
    assert.doesNotMatch(JSON.stringify(listed), /\$ref|\$defs/);
  });

  it("lists an intersection of objects as one object", () => {
    assert.deepEqual(
      listing({ both: z.object({ x: z.string() }).and(z.object({ y: z.number().optional() })) }),
      {
        type: "object",
        properties: {
          both: {
            type: "object",
            properties: { x: { type: "string" }, y: { type: "number" } },
            required: ["x"],
          },
        },
        required: ["both"],
      },
    );
  });

  it("throws for a field with no one JSON type, naming the field and the construct", () => {
    const cases: [z.ZodType, string][] = [
      [z.unknown(), 'field "x" is z.unknown(), which has no one JSON type to list'],
      [z.any(), 'field "x" is z.any(), which has no one JSON type to list'],
      [z.date(), 'field "x" is z.date(), which has no one JSON type to list'],
      [z.bigint(), 'field "x" is z.bigint(), which has no one JSON type to list'],
      [z.map(z.string(), z.string()), 'field "x" is z.map(), which has no one JSON type'],
      [z.set(z.string()), 'field "x" is z.set(), which has no one JSON type'],
      [z.custom<string>(() => true), 'field "x" is z.custom(), which has no one JSON type'],
      [z.literal(["a", 1]), 'field "x" is a z.literal() of more than one type, which has no one'],
      [z.nativeEnum({ A: 1, B: "b" }), 'field "x" is a z.enum() of more than one type'],
      [z.null(), 'field "x" only takes null; null counts as left out'],
      [z.tuple([z.string(), z.number()]), 'field "x" is a z.tuple(), which a listing cannot show'],
      [z.date().optional(), 'field "x" is z.date(), which has no one JSON type'],
    ];
    for (const [schema, message] of cases) {
      assert.throws(() => listing({ x: schema }), (error: unknown) => {
        assert.ok(error instanceof Error);
        assert.equal(error.constructor, Error);
        assert.ok(error.message.startsWith(message), error.message);
        return true;
      });
    }
  });

  it("names nested fields by their path, with [] for array items", () => {
    assert.throws(
      () => listing({ items: z.array(z.object({ due: z.date() })) }),
      {
        message: 'field "items[].due" is z.date(), which has no one JSON type to list; ' +
          "take it as z.iso.datetime()",
      },
    );
  });

  it("keeps the description given to a union of objects", () => {
    assert.deepEqual(
      listing({
        target: z.union([z.object({ id: z.number() }), z.object({ name: z.string() })])
          .describe("What to open"),
      }),
      {
        type: "object",
        properties: {
          target: {
            type: "object",
            description: "What to open",
            properties: { id: { type: "number" } },
            required: ["id"],
          },
        },
        required: ["target"],
      },
    );
  });

  it("throws for an intersection zod cannot merge, a union of nulls, and an input that is no object", () => {
    assert.throws(() => listing({ x: z.string().and(z.number()) }), {
      message: 'field "x" is an intersection zod cannot merge; write it as one z.object()',
    });
    assert.throws(() => listing({ x: z.union([z.null(), z.null()]) }), {
      message: 'field "x" only takes null; null counts as left out',
    });
    assert.throws(() => toolInputSchema(z.string() as unknown as z.ZodObject), {
      message: "the input is a string schema, not an object of fields: use z.object()",
    });
  });

  it("lists a text with two patterns as a string, not as an intersection", () => {
    assert.deepEqual(
      listing({
        ref: z.string().startsWith("id-").endsWith("!"),
        tag: z.string().includes("@").uppercase(),
      }),
      {
        type: "object",
        properties: { ref: { type: "string" }, tag: { type: "string" } },
        required: ["ref", "tag"],
      },
    );
  });

  it("throws for a $ref set in .meta() that leads nowhere, saying what to do", () => {
    assert.throws(() => listing({ x: z.string().meta({ $ref: "#/$defs/elsewhere" }) }), {
      message: 'field "x" has a $ref that leads nowhere; take it out of .meta()',
    });
  });

  it("throws for a recursive schema instead of listing a $ref", () => {
    const node = z.object({
      name: z.string(),
      get children() {
        return z.array(node).optional();
      },
    });
    assert.throws(() => listing({ root: node }), {
      message: 'field "root.children[]" is recursive, which a listing cannot show; limit its ' +
        "depth, or for free-form JSON, take z.record(z.string(), a typed value) or a z.string() " +
        "of JSON",
    });
  });

  it("computes a listing once per schema and freezes it at every depth", () => {
    const input = z.object({ a: z.object({ b: z.array(z.string()) }) });
    const listed = toolInputSchema(input);
    assert.equal(toolInputSchema(input), listed);
    assert.ok(Object.isFrozen(listed));
    assert.ok(Object.isFrozen(listed.properties));
    assert.ok(Object.isFrozen(listed.properties.a?.properties?.b?.items));
    assert.ok(Object.isFrozen(listed.required));
    assert.throws(() => {
      (listed.properties as Record<string, unknown>).c = { type: "string" };
    }, TypeError);
  });

  it("lists a tool's input when the tool is defined, so a bad schema fails at definition", () => {
    const input = z.object({ text: z.string() });
    const tool = defineTool("note", {
      name: "note_add",
      description: "Adds a note.",
      input,
      run: () => [],
    });
    assert.equal(toolInputSchema(tool.input), toolInputSchema(input));
    assert.throws(
      () =>
        defineTool("note", {
          name: "note_due",
          description: "Sets a due date.",
          input: z.object({ due: z.date() }),
          run: () => [],
        }),
      /^Error: tool "note_due" in toolkit "note": field "due" is z.date\(\)/,
    );
  });

  it("lists a tool without fields as an object with no properties", () => {
    assert.deepEqual(listing({}), { type: "object", properties: {} });
  });
});

describe("toolInputSchema and defineTool, for rarer fields", () => {
  const refused = (shape: z.ZodRawShape) => {
    try {
      defineTool("rare", {
        name: "rare_tool",
        description: "d",
        input: z.object(shape),
        run: () => [],
      });
    } catch (error) {
      return (error as Error).message.replace('tool "rare_tool" in toolkit "rare": ', "");
    }
    assert.fail("the tool was defined");
  };
  const noType =
    "which has no one JSON type to list; give it one, such as z.string(), z.number() or z.enum()";

  it("lists a record as an object, and keeps of an integer's choices the integers", () => {
    assert.deepEqual(listInput(z.object({ r: z.record(z.string(), z.string()) })), {
      type: "object",
      properties: { r: { type: "object" } },
      required: ["r"],
    });
    assert.deepEqual(listInput(z.object({ a: z.int().meta({ enum: [1, 2.5, "x"] }) })), {
      type: "object",
      properties: { a: { type: "integer", enum: [1] } },
      required: ["a"],
    });
  });

  it("refuses an input of a record, naming the schema with its article", () => {
    assert.throws(() => listInput(z.record(z.string(), z.string()) as never), {
      message: "the input is an object schema, not an object of fields: use z.object()",
    });
  });

  it("names each field that has no one JSON type by what it is", () => {
    assert.equal(
      refused({ n: z.union([z.null(), z.null()]) }),
      'field "n" only takes null; null counts as left out',
    );
    assert.equal(refused({ s: z.symbol() }), `field "s" is z.symbol(), ${noType}`);
    assert.equal(refused({ n: z.never() }), `field "n" is z.never(), ${noType}`);
    assert.equal(
      refused({ l: z.literal(["a", 1]) }),
      `field "l" is a z.literal() of more than one type, ${noType}`,
    );
    assert.equal(
      refused({ l: z.literal(5n) }),
      `field "l" is a z.literal() of a value JSON cannot hold, ${noType}`,
    );
    assert.equal(
      refused({ a: z.object({ tags: z.array(z.any()) }) }),
      'field "a.tags[]" is z.any(), which has no one JSON type to list; give the array a typed ' +
        "item, such as z.array(z.string()), or take a z.string() of JSON",
    );
  });
});
