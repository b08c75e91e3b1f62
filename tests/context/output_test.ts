// What a tool answers: with an output, run returns the answer, which is
// checked against it and handed over as structured content beside the rows;
// an answer the output refuses is a mistake in the tool's code.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolOutput,
  toolOutputSchema,
  ToolRefusal,
} from "@adecore/agents/context";

const output = z.object({
  id: z.int(),
  text: z.string(),
  tags: z.array(z.string()).default([]),
  meta: z.object({ seen: z.array(z.int()).default([]) }).prefault({}),
  extra: z.record(z.string(), z.unknown()).optional(),
});

function noteRead(
  answer: (id: number) => unknown,
  rows?: (note: z.output<typeof output>) => string[],
) {
  return defineTool("note", {
    name: "note_read",
    description: "Reads a note.",
    input: z.object({ id: z.int() }),
    output,
    run: (input) => answer(input.id) as z.input<typeof output>,
    ...(rows === undefined ? {} : { rows }),
  });
}

const plain = defineTool("note", {
  name: "note_list",
  description: "Lists notes.",
  input: z.object({}),
  run: () => ["note\t1"],
});

/** The error a call rejects with, as its message; fails for a refusal or none. */
async function mistake(call: () => unknown): Promise<string> {
  try {
    await call();
  } catch (error) {
    assert.ok(!(error instanceof ToolRefusal), "a mistake in code is no refusal");
    assert.ok(error instanceof Error);
    return error.message;
  }
  assert.fail("nothing was thrown");
}

