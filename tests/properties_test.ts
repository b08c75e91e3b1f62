// Property tests with fast-check, seeded so every run tries the same cases.
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";
import {
  type ArgumentsRewrite,
  createToolRegistry,
  defineTool,
  defineToolkit,
  field,
  parseRefusalBody,
  parseToolArguments,
  parseToolInput,
  refusalBody,
  toolInputSchema,
  ToolRefusal,
} from "@adecore/agents/context";
import { assertPortable } from "./portable.ts";

const SEED = 20261130;
const tally = { run: 0, refused: 0, passed: 0, crashed: 0 };
after(() => {
  console.log(
    `properties: ${tally.run} cases run, ${tally.refused} refused, ${tally.passed} passed, ` +
      `${tally.crashed} crashed`,
  );
});

const NONE: ReadonlySet<string> = new Set();

/**
 * The input as the package reads it: fields set to null left out, at every
 * depth of objects, but for the top-level fields `kept`, whose schema takes null.
 */
function withoutNulls(value: unknown, kept: ReadonlySet<string> = NONE): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutNulls(item));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([k, v]) => v !== null || kept.has(k)).map((
      [k, v],
    ) => [k, withoutNulls(v)]),
  );
}

// A varied registry: every kind of field the package lists.
const inputs = {
  note_write: z.object({
    text: z.string().min(1).max(40),
    revision: z.number().int().positive().optional(),
    dry_run: z.boolean().optional(),
  }),
  task_assign: z.object({
    title: z.string(),
    assignee: z.object({ name: z.string(), email: z.email().optional() }),
    labels: z.array(z.enum(["bug", "idea", "chore"])).max(3).default([]),
  }),
  score_set: z.object({
    scores: z.record(z.string(), z.number().min(0).max(10)),
    level: z.literal([1, 2, 3]).nullable().optional(),
    public: z.literal(true).optional(),
  }),
  chat_open: z.object({
    target: z.union([z.object({ id: z.number().int() }), z.object({ name: z.string() })]),
    words: z.string().transform((text) => text.split(" ")).optional(),
    meta: z.object({ source: z.string().optional() })
      .catchall(z.union([z.string(), z.number(), z.boolean()])).optional(),
  }),
  // Fields whose schema gives null a meaning, and a union of choices.
  setting_set: z.object({
    key: z.string(),
    value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
    due: z.preprocess((value) => (value === null ? "remove" : value), z.string().optional()),
    mode: z.union([z.literal("off"), z.literal("moderate"), z.literal("strict")]).nullish(),
  }),
} as const;
/** The top-level fields of each tool whose schema takes null. */
const KEPT: Readonly<Record<string, ReadonlySet<string>>> = {
  score_set: new Set(["level"]),
  setting_set: new Set(["value", "due", "mode"]),
};
type Name = keyof typeof inputs;
const names = Object.keys(inputs) as Name[];
const calls: [Name, unknown][] = [];
/** The varied tools, each input passed through `check` (as it is, or with an asynchronous check). */
function variedTools(check: (input: z.ZodObject) => z.ZodObject = (input) => input) {
  return createToolRegistry([
    defineToolkit(
      "test",
      names.map((name) =>
        defineTool("test", {
          name,
          description: `The ${name} tool.`,
          input: check(inputs[name] as z.ZodObject),
          run(input) {
            calls.push([name, input]);
            return [`${name}\tdone`];
          },
        })
      ),
    ),
  ]);
}
const registry = variedTools();

