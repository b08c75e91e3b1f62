// Hostile input at the limits: each case is a bad-arguments refusal or a
// normal run, never a crash, a hang, a stack overflow or a polluted prototype.
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolInput,
  type ToolCallBase,
  ToolRefusal,
} from "@adecore/agents/context";

const seen: unknown[] = [];
const note = defineTool("limits", {
  name: "limits_note",
  description: "Takes a note with tags and a record of scores.",
  input: z.object({
    text: z.string().max(2000),
    tags: z.array(z.string()).max(10).optional(),
    owner: z.object({ name: z.string() }).optional(),
    scores: z.record(z.string(), z.number()).optional(),
    extra: z.looseObject({}).optional(),
  }),
  run(input) {
    seen.push(input);
    return ["note\tkept"];
  },
});
const registry = createToolRegistry([defineToolkit("limits", [note])]);

const tally = { run: 0, refused: 0, passed: 0, crashed: 0 };
after(() => {
  console.log(
    `limits: ${tally.run} cases run, ${tally.refused} refused, ${tally.passed} passed, ` +
      `${tally.crashed} crashed`,
  );
});

/** Runs a case: a refusal's message, or "ran". Anything else fails the test. */
async function attempt(input: unknown): Promise<string> {
  tally.run++;
  try {
    await registry.run("limits_note", input, {});
    tally.passed++;
    return "ran";
  } catch (error) {
    if (error instanceof ToolRefusal && error.code === "bad-arguments") {
      tally.refused++;
      assert.ok(error.message.length < 2000, `a refusal of ${error.message.length} characters`);
      assert.deepEqual(error.lines, ["fields\ttext\ttags\towner\tscores\textra"]);
      return error.message;
    }
    tally.crashed++;
    throw error;
  }
}

