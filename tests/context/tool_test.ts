import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  defineTool,
  DRY_RUN_FIELD,
  DRY_RUN_PREVIEW,
  parseToolInput,
  REVISION_FIELD,
} from "@adecore/agents/context";
import { mistake } from "../mistake.ts";

const input = z.object({ id: z.number() });
const run = () => ["ok"];

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

  it("keeps as hints only what the author said, so MCP's defaults stand for the rest", () => {
    const said = (annotations: object) =>
      defineTool("note", { name: "note_read", description: "d", input, annotations, run }).hints;
    assert.deepEqual(said({}), {});
    assert.deepEqual(said({ readOnly: false, openWorld: null }), { readOnlyHint: false });
    assert.deepEqual(said({ destructive: true, idempotent: true }), {
      destructiveHint: true,
      idempotentHint: true,
    });
    assert.ok(Object.isFrozen(said({ openWorld: true })));
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
      // Where the suggestion differs from the fallback, each step of it counts.
      ["Task--Assign", "task_assign"],
      ["__1Task", "task"],
      ["task__", "task"],
      ["TaskAssign", "task_assign"],
      // Cut to the 64 characters a name may have.
      [`Note${"s".repeat(70)}`, `note${"s".repeat(60)}`],
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

  it("throws for a name that is no string, though its text is snake case", () => {
    assert.equal(
      mistake(() =>
        defineTool("note", {
          name: ["note_read"] as unknown as string,
          description: "d",
          input,
          run,
        })
      ),
      'tool ["note_read"] in toolkit "note": a tool name is lower snake case, like "note_read"',
    );
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
      mistake(define({ cached: true })),
      `${at}annotations has no "cached"; it takes readOnly, destructive, idempotent and openWorld`,
    );
    assert.equal(
      mistake(define({ openworld: true })),
      `${at}annotations has no "openworld"; write openWorld`,
    );
    assert.equal(
      mistake(define({ idempotent: "yes" })),
      `${at}annotations.idempotent is string; write true or false`,
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
    // An object without a prototype is plain too.
    assert.deepEqual(define(Object.assign(Object.create(null), { readOnly: true }))().annotations, {
      readOnly: true,
      destructive: false,
    });
    // Left out, undefined and null all count as false.
    assert.deepEqual(define({ readOnly: null, destructive: undefined })().annotations, {
      readOnly: false,
      destructive: false,
    });
    assert.deepEqual(define(null)().annotations, { readOnly: false, destructive: false });
  });

  it("keeps idempotent and openWorld only where given, since MCP's defaults for them differ", () => {
    const define = (annotations: object) =>
      defineTool("note", { name: "note_read", description: "d", input, annotations, run })
        .annotations;
    assert.deepEqual(define({ idempotent: false, openWorld: false }), {
      readOnly: false,
      destructive: false,
      idempotent: false,
      openWorld: false,
    });
    assert.deepEqual(define({ readOnly: true, openWorld: true }), {
      readOnly: true,
      destructive: false,
      openWorld: true,
    });
    assert.deepEqual(define({ idempotent: null, openWorld: undefined }), {
      readOnly: false,
      destructive: false,
    });
  });

  it("keeps a title, a display name, only where given, and throws for one that is empty or no text", () => {
    const define = (title: unknown) =>
      defineTool("note", {
        name: "note_read",
        description: "d",
        input,
        title: title as string,
        run,
      });
    assert.equal(define("Read a note").title, "Read a note");
    assert.ok(!Object.hasOwn(define(undefined), "title"));
    assert.ok(!Object.hasOwn(define(null), "title"));
    const at = 'tool "note_read" in toolkit "note": ';
    assert.equal(
      mistake(() => define(" ")),
      `${at}the title is empty; write a display name, or leave it out`,
    );
    assert.equal(
      mistake(() => define(7)),
      `${at}the title is number; write a display name, like "Read a note"`,
    );
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
    // What is no zod schema at all is told the same, never a TypeError.
    for (const none of [undefined, {}, { _zod: {} }]) {
      assert.equal(
        mistake(() =>
          defineTool("note", {
            name: "note_read",
            description: "d",
            input: none as unknown as typeof input,
            run,
          })
        ),
        'tool "note_read" in toolkit "note": the input is not a zod object; write it as z.object({ ... })',
      );
    }
    assert.equal(
      mistake(() =>
        defineTool("note", { name: "note_read", description: 5 as unknown as string, input, run })
      ),
      'tool "note_read" in toolkit "note": the description is empty; tell the model what the tool does',
    );
  });

  it("keeps the error of the schema it names as the cause", () => {
    for (
      const definition of [
        { input: z.object({ v: z.unknown() }) },
        { input, output: z.object({ at: z.date() }) },
      ]
    ) {
      try {
        defineTool("note", { name: "note_read", description: "d", run, ...definition } as never);
        assert.fail("nothing was thrown");
      } catch (error) {
        const cause = (error as Error).cause as Error;
        assert.ok(cause instanceof Error);
        assert.ok((error as Error).message.endsWith(cause.message));
      }
    }
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
        "type to list; a record of z.unknown() values is listed, being an object whatever they " +
        "hold; for free-form JSON, take z.record(z.string(), a typed value) or a z.string() of " +
        "JSON",
    );
  });

  it("advises what fits the place of a field of no one type: an array's item a typed one", () => {
    for (const item of [z.any(), z.unknown()]) {
      assert.equal(
        mistake(() =>
          defineTool("note", {
            name: "note_tag",
            description: "Tags.",
            input: z.object({ tags: z.array(item) }),
            run,
          })
        ),
        `tool "note_tag" in toolkit "note": field "tags[]" is z.${item._zod.def.type}(), which ` +
          "has no one JSON type to list; give the array a typed item, such as " +
          "z.array(z.string()), or take a z.string() of JSON",
      );
    }
  });
});