/** Input each tool takes, now and then with nulls for the fields it may leave out. */
const valid: Record<Name, fc.Arbitrary<unknown>> = {
  note_write: fc.record({
    text: fc.string({ minLength: 1, maxLength: 40 }),
    revision: fc.oneof(fc.integer({ min: 1 }), fc.constant(null)),
    dry_run: fc.oneof(fc.boolean(), fc.constant(null)),
  }, { requiredKeys: ["text"] }),
  task_assign: fc.record({
    title: fc.string(),
    assignee: fc.record({ name: fc.string(), email: fc.constantFrom("a@b.co", null) }, {
      requiredKeys: ["name"],
    }),
    labels: fc.oneof(fc.subarray(["bug", "idea", "chore"]), fc.constant(null)),
  }, { requiredKeys: ["title", "assignee"] }),
  score_set: fc.record({
    scores: fc.dictionary(
      fc.string(),
      fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant(null)),
    ),
    level: fc.constantFrom(1, 2, 3, null),
    public: fc.constantFrom(true, null),
  }, { requiredKeys: ["scores"] }),
  chat_open: fc.record({
    target: fc.oneof(fc.record({ id: fc.integer() }), fc.record({ name: fc.string() })),
    words: fc.oneof(fc.string(), fc.constant(null)),
    meta: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), {
      maxKeys: 2,
    }),
  }, { requiredKeys: ["target"] }),
  setting_set: fc.record({
    key: fc.string(),
    value: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
    due: fc.oneof(fc.string(), fc.constant(null)),
    mode: fc.constantFrom("off", "moderate", "strict", null),
  }, { requiredKeys: ["key", "value"] }),
};

/** Objects shaped like a tool's input: its own field names, misspellings, and any values. */
function shaped(name: Name): fc.Arbitrary<unknown> {
  const keys = [
    ...Object.keys(inputs[name].shape),
    "name",
    "id",
    "txt",
    "__proto__",
    "constructor",
  ];
  const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(null));
  return fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), value, { maxKeys: 5 });
}

describe("registry.run, for any JSON value", () => {
  it("returns the tool's rows or refuses with bad-arguments, and runs the tool only on what its schema takes", async () => {
    const anyInput = fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.constant(null));
    const call = fc.constantFrom(...names).chain((name) =>
      fc.tuple(fc.constant(name), fc.oneof(anyInput, shaped(name), valid[name]))
    );
    await fc.assert(
      fc.asyncProperty(
        call,
        async ([name, input]) => {
          tally.run++;
          calls.length = 0;
          try {
            assert.deepEqual(await registry.run(name, input, {}), [`${name}\tdone`]);
          } catch (error) {
            if (error instanceof ToolRefusal && error.code === "bad-arguments") {
              tally.refused++;
              assert.equal(calls.length, 0, "the tool ran on input it refused");
              return;
            }
            tally.crashed++;
            throw error;
          }
          tally.passed++;
          const expected = inputs[name].safeParse(withoutNulls(input ?? {}, KEPT[name]));
          assert.ok(expected.success, "the package took input its schema refuses");
          assert.deepEqual(calls, [[name, expected.data]]);
        },
      ),
      { seed: SEED, numRuns: 400 },
    );
  });
});

/** Ways a host-built value can throw when read, each with what it throws. */
const sabotage = fc.tuple(
  fc.constantFrom("getter", "get trap", "keys trap", "prototype trap", "revoked", "class getter"),
  fc.constantFrom<() => unknown>(
    () => new Error("read"),
    () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    },
    () =>
      Object.defineProperty({}, "constructor", {
        get() {
          throw new Error("constructor");
        },
      }),
    () => null,
    () => undefined,
    () => 7,
  ),
);

/** A value that throws `thrown()` when read the way `how` says. */
function hostile(how: string, thrown: () => unknown, inner: unknown): unknown {
  const fail = () => {
    throw thrown();
  };
  const target = typeof inner === "object" && inner !== null ? inner : {};
  switch (how) {
    case "getter":
      return Object.defineProperty({ ...target }, "text", { enumerable: true, get: fail });
    case "get trap":
      return new Proxy(target, { get: fail });
    case "keys trap":
      return new Proxy(target, { ownKeys: fail });
    case "prototype trap":
      return new Proxy(target, { getPrototypeOf: fail });
    case "revoked": {
      const { proxy, revoke } = Proxy.revocable(target, {});
      revoke();
      return proxy;
    }
    default:
      return new (class {
        get text(): unknown {
          return fail();
        }
      })();
  }
}

