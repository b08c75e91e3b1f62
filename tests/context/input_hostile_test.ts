import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolInput,
  ToolRefusal,
} from "@adecore/agents/context";
import { standardSchema } from "@adecore/agents/standard";
import { PATHS, refused } from "../paths.ts";

/** Every name `Object.prototype` has but `__proto__`, which no field may have. */
const INHERITED = Object.getOwnPropertyNames(Object.prototype).filter((name) =>
  name !== "__proto__"
);

const PROTO_KEY =
  'key "__proto__" is refused: no object a host hands on can carry it; leave it out';

for (const [path, on] of Object.entries(PATHS)) {
  describe(`parseToolInput: names every object has (${path})`, () => {
    it("reads a field named after an Object.prototype member from the input alone", async () => {
      for (const name of INHERITED) {
        const optional = on(z.object({ [name]: z.string().optional(), t: z.string() }));
        assert.deepEqual(await optional.check({ t: "a" }), { t: "a" }, name);
        const defaulted = on(z.object({ [name]: z.string().default("d") }));
        assert.deepEqual(await defaulted.check({}), { [name]: "d" }, name);
        const required = on(z.object({ [name]: z.string(), t: z.string() }));
        assert.equal(
          await refused(required.check({ t: "a" })),
          `${name}: missing, expected string`,
        );
        assert.deepEqual(await required.check({ [name]: "x", t: "a" }), { [name]: "x", t: "a" });
        const keyed = on(z.object({ r: z.record(z.enum(["a", name]), z.string()) }));
        assert.equal(
          await refused(keyed.check({ r: { a: "x" } })),
          `r.${name}: missing, expected string`,
        );
      }
    });

    it("refuses a key __proto__ sent into a record, a catchall or a loose object", async () => {
      const sent = (json: string) => JSON.parse(json) as unknown;
      const record = on(z.object({ r: z.record(z.string(), z.number()) }));
      assert.equal(
        await refused(record.check(sent('{"r":{"__proto__":"not a number"}}'))),
        `r: ${PROTO_KEY}`,
      );
      const partial = on(z.object({ r: z.partialRecord(z.enum(["a", "b"]), z.number()) }));
      assert.equal(await refused(partial.check(sent('{"r":{"__proto__":1}}'))), `r: ${PROTO_KEY}`);
      const loose = on(z.looseObject({ t: z.string() }));
      assert.equal(await refused(loose.check(sent('{"t":"a","__proto__":{"x":1}}'))), PROTO_KEY);
      const catchall = on(z.object({ o: z.object({}).catchall(z.number()) }));
      assert.equal(await refused(catchall.check(sent('{"o":{"__proto__":5}}'))), `o: ${PROTO_KEY}`);
      // Any other key reaches the tool as the README says.
      assert.deepEqual(await loose.check(sent('{"t":"a","constructor":1}')), {
        t: "a",
        constructor: 1,
      });
    });

    it("gives the same verdict and value after other code pollutes Object.prototype", async () => {
      const strict = on(z.object({ text: z.string() }));
      const loose = on(z.looseObject({ text: z.string() }));
      const flag = on(z.object({ isAdmin: z.boolean().default(false) }));
      const keyed = on(z.object({ r: z.record(z.enum(["a", "isAdmin"]), z.boolean()) }));
      const union = on(z.object({ u: z.union([z.object({ text: z.string() }), z.string()]) }));
      const prototype = Object.prototype as Record<string, unknown>;
      prototype.isAdmin = true;
      try {
        assert.deepEqual(await strict.check({ text: "hi" }), { text: "hi" });
        const given = await loose.check({ text: "hi" }) as object;
        assert.deepEqual(Object.keys(given), ["text"]);
        assert.equal(Object.hasOwn(given, "isAdmin"), false);
        assert.deepEqual(await flag.check({}), { isAdmin: false });
        assert.equal(
          await refused(keyed.check({ r: { a: true } })),
          "r.isAdmin: missing, expected boolean",
        );
        assert.deepEqual(await union.check({ u: { text: "hi" } }), { u: { text: "hi" } });
      } finally {
        delete prototype.isAdmin;
      }
    });
  });

  describe(`parseToolInput: values a JSON parser never makes (${path})`, () => {
    const input = z.object({
      o: z.object({ a: z.string() }).optional(),
      r: z.record(z.string(), z.string()).optional(),
      u: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]).optional(),
      t: z.string().optional(),
    });

    it("refuses a promise for an object, never awaiting it, and stays as it was", async () => {
      const tool = on(input);
      const wasSynchronous = tool.synchronous({});
      const never = new Promise(() => {});
      for (const key of ["o", "r", "u"]) {
        assert.equal(
          await refused(tool.check({ [key]: never })),
          `${key}: must be an object, not a Promise`,
        );
        assert.equal(
          await refused(tool.check({ [key]: Promise.resolve({ a: "x" }) })),
          `${key}: must be an object, not a Promise`,
        );
      }
      assert.equal(
        await refused(tool.check(never)),
        "the arguments must be an object of fields, not a Promise",
      );
      assert.equal(tool.synchronous({}), wasSynchronous);
      assert.equal(await refused(tool.check({ o: new Map() })), "o: must be an object, not a Map");
      // Also where a closed object is reached through a catchall, a record or a default.
      const deeper = on(z.object({
        c: z.object({}).catchall(z.object({ a: z.string() })).optional(),
        v: z.record(z.string(), z.object({ a: z.string() })).optional(),
        d: z.object({ a: z.string() }).default({ a: "x" }),
      }));
      for (
        const [sent, said] of [
          [{ c: { k: new Map() } }, "c.k: must be an object, not a Map"],
          [{ v: { k: new Map() } }, "v.k: must be an object, not a Map"],
          [{ d: new Map() }, "d: must be an object, not a Map"],
        ] as const
      ) assert.equal(await refused(deeper.check(sent)), said);
      // A refused object is handed to no wrapper: .readonly() freezes nothing of the host's.
      const frozen = on(z.object({
        o: z.object({ a: z.string() }).readonly().optional(),
        r: z.record(z.string(), z.string()).readonly().optional(),
      }));
      class Note {
        a = "x";
      }
      const note = new Note();
      const proto = JSON.parse('{"r":{"__proto__":"x"}}') as { r: object };
      assert.equal(await refused(frozen.check({ o: note })), "o: must be an object, not a Note");
      assert.equal(await refused(frozen.check(proto)), `r: ${PROTO_KEY}`);
      assert.ok(!Object.isFrozen(note) && !Object.isFrozen(proto.r));
      // registry.run too answers at once, also for a call whose signal is aborted meanwhile.
      const registry = createToolRegistry([defineToolkit("paths", [tool.tool])]);
      const controller = new AbortController();
      const call = registry.run(tool.tool.name, { o: never }, { signal: controller.signal });
      const reason = new Error("cancelled");
      controller.abort(reason);
      // A synchronous check has refused it before the abort; an asynchronous one has not.
      await assert.rejects(call, (error: unknown) => {
        assert.ok(path === "asynchronous" ? error === reason : error instanceof ToolRefusal);
        return true;
      });
    });

    it("refuses what throws from a symbol-keyed getter, and words a kind without reading its tag", async () => {
      const tool = on(input);
      const tagged = (fields: object = {}) =>
        Object.defineProperty(fields, Symbol.toStringTag, {
          enumerable: true,
          get() {
            throw new Error("the host's own");
          },
        });
      assert.equal(
        await refused(tool.check({ t: tagged() })),
        "t: must be a string, not an object",
      );
      assert.equal(
        await refused(tool.check({ r: tagged({ a: "x" }) })),
        "r.Symbol(Symbol.toStringTag): key a symbol is refused: must be a string, not a symbol",
      );
      const getter = Object.defineProperty({}, Symbol("s"), {
        enumerable: true,
        get() {
          throw new Error("the host's own");
        },
      });
      assert.equal(
        await refused(tool.check({ r: { a: "x", b: 1 }, o: getter })),
        "o.a: missing, expected string; r.b: must be a string, not 1",
      );
      const schema = standardSchema(tool.tool)["~standard"];
      const result = await schema.validate({ t: tagged() });
      assert.deepEqual(result.issues?.map((issue) => issue.message.split("\n")[0]), [
        "t: must be a string, not an object",
      ]);
    });

    it("lets an author's own error reach the host, however deep the input", async () => {
      const tool = on(z.looseObject({
        t: z.string().transform(() => {
          throw new RangeError("the author's own");
        }),
      }));
      let deep: unknown = 1;
      for (let level = 0; level < 10_000; level++) deep = { d: deep };
      for (const sent of [{ t: "x" }, { t: "x", deep }]) {
        await assert.rejects(tool.check(sent), { name: "RangeError", message: "the author's own" });
      }
    });
  });
}

