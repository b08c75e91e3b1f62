// What a tool answers reaches a client as plain JSON, or is a mistake in the
// tool named with its place: on every path an output is parsed on, and
// through every entry that checks an answer.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { z } from "zod";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/client/validators/cf-worker";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolOutput,
  type Tool,
  toolOutputSchema,
  type ToolResult,
} from "@adecore/agents/context";
import { jsonBack } from "../json_back.ts";
import { standardOutputSchema } from "@adecore/agents/standard";

let made = 0;

/** A tool answering what it is handed, with `output` parsed on one path. */
type OnPath = (output: z.ZodObject) => { tool: AnswerTool; jitless: boolean };

/** A tool of any output, as parseToolOutput and the adapters take it. */
type AnswerTool = Tool<z.ZodObject, never, z.ZodObject>;

const PATHS: Readonly<Record<string, OnPath>> = {
  compiled: (output) => ({ tool: answering(output), jitless: false }),
  // zod compiles no check with a `when` condition, and parses it at run time.
  runtime: (output) => ({
    tool: answering(output.refine(() => true, { when: () => true })),
    jitless: false,
  }),
  asynchronous: (output) => ({
    tool: answering(output.refine(() => Promise.resolve(true))),
    jitless: false,
  }),
  jitless: (output) => ({ tool: answering(output), jitless: true }),
};

function answering(output: z.ZodObject): AnswerTool {
  return defineTool("answers", {
    name: `answers_${made++}`,
    description: "Answers what it is handed.",
    input: z.object({}),
    output,
    run: ((_input: unknown, call: { answer?: unknown }) => call.answer) as never,
  }) as unknown as AnswerTool;
}

/** Every entry that checks an answer: each gives the result, or rejects with the mistake. */
const ENTRIES: Readonly<
  Record<string, (tool: AnswerTool, answer: unknown) => Promise<ToolResult>>
> = {
  parseToolOutput: async (tool, answer) => await parseToolOutput(tool, answer),
  "registry.answer": (tool, answer) =>
    createToolRegistry([defineToolkit("answers", [tool])]).answer(
      tool.name,
      {},
      { answer } as never,
    ),
  "registry.run": async (tool, answer) => ({
    rows: await createToolRegistry([defineToolkit("answers", [tool])]).run(tool.name, {}, {
      answer,
    } as never),
  }),
  standardOutputSchema: async (tool, answer) => {
    const validated = await standardOutputSchema(tool)["~standard"].validate(answer);
    if ("issues" in validated && validated.issues !== undefined) {
      throw new Error(validated.issues[0]!.message);
    }
    return { rows: [], structured: (validated as { value: Record<string, unknown> }).value };
  },
};

/** The answer on every path through every entry: what each gave, or the message and cause of its mistake. */
async function everywhere(
  output: z.ZodObject,
  answer: () => unknown,
  each: (outcome: ToolResult | Error, where: string) => void,
): Promise<void> {
  for (const [path, on] of Object.entries(PATHS)) {
    for (const [entry, check] of Object.entries(ENTRIES)) {
      const { tool, jitless } = on(output);
      // Set for the tool's first call, which would compile its check otherwise.
      if (jitless) z.config({ jitless: true });
      let outcome: ToolResult | Error;
      try {
        outcome = await check(tool, answer());
      } catch (error) {
        assert.ok(error instanceof Error, `${path}, ${entry}: ${String(error)}`);
        outcome = error;
      } finally {
        if (jitless) z.config({ jitless: false });
      }
      each(outcome, `${path}, ${entry}`);
    }
  }
}

/**
 * Asserts every path and entry fails with `message` (or takes the answer,
 * where it gives undefined), and where `cause` is given, with it.
 */