describe("a tool with an output", () => {
  it("answers its parsed answer as structured content, and one row of it as compact JSON", async () => {
    const registry = createToolRegistry([
      defineToolkit("note", [
        noteRead((id) => ({ id, text: "Buy milk", secret: "internal" })),
        plain,
      ]),
    ]);
    const structured = { id: 1, text: "Buy milk", tags: [], meta: { seen: [] } };
    assert.deepEqual(await registry.answer("note_read", { id: 1 }, {}), {
      rows: ['{"id":1,"text":"Buy milk","tags":[],"meta":{"seen":[]}}'],
      structured,
    });
    assert.deepEqual(await registry.run("note_read", { id: 1 }, {}), [
      '{"id":1,"text":"Buy milk","tags":[],"meta":{"seen":[]}}',
    ]);
    // A tool without an output answers its rows, and no structured key.
    const listed = await registry.answer("note_list", {}, {});
    assert.deepEqual(listed, { rows: ["note\t1"] });
    assert.ok(!Object.hasOwn(listed, "structured"));
  });

  it("writes its rows with rows(answer), from the parsed answer", async () => {
    const tool = noteRead(
      (id) => Promise.resolve({ id, text: "Buy milk" }),
      (note) => [`note\t${note.id}\t${note.text}\t${note.tags.length}`],
    );
    const registry = createToolRegistry([defineToolkit("note", [tool])]);
    assert.deepEqual(await registry.answer("note_read", { id: 2 }, {}), {
      rows: ["note\t2\tBuy milk\t0"],
      structured: { id: 2, text: "Buy milk", tags: [], meta: { seen: [] } },
    });
  });

  it("gives every call defaults of its own, at every depth", async () => {
    const registry = createToolRegistry([
      defineToolkit("note", [noteRead((id) => ({ id, text: "a" }))]),
    ]);
    const first = await registry.answer("note_read", { id: 1 }, {});
    (first.structured!.tags as string[]).push("changed");
    (first.structured!.meta as { seen: number[] }).seen.push(7);
    const second = await registry.answer("note_read", { id: 1 }, {});
    assert.deepEqual(second.structured, { id: 1, text: "a", tags: [], meta: { seen: [] } });
  });

  it("checks a free-form value as JSON, so nothing a client cannot read slips through", async () => {
    const registry = createToolRegistry([
      defineToolkit("note", [
        noteRead((id) => ({ id, text: "a", extra: id === 1 ? { at: new Date(0) } : { n: 1n } })),
      ]),
    ]);
    assert.equal(
      await mistake(() => registry.answer("note_read", { id: 1 }, {})),
      'tool "note_read" in toolkit "note": run answered what JSON cannot write at extra.at: ' +
        "a Date, which JSON cannot hold; return plain JSON",
    );
    assert.equal(
      await mistake(() => registry.answer("note_read", { id: 2 }, {})),
      'tool "note_read" in toolkit "note": run answered what JSON cannot write at extra.n: ' +
        "a bigint, which JSON cannot hold; return plain JSON",
    );
  });

  it("rejects an answer its output refuses with a plain Error naming the tool and the field", async () => {
    const registry = createToolRegistry([
      defineToolkit("note", [noteRead((id) => (id === 1 ? { id: "1", text: 5 } : ["note\t1"]))]),
    ]);
    assert.equal(
      await mistake(() => registry.run("note_read", { id: 1 }, {})),
      'tool "note_read" in toolkit "note": run answered what its output does not take: ' +
        'id: must be an integer, not "1"; text: must be a string, not 5; ' +
        "return what the output declares",
    );
    assert.equal(
      await mistake(() => registry.answer("note_read", { id: 2 }, {})),
      'tool "note_read" in toolkit "note": run answered what its output does not take: ' +
        "must be an object, not an array; return what the output declares",
    );
  });

  it("words a wrong answer for the tool's author: near names, and no advice to a model", async () => {
    const tool = defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({}),
      output: z.strictObject({ title: z.string(), count: z.int(), tags: z.array(z.string()) }),
      run: () => ({}) as never,
    });
    assert.equal(
      await mistake(() =>
        parseToolOutput(tool, { titel: "a", title: "a", count: "5", tags: '["x"]' })
      ),
      'tool "note_read" in toolkit "note": run answered what its output does not take: ' +
        'count: must be an integer, not "5"; tags: must be an array, not "[\\"x\\"]"; ' +
        "unknown field titel; return what the output declares",
    );
    assert.equal(
      await mistake(() => parseToolOutput(tool, { titel: "a", count: 5, tags: [] })),
      'tool "note_read" in toolkit "note": run answered what its output does not take: ' +
        "title: missing, expected string; unknown field titel (did you mean title?); " +
        "return what the output declares",
    );
  });

  it("keeps the mistake under 2,000 characters, never echoing a large value", async () => {
    const long = "n".repeat(64);
    const big = z.object(
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, z.int()])),
    );
    const tool = defineTool(long, {
      name: long,
      description: "Answers too much.",
      input: z.object({}),
      output: big,
      run: () =>
        Object.fromEntries(
          Array.from({ length: 40 }, (_, i) => [`f${i}`, "x".repeat(100_000)]),
        ) as never,
    });
    const message = await mistake(() => parseToolOutput(tool, tool.run({}, {})));
    assert.ok(message.length < 2_000, `${message.length} characters`);
    assert.ok(message.startsWith(`tool "${long}" in toolkit "${long}": run answered`));
    assert.ok(message.endsWith("more; return what the output declares"), message);
    // Long problems: as many as fit in 1,990 characters with the start and the end.
    const names = Array.from({ length: 12 }, (_, i) => `${"f".repeat(58)}${i}`.slice(-60));
    const wordy = defineTool(long, {
      name: long,
      description: "Answers wrong.",
      input: z.object({}),
      output: z.object(
        Object.fromEntries(names.map((name) => [name, z.int({ error: "e".repeat(190) })])),
      ),
      run: () => ({}) as never,
    });
    const shown = await mistake(() =>
      parseToolOutput(wordy, Object.fromEntries(names.map((name) => [name, "x"])))
    );
    assert.equal(shown.length, 1_752);
    assert.ok(shown.endsWith(`: ${"e".repeat(190)}; 6 more; return what the output declares`));
  });

  it("lets a refusal its run throws pass through, with no structured content", async () => {
    const refusal = new ToolRefusal("not-found", "no note 9", ["notes\t1"]);
    const registry = createToolRegistry([
      defineToolkit("note", [noteRead(() => {
        throw refusal;
      })]),
    ]);
    await assert.rejects(registry.answer("note_read", { id: 9 }, {}), (error) => error === refusal);
  });

  it("checks an answer asynchronously where the output's checks are", async () => {
    const checked = z.object({ id: z.int().refine(async (id) => await Promise.resolve(id > 0)) });
    const tool = defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({ id: z.int() }),
      output: checked,
      run: (input) => ({ id: input.id }),
    });
    const registry = createToolRegistry([defineToolkit("note", [tool])]);
    assert.deepEqual(await registry.answer("note_read", { id: 3 }, {}), {
      rows: ['{"id":3}'],
      structured: { id: 3 },
    });
    assert.deepEqual(await registry.run("note_read", { id: 3 }, {}), ['{"id":3}']);
    assert.match(
      await mistake(() => registry.run("note_read", { id: 0 }, {})),
      /^tool "note_read" in toolkit "note": run answered what its output does not take: id: /,
    );
  });

  it("waits only for the answers that meet a plain function's promise, whatever came before", async () => {
    // zod's compiler cannot tell a plain function that gives a promise from a synchronous one.
    const tool = defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({ id: z.int() }),
      output: z.object({ id: z.int().refine((id) => id < 10 || Promise.resolve(id !== 13)) }),
      run: (input) => ({ id: input.id }),
    });
    for (let round = 0; round < 2; round++) {
      assert.deepEqual(parseToolOutput(tool, { id: 1 }), {
        rows: ['{"id":1}'],
        structured: { id: 1 },
      });
      const waiting = parseToolOutput(tool, { id: 12 });
      assert.ok(waiting instanceof Promise, `round ${round}`);
      assert.deepEqual(await waiting, { rows: ['{"id":12}'], structured: { id: 12 } });
      await assert.rejects(async () => await parseToolOutput(tool, { id: 13 }), /id: /);
    }
  });

  it("checks every answer asynchronously where an output's check is an async function", async () => {
    const tool = defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({ id: z.int() }),
      output: z.object({ id: z.int().refine(async (id) => await Promise.resolve(id > 0)) }),
      run: (input) => ({ id: input.id }),
    });
    const first = parseToolOutput(tool, { id: "x" });
    assert.ok(first instanceof Promise);
    await assert.rejects(first, /id: must be an integer, not "x"/);
  });

  it("never leaves the rejection of the output's asynchronous check without a handler", async () => {
    const failing = (id: unknown) => {
      if (id === 0 || (id as { id?: unknown })?.id === 0) throw new Error("the lookup failed");
      return true;
    };
    const lookup = async (id: unknown) => {
      await null;
      return failing(id);
    };
    // A plain function giving a promise, whose promise zod's compiled parser
    // drops, wherever it sits; an async function, which zod leaves to its parser.
    const later = (id: unknown) => Promise.resolve(id).then(failing);
    const outputs = [
      z.object({ id: z.int().refine(lookup) }),
      z.object({ id: z.int().refine(later) }),
      z.object({ id: z.int().superRefine(async (id) => void await later(id)) }),
      z.object({ id: z.int() }).refine(later),
      z.object({ id: z.int(), more: z.array(z.object({ id: z.int().refine(later) })) }),
    ];
    for (const [i, output] of outputs.entries()) {
      const tool = defineTool("note", {
        name: "note_read",
        description: "Reads a note.",
        input: z.object({ id: z.int() }),
        output,
        run: (input) => i < 4 ? { id: input.id } : { id: 1, more: [{ id: input.id }] },
      });
      const registry = createToolRegistry([defineToolkit("note", [tool])]);
      for (let call = 0; call < 2; call++) {
        await assert.rejects(registry.answer("note_read", { id: 0 }, {}), {
          message: "the lookup failed",
        }, `output ${i}, call ${call}`);
      }
      const answer = await registry.answer("note_read", { id: 3 }, {});
      assert.equal(answer.rows.length, 1, `output ${i}`);
    }
    // A rejection without a handler would have ended the run by now.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it("checks an answer asynchronously where a plain function's check gives a promise", async () => {
    // zod's compiled parser cannot tell such a check from a synchronous one, and throws at it.
    const tool = defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({ id: z.int() }),
      output: z.object({ id: z.int().refine((id) => Promise.resolve(id > 0)) }),
      run: (input) => ({ id: input.id }),
    });
    const registry = createToolRegistry([defineToolkit("note", [tool])]);
    for (let i = 0; i < 2; i++) {
      assert.deepEqual(await registry.run("note_read", { id: 3 }, {}), ['{"id":3}']);
    }
    assert.match(
      await mistake(() => registry.run("note_read", { id: 0 }, {})),
      /^tool "note_read" in toolkit "note": run answered what its output does not take: id: /,
    );
  });

  it("rejects, never throws, once an output checks asynchronously and a check throws", async () => {
    const tool = defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({ id: z.int() }),
      output: z.object({
        id: z.int().refine((id) => {
          if (id === 0) throw new Error("the check broke");
          return true;
        }).refine(async (id) => {
          await null;
          return id > 0;
        }),
      }),
      run: (input) => ({ id: input.id }),
    });
    assert.deepEqual(await parseToolOutput(tool, { id: 3 }), {
      rows: ['{"id":3}'],
      structured: { id: 3 },
    });
    const result = parseToolOutput(tool, { id: 0 });
    assert.ok(result instanceof Promise);
    await assert.rejects(result, { message: "the check broke" });
  });

  it("names rows that are no array of strings as rows' mistake", async () => {
    const tool = noteRead((id) => ({ id, text: "a" }), () => [1] as unknown as string[]);
    assert.equal(
      await mistake(() =>
        createToolRegistry([defineToolkit("note", [tool])]).run("note_read", { id: 1 }, {})
      ),
      'tool "note_read" in toolkit "note": rows returned an array holding a number; ' +
        'return an array of strings, one row each, such as ["note\\t1"]',
    );
  });
});