function nested(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

describe("hostile input", () => {
  it("survives input nested 100,000 deep, in every place", async () => {
    const deepObject = nested(100_000, (inner) => ({ a: inner }));
    const deepArray = nested(100_000, (inner) => [inner]);
    assert.equal(await attempt(deepObject), "text: missing, expected string; unknown field a");
    assert.equal(
      await attempt({ text: deepObject }),
      "text: must be a string, not an object",
    );
    assert.equal(
      await attempt({ text: "t", tags: deepArray }),
      "tags.0: must be a string, not an array",
    );
    assert.equal(
      await attempt({ text: "t", owner: { name: "n", deep: deepObject } }),
      "owner: unknown field deep",
    );
    assert.equal(
      await attempt({ text: "t", scores: { deep: deepObject } }),
      "scores.deep: must be a number, not an object",
    );
    assert.equal(await attempt({ text: "t", extra: { deep: deepObject } }), "ran");
  });

  it("says how long a 10 MB string was without echoing it", async () => {
    const big = "x".repeat(10 * 1024 * 1024);
    assert.equal(
      await attempt({ text: big }),
      "text: has 10,485,760 characters; at most 2,000 fit",
    );
    assert.equal(
      await attempt({ text: "t", [big]: 1 }),
      `unknown field "${"x".repeat(64)}…"`,
    );
    assert.equal(
      await attempt({ text: "t", tags: Array.from({ length: 11 }, () => big) }),
      "tags: has 11 items; at most 10 fit",
    );
    assert.equal(
      await attempt({ text: "t", scores: { [big]: "high" } }),
      `scores."${"x".repeat(64)}…": must be a number, not \"high\"`,
    );
    const refusal = await registry.run(big, {}, {}).catch((error) => error);
    assert.ok(refusal instanceof ToolRefusal);
    assert.equal(refusal.message, `no tool is named "${"x".repeat(64)}…"`);
  });

  it("names five of 100,000 unknown keys and counts the rest", async () => {
    const many: Record<string, number> = { text: 1 };
    for (let i = 0; i < 100_000; i++) many[`k${i}`] = i;
    assert.equal(
      await attempt(many),
      "text: must be a string, not 1; " +
        "unknown fields k0, k1, k2, k3, k4, 99995 more",
    );
    const nulls: Record<string, null> = {};
    for (let i = 0; i < 100_000; i++) nulls[`n${i}`] = null;
    assert.match(
      await attempt({ text: "t", ...nulls }),
      /^unknown fields n0, n1, n2, n3, n4, 99995 more$/,
    );
  });

  it("refuses or runs a cyclic object", async () => {
    const cyclic: Record<string, unknown> = { text: "t" };
    cyclic.self = cyclic;
    assert.equal(await attempt(cyclic), "unknown field self");
    const owner: Record<string, unknown> = { name: "n" };
    owner.me = owner;
    assert.equal(await attempt({ text: "t", owner }), "owner: unknown field me");
    const extra: Record<string, unknown> = {};
    extra.loop = extra;
    assert.equal(await attempt({ text: "t", extra }), "ran");
  });

  it("refuses input whose getter or proxy throws when read", async () => {
    const getter = {
      get text(): string {
        throw new Error("read me not");
      },
    };
    assert.equal(
      await attempt(getter),
      "field text could not be read (a getter or a proxy threw); send plain JSON",
    );
    const nestedGetter = {
      text: "t",
      owner: Object.defineProperty({}, "name", {
        enumerable: true,
        get() {
          throw new Error("no");
        },
      }),
    };
    assert.equal(
      await attempt(nestedGetter),
      "field owner.name could not be read (a getter or a proxy threw); send plain JSON",
    );
    const trap = new Proxy({ text: "t" }, {
      ownKeys() {
        throw new Error("no keys");
      },
    });
    assert.equal(
      await attempt(trap),
      "the arguments could not be read (a getter or a proxy threw); send plain JSON",
    );
    const { proxy, revoke } = Proxy.revocable({ text: "t" }, {});
    revoke();
    assert.equal(
      await attempt(proxy),
      "the arguments could not be read (a getter or a proxy threw); send plain JSON",
    );
  });

  it("refuses input that throws anything when read, on the synchronous and the asynchronous path", async () => {
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    const thrown: [string, unknown][] = [
      ["a revoked proxy", revoked],
      [
        "an object whose constructor getter throws",
        Object.defineProperty({}, "constructor", {
          get() {
            throw new Error("no constructor");
          },
        }),
      ],
      ["null", null],
      ["undefined", undefined],
      ["a string", "no"],
    ];
    class Note {
      get text(): string {
        throw new Error("read me not");
      }
    }
    const later = defineTool("limits", {
      name: "limits_later",
      description: "Takes a note after an asynchronous check.",
      input: note.input.refine(() => Promise.resolve(true)),
      run: () => ["note\tkept"],
    });
    const both = createToolRegistry([defineToolkit("limits", [note, later])]);
    for (const name of ["limits_note", "limits_later"]) {
      const refused = async (input: unknown, message: string, thrown = "") => {
        tally.run++;
        await assert.rejects(both.run(name, input, {}), (error: unknown) => {
          assert.ok(error instanceof ToolRefusal, `${name}: ${thrown} escaped`);
          assert.equal(error.code, "bad-arguments");
          assert.equal(error.message, message);
          return true;
        });
        tally.refused++;
      };
      for (const [what, value] of thrown) {
        const getter = {
          get text(): string {
            throw value;
          },
        };
        await refused(
          getter,
          "field text could not be read (a getter or a proxy threw); send plain JSON",
          what,
        );
        await refused(
          {
            text: "t",
            owner: {
              get name(): string {
                throw value;
              },
            },
          },
          "field owner.name could not be read (a getter or a proxy threw); send plain JSON",
          what,
        );
      }
      let reads = 0;
      const once = {
        get text(): string {
          if (reads++ === 0) throw new Error("only the first time");
          return "t";
        },
      };
      await refused(
        once,
        "field text could not be read (a getter or a proxy threw); send plain JSON",
      );
      await refused(new Note(), "the arguments must be an object of fields, not a Note");
      let gets = 0;
      const flaky = new Proxy({ name: "n" }, {
        get(target, key) {
          if (gets++ === 0) throw new Error("only the first time");
          return Reflect.get(target, key);
        },
      });
      await refused(
        { text: "t", owner: flaky },
        "the arguments could not be read (a getter or a proxy threw); send plain JSON",
      );
      // An error named as zod's for asynchronous checks, thrown by a getter,
      // does not switch the tool to the asynchronous parse for later calls.
      class $ZodAsyncError extends Error {}
      await refused(
        {
          get text(): string {
            throw new $ZodAsyncError();
          },
        },
        "field text could not be read (a getter or a proxy threw); send plain JSON",
      );
      if (name === "limits_note") {
        assert.ok(!(parseToolInput(note, { text: "t" }) instanceof Promise), "switched to async");
      }
      // A symbol key is no field and no path names it: a getter there is its object's.
      await refused(
        {
          text: "t",
          owner: revoked,
          get [Symbol("a\nb")](): number {
            throw new Error("no");
          },
        },
        "the arguments could not be read (a getter or a proxy threw); send plain JSON",
      );
      // Its kind is read without a trap: none can throw while the refusal is worded.
      await refused({ text: "t", tags: [revoked] }, "tags.0: must be a string, not an object");
    }
  });

  it("runs a harmless proxy like the object it shows, and refuses a class instance", async () => {
    seen.length = 0;
    assert.equal(await attempt(new Proxy({ text: "proxied" }, {})), "ran");
    assert.deepEqual(seen, [{ text: "proxied" }]);
    // Its prototype may give what it lacks: no JSON parser makes one.
    class Fields {
      text = "from a class";
    }
    assert.equal(
      await attempt(new Fields()),
      "the arguments must be an object of fields, not a Fields",
    );
    assert.equal(
      await attempt({ text: "t", owner: new Fields() }),
      "owner: must be an object, not a Fields",
    );
  });

  it("refuses Map, Set and Date where the schema wants other values", async () => {
    assert.equal(
      await attempt(new Map([["text", "t"]])),
      "the arguments must be an object of fields, not a Map",
    );
    assert.equal(
      await attempt({ text: new Date(0) }),
      "text: must be a string, not a Date",
    );
    assert.equal(
      await attempt({ text: "t", tags: new Set(["a"]) }),
      "tags: must be an array, not a Set",
    );
    assert.equal(
      await attempt({ text: "t", scores: new Map([["a", 1]]) }),
      "scores: must be an object, not a Map",
    );
  });

  it("never lets __proto__, constructor or prototype pollute anything", async () => {
    const keys = JSON.parse(
      '{"text":"t","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},' +
        '"owner":{"name":"n","__proto__":{"polluted":1}},"extra":{"__proto__":{"polluted":1}}}',
    );
    assert.equal(
      await attempt(keys),
      'owner: unknown field __proto__; extra: key "__proto__" is refused: no object a host ' +
        "hands on can carry it; leave it out; unknown fields __proto__, constructor",
    );
    seen.length = 0;
    assert.equal(await attempt(JSON.parse('{"text":"t","extra":{"constructor":1}}')), "ran");
    assert.equal(Object.getPrototypeOf(seen[0]), Object.prototype);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.hasOwn(Object.prototype, "polluted"), false);
  });

  it("keeps 10,000 concurrent runs apart: each sees its own call and input", async () => {
    interface Call extends ToolCallBase {
      id: number;
    }
    const echo = defineTool("echo", {
      name: "echo_back",
      description: "Answers its call's id and its input after a pause.",
      input: z.object({ n: z.number().int(), note: z.string().optional() }),
      async run(input, call: Call) {
        await new Promise((resolve) => setTimeout(resolve, input.n % 7));
        return [`${call.id}\t${input.n}\t${input.note ?? "-"}`];
      },
    });
    const concurrent = createToolRegistry([defineToolkit("echo", [echo])]);
    const runs = Array.from(
      { length: 10_000 },
      (_, i) => concurrent.run("echo_back", { n: i, note: i % 2 ? null : `n${i}` }, { id: i }),
    );
    const rows = await Promise.all(runs);
    for (const [i, answer] of rows.entries()) {
      assert.deepEqual(answer, [`${i}\t${i}\t${i % 2 ? "-" : `n${i}`}`]);
    }
    tally.run += rows.length;
    tally.passed += rows.length;
  });
});