async function mistaken(
  output: z.ZodObject,
  answer: () => unknown,
  message: (name: string, where: string) => string | undefined,
  cause?: unknown,
): Promise<void> {
  await everywhere(output, answer, (outcome, where) => {
    if (message("", where) === undefined) {
      assert.ok(!(outcome instanceof Error), `${where}: ${String(outcome)}`);
      return;
    }
    assert.ok(outcome instanceof Error, `${where} took the answer`);
    const name = /^tool "(\w+)"/.exec(outcome.message)?.[1] ?? "";
    assert.equal(outcome.name, "Error", where);
    assert.equal(outcome.message, message(name, where), where);
    if (cause !== undefined && !where.endsWith("standardOutputSchema")) {
      assert.equal(outcome.cause, cause, where);
    }
  });
}

const at = (name: string) => `tool "${name}" in toolkit "answers"`;

describe("what run answered that could not be read", () => {
  const output = z.object({ id: z.int(), d: z.unknown() });
  const boom = new Error("boom");
  const throwing = () => {
    throw boom;
  };

  it("is a mistake naming the place, with the error met as its cause", async () => {
    const cases: [() => unknown, string][] = [
      [() => ({
        get id() {
          return throwing();
        },
        d: 1,
      }), " at id"],
      [() => ({
        id: 1,
        d: {
          get x() {
            return throwing();
          },
        },
      }), " at d.x"],
      [() => ({ id: 1, d: [1, new Proxy({}, { ownKeys: throwing })] }), " at d.1"],
      [
        () =>
          new Proxy({ id: 1, d: 1 }, {
            get: (_target, key) => key === "then" ? undefined : throwing(),
          }),
        " at id",
      ],
    ];
    for (const [answer, where] of cases) {
      await mistaken(
        output,
        answer,
        (name) =>
          `${at(name)}: what run answered could not be read${where} ` +
          "(a getter or a proxy threw); return plain data",
        boom,
      );
    }
  });

  it("is a mistake for a revoked proxy anywhere, the answer itself included", async () => {
    const revoked = () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    };
    await mistaken(
      output,
      () => ({ id: 1, d: { list: [revoked()] } }),
      (name) =>
        `${at(name)}: what run answered could not be read at d.list.0 ` +
        "(a getter or a proxy threw); return plain data",
    );
    // The Standard Schema adapter checks a value, never a promise: it reads no then.
    await mistaken(
      output,
      revoked,
      (name, where) =>
        where.endsWith("standardOutputSchema")
          ? `${at(name)}: what run answered could not be read (a getter or a proxy threw); ` +
            "return plain data"
          : `${at(name)}: what run returned could not be read (a getter or a proxy threw); ` +
            "return plain data, or a promise of it",
    );
  });

  it("is a mistake for a then getter that throws", async () => {
    await mistaken(
      output,
      () => ({
        id: 1,
        d: 1,
        get then() {
          return throwing();
        },
      }),
      (name, where) =>
        where.endsWith("standardOutputSchema")
          ? undefined
          : `${at(name)}: what run returned could not be read (a getter or a proxy threw); ` +
            "return plain data, or a promise of it",
      boom,
    );
  });

  it("takes an answer nested 256 levels deep, its own object the first, and names one level more", () => {
    const deep = defineTool("deep", {
      name: "deep_answer",
      description: "d",
      input: z.object({}),
      output: z.object({ d: z.unknown() }),
      run: () => ({ d: 1 }),
    });
    for (const nest of [(inner: unknown) => [inner], (inner: unknown) => ({ a: inner })]) {
      let value: unknown = 1;
      for (let level = 0; level < 255; level++) value = nest(value);
      assert.deepEqual((parseToolOutput(deep, { d: value }) as ToolResult).structured, {
        d: value,
      });
      assert.throws(() => parseToolOutput(deep, { d: nest(value) }), {
        message: /: nests more than 256 levels deep; return plain JSON$/,
      });
    }
  });

  it("is a mistake for an answer nested deeper than any client reads, free-form", async () => {
    let deep: unknown = 1;
    for (let level = 0; level < 20_000; level++) deep = [deep];
    await mistaken(
      output,
      () => ({ id: 1, d: deep }),
      (name) =>
        `${at(name)}: run answered what JSON cannot write at ${"d" + ".0".repeat(59)}.…: ` +
        "nests more than 256 levels deep; return plain JSON",
    );
  });

  it("lets an error of the author's own check on plain data reach the host as it is", async () => {
    const own = new Error("the author's own");
    const checked = z.object({ id: z.int().refine(() => throwing2(own)), d: z.unknown() });
    for (const [entry, check] of Object.entries(ENTRIES)) {
      if (entry === "standardOutputSchema") continue;
      await assert.rejects(check(PATHS.compiled!(checked).tool, { id: 1, d: 1 }), own, entry);
    }
    const validated = standardOutputSchema(PATHS.compiled!(checked).tool)["~standard"];
    const issues =
      (validated.validate({ id: 1, d: 1 }) as { issues: { message: string }[] }).issues;
    assert.match(
      issues[0]!.message,
      /^tool "answers_\d+" in toolkit "answers": the output's check threw: the author's own$/,
    );
  });
});