/** Replaces the value at each chosen place, counted depth first, by a hostile one. */
function sabotaged(value: unknown, places: readonly [number, [string, () => unknown]][]): unknown {
  let count = 0;
  const visit = (node: unknown): unknown => {
    const at = count++;
    let copy = node;
    if (Array.isArray(node)) copy = node.map(visit);
    else if (typeof node === "object" && node !== null) {
      copy = Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
    }
    const place = places.find(([index]) => index === at);
    return place === undefined ? copy : hostile(place[1][0], place[1][1], copy);
  };
  return visit(value);
}

describe("registry.run, for input that throws when read", () => {
  // The same tools, each with an asynchronous check: the asynchronous parse.
  const later = variedTools((input) => input.refine(() => Promise.resolve(true)));

  it("refuses with bad-arguments or runs the tool, and nothing else escapes", async () => {
    const call = fc.constantFrom(...names).chain((name) =>
      fc.tuple(
        fc.constant(name),
        fc.oneof(shaped(name), valid[name]),
        fc.array(fc.tuple(fc.nat({ max: 12 }), sabotage), { minLength: 1, maxLength: 2 }),
      )
    );
    await fc.assert(
      fc.asyncProperty(call, async ([name, input, places]) => {
        for (const tools of [registry, later]) {
          tally.run++;
          calls.length = 0;
          try {
            await tools.run(name, sabotaged(input, places), {});
            tally.passed++;
          } catch (error) {
            tally.refused++;
            assert.ok(error instanceof ToolRefusal, "an error that is no refusal escaped");
            assert.equal(error.code, "bad-arguments");
            assert.equal(calls.length, 0, "the tool ran on input it refused");
          }
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

// A generator of zod object schemas over every kind the listing supports,
// each with an arbitrary of values it takes. A union's values come from its
// first branch, the one the listing shows.
interface Kind {
  readonly schema: z.ZodType;
  readonly values: fc.Arbitrary<unknown>;
  readonly union: boolean;
}

const fieldName = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);

const leaf: fc.Arbitrary<Kind> = fc.oneof(
  fc.constant({ schema: z.string(), values: fc.string(), union: false }),
  fc.constant({ schema: z.string().max(8), values: fc.string({ maxLength: 8 }), union: false }),
  fc.constant({
    schema: z.number(),
    values: fc.double({ noNaN: true, noDefaultInfinity: true }),
    union: false,
  }),
  fc.constant({ schema: z.number().int(), values: fc.integer(), union: false }),
  fc.constant({ schema: z.boolean(), values: fc.boolean(), union: false }),
  // Coerces what the listing does not show (null among it), so counted as a union.
  fc.constant({ schema: z.coerce.number(), values: fc.integer(), union: true }),
  fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 4 }).map((choices) => ({
    schema: z.enum(choices as [string, ...string[]]),
    values: fc.constantFrom(...choices),
    union: false,
  })),
  fc.oneof(
    fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 3 }),
    fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 3 }),
    fc.constantFrom([true], [false], [true, false]),
  ).map((choices) => ({
    schema: z.literal(choices as [string | number | boolean]),
    values: fc.constantFrom(...choices),
    union: false,
  })),
  fc.constant({
    schema: z.string().transform((text) => text.length),
    values: fc.string(),
    union: false,
  }),
  // A union of choices, and a preprocess that gives null a meaning.
  fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 4 }).map((choices) => ({
    schema: z.union(choices.map((choice) => z.literal(choice)) as [z.ZodLiteral<string>]),
    values: fc.constantFrom(...choices),
    union: false,
  })),
  fc.constant({
    schema: z.preprocess((value) => (value === null ? "cleared" : value), z.string()),
    values: fc.string(),
    union: false,
  }),
);