describe("parseToolOutput", () => {
  it("gives what registry.answer gives, for an answer or the promise of one", async () => {
    const tool = noteRead((id) => ({ id, text: "a" }));
    const expected = {
      rows: ['{"id":1,"text":"a","tags":[],"meta":{"seen":[]}}'],
      structured: { id: 1, text: "a", tags: [], meta: { seen: [] } },
    };
    assert.deepEqual(parseToolOutput(tool, { id: 1, text: "a" }), expected);
    assert.deepEqual(await parseToolOutput(tool, Promise.resolve({ id: 1, text: "a" })), expected);
    assert.deepEqual(parseToolOutput(plain, ["note\t1"]), { rows: ["note\t1"] });
    // A then that is no function makes no promise: the answer is given at once.
    assert.deepEqual(parseToolOutput(tool, { id: 1, text: "a", then: 1 }), expected);
  });

  it("throws for a tool defineTool did not make", () => {
    assert.throws(
      () => parseToolOutput({ ...plain }, ["note\t1"]),
      /^Error: tool "note_list" in toolkit "note": it was not made by defineTool/,
    );
    // Nor a value with no name at all: named as the empty name, never as undefined.
    for (const notATool of [null, {}]) {
      assert.throws(() => parseToolOutput(notATool as never, []), {
        message: 'tool "" in toolkit "": it was not made by defineTool, which checks what ' +
          "the check cannot take; define it with defineTool",
      });
    }
  });
});