function throwing2(error: Error): boolean {
  throw error;
}

describe("rows that could not be read, of a tool without an output", () => {
  const boom = new Error("boom");
  const cases: [() => unknown, string][] = [
    [() =>
      new Proxy(["a"], {
        get: (_target, key) =>
          key === "then" ? undefined : (() => {
            throw boom;
          })(),
      }), "run"],
    [() =>
      Object.defineProperty(["a"], 0, {
        get: () => {
          throw boom;
        },
      }), "run"],
    [() => Object.defineProperty(["a", "b"], "length", { value: 2 }), ""],
  ];

  it("is a mistake naming the tool, with the error met as its cause", async () => {
    for (const [rows, by] of cases) {
      const tool = defineTool("rows", {
        name: "rows_give",
        description: "Gives rows.",
        input: z.object({}),
        run: () => rows() as string[],
      });
      const registry = createToolRegistry([defineToolkit("rows", [tool])]);
      if (by === "") {
        assert.deepEqual(await registry.run("rows_give", {}, {}), ["a", "b"]);
        continue;
      }
      for (
        const answer of [
          () => registry.run("rows_give", {}, {}),
          () => registry.answer("rows_give", {}, {}),
        ]
      ) {
        await assert.rejects(answer(), {
          name: "Error",
          message: 'tool "rows_give" in toolkit "rows": what run returned could not be read ' +
            '(a getter or a proxy threw); return an array of strings, one row each, such as ["note\\t1"]',
          cause: boom,
        });
      }
      assert.throws(() => parseToolOutput(tool, rows()), {
        message: /could not be read/,
        cause: boom,
      });
    }
  });

  it("hands the host a copy of the rows, not what run returned", async () => {
    const returned = ["a"];
    const tool = defineTool("rows", {
      name: "rows_give",
      description: "Gives rows.",
      input: z.object({}),
      run: () => returned,
    });
    const rows = await createToolRegistry([defineToolkit("rows", [tool])]).run("rows_give", {}, {});
    assert.deepEqual(rows, ["a"]);
    assert.notEqual(rows, returned);
  });
});

describe("a cycle in what run answered", () => {
  it("is a mistake named with its path, with rows or without", async () => {
    const cycle = () => {
      const node: Record<string, unknown> = { x: 1 };
      node.self = { back: node };
      return { id: 1, d: node };
    };
    const message = (name: string) =>
      `${at(name)}: run answered what JSON cannot write at d.self.back: refers back to d, ` +
      "a cycle JSON cannot write; return plain JSON";
    await mistaken(z.object({ id: z.int(), d: z.unknown() }), cycle, message);
    const rowsWritten = defineTool("answers", {
      name: "answers_rows",
      description: "Answers with rows.",
      input: z.object({}),
      output: z.object({ id: z.int(), d: z.unknown() }),
      rows: () => ["id\t1"],
      run: () => cycle(),
    });
    await assert.rejects(
      createToolRegistry([defineToolkit("answers", [rowsWritten])]).answer("answers_rows", {}, {}),
      { name: "Error", message: message("answers_rows") },
    );
  });

  it("is a mistake where the answer refers back to itself", async () => {
    const answer = () => {
      const top: Record<string, unknown> = { id: 1 };
      top.d = { top };
      return top;
    };
    await mistaken(
      z.object({ id: z.int(), d: z.unknown() }),
      answer,
      (name) =>
        `${at(name)}: run answered what JSON cannot write at d.top.d: refers back to d, ` +
        "a cycle JSON cannot write; return plain JSON",
    );
  });
});