describe("defineTool: what the check cannot take", () => {
  const define = (shape: z.ZodRawShape) =>
    mistake(() =>
      defineTool("note", { name: "note_deep", description: "d", input: z.object(shape), run })
    );
  const at = 'tool "note_deep" in toolkit "note": ';

  /** `levels` objects inside each other, the tool's input the outermost. */
  function nested(levels: number): z.ZodRawShape {
    let shape: z.ZodRawShape = { leaf: z.string() };
    for (let level = 2; level < levels; level++) shape = { c: z.object(shape).optional() };
    return levels > 1 ? { c: z.object(shape).optional() } : shape;
  }
  function sent(levels: number): unknown {
    let value: unknown = { leaf: "x" };
    for (let level = 1; level < levels; level++) value = { c: value };
    return value;
  }

  it("takes input nested 256 levels deep, written out without z.lazy(), and refuses 257", () => {
    for (const levels of [130, 256]) {
      const tool = defineTool("note", {
        name: "note_deep",
        description: "d",
        input: z.object(nested(levels)),
        run,
      });
      assert.deepEqual(parseToolInput(tool, sent(levels)), sent(levels));
    }
    assert.equal(
      define(nested(257)),
      `${at}field "c" is nested deeper than 256 levels of objects and arrays, the most a tool ` +
        "input may have; flatten it",
    );
  });

  it("counts arrays, records and an output's tuples as levels too, to 256 with the object around them", () => {
    const wrapped = (levels: number, wrap: (inner: z.ZodType) => z.ZodType) => {
      let schema: z.ZodType = z.string();
      for (let level = 0; level < levels; level++) schema = wrap(schema);
      return schema;
    };
    const deeper = (what: string) =>
      `${at}${what} "c" is nested deeper than 256 levels of objects and arrays, the most ` +
      `${what === "field" ? "a tool input" : "an answer"} may have; flatten it`;
    const levels = [
      (inner: z.ZodType) => z.array(inner),
      (inner: z.ZodType) => z.record(z.string(), inner),
    ];
    for (const wrap of levels) {
      const input = z.object({ c: wrapped(255, wrap) });
      assert.ok(defineTool("note", { name: "note_deep", description: "d", input, run }));
      assert.equal(define({ c: wrapped(256, wrap) }), deeper("field"));
    }
    const answering = (levels: number) => () =>
      defineTool("note", {
        name: "note_deep",
        description: "d",
        input: z.object({}),
        output: z.object({ c: wrapped(levels, (inner) => z.tuple([inner])) }),
        run: () => ({}) as never,
      });
    assert.ok(answering(255)());
    assert.throws(answering(256), { message: deeper("the output's field") });
  });

  it("says the depth limit for a z.lazy() that makes a new schema with a new getter each time", () => {
    const level = (n: number): z.ZodType => z.object({ c: z.lazy(() => level(n + 1)).optional() });
    assert.equal(
      define({ root: level(0) }),
      `${at}field "root" is nested deeper than 256 levels of objects and arrays, the most a ` +
        "tool input may have; flatten it",
    );
  });

  it("refuses a field or a record key named __proto__, at any depth", () => {
    const proto = (schema: z.ZodType) => Object.fromEntries([["__proto__", schema]]);
    const problem = "is named __proto__, which no object a host hands on can hold as a field; " +
      "rename it";
    assert.equal(define(proto(z.string())), `${at}field "__proto__" ${problem}`);
    assert.equal(
      define({ a: z.array(z.object(proto(z.number()))) }),
      `${at}field "a[].__proto__" ${problem}`,
    );
    assert.equal(
      define({ r: z.record(z.enum(["a", "__proto__"]), z.string()) }),
      `${at}field "r.__proto__" ${problem}`,
    );
    assert.equal(
      define({ u: z.union([z.string(), z.object(proto(z.string()))]) }),
      `${at}field "u.__proto__" ${problem}`,
    );
  });

  it("refuses an intersection whose sides share a field that one side changes", () => {
    const problem = "is in both sides of an intersection, and one side changes its value (a " +
      "transform, a trim or change of case, a default), which zod cannot merge; write the " +
      "field once";
    const name = z.object({ name: z.string() });
    const changed: Record<string, z.ZodType> = {
      trim: z.string().trim(),
      case: z.string().toLowerCase(),
      transform: z.string().transform((text) => text.toUpperCase()),
      default: z.string().default("Ada"),
      coerce: z.coerce.string(),
    };
    for (const [kind, schema] of Object.entries(changed)) {
      assert.equal(
        define({ person: name.and(z.object({ name: schema })) }),
        `${at}field "person.name" ${problem}`,
        kind,
      );
    }
    assert.equal(
      define({
        people: z.array(z.object({ who: name })).and(
          z.array(z.object({ who: z.object({ name: z.string().trim().optional() }) })),
        ),
      }),
      `${at}field "people[].who.name" ${problem}`,
    );
  });

  it("walks an intersection's sides before it compares them, so recursion in one is refused", () => {
    const make = (): z.ZodType => z.array(z.lazy(make));
    assert.equal(
      define({ a: z.union([z.string(), z.lazy(make)]).and(z.string()) }),
      `${at}field "a[]" is recursive, which a listing cannot show; limit its depth, or for ` +
        "free-form JSON, take z.record(z.string(), a typed value) or a z.string() of JSON",
    );
  });

  it("takes an intersection whose sides change no field they share", () => {
    const trimmed = z.string().trim();
    const tool = defineTool("note", {
      name: "note_both",
      description: "d",
      input: z.object({
        person: z.object({ name: trimmed, age: z.number() }).and(
          z.object({ name: trimmed.optional(), nick: z.string().trim() }),
        ),
      }),
      run,
    });
    assert.deepEqual(parseToolInput(tool, { person: { name: " Ada ", age: 36, nick: " a " } }), {
      person: { name: "Ada", age: 36, nick: "a" },
    });
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