describe("parseToolInput: zod's error for asynchronous work thrown by the input", () => {
  it("refuses it, and the tool still answers synchronously", async () => {
    for (const path of ["compiled", "runtime", "jitless"]) {
      const tool = PATHS[path]!(z.object({ text: z.string() }));
      const sent = {
        get text(): string {
          throw new z.core.$ZodAsyncError();
        },
      };
      assert.equal(
        await refused(tool.check(sent)),
        "field text could not be read (a getter or a proxy threw); send plain JSON",
      );
      let reads = 0;
      const flaky = new Proxy({ text: "t" }, {
        get(target, key) {
          if (reads++ === 0) throw new z.core.$ZodAsyncError();
          return Reflect.get(target, key);
        },
      });
      assert.equal(
        await refused(tool.check(flaky)),
        "the arguments could not be read (a getter or a proxy threw); send plain JSON",
      );
      assert.equal(tool.synchronous({ text: "t" }), true, path);
    }
  });

  it("still switches a tool whose schema has an asynchronous check, on plain input", async () => {
    const tool = defineTool("hostile", {
      name: "hostile_async",
      description: "d",
      input: z.object({ text: z.string().refine(async () => await true) }),
      run: (input) => [input.text],
    });
    const registry = createToolRegistry([defineToolkit("hostile", [tool])]);
    assert.deepEqual(await registry.run("hostile_async", { text: "a" }, {}), ["a"]);
    assert.ok(parseToolInput(tool, { text: "b" }) instanceof Promise);
    await assert.rejects(registry.run("hostile_async", { text: 1 }, {}), ToolRefusal);
  });
});