describe("what JSON cannot write, in a checked answer", () => {
  it("leaves out a key whose value is undefined, and writes -0 as 0", async () => {
    const output = z.object({
      a: z.string().optional(),
      b: z.string().nullish(),
      c: z.unknown(),
      e: z.any(),
      n: z.number(),
      d: z.unknown(),
      r: z.record(z.string(), z.unknown()),
    });
    const answer = () => ({
      a: undefined,
      b: undefined,
      c: undefined,
      e: undefined,
      n: -0,
      d: { x: undefined, y: [-0], z: { w: undefined } },
      r: { k: undefined, v: -0 },
    });
    const structured = { n: 0, d: { y: [0], z: {} }, r: { v: 0 } };
    await everywhere(output, answer, (outcome, where) => {
      assert.ok(!(outcome instanceof Error), `${where}: ${String(outcome)}`);
      if (outcome.structured !== undefined) assert.deepEqual(outcome.structured, structured, where);
      if (outcome.rows.length > 0) {
        assert.deepEqual(outcome.rows, ['{"n":0,"d":{"y":[0],"z":{}},"r":{"v":0}}'], where);
      }
    });
  });

  it("leaves out an undefined key and writes -0 as 0 where zod made every object, at every depth", async () => {
    const output = z.object({
      a: z.string().optional(),
      n: z.number(),
      list: z.array(z.number()),
      o: z.object({ b: z.number().optional(), m: z.number() }),
      rows: z.array(z.object({ c: z.string().optional() })),
    });
    const answer = () => ({
      a: undefined,
      n: -0,
      list: [-0, 1],
      o: { b: undefined, m: -0 },
      rows: [{ c: undefined }],
    });
    const structured = { n: 0, list: [0, 1], o: { m: 0 }, rows: [{}] };
    await everywhere(output, answer, (outcome, where) => {
      assert.ok(!(outcome instanceof Error), `${where}: ${String(outcome)}`);
      if (outcome.structured !== undefined) assert.deepEqual(outcome.structured, structured, where);
      if (outcome.rows.length > 0) {
        assert.deepEqual(outcome.rows, ['{"n":0,"list":[0,1],"o":{"m":0},"rows":[{}]}'], where);
      }
    });
  });

  it("leaves the tool's own objects in a free-form field as they were, and answers a copy", async () => {
    for (const free of [z.unknown(), z.any()]) {
      const own = { x: undefined, y: -0, list: [-0] };
      await everywhere(z.object({ d: free }), () => ({ d: own }), (outcome, where) => {
        assert.ok(!(outcome instanceof Error), `${where}: ${String(outcome)}`);
        if (outcome.structured !== undefined) {
          assert.deepEqual(outcome.structured, { d: { y: 0, list: [0] } }, where);
        }
      });
      assert.deepEqual(Object.keys(own), ["x", "y", "list"]);
      assert.ok(Object.is(own.y, -0) && Object.is(own.list[0], -0));
    }
  });

  it("does the same for an output without a free-form value, frozen parts included", async () => {
    const output = z.object({
      a: z.string().optional(),
      b: z.string().nullish(),
      n: z.number(),
      list: z.array(z.object({ x: z.number(), y: z.int().optional() })),
      fixed: z.object({ z: z.number(), w: z.string().optional() }).readonly(),
    });
    const answer = () => ({
      a: undefined,
      b: undefined,
      n: -0,
      list: [{ x: -0, y: undefined }],
      fixed: { z: -0, w: undefined },
    });
    const structured = { n: 0, list: [{ x: 0 }], fixed: { z: 0 } };
    await everywhere(output, answer, (outcome, where) => {
      assert.ok(!(outcome instanceof Error), `${where}: ${String(outcome)}`);
      if (outcome.structured !== undefined) assert.deepEqual(outcome.structured, structured, where);
      if (outcome.rows.length > 0) {
        assert.deepEqual(outcome.rows, ['{"n":0,"list":[{"x":0}],"fixed":{"z":0}}'], where);
      }
    });
  });

  it("is a mistake for an undefined item or a hole in an array, named with the item's path", async () => {
    const output = z.object({ d: z.unknown(), l: z.array(z.unknown()).optional() });
    const cases: [() => unknown, string][] = [
      [() => ({ d: [undefined, 1] }), "d.0: undefined, which JSON writes as null"],
      // deno-lint-ignore no-sparse-arrays
      [
        () => ({ d: { list: [1, , 3] } }),
        "d.list.1: a hole in the array, which JSON writes as null",
      ],
      [() => ({ d: 1, l: [1, undefined] }), "l.1: undefined, which JSON writes as null"],
    ];
    for (const [answer, problem] of cases) {
      const [place, what] = problem.split(/: (.*)/s);
      await mistaken(
        output,
        answer,
        (name) =>
          `${
            at(name)
          }: run answered what JSON cannot write at ${place}: ${what}; return plain JSON`,
      );
    }
  });

  it("is a mistake for a value JSON has no form for, in a free-form field", async () => {
    const cases: [unknown, string][] = [
      [new Date(0), "a Date, which JSON cannot hold"],
      [new Map(), "a Map, which JSON cannot hold"],
      [10n, "a bigint, which JSON cannot hold"],
      [() => 1, "a function, which JSON cannot hold"],
      [Symbol("s"), "a symbol, which JSON cannot hold"],
      [NaN, "NaN, which JSON cannot hold"],
      [-Infinity, "-Infinity, which JSON cannot hold"],
      [Object.create({ inherited: 1 }), "an object of a prototype of its own"],
      [{ toJSON: () => "x" }, "a function, which JSON cannot hold"],
    ];
    for (const [value, problem] of cases) {
      const where = typeof value === "object" && value !== null && Object.hasOwn(value, "toJSON")
        ? "d.x.toJSON"
        : "d.x";
      await mistaken(
        z.object({ d: z.unknown() }),
        () => ({ d: { x: value } }),
        (name) =>
          `${
            at(name)
          }: run answered what JSON cannot write at ${where}: ${problem}; return plain JSON`,
      );
    }
  });

  it("is a mistake with no cause where nothing threw", async () => {
    await everywhere(z.object({ d: z.unknown() }), () => ({ d: 1n }), (outcome, where) => {
      assert.ok(outcome instanceof Error, where);
      assert.equal(Object.hasOwn(outcome, "cause"), false, where);
    });
  });
});