describe("defineTool, for an output", () => {
  const define = (schema: unknown, rows?: unknown) => () =>
    defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({}),
      output: schema as z.ZodObject,
      run: () => ({}),
      ...(rows === undefined ? {} : { rows: rows as () => string[] }),
    });
  const at = 'tool "note_read" in toolkit "note": ';

  it("throws for an output root that is no zod object", () => {
    for (const root of [z.string(), z.array(z.object({})), z.object({}).optional(), {}]) {
      assert.throws(define(root), {
        message: `${at}the output is not a zod object; write it as z.object({ ... })`,
      });
    }
  });

  it("throws for a field JSON cannot hold or a listing cannot show, naming it and what to write", () => {
    const cases: [z.ZodType, string][] = [
      [
        z.date(),
        'the output\'s field "f" is z.date(), which JSON cannot hold; answer it as z.iso.datetime()',
      ],
      [
        z.coerce.date(),
        'the output\'s field "f" is z.date(), which JSON cannot hold; answer it as z.iso.datetime()',
      ],
      [
        z.bigint(),
        'the output\'s field "f" is z.bigint(), which JSON cannot hold; answer it as z.int()',
      ],
      [
        z.array(z.string().transform(Number)),
        'the output\'s field "f[]" has a transform or a pipe, whose answer no listing can show; answer the value itself',
      ],
      [
        z.object({ g: z.preprocess(String, z.string()) }),
        'the output\'s field "f.g" has a transform or a pipe, whose answer no listing can show; answer the value itself',
      ],
      [
        z.string().pipe(z.string().max(3)),
        'the output\'s field "f" has a transform or a pipe, whose answer no listing can show; answer the value itself',
      ],
      [
        z.stringbool(),
        'the output\'s field "f" has a transform or a pipe, whose answer no listing can show; answer the value itself',
      ],
      [
        z.map(z.string(), z.string()),
        'the output\'s field "f" is z.map(), which JSON cannot hold; answer a z.record()',
      ],
      [
        z.set(z.string()),
        'the output\'s field "f" is z.set(), which JSON cannot hold; answer a z.array()',
      ],
      [
        z.symbol(),
        'the output\'s field "f" is z.symbol(), which JSON cannot hold; answer a z.string()',
      ],
      [
        z.function(),
        'the output\'s field "f" is z.function(), which JSON cannot hold; leave it out',
      ],
      [
        z.promise(z.string()),
        'the output\'s field "f" is z.promise(), which JSON cannot hold; answer the value itself',
      ],
      [
        z.undefined(),
        'the output\'s field "f" is z.undefined(), which JSON cannot hold; make the field .optional()',
      ],
      [
        z.void(),
        'the output\'s field "f" is z.void(), which JSON cannot hold; make the field .optional()',
      ],
      [
        z.nan(),
        'the output\'s field "f" is z.nan(), which JSON cannot hold; answer a z.number() or null',
      ],
      [
        z.file(),
        'the output\'s field "f" is z.file(), which JSON cannot hold; answer it as z.base64() or z.url()',
      ],
      [
        z.custom<string>(() => true),
        'the output\'s field "f" is z.custom() or z.instanceof(), which no listing can show; answer a JSON value',
      ],
      [
        z.instanceof(URL),
        'the output\'s field "f" is z.custom() or z.instanceof(), which no listing can show; answer a JSON value',
      ],
      [
        z.success(z.string()),
        'the output\'s field "f" is z.success(), whose answer no listing can show; answer a z.boolean()',
      ],
      [
        z.literal(1n),
        'the output\'s field "f" is a z.literal() of a value JSON cannot hold; answer a string, a finite number or a boolean',
      ],
      [
        z.literal(NaN),
        'the output\'s field "f" is a z.literal() of a value JSON cannot hold; answer a string, a finite number or a boolean',
      ],
      [
        z.enum({ far: Infinity }),
        'the output\'s field "f" is a z.enum() of a value JSON cannot hold; answer a string, a finite number or a boolean',
      ],
      ...[
        z.string().trim(),
        z.string().regex(/^[A-Z]+$/).toLowerCase(),
        z.number().overwrite(() => NaN),
      ]
        .map((field): [z.ZodType, string] => [
          field,
          'the output\'s field "f" changes the value it has checked (a trim, a change of case, an ' +
          ".overwrite()), which no listing can show; answer the value as it should be",
        ]),
      [
        z.looseRecord(z.string().startsWith("a"), z.int()),
        'the output\'s field "f" is a z.looseRecord(), whose other keys pass unchecked; answer a z.record()',
      ],
      ...[
        z.object({ a: z.string() }).and(z.record(z.string(), z.string())),
        z.object({ a: z.string() }).and(z.looseObject({ b: z.string() })),
      ].map((field): [z.ZodType, string] => [
        field,
        'the output\'s field "f" is an intersection of other than two plain z.object()s, which no ' +
        "listing of an answer can show; write it as one z.object(), or .extend() one",
      ]),
      ...[
        z.record(z.enum(["x", "y"]), z.number().optional()),
        z.object({}).catchall(z.number().optional()),
      ].map((field): [z.ZodType, string] => [
        field,
        'the output\'s field "f" holds values that may be undefined, which JSON leaves out; ' +
        "make them .nullable()",
      ]),
      ...[z.array(z.string().optional()), z.tuple([z.string()], z.int().optional())].map((
        field,
      ): [z.ZodType, string] => [
        field,
        'the output\'s field "f" holds items that may be undefined, which JSON writes as null; ' +
        "make them .nullable()",
      ]),
      [
        z.union([z.string(), z.date()]).optional(),
        'the output\'s field "f" is z.date(), which JSON cannot hold; answer it as z.iso.datetime()',
      ],
      [
        z.record(z.string(), z.bigint()),
        'the output\'s field "f" is z.bigint(), which JSON cannot hold; answer it as z.int()',
      ],
    ];
    for (const [field, message] of cases) {
      assert.throws(define(z.object({ f: field })), { message: at + message });
    }
  });

  it("throws for recursion, z.json() among it, and a field no object can carry", () => {
    type Tree = { children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ children: z.array(tree) }));
    assert.throws(define(z.object({ tree })), {
      message:
        /^tool "note_read" in toolkit "note": the output's field "tree(\[\]|\.children)*" is recursive/,
    });
    assert.throws(define(z.object({ data: z.json() })), {
      message: `${at}the output's field "data[]" is recursive, which a listing cannot show; ` +
        "limit its depth, or for free-form JSON, take z.unknown(), whose answers are checked as JSON",
    });
    assert.throws(define(z.object({ ["__proto__"]: z.string() })), {
      message:
        /^tool "note_read" in toolkit "note": the output's field "__proto__" is named __proto__/,
    });
  });

  it("throws for a default or a caught value its own schema refuses, which zod hands on unchecked", () => {
    assert.throws(define(z.object({ at: z.iso.datetime().default("2024-02-29") })), {
      message: `${at}the output's field "at" has a default its own schema refuses; ` +
        "give it one that fits",
    });
    assert.throws(define(z.object({ u: z.string().optional().default(undefined as never) })), {
      message:
        `${at}the output's field "u" has a default its own schema refuses; give it one that fits`,
    });
    assert.throws(define(z.object({ n: z.int().prefault(1.5) })), {
      message:
        `${at}the output's field "n" has a prefault its own schema refuses; give it one that fits`,
    });
    // A free-form value is read as JSON there too.
    assert.throws(define(z.object({ at: z.unknown().default(() => new Date()) })), {
      message:
        `${at}the output's field "at" has a default its own schema refuses; give it one that fits`,
    });
    assert.throws(define(z.object({ n: z.any().catch(() => 1n) })), {
      message: `${at}the output's field "n" catches with a value its own schema refuses; ` +
        "catch with one that fits",
    });
    assert.throws(define(z.object({ n: z.object({ m: z.int().catch(() => 1.5) }) })), {
      message: `${at}the output's field "n.m" catches with a value its own schema refuses; ` +
        "catch with one that fits",
    });
  });

  it("parses a default and a caught value as an answer: checked, unknown keys left out, defaults filled", async () => {
    const tool = defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({}),
      output: z.object({
        meta: z.object({ a: z.string(), b: z.number().default(1) })
          .default({ a: "x", secret: "s" } as never),
        short: z.string().max(3).catch((context) =>
          typeof context.input === "string" ? context.input : "x"
        ),
      }),
      run: () => ({ short: "a" }),
    });
    assert.deepEqual(parseToolOutput(tool, { short: 5 }), {
      rows: ['{"meta":{"a":"x","b":1},"short":"x"}'],
      structured: { meta: { a: "x", b: 1 }, short: "x" },
    });
    assert.equal(
      await mistake(() => parseToolOutput(tool, { short: "toolong" })),
      'tool "note_read" in toolkit "note": run answered what its output does not take: ' +
        "short: has 7 characters; at most 3 fit; return what the output declares",
    );
  });

  it("keeps an author's message whole, and leaves out only the package's advice to a model", async () => {
    const tool = define(z.object({
      n: z.int(),
      m: z.string().refine(() => false, "bad; send help please"),
    }))();
    assert.equal(
      await mistake(() => parseToolOutput(tool, { n: "1", m: "a" })),
      'tool "note_read" in toolkit "note": run answered what its output does not take: ' +
        'n: must be an integer, not "1"; m: bad; send help please; return what the output declares',
    );
  });

  it("lets an answer leave out a free-form field, and takes a template literal of any parts", () => {
    const tool = define(z.object({
      free: z.unknown(),
      anything: z.any(),
      either: z.union([z.unknown(), z.string()]),
      id: z.templateLiteral(["note-", z.undefined()]).optional(),
    }))();
    assert.deepEqual(parseToolOutput(tool, {}), { rows: ["{}"], structured: {} });
    assert.deepEqual(toolOutputSchema(tool.output!).required, undefined);
  });

  it("takes what JSON holds: free-form values, unions, tuples, records, nulls, defaults and catches", () => {
    const tool = define(z.object({
      a: z.unknown(),
      b: z.union([z.string(), z.object({ c: z.int() })]),
      d: z.tuple([z.string(), z.int()]),
      e: z.record(z.string(), z.boolean()).default({}),
      f: z.string().nullable().catch(null),
      g: z.looseObject({ h: z.string() }),
      i: z.coerce.string(),
      j: z.iso.datetime(),
    }))();
    assert.equal(tool.output?.shape.a instanceof z.ZodUnknown, true);
  });

  it("throws for rows without an output, or rows that are no function", () => {
    assert.throws(
      () =>
        defineTool("note", {
          name: "note_read",
          description: "Reads a note.",
          input: z.object({}),
          run: () => [],
          rows: (() => []) as never,
        }),
      { message: `${at}rows is for a tool with an output; return the rows from run` },
    );
    assert.throws(define(z.object({}), "rows"), {
      message: `${at}rows is not a function; write one from the answer to its rows`,
    });
  });
});