describe("parseToolInput: an intersection zod cannot merge at a call", () => {
  // defineTool sees no clash where a side is a transform of a whole object: the call does.
  const trimmed = z.object({ name: z.string() }).transform((person) => ({
    name: person.name.trim(),
  }));
  const input = z.object({ person: z.object({ name: z.string() }).and(trimmed) });
  const message =
    'tool "hostile_merge" in toolkit "hostile": field "person.name" gets two values ' +
    "from the sides of an intersection, which zod cannot merge (a transform or a default on one " +
    "side only); write the field once";
  const tool = defineTool("hostile", {
    name: "hostile_merge",
    description: "d",
    input,
    run: () => ["ran"],
  });

  it("rejects with a plain Error naming the tool, its toolkit and the field, on every path", async () => {
    for (const [path, on] of Object.entries(PATHS)) {
      const check = on(input).check;
      await assert.rejects(check({ person: { name: " Ada " } }), (error: unknown) => {
        assert.equal((error as Error).constructor, Error, path);
        assert.match((error as Error).message, /: field "person\.name" gets two values from/);
        return true;
      });
      assert.deepEqual(await check({ person: { name: "Ada" } }), { person: { name: "Ada" } });
    }
    const registry = createToolRegistry([defineToolkit("hostile", [tool])]);
    await assert.rejects(registry.run("hostile_merge", { person: { name: " Ada " } }, {}), {
      constructor: Error,
      message,
    });
    assert.throws(() => standardSchema(tool)["~standard"].validate({ person: { name: " Ada" } }), {
      constructor: Error,
      message,
    });
  });

  it("names the field within the intersection where the input has several, with zod's error as cause", () => {
    const pair = z.object({ a: z.string() }).and(z.object({ b: z.string() }));
    const tool = defineTool("hostile", {
      name: "hostile_pair",
      description: "d",
      input: z.object({ person: input.shape.person, pair }),
      run: () => ["ran"],
    });
    assert.throws(
      () => parseToolInput(tool, { person: { name: " Ada " }, pair: { a: "x", b: "y" } }),
      (error: unknown) => {
        assert.equal(
          (error as Error).message,
          'tool "hostile_pair" in toolkit "hostile": field "name" gets two values from the sides ' +
            "of an intersection, which zod cannot merge (a transform or a default on one side only); " +
            "write the field once",
        );
        assert.equal(
          ((error as Error).cause as Error).message,
          'Unmergable intersection. Error path: ["name"]',
        );
        return true;
      },
    );
  });
});