describe("a check on a free-form output field", () => {
  it("runs on the answer: refine, superRefine and check", async () => {
    const cases: [z.ZodType, string][] = [
      [
        z.unknown().refine((v) => typeof v === "string"),
        "must pass a check of this tool, which says no more",
      ],
      [z.any().refine((v) => typeof v === "string", "d must be a text"), "d must be a text"],
      [
        z.unknown().superRefine((v, context) => {
          if (typeof v !== "string") {
            context.addIssue({ code: "custom", message: "d takes a text" });
          }
        }),
        "d takes a text",
      ],
      [
        z.unknown().check((context) => {
          if (typeof context.value !== "string") {
            context.issues.push({
              code: "custom",
              message: "d holds a text",
              input: context.value,
            });
          }
        }),
        "d holds a text",
      ],
    ];
    for (const [field, problem] of cases) {
      const output = z.object({ d: field });
      const shown = problem.startsWith("d ") ? problem : `d: ${problem}`;
      await mistaken(
        output,
        () => ({ d: 5 }),
        (name) =>
          `${
            at(name)
          }: run answered what its output does not take: ${shown}; return what the output declares`,
      );
      await everywhere(output, () => ({ d: "text" }), (outcome, where) => {
        assert.ok(!(outcome instanceof Error), `${where}: ${String(outcome)}`);
      });
    }
  });
});