describe("defineTool and the answers, for rarer outputs", () => {
  const defined = (output: unknown) =>
    defineTool("note", {
      name: "note_rare",
      description: "d",
      input: z.object({}),
      output: output as z.ZodObject,
      run: () => ({}) as never,
    });
  const at = 'tool "note_rare" in toolkit "note": ';

  it("names what is not a zod object as the output, and the output itself for its own problems", () => {
    for (const output of [null, {}]) {
      assert.throws(() => defined(output), {
        message: `${at}the output is not a zod object; write it as z.object({ ... })`,
      });
    }
    assert.throws(() => defined(z.object({}).catchall(z.string().optional())), {
      message: `${at}the output holds values that may be undefined, which JSON leaves out; ` +
        "make them .nullable()",
    });
    assert.throws(() => defined(z.object({ a: z.string() }).overwrite((value) => value)), {
      message: `${at}the output changes the value it has checked (a trim, a change of case, an ` +
        ".overwrite()), which no listing can show; answer the value as it should be",
    });
  });

  it("refuses a bare transform, a lazy field's inside, a literal of bigint or NaN, and depth past 256", () => {
    assert.throws(() => defined(z.object({ t: z.transform((value: unknown) => value) })), {
      message: `${at}the output's field "t" is a transform, whose answer no listing can show; ` +
        "answer the value itself",
    });
    assert.throws(() => defined(z.object({ l: z.lazy(() => z.object({ a: z.bigint() })) })), {
      message:
        `${at}the output's field "l.a" is z.bigint(), which JSON cannot hold; answer it as z.int()`,
    });
    for (const literal of [z.literal(["a", 5n]), z.literal(NaN)]) {
      assert.throws(() => defined(z.object({ l: literal })), {
        message: `${at}the output's field "l" is a z.literal() of a value JSON cannot hold; ` +
          "answer a string, a finite number or a boolean",
      });
    }
    assert.ok(defined(z.object({ l: z.literal([null, "a"]) })));
    const nested = (levels: number) => {
      let schema: z.ZodType = z.int();
      for (let i = 0; i < levels; i++) schema = z.object({ a: schema });
      return schema;
    };
    assert.ok(defined(nested(256)));
    assert.throws(() => defined(nested(257)), {
      message:
        `${at}the output's field "a" is nested deeper than 256 levels of objects and arrays, ` +
        "the most an answer may have; flatten it",
    });
  });

  it("tries a caught value with the context zod gives a catch", () => {
    const caught = z.int().catch((context: { issues: unknown[]; error: { issues: unknown[] } }) =>
      context.issues.length === 0 && context.error.issues.length === 0 ? "no" as never : 0
    );
    assert.throws(() => defined(z.object({ n: caught })), {
      message: `${at}the output's field "n" catches with a value its own schema refuses; catch ` +
        "with one that fits",
    });
  });

  it("fills defaults inside a prefault, a lazy field and a tuple's rest", () => {
    const answer = (output: z.ZodObject, given: unknown) =>
      parseToolOutput(defined(output), given as never) as { structured?: unknown };
    const inner = z.object({ a: z.int().default(1) });
    assert.deepEqual(answer(z.object({ p: inner.prefault({}) }), {}).structured, { p: { a: 1 } });
    assert.deepEqual(answer(z.object({ l: z.lazy(() => inner) }), { l: {} }).structured, {
      l: { a: 1 },
    });
    assert.deepEqual(
      answer(z.object({ t: z.tuple([z.int()], inner) }), { t: [1, {}] }).structured,
      {
        t: [1, { a: 1 }],
      },
    );
  });

  it("checks the values of an output's catchall", () => {
    const tool = defined(z.object({ a: z.int() }).catchall(z.int()));
    assert.deepEqual(parseToolOutput(tool, { a: 1, b: 2 }), {
      rows: ['{"a":1,"b":2}'],
      structured: { a: 1, b: 2 },
    });
    assert.throws(() => parseToolOutput(tool, { a: 1, b: "x" }), {
      message: `${at}run answered what its output does not take: b: must be an integer, not ` +
        '"x"; return what the output declares',
    });
  });

  it("leaves the advice to a model out of an answer's mistake", () => {
    const tool = defined(z.object({ id: z.int(), tags: z.array(z.int()) }));
    assert.throws(() => parseToolOutput(tool, { id: "12", tags: "[1]" }), {
      message: `${at}run answered what its output does not take: id: must be an integer, not ` +
        '"12"; tags: must be an array, not "[1]"; return what the output declares',
    });
  });
});