const kind: fc.Memo<Kind> = fc.memo((depth) => {
  if (depth <= 1) return leaf;
  return fc.oneof(
    { weight: 3, arbitrary: leaf },
    kind(depth - 1).map((item) => ({
      schema: z.array(item.schema),
      values: fc.array(item.values, { maxLength: 3 }),
      union: item.union,
    })),
    kind(depth - 1).map((item) => ({
      schema: z.record(z.string(), item.schema),
      values: fc.dictionary(fc.string(), item.values, { maxKeys: 3 }),
      union: item.union,
    })),
    fc.tuple(kind(depth - 1), kind(depth - 1)).map(([first, second]) => ({
      schema: z.union([first.schema, second.schema]),
      values: first.values,
      union: true,
    })),
    // Ways to take a value another way when one fails: a union with
    // z.any(), and a catch. Both take more than the listing shows.
    kind(depth - 1).map((item) => ({
      schema: z.union([item.schema, z.any()]),
      values: item.values,
      union: true,
    })),
    kind(depth - 1).map((item) => ({
      schema: item.schema.catch(() => "caught" as never),
      values: item.values,
      union: true,
    })),
    object(depth - 1),
  );
});

type Modifier = "none" | "optional" | "default" | "nullable" | "nullish";

function object(depth: number): fc.Arbitrary<Kind> {
  const property = fc.tuple(
    kind(depth),
    fc.constantFrom<Modifier>("none", "optional", "default", "nullable", "nullish"),
  );
  return fc.uniqueArray(fc.tuple(fieldName, property), {
    maxLength: 4,
    selector: ([key]) => key,
  }).chain((fields) =>
    fc.tuple(...fields.map(([, [item]]) => item.values)).map((defaults) => {
      const shape: Record<string, z.ZodType> = {};
      const values: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      fields.forEach(([key, [item, modifier]], i) => {
        const withNull = fc.oneof(item.values, fc.constant(null));
        switch (modifier) {
          case "optional":
            shape[key] = item.schema.optional();
            values[key] = withNull;
            break;
          case "default":
            shape[key] = item.schema.default(defaults[i] as never);
            values[key] = withNull;
            break;
          case "nullable":
            shape[key] = item.schema.nullable();
            values[key] = item.values;
            required.push(key);
            break;
          case "nullish":
            shape[key] = item.schema.nullish();
            values[key] = withNull;
            break;
          default:
            shape[key] = item.schema;
            values[key] = item.values;
            required.push(key);
        }
      });
      return {
        schema: z.object(shape),
        values: fc.record(values, { requiredKeys: required }),
        union: fields.some(([, [item]]) => item.union),
      };
    })
  );
}