describe("a free-form value holding a field named __proto__", () => {
  it("keeps it as a field, on every path and through every entry", async () => {
    const output = z.object({ data: z.unknown() });
    const answer = () => ({ data: JSON.parse('{"__proto__": {"a": 1}, "b": 2}') });
    await everywhere(output, answer, (outcome, where) => {
      assert.ok(!(outcome instanceof Error), `${where}: ${String(outcome)}`);
      if (where.endsWith("registry.run")) {
        assert.deepEqual(outcome.rows, ['{"data":{"__proto__":{"a":1},"b":2}}'], where);
        return;
      }
      const data = outcome.structured!.data as Record<string, unknown>;
      assert.equal(Object.getPrototypeOf(data), Object.prototype, where);
      assert.deepEqual(Object.getOwnPropertyDescriptor(data, "__proto__")?.value, { a: 1 }, where);
      assert.equal(data.b, 2, where);
    });
  });
});

describe("every structured answer", () => {
  const output = z.object({
    id: z.int(),
    text: z.string().optional(),
    when: z.iso.datetime().optional(),
    ratio: z.number().nullable(),
    tags: z.array(z.string()).default([]),
    extra: z.unknown(),
    meta: z.record(z.string(), z.unknown()).optional(),
    list: z.array(z.unknown()).optional(),
  });
  const tool = PATHS.compiled!(output).tool;
  const listing = toolOutputSchema(output);
  // As the MCP SDK v2's client sets ajv up: JSON Schema 2020-12 with ajv-formats.
  const ajv = new Ajv2020({ strict: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  const ajvValidate = ajv.compile(listing);
  // The CfWorker validator marks the schema it is given: a copy, since the listing is frozen.
  const cfValidate = new CfWorkerJsonSchemaValidator().getValidator(
    structuredClone(listing) as never,
  );

  /** JSON values, with undefined, -0 and holes where JSON has none. */
  const loose = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.constantFrom(undefined, -0, 0, null, true, "", "a"),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string(),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 4 }), tie("value"), { maxKeys: 4 }),
    ),
  })).value;

  it("is plain JSON, and valid against the output listing under ajv and the CfWorker validator", () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.integer(),
          text: fc.option(fc.string(), { nil: undefined }),
          when: fc.option(fc.constant("2026-12-01T09:30:00Z"), { nil: undefined }),
          ratio: fc.oneof(
            fc.constant(null),
            fc.constant(-0),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
          ),
          tags: fc.option(fc.array(fc.string(), { maxLength: 3 }), { nil: undefined }),
          extra: loose,
          meta: fc.option(fc.dictionary(fc.string({ maxLength: 4 }), loose, { maxKeys: 3 }), {
            nil: undefined,
          }),
          list: fc.option(fc.array(fc.oneof(fc.constant(undefined), loose), { maxLength: 3 }), {
            nil: undefined,
          }),
        }),
        (answer) => {
          let structured: unknown;
          try {
            structured = (parseToolOutput(tool, answer) as ToolResult).structured;
          } catch (error) {
            assert.match(
              (error as Error).message,
              /run answered what JSON cannot write at .+: (undefined|a hole)/,
            );
            return;
          }
          assert.deepEqual(jsonBack(structured), structured);
          assert.ok(ajvValidate(structured), JSON.stringify(ajvValidate.errors));
          const cf = cfValidate(structured);
          assert.ok(cf.valid, cf.errorMessage);
        },
      ),
      { numRuns: 300 },
    );
  });
});