describe("parseToolInput: where input that threw when read is at fault", () => {
  const tool = (input: z.ZodObject) =>
    defineTool("hostile", { name: "hostile_where", description: "d", input, run: () => [] });
  const boom = () => {
    throw new Error("boom");
  };
  const throwing = (object: object, key: PropertyKey) =>
    Object.defineProperty(object, key, { get: boom, enumerable: true });
  const at = async (input: z.ZodObject, value: unknown) => {
    try {
      await parseToolInput(tool(input), value);
    } catch (error) {
      assert.ok(error instanceof ToolRefusal, String(error));
      return error.message.replace(
        " could not be read (a getter or a proxy threw); send plain JSON",
        "",
      );
    }
    assert.fail("the input was taken");
  };

  it("names the first place of a getter, a trap, a class or a revoked proxy, however deep", async () => {
    const inner = z.object({ a: z.object({ b: z.int(), c: z.int().optional() }) });
    assert.equal(await at(inner, { a: throwing({}, "b") }), "field a.b");
    assert.equal(
      await at(z.object({ list: z.array(z.int()) }), { list: throwing([1, 2], "1") }),
      "field list.1",
    );
    const trap = new Proxy({ b: 1 }, { get: boom });
    assert.equal(await at(inner, { a: trap }), "field a.b");
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    assert.equal(await at(inner, { a: proxy }), "field a");
    assert.equal(await at(inner, new Proxy({}, { get: boom, ownKeys: boom })), "the arguments");
  });

  it("reads past a cycle and an array's length, and names the object of a symbol's getter", async () => {
    // The field read first in the walk is a; z, whose getter throws, comes after it.
    const input = z.object({ z: z.object({ y: z.int() }), a: z.object({ b: z.int() }).loose() });
    const sent = (a: unknown) => ({ z: throwing({}, "y"), a });
    const symbol = Symbol("s");
    assert.equal(await at(input, sent(throwing({ b: 1 }, symbol))), "field a");
    assert.equal(await at(input, sent({ b: 1, [symbol]: 1 })), "field z.y");
    const setter = Object.defineProperty({}, "b", { set() {}, enumerable: true });
    assert.equal(await at(input, sent(setter)), "field a.b");
    class Note {
      b = 1;
    }
    assert.equal(await at(input, sent(new Note())), "field a");
    const cycle: Record<string, unknown> = { b: 1 };
    cycle.self = cycle;
    assert.equal(await at(input, sent(cycle)), "field z.y");
    const list = z.object({ z: input.shape.z, a: z.array(z.int()) });
    assert.equal(await at(list, sent([1, 2])), "field z.y");
  });

  it("takes a proxy of plain data a tool with asynchronous checks reads without a throw", async () => {
    const input = z.object({ items: z.array(z.int()).refine(() => Promise.resolve(true)) });
    assert.deepEqual(await parseToolInput(tool(input), { items: new Proxy([], {}) }), {
      items: [],
    });
  });
});