describe("toolInputSchema, for generated schemas", () => {
  const ajv = new Ajv2020({ strict: true });

  it("never refuses what the tool takes, and holds only the kept keywords", () => {
    fc.assert(
      fc.property(
        object(3).chain((top) =>
          fc.tuple(fc.constant(top), fc.array(top.values, { minLength: 1, maxLength: 4 }))
        ),
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
        ({ 0: top, 1: samples }, noise) => {
          const schema = top.schema as z.ZodObject;
          const tool = defineTool("gen", {
            name: "gen_tool",
            description: "A generated tool.",
            input: schema,
            run: () => [],
          });
          const listing = toolInputSchema(tool.input);
          assertPortable(listing);
          const validate = ajv.compile(listing);
          // Values drawn from the schema (a union's from its first branch)
          // are taken, and the listing takes them too.
          for (const value of samples) {
            tally.run++;
            parseToolInput(tool, value);
            assert.ok(validate(withoutNulls(value)), ajv.errorsText(validate.errors));
            tally.passed++;
          }
          // Any other value the tool takes validates too, unions apart.
          if (top.union) return;
          for (const value of noise) {
            tally.run++;
            try {
              parseToolInput(tool, value);
            } catch (error) {
              if (!(error instanceof ToolRefusal)) throw error;
              tally.refused++;
              continue;
            }
            tally.passed++;
            assert.ok(validate(withoutNulls(value)), ajv.errorsText(validate.errors));
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe("parseToolInput, for generated schemas", () => {
  /** What a check answered: the parsed input, or the refusal's message. */
  async function outcome(check: () => unknown): Promise<unknown> {
    try {
      return { parsed: await check() };
    } catch (error) {
      if (!(error instanceof ToolRefusal)) throw error;
      return { refused: error.message };
    }
  }

  it("answers each call the same, compiled or not, as the asynchronous parse on zod's runtime does", async () => {
    await fc.assert(
      fc.asyncProperty(
        object(3).chain((top) =>
          fc.tuple(
            fc.constant(top),
            fc.array(fc.oneof(top.values, fc.jsonValue({ maxDepth: 3 })), {
              minLength: 1,
              maxLength: 6,
            }),
          )
        ),
        async ([top, values]) => {
          const tool = (input: z.ZodObject) =>
            defineTool("gen", { name: "gen_tool", description: "A tool.", input, run: () => [] });
          const schema = top.schema as z.ZodObject;
          // An asynchronous check sends every call of this copy to zod's
          // runtime parser, which a compiled schema never replaces.
          const full = tool(schema.refine(() => Promise.resolve(true)));
          // Compiled on its first call, where zod can compile.
          const common = tool(schema);
          // Never compiled: its first call comes while zod may not generate
          // code, as on Cloudflare Workers.
          const plain = tool(schema.clone());
          for (const [i, value] of values.entries()) {
            tally.run++;
            const expected = await outcome(() => parseToolInput(full, value));
            assert.deepEqual(await outcome(() => parseToolInput(common, value)), expected);
            if (i === 0) z.config({ jitless: true });
            try {
              assert.deepEqual(await outcome(() => parseToolInput(plain, value)), expected);
            } finally {
              z.config({ jitless: false });
            }
            tally.passed++;
          }
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });
});

// Schemas whose parse makes values of its own: defaults, prefaults, catches
// and transforms over arrays and objects, nested, each with values it takes.
const made: fc.Memo<Kind> = fc.memo((depth) => {
  const inner = depth <= 1 ? leaf : made(depth - 1);
  const containers: fc.Arbitrary<Kind> = inner.chain((item) =>
    fc.oneof(
      fc.constant({
        schema: z.array(item.schema),
        // A null item is a value, not an item left out.
        values: fc.array(item.values.filter((value) => value !== null), { maxLength: 2 }),
        union: item.union,
      }),
      fieldName.map((key) => ({
        schema: z.object({ [key]: item.schema }),
        values: fc.record({ [key]: item.values }),
        union: item.union,
      })),
    )
  );
  return fc.oneof(
    containers,
    // Each wraps a container whose value is drawn once and kept by zod. A
    // null in a drawn value stands for a field left out.
    containers.chain((item) =>
      fc.tuple(
        fc.constant(item),
        item.values.map(withoutNulls),
        fc.constantFrom("value", "function", "prefault"),
      )
    ).map(([item, fallback, how]) => ({
      schema: how === "prefault" ? item.schema.prefault(fallback as never) : item.schema.default(
        (how === "value" ? fallback : () => structuredClone(fallback)) as never,
      ),
      values: fc.oneof(item.values, fc.constant(null)),
      union: item.union,
    })),
    containers.chain((item) => fc.tuple(fc.constant(item), item.values.map(withoutNulls))).map((
      [item, caught],
    ) => ({
      schema: item.schema.catch(caught as never),
      values: fc.oneof(item.values, fc.constant(null), fc.constant("not this")),
      union: true,
    })),
    containers.map((item) => ({
      schema: item.schema.transform((value) => ({ made: [value] })),
      values: item.values,
      union: item.union,
    })),
  );
});

/** Changes every array and object in a value, as a tool may change its input. */
function mutate(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(mutate);
    value.push("mutated");
  } else if (typeof value === "object" && value !== null) {
    Object.values(value).forEach(mutate);
    (value as Record<string, unknown>).mutated = true;
  }
}

describe("registry.run, for schemas that make values of their own", () => {
  it("gives every call what zod's parse of that call gives, on every parse path, whatever the tool did with the call before", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(fieldName, made(3)), {
          minLength: 1,
          maxLength: 3,
          selector: ([key]) => key,
        })
          .chain((fields) => {
            // A field that may be skipped, or one that may also be null: the tool gets that null.
            const schema = z.object(
              Object.fromEntries(
                fields.map(([key, item], i) => [
                  key,
                  i % 2 === 0 ? item.schema.optional() : item.schema.nullish(),
                ]),
              ),
            );
            const kept = new Set(fields.flatMap(([key], i) => i % 2 === 0 ? [] : [key]));
            const values = fc.record(
              Object.fromEntries(
                fields.map(([key, item]) => [key, fc.oneof(item.values, fc.constant(null))]),
              ),
              { requiredKeys: [] },
            );
            return fc.tuple(fc.constant(schema), values, values, fc.constant(kept));
          }),
        async ([schema, first, second, kept]) => {
          const received: unknown[] = [];
          const tool = (name: string, input: z.ZodObject) =>
            defineTool("made", {
              name,
              description: "Changes what it receives.",
              input,
              run(parsed) {
                received.push(structuredClone(parsed));
                mutate(parsed);
                return [];
              },
            });
          const registry = createToolRegistry([defineToolkit("made", [
            tool("made_compiled", schema),
            tool("made_plain", schema.clone()),
            tool("made_async", schema.refine(() => Promise.resolve(true))),
          ])]);
          for (const name of ["made_compiled", "made_plain", "made_async"]) {
            for (const value of [first, first, second]) {
              tally.run++;
              received.length = 0;
              // The plain tool's first call comes while zod may not generate code.
              if (name === "made_plain") z.config({ jitless: true });
              try {
                await registry.run(name, value, {});
              } finally {
                z.config({ jitless: false });
              }
              const expected = schema.safeParse(withoutNulls(value, kept));
              assert.ok(expected.success);
              // Cloned like what the tool received: fast-check draws some objects
              // without a prototype.
              assert.deepEqual(received, [structuredClone(expected.data)], name);
              tally.passed++;
            }
          }
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe("refusal rows, for any input", () => {
  const odd = defineTool("odd", {
    name: "odd_take",
    description: "Takes records of records, and text that its message echoes.",
    input: z.object({
      data: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number()))).optional(),
      text: z.string().max(5).refine((text) => !text.includes("x"), {
        error: (issue) => `no x in ${String(issue.input)}`,
      }).optional(),
      names: z.array(z.object({ first: z.string() })).optional(),
    }),
    run: () => [],
  });
  const tools = createToolRegistry([defineToolkit("odd", [odd])]);
  const big = "\u0007\ud800y".repeat(34_000);
  const text = fc.oneof(
    fc.string({ unit: "binary", maxLength: 80 }),
    fc.constant(big),
    fc.constant("\udc00".repeat(200)),
  );
  const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      text,
      fc.integer(),
      fc.constant(null),
      fc.dictionary(text, tie("value"), { maxKeys: 4 }),
      fc.array(tie("value"), { maxLength: 3 }),
    ),
  })).value;

  it("keep the first row within 2,000 characters, well-formed, with no extra row, and read back intact", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant("odd_take"), text),
        fc.tuple(
          fc.record({
            data: fc.dictionary(text, fc.dictionary(text, fc.dictionary(text, value)), {
              maxKeys: 12,
            }),
            text,
            names: fc.array(fc.dictionary(text, value, { maxKeys: 3 }), { maxLength: 12 }),
          }, { requiredKeys: [] }),
          fc.dictionary(text, value, { maxKeys: 3 }),
        ).map(([fields, more]) => ({ ...more, ...fields })),
        async (name, input) => {
          tally.run++;
          const refusal = await tools.run(name, input, {}).then(() => undefined, (error) => error);
          if (refusal === undefined) {
            tally.passed++;
            return;
          }
          assert.ok(refusal instanceof ToolRefusal, String(refusal));
          tally.refused++;
          const body = refusalBody(refusal);
          const rows = body.split("\n");
          assert.ok(rows[0]!.length <= 2_000, `a first row of ${rows[0]!.length} characters`);
          assert.equal(rows.length, 1 + refusal.lines.length, "a value forged a row");
          for (const row of rows) assert.ok(row.isWellFormed(), `not well-formed: ${row}`);
          const read = parseRefusalBody(body);
          assert.ok(read !== null);
          assert.equal(read.code, refusal.code);
          assert.equal(read.message, refusal.message);
          assert.deepEqual(read.lines, refusal.lines);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe("parseToolInput's refusals, for generated schemas and wrong values", () => {
  // Every kind of check a field can have, each without a message of the author's.
  const checked: fc.Arbitrary<z.ZodType> = fc.constantFrom<z.ZodType>(
    z.string(),
    z.string().min(2).max(4),
    z.number().gt(0).lte(10),
    z.int().multipleOf(3),
    z.boolean(),
    z.enum(["low", "high"]),
    z.literal([1, 2]),
    z.email(),
    z.url(),
    z.uuid(),
    z.iso.datetime(),
    z.iso.date(),
    z.string().regex(/^[a-z]+$/),
    z.string().startsWith("id-").endsWith("!"),
    z.string().includes("@").uppercase(),
    z.cuid2(),
    z.number().refine((n) => n > 5),
    z.record(z.string().regex(/^k/), z.number()),
    z.record(z.enum(["alpha", "beta"]), z.boolean()),
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("a") }),
      z.object({ kind: z.literal("b"), n: z.number() }),
    ]),
    z.union([z.string().max(2), z.number().min(100)]),
    z.array(z.int()).max(2),
    z.object({ name: z.string(), age: z.int().min(0) }),
  );
  const schema = fc.uniqueArray(fc.tuple(fieldName, checked), {
    minLength: 1,
    maxLength: 5,
    selector: ([key]) => key,
  }).map((fields) => z.object(Object.fromEntries(fields)));
  const wrong = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom("5", "true", "[1,2]", '{"a":1}', "", "Low", "x".repeat(300), -1, 1.5, 11),
  );
  const DEFAULTS =
    /Invalid input|Invalid option|Invalid string|Invalid number|Too small|Too big|received |Unrecognized key|Invalid discriminator|Invalid key/;

  it("never answer in zod's default phrasing", () => {
    fc.assert(
      fc.property(
        schema.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.dictionary(fc.constantFrom(...Object.keys(input.shape), "extra"), wrong, {
              maxKeys: 5,
            }),
          )
        ),
        ([input, value]) => {
          tally.run++;
          const tool = defineTool("gen", {
            name: "gen_tool",
            description: "A generated tool.",
            input,
            run: () => [],
          });
          try {
            parseToolInput(tool, value);
            tally.passed++;
          } catch (error) {
            if (!(error instanceof ToolRefusal)) throw error;
            tally.refused++;
            assert.doesNotMatch(error.message, DEFAULTS);
          }
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe("refusal rows, for any strings", () => {
  it("round-trip through refusalBody and parseRefusalBody, and no value forges a row", () => {
    const code = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(?:-[a-z0-9]{1,6}){0,2}$/);
    const text = fc.string({ unit: "binary", maxLength: 40 });
    fc.assert(
      fc.property(code, text, fc.array(fc.tuple(text, text), { maxLength: 4 }), (c, m, pairs) => {
        tally.run++;
        const lines = pairs.map(([a, b]) => `${field(a)}\t${field(b)}`);
        const refusal = new ToolRefusal(c, field(m), lines);
        const body = refusalBody(refusal);
        assert.equal(body.split("\n").length, 1 + lines.length, "a value forged a row");
        const read = parseRefusalBody(body);
        assert.ok(read !== null);
        assert.equal(read.code, c);
        assert.equal(read.message, field(m));
        assert.deepEqual(read.lines, lines);
        tally.passed++;
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });
}); // Arguments as the text a model wrote: any valid input, written with any of
// the mistakes the package reads, or cut short anywhere, is read back to
// exactly that input or refused, never to another input that passes.

/** A text of single quotes holding `text`, escaped as JSON escapes, and `'` escaped too. */
function quoted(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}

/** Writes a value with one class of mistake, as a model would. */
function written(value: unknown, mistake: Mistake): string {
  const write = (value: unknown, depth: number): string => {
    const pad = mistake === "comments" ? "/* c */ " : "";
    if (value === null) return mistake === "python-literals" ? "None" : "null";
    if (typeof value === "boolean" && mistake === "quoted-values") return `"${value}"`;
    if (value === true) return mistake === "python-literals" ? "True" : "true";
    if (value === false) return mistake === "python-literals" ? "False" : "false";
    if (typeof value === "string") {
      return mistake === "single-quotes" ? quoted(value) : JSON.stringify(value);
    }
    if (typeof value === "number") {
      return mistake === "quoted-values" ? JSON.stringify(String(value)) : JSON.stringify(value);
    }
    if (typeof value !== "object") return JSON.stringify(value);
    const trailing = mistake === "trailing-commas" ? "," : "";
    const comment = mistake === "comments" ? " // c\n" : "";
    if (Array.isArray(value)) {
      const items = value.map((item) => `${pad}${write(item, depth + 1)}`);
      return `[${items.join(`,${comment}`)}${items.length > 0 ? trailing : ""}]`;
    }
    const fields = Object.entries(value as object).map(([key, item]) => {
      const name = mistake === "bare-keys" && /^[A-Za-z_$][\w$]*$/.test(key)
        ? key
        : mistake === "single-quotes"
        ? quoted(key)
        : JSON.stringify(key);
      return `${pad}${name}: ${write(item, depth + 1)}`;
    });
    const lines = mistake === "comments" && depth === 0 ? "# the call\n" : "";
    return `${lines}{${fields.join(`,${comment}`)}${fields.length > 0 ? trailing : ""}}`;
  };
  const text = write(value, 0);
  if (mistake === "fence") return `\`\`\`json\n${text}\n\`\`\``;
  if (mistake === "string-of-json") return JSON.stringify(text);
  return text;
}

/** What a model gets wrong: a rewrite the package reads, or numbers and booleans in quotes. */
type Mistake = ArgumentsRewrite | "none" | "quoted-values";

const MISTAKES: readonly Mistake[] = [
  "none",
  "fence",
  "comments",
  "trailing-commas",
  "bare-keys",
  "single-quotes",
  "python-literals",
  "string-of-json",
  "quoted-values",
];

describe("parseToolArguments, for generated schemas, valid inputs and the mistakes it reads", () => {
  /** What a check answered: the parsed input, or the refusal's message. */
  function outcome(check: () => unknown): unknown {
    try {
      return { parsed: check() };
    } catch (error) {
      if (!(error instanceof ToolRefusal)) throw error;
      return { refused: error.message };
    }
  }

  it("reads the whole text to what parseToolInput makes of the input, and refuses it cut short", () => {
    // Quoted values are read back where a field takes only their type: a
    // union that takes texts too takes "5" as the text it is.
    fc.assert(
      fc.property(
        object(3).chain((top) => fc.tuple(fc.constant(top), top.values)),
        fc.constantFrom(...MISTAKES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([top, value], mistake, where) => {
          if (mistake === "quoted-values" && top.union) return;
          const tool = defineTool("gen", {
            name: "gen_tool",
            description: "A tool.",
            input: top.schema as z.ZodObject,
            run: () => [],
          });
          // What the model meant: the input as JSON carries it.
          const meant = JSON.parse(JSON.stringify(value));
          const expected = outcome(() => parseToolInput(tool, meant));
          const text = written(meant, mistake);
          tally.run++;
          const read = outcome(() => parseToolArguments(tool, text));
          // A value in quotes for choices of numbers is refused, not read: no coercion of choices.
          if (mistake !== "quoted-values" || !("refused" in (read as object))) {
            assert.deepEqual(read, expected);
          }
          // Cut at every place (every one of 200 spread over a longer text).
          const step = Math.max(1, Math.ceil(text.length / 200));
          for (let at = Math.floor(where * step); at < text.length; at += step) {
            const cut = text.slice(0, at);
            const read = outcome(() => parseToolArguments(tool, cut));
            // A reading refusal, or nothing but white space, a comment or a fence was cut.
            if (/the arguments end|no JSON/.test(String((read as { refused?: string }).refused))) {
              continue;
            }
            const empty = cut.trim() === "";
            assert.deepEqual(read, empty ? outcome(() => parseToolInput(tool, {})) : expected, cut);
          }
          tally.passed++;
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