describe("parseToolOutput: defaults inside lazies and tuples, and tools of no output", () => {
  const tool = (output: z.ZodObject) =>
    defineTool("note", {
      name: "note_answer",
      description: "d",
      input: z.object({}),
      output,
      run: () => ({}) as never,
    });
  // A default with a key its object does not take: parsed, it is left out.
  const held = z.object({ a: z.string() }).default({ a: "x", extra: 1 } as never);

  it("parses a default's value inside a lazy, a tuple's items and its rest", () => {
    const cases: [z.ZodObject, unknown, unknown][] = [
      [z.object({ l: z.lazy(() => z.object({ o: held })) }), { l: {} }, { l: { o: { a: "x" } } }],
      [z.object({ t: z.tuple([z.object({ o: held })]) }), { t: [{}] }, { t: [{ o: { a: "x" } }] }],
      [
        z.object({ t: z.tuple([z.string()], z.object({ o: held })) }),
        { t: ["x", {}] },
        { t: ["x", { o: { a: "x" } }] },
      ],
      [z.object({ t: z.tuple([z.string()]) }), { t: ["x"] }, { t: ["x"] }],
    ];
    for (const [output, answer, structured] of cases) {
      assert.deepEqual(parseToolOutput(tool(output), answer), {
        rows: [JSON.stringify(structured)],
        structured,
      });
    }
  });

  it("names what is no zod object as the output, null too", () => {
    for (const output of [null, {}, { _zod: {} }, z.string()]) {
      assert.throws(() => tool(output as never), {
        constructor: Error,
        message:
          'tool "note_answer" in toolkit "note": the output is not a zod object; write it as z.object({ ... })',
      });
    }
  });

  it("checks the rows of a tool of no output", () => {
    const rows = defineTool("note", {
      name: "note_rows",
      description: "d",
      input: z.object({}),
      run: () => [],
    });
    assert.throws(() => parseToolOutput(rows as never, "row"), {
      constructor: Error,
      message: 'tool "note_rows" in toolkit "note": run returned a string; return an array of ' +
        'strings, one row each, such as ["note\\t1"]',
    });
  });
});
