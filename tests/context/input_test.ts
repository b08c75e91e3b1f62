import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  defineTool,
  parseToolArguments,
  parseToolInput,
  ToolRefusal,
} from "@adecore/agents/context";

function toolOf<Input extends z.ZodObject>(input: Input) {
  return defineTool("test", {
    name: "test_tool",
    description: "A test tool.",
    input,
    run: () => [],
  });
}

/** The refusal parseToolInput throws, as its message and lines. */
function refusal(
  input: z.ZodObject,
  value: unknown,
): { message: string; lines: readonly string[] } {
  try {
    parseToolInput(toolOf(input), value);
  } catch (error) {
    assert.ok(error instanceof ToolRefusal, String(error));
    assert.equal(error.code, "bad-arguments");
    return { message: error.message, lines: error.lines };
  }
  assert.fail("the input was accepted");
}

const note = z.object({
  text: z.string(),
  revision: z.number().int().optional(),
  assignee: z.object({ name: z.string(), email: z.string().optional() }).optional(),
  items: z.array(z.object({ name: z.string(), done: z.boolean().optional() })).optional(),
  scores: z.record(z.string(), z.number()).optional(),
});

describe("parseToolInput: what counts as input", () => {
  it("takes undefined, as MCP allows for no arguments, as {}", () => {
    assert.deepEqual(parseToolInput(toolOf(z.object({ a: z.string().optional() })), undefined), {});
    assert.deepEqual(refusal(note, undefined), {
      message: "text: missing, expected string",
      lines: ["fields\ttext\trevision\tassignee\titems\tscores"],
    });
  });

  it("refuses null, arrays and other non-objects with the fields line", () => {
    const cases: [unknown, string][] = [
      [null, "null"],
      [[], "an array"],
      ["text", "a string"],
      [3, "a number"],
      [true, "a boolean"],
    ];
    assert.equal(
      refusal(note, `{"text":"${"long ".repeat(20)}"}`).message,
      "the arguments must be an object of fields, not a string; " +
        "send the object itself as JSON, not inside a string",
    );
    for (const [value, sent] of cases) {
      assert.deepEqual(refusal(note, value), {
        message: `the arguments must be an object of fields, not ${sent}`,
        lines: ["fields\ttext\trevision\tassignee\titems\tscores"],
      });
    }
  });

  it("applies defaults and transforms", () => {
    const input = z.object({
      size: z.number().default(10),
      tags: z.string().transform((text) => text.split(",")),
    });
    assert.deepEqual(parseToolInput(toolOf(input), { tags: "a,b" }), {
      size: 10,
      tags: ["a", "b"],
    });
  });

  it("answers synchronously for a schema without asynchronous checks", () => {
    const result = parseToolInput(toolOf(note), { text: "hi" });
    assert.ok(!(result instanceof Promise));
    assert.deepEqual(result, { text: "hi" });
  });

  it("refuses synchronously for a schema of synchronous transforms, which zod's parser runs", () => {
    // The compiled parser rejects the call; zod's parser then runs the transform too.
    const tool = toolOf(z.object({
      tags: z.string().transform((text) => text.split(",")),
      size: z.number(),
    }));
    for (let i = 0; i < 2; i++) {
      assert.throws(() => parseToolInput(tool, { tags: "a,b", size: "x" }), {
        name: "ToolRefusal",
        message: 'size: must be a number, not "x"',
      });
    }
    assert.deepEqual(parseToolInput(tool, { tags: "a,b", size: 1 }), { tags: ["a", "b"], size: 1 });
  });

  it("answers with a promise for a schema with an asynchronous check", async () => {
    let checks = 0;
    const input = z.object({
      name: z.string().refine(async (name) => {
        checks++;
        await Promise.resolve();
        return name !== "taken";
      }, "name is taken"),
    });
    const tool = toolOf(input);
    const first = parseToolInput(tool, { name: "free" });
    assert.ok(first instanceof Promise);
    assert.deepEqual(await first, { name: "free" });
    await assert.rejects(async () => await parseToolInput(tool, { name: "taken" }), {
      name: "ToolRefusal",
      message: "name is taken",
    });
    await assert.rejects(async () => await parseToolInput(tool, []), { name: "ToolRefusal" });
    assert.equal(checks, 2, "the check ran once a call, the first too");
  });

  it("never leaves the rejection of an author's asynchronous check without a handler", async () => {
    // A check that fails for some input, as a lookup may: the first call once
    // dropped the promise of its synchronous attempt, whose rejection ended the host.
    const failing = (value: unknown) => {
      if (value === "bad") throw new Error("the lookup failed");
      return true;
    };
    // Each an async function: zod's compiler leaves those to its parser.
    const later = async (value: unknown) => {
      await null;
      return failing(value) && value;
    };
    const inputs = [
      z.object({ a: z.string().refine(later) }),
      z.object({ a: z.string().transform(later) }),
      z.object({ a: z.preprocess(later, z.string()) }),
    ];
    for (const input of inputs) {
      const tool = toolOf(input);
      for (let i = 0; i < 2; i++) {
        await assert.rejects(async () => await parseToolInput(tool, { a: "bad" }), {
          message: "the lookup failed",
        });
      }
      assert.deepEqual(await parseToolInput(tool, { a: "good" }), { a: "good" });
    }
    // A rejection without a handler would have ended the run by now.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it("never leaves the rejection of a plain function's promise without a handler", async () => {
    // zod's compiled parser takes these for synchronous, meets the promise,
    // gives up on the call and drops the promise, wherever the function sits.
    const failing = (value: unknown) => {
      if (value === "bad" || (value as { a?: unknown })?.a === "bad") {
        throw new Error("the lookup failed");
      }
      return true;
    };
    let runs = 0;
    const later = (value: unknown) => {
      runs++;
      return Promise.resolve(value).then(failing);
    };
    const text = z.string().refine(later);
    const inputs = [
      z.object({ a: text }),
      z.object({ a: z.string().superRefine(async (value) => void await later(value)) }),
      z.object({ a: z.string().check((payload) => later(payload.value).then(() => {})) }),
      z.object({ a: z.string().transform((value) => later(value).then(() => value)) }),
      z.object({ a: z.preprocess((value) => later(value).then(() => value), z.string()) }),
      z.object({ a: z.string().pipe(z.custom<string>(later)) }),
      z.object({ a: z.string() }).superRefine(async (value) => void await later(value)),
      z.object({ a: z.string() }).refine(later),
      z.object({ a: z.union([z.number(), text]) }),
      z.object({ a: z.lazy(() => text) }),
      z.object({ a: text.optional().default("x") }),
      z.object({ b: z.array(z.object({ a: text })).optional(), a: z.string() }),
      z.object({ b: z.record(z.string(), text).optional(), a: z.string() }),
    ];
    for (const [i, input] of inputs.entries()) {
      const tool = toolOf(input);
      // In an array or a record, the field that fails is nested.
      const bad = i < 11 ? { a: "bad" } : { a: "x", b: i === 11 ? [{ a: "bad" }] : { k: "bad" } };
      for (let call = 0; call < 2; call++) {
        runs = 0;
        await assert.rejects(async () => await parseToolInput(tool, bad), {
          message: "the lookup failed",
        }, `input ${i}, call ${call}`);
        // Each call goes through the compiled parser, then zod's, as the
        // checking guide says: a superRefine's function is zod's own, which
        // calls the author's async one.
        assert.equal(runs, 2, `input ${i}, call ${call}`);
      }
      assert.deepEqual(await parseToolInput(tool, { a: "good" }), { a: "good" }, `input ${i}`);
    }
    // A rejection without a handler would have ended the run by now.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it("answers every call with a promise where an author's check is an async function", async () => {
    const tool = toolOf(z.object({
      name: z.string().refine(async (name) => {
        await null;
        return name !== "taken";
      }).optional(),
    }));
    // From the first call on, also where the check is never reached.
    const first = parseToolInput(tool, {});
    assert.ok(first instanceof Promise);
    assert.deepEqual(await first, {});
    assert.deepEqual(await parseToolInput(tool, { name: "free" }), { name: "free" });
    const refused = parseToolInput(tool, { name: 1 });
    assert.ok(refused instanceof Promise);
    await assert.rejects(refused, { name: "ToolRefusal" });
  });

  it("waits only in the calls that meet a plain function's promise, whatever calls came before", async () => {
    // zod's compiler cannot tell a plain function that gives a promise from a synchronous one.
    const tool = toolOf(z.object({
      code: z.string().refine((code) => code === "sync" || Promise.resolve(code !== "used"))
        .optional(),
    }));
    for (let round = 0; round < 2; round++) {
      assert.deepEqual(parseToolInput(tool, {}), {}, `round ${round}`);
      assert.deepEqual(parseToolInput(tool, { code: "sync" }), { code: "sync" }, `round ${round}`);
      const waiting = parseToolInput(tool, { code: "new" });
      assert.ok(waiting instanceof Promise, `round ${round}`);
      assert.deepEqual(await waiting, { code: "new" });
      await assert.rejects(async () => await parseToolInput(tool, { code: "used" }), {
        name: "ToolRefusal",
      });
    }
  });

  it("coerces arguments text where the first parse waits for an asynchronous check", async () => {
    const tool = toolOf(z.object({
      a: z.string().refine(async (a) => {
        await null;
        return a !== "taken";
      }),
      n: z.number(),
    }));
    for (let i = 0; i < 2; i++) {
      assert.deepEqual(await parseToolArguments(tool, '{"a": "x", "n": "5"}'), { a: "x", n: 5 });
    }
  });

  it("rejects, never throws, input it cannot read once a tool checks asynchronously", async () => {
    const tool = toolOf(z.object({
      a: z.string().refine(async (a) => {
        await null;
        return a !== "taken";
      }),
    }));
    assert.deepEqual(await parseToolInput(tool, { a: "x" }), { a: "x" });
    const unreadable = {
      get a(): string {
        throw new Error("no");
      },
    };
    const result = parseToolInput(tool, unreadable);
    assert.ok(result instanceof Promise);
    await assert.rejects(result);
  });

  it("answers with a promise for a schema with an asynchronous transform, nested too", async () => {
    // zod's own object fast path throws a TypeError for these in a
    // synchronous parse, where it means to throw its error for asynchronous work.
    const input = z.object({
      id: z.string().transform(async (id) => `user:${await Promise.resolve(id)}`),
      owner: z.object({ name: z.string().transform((name) => Promise.resolve(name.trim())) })
        .optional(),
    });
    const tool = toolOf(input);
    for (let i = 0; i < 2; i++) {
      assert.deepEqual(await parseToolInput(tool, { id: "7", owner: { name: " Ada " } }), {
        id: "user:7",
        owner: { name: "Ada" },
      });
      await assert.rejects(async () => await parseToolInput(tool, { id: 7, owner: null }), {
        name: "ToolRefusal",
        message: "id: must be a string, not 7",
      });
    }
  });
});

/** The three ways a call is parsed: compiled, on zod's runtime parser, and asynchronously. */
const PATHS: Record<string, (input: z.ZodObject) => (value: unknown) => Promise<unknown>> = {
  compiled: (input) => {
    const tool = toolOf(input);
    return async (value) => await parseToolInput(tool, value);
  },
  "zod's runtime parser (jitless)": (input) => {
    const tool = toolOf(input);
    return async (value) => {
      // Set for the tool's first call, which would compile it otherwise.
      z.config({ jitless: true });
      try {
        return await parseToolInput(tool, value);
      } finally {
        z.config({ jitless: false });
      }
    };
  },
  asynchronous: (input) => {
    const tool = toolOf(input.refine(() => Promise.resolve(true)));
    return async (value) => await parseToolInput(tool, value);
  },
};

describe("parseToolInput: every call gets values of its own", () => {
  for (const [path, checker] of Object.entries(PATHS)) {
    it(`gives each call its own defaults, prefaults and caught values (${path})`, async () => {
      let count = 0;
      const check = checker(z.object({
        items: z.array(z.object({ a: z.string() })).default([]),
        tags: z.array(z.string()).default([]),
        owner: z.object({ id: z.number() }).default(() => ({ id: ++count })),
        where: z.object({ id: z.number().default(() => ++count) }).prefault({}),
        deep: z.object({ list: z.array(z.number()) }).default({ list: [] }),
        caught: z.array(z.string()).catch([]),
        nested: z.object({ list: z.array(z.number()).default([]) }).optional(),
      }));
      const seen: unknown[] = [];
      for (let call = 0; call < 3; call++) {
        const input = await check({ caught: 1, nested: {} }) as {
          items: { a: string }[];
          tags: string[];
          owner: { id: number };
          where: { id: number };
          deep: { list: number[] };
          caught: string[];
          nested: { list: number[] };
        };
        seen.push(structuredClone(input));
        // A tool that changes its input, as a tool may.
        input.items.push({ a: "x" });
        input.tags.push("x");
        input.deep.list.push(1);
        input.caught.push("x");
        input.nested.list.push(1);
      }
      // A function default runs on every call, never once for all of them.
      const ids = seen.flatMap((input) => {
        const { owner, where } = input as { owner: { id: number }; where: { id: number } };
        return [owner.id, where.id];
      });
      assert.equal(new Set(ids).size, 6, `ids ${ids}`);
      assert.deepEqual(
        seen.map((input) => ({ ...input as object, owner: 0, where: 0 })),
        Array(3).fill({
          items: [],
          tags: [],
          owner: 0,
          where: 0,
          deep: { list: [] },
          caught: [],
          nested: { list: [] },
        }),
      );
    });

    it(`refuses parsed input that would be taken for a promise (${path})`, async () => {
      let ran = false;
      const check = checker(z.looseObject({ name: z.string() }));
      const then = (resolve: (value: unknown) => void) => {
        ran = true;
        resolve({ name: "forged" });
      };
      await assert.rejects(check({ name: "Ada", then }), {
        name: "ToolRefusal",
        message: "field then holds a function; send plain JSON",
      });
      assert.equal(ran, false);
      assert.deepEqual(await check({ name: "Ada", then: "later" }), { name: "Ada", then: "later" });
    });
  }

  it("gives what an author's overwrite of the whole input gives, undefined too", async () => {
    const check = PATHS.compiled!(z.object({ a: z.string() }).overwrite(() => undefined as never));
    assert.equal(await check({ a: "x" }), undefined);
  });

  it("refuses a then function that a transform gives", async () => {
    const check = PATHS.compiled!(z.object({ then: z.string().transform(() => () => {}) }));
    await assert.rejects(check({ then: "now" }), {
      message: "field then holds a function; send plain JSON",
    });
  });
});

describe("parseToolInput: null counts as left out where it has no meaning", () => {
  it("leaves out a field set to null, as if it was never sent", () => {
    const parsed = parseToolInput(toolOf(note), { text: "hi", revision: null, items: null });
    assert.deepEqual(parsed, { text: "hi" });
    assert.ok(!Object.hasOwn(parsed, "revision"));
  });

  it("leaves out nulls at every depth of nested objects", () => {
    const parsed = parseToolInput(toolOf(note), {
      text: "hi",
      assignee: { name: "Ada", email: null },
      items: [{ name: "a", done: null }],
    });
    assert.deepEqual(parsed, { text: "hi", assignee: { name: "Ada" }, items: [{ name: "a" }] });
  });

  it("leaves out the nulls of fields that give null no meaning, keeps the others, in any order", () => {
    const tool = toolOf(z.object({
      text: z.string(),
      noted: z.object({ note: z.string().nullable().optional(), when: z.string().default("now") })
        .optional(),
      tagged: z.object({ tag: z.literal(["a", null]).optional() }).optional(),
      kind: z.object({ of: z.enum({ none: null as unknown as string, some: "some" }).optional() })
        .optional(),
      coerced: z.object({ count: z.coerce.number().optional() }).optional(),
      assignee: z.object({ name: z.string(), email: z.string().optional() }).optional(),
    }));
    const calls = [
      [{ text: "a", noted: { note: null } }, { text: "a", noted: { note: null, when: "now" } }],
      [{ text: "b", tagged: { tag: null } }, { text: "b", tagged: { tag: null } }],
      [{ text: "b", kind: { of: null } }, { text: "b", kind: { of: null } }],
      // zod would read null as 0 here: a coercion gives null no meaning of its author's.
      [{ text: "c", coerced: { count: null } }, { text: "c", coerced: {} }],
      [{ text: "d", assignee: { name: "Ann" } }, { text: "d", assignee: { name: "Ann" } }],
      [{ text: "e", assignee: { name: "Ann", email: null } }, {
        text: "e",
        assignee: { name: "Ann" },
      }],
      [{ text: "f", assignee: { name: "Bo" }, noted: null }, {
        text: "f",
        assignee: { name: "Bo" },
      }],
      [{ text: "g", noted: { note: null } }, { text: "g", noted: { note: null, when: "now" } }],
      [{ text: "h", tagged: { tag: null } }, { text: "h", tagged: { tag: null } }],
    ];
    for (const [sent, parsed] of calls) assert.deepEqual(parseToolInput(tool, sent), parsed);
  });

  it("leaves out nested nulls under a union or a catch, which may take another way", () => {
    const tool = toolOf(z.object({
      either: z.union([z.object({ o: z.object({ x: z.string().optional() }) }), z.any()])
        .optional(),
      caught: z.object({ x: z.string().optional() }).catch({ x: "fallback" }).optional(),
    }));
    assert.deepEqual(parseToolInput(tool, { caught: { x: null } }), { caught: {} });
    assert.deepEqual(parseToolInput(tool, { either: { o: { x: null } } }), { either: { o: {} } });
  });

  it("refuses null for a required field as missing", () => {
    assert.equal(refusal(note, { text: null }).message, "text: missing, expected string");
    assert.equal(
      refusal(note, { text: "hi", assignee: { name: null } }).message,
      "assignee.name: missing, expected string",
    );
  });

  it("leaves out an entry of a record set to null", () => {
    assert.deepEqual(parseToolInput(toolOf(note), { text: "hi", scores: { a: 1, b: null } }), {
      text: "hi",
      scores: { a: 1 },
    });
  });

  it("keeps a null item of an array as a value", () => {
    const input = z.object({ tags: z.array(z.string().nullable()), names: z.array(z.string()) });
    assert.deepEqual(parseToolInput(toolOf(input), { tags: ["a", null], names: [] }), {
      tags: ["a", null],
      names: [],
    });
    assert.equal(
      refusal(input, { tags: [], names: ["a", null] }).message,
      "names.1: must be a string, not null",
    );
  });

  it("does not change the input it was given", () => {
    const sent = { text: "hi", revision: null, assignee: { name: "Ada", email: null } };
    parseToolInput(toolOf(note), sent);
    assert.deepEqual(sent, { text: "hi", revision: null, assignee: { name: "Ada", email: null } });
  });
});

describe("parseToolInput: unknown fields", () => {
  it("refuses an unknown field with the fields the tool takes", () => {
    assert.deepEqual(refusal(note, { text: "hi", colour: "red" }), {
      message: "unknown field colour",
      lines: ["fields\ttext\trevision\tassignee\titems\tscores"],
    });
  });

  it("takes known fields and finds an unknown one in any order", () => {
    const tool = toolOf(note);
    assert.deepEqual(parseToolInput(tool, { scores: {}, revision: 1, text: "hi" }), {
      scores: {},
      revision: 1,
      text: "hi",
    });
    for (
      const input of [
        { colour: "red", text: "hi" },
        { text: "hi", colour: "red", revision: 1 },
        { revision: 1, text: "hi", colour: "red" },
        {
          text: "hi",
          revision: 1,
          assignee: { name: "Ann" },
          items: [],
          scores: {},
          colour: "red",
        },
      ]
    ) {
      assert.equal(refusal(note, input).message, "unknown field colour", JSON.stringify(input));
    }
  });

  it("refuses an unknown field also when it is null", () => {
    assert.equal(refusal(note, { text: "hi", colour: null }).message, "unknown field colour");
  });

  it("offers the real name for one or two edits, a swap counting as one", () => {
    assert.equal(
      refusal(note, { txt: "hi" }).message.split("; ")[1],
      "unknown field txt (did you mean text?)",
    );
    assert.equal(
      refusal(note, { text: "hi", revisoin: 1 }).message,
      "unknown field revisoin (did you mean revision?)",
    );
    assert.equal(
      refusal(note, { text: "hi", asignee: null }).message,
      "unknown field asignee (did you mean assignee?)",
    );
    assert.equal(
      refusal(note, { text: "hi", itms_: [] }).message,
      "unknown field itms_ (did you mean items?)",
    );
    assert.equal(refusal(note, { text: "hi", rev: 1 }).message, "unknown field rev");
    const short = z.object({ x: z.string() });
    assert.equal(refusal(short, { x: "a", y: "b" }).message, "unknown field y");
  });

  it("offers the real name for one that differs in case or separators, or in number", () => {
    const input = z.object({
      next_thought_needed: z.boolean().optional(),
      task_id: z.number().optional(),
      entities: z.array(z.string()).optional(),
      queries: z.array(z.string()).optional(),
      city: z.string().optional(),
      boxes: z.number().optional(),
      status: z.string().optional(),
      owner: z.object({ display_name: z.string().optional() }).optional(),
    });
    const cases: [string, string][] = [
      ["nextThoughtNeeded", "next_thought_needed"],
      ["NextThoughtNeeded", "next_thought_needed"],
      ["next-thought-needed", "next_thought_needed"],
      ["TaskId", "task_id"],
      ["taskIds", "task_id"],
      ["entity", "entities"],
      ["query", "queries"],
      ["cities", "city"],
      ["box", "boxes"],
      ["statuses", "status"],
    ];
    for (const [sent, meant] of cases) {
      assert.equal(
        refusal(input, { [sent]: null }).message,
        `unknown field ${sent} (did you mean ${meant}?)`,
      );
    }
    assert.equal(
      refusal(input, { owner: { displayName: "Ada" } }).message,
      "owner: unknown field displayName (did you mean display_name?)",
    );
  });

  it("suggests no field the model sent, and none of two equally near", () => {
    const input = z.object({
      card: z.string().optional(),
      cart: z.string().optional(),
      name: z.string().optional(),
      names: z.string().optional(),
    });
    // card and cart are both one letter from carx.
    assert.equal(refusal(input, { carx: "a" }).message, "unknown field carx");
    // Names is names in other case, and only a plural of name.
    assert.equal(
      refusal(input, { Names: "a" }).message,
      "unknown field Names (did you mean names?)",
    );
    // With names sent too, the nearest name not sent is name.
    assert.equal(
      refusal(input, { names: "a", Names: "b" }).message,
      "unknown field Names (did you mean name?)",
    );
    const note = z.object({ text: z.string() });
    assert.equal(refusal(note, { text: "a", txt: "b" }).message, "unknown field txt");
    assert.equal(
      refusal(note, { TEXT: "b" }).message,
      "text: missing, expected string; unknown field TEXT (did you mean text?)",
    );
  });

  it("refuses unknown fields at every depth, with the object's path", () => {
    assert.equal(
      refusal(note, { text: "hi", assignee: { name: "Ada", mail: "a@b.c" } }).message,
      "assignee: unknown field mail (did you mean email?)",
    );
    assert.equal(
      refusal(note, { text: "hi", items: [{ name: "a" }, { name: "b", don: true }] }).message,
      "items.1: unknown field don (did you mean done?)",
    );
  });

  it("refuses unknown fields in each branch of a union (speaking of the first) and inside an intersection", () => {
    const input = z.object({
      target: z.union([z.object({ id: z.number() }), z.object({ name: z.string() })]),
      both: z.object({ x: z.string() }).and(z.object({ y: z.string() })).optional(),
    });
    const tool = toolOf(input);
    assert.deepEqual(parseToolInput(tool, { target: { name: "a" } }), { target: { name: "a" } });
    assert.equal(
      refusal(input, { target: { id: 1, nam: "a" } }).message,
      "target: unknown field nam",
    );
    assert.deepEqual(parseToolInput(tool, { target: { id: 1 }, both: { x: "a", y: "b" } }), {
      target: { id: 1 },
      both: { x: "a", y: "b" },
    });
    assert.equal(
      refusal(input, { target: { id: 1 }, both: { x: "a", y: "b", z: "c" } }).message,
      "both: unknown field z",
    );
  });

  it("leaves out nulls and refuses unknown fields inside a discriminated union's branches", () => {
    const input = z.object({
      shape: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("circle"), r: z.number(), label: z.string().optional() }),
        z.object({ kind: z.literal("square"), side: z.number() }),
      ]),
    });
    assert.deepEqual(
      parseToolInput(toolOf(input), { shape: { kind: "circle", r: 1, label: null } }),
      { shape: { kind: "circle", r: 1 } },
    );
    assert.equal(
      refusal(input, { shape: { kind: "square", sid: 2 } }).message,
      "shape.side: missing, expected number; shape: unknown field sid (did you mean side?)",
    );
    // side was sent too: sid is something else, not a misspelling of it.
    assert.equal(
      refusal(input, { shape: { kind: "square", side: 1, sid: 2 } }).message,
      "shape: unknown field sid",
    );
  });

  it("lets a record or an object made loose on purpose take any key", () => {
    const input = z.object({
      scores: z.record(z.string(), z.number()),
      extra: z.looseObject({ id: z.string() }),
      counts: z.object({}).catchall(z.number()),
    });
    assert.deepEqual(
      parseToolInput(toolOf(input), {
        scores: { anything: 1 },
        extra: { id: "a", more: true, gone: null },
        counts: { a: 1, b: null },
      }),
      { scores: { anything: 1 }, extra: { id: "a", more: true }, counts: { a: 1 } },
    );
    assert.equal(
      refusal(input, { scores: {}, extra: { id: "a" }, counts: { a: "x" } }).message,
      'counts.a: must be a number, not "x"',
    );
  });

  it("keeps what a loose object's extra fields hold as sent, nulls inside included", () => {
    const input = z.object({ meta: z.looseObject({}) });
    assert.deepEqual(
      parseToolInput(toolOf(input), { meta: { gone: null, kept: { inner: null }, list: [null] } }),
      { meta: { kept: { inner: null }, list: [null] } },
    );
  });

  it("refuses a loose top level's unknown fields never, and leaves out its nulls", () => {
    const tool = toolOf(z.looseObject({ id: z.string() }));
    assert.deepEqual(parseToolInput(tool, { id: "a", other: 1, gone: null }), {
      id: "a",
      other: 1,
    });
  });

  it("treats __proto__, constructor and prototype as unknown fields and pollutes nothing", () => {
    const sent = JSON.parse(
      '{"text":"hi","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":1}',
    );
    assert.equal(refusal(note, sent).message, "unknown fields __proto__, constructor, prototype");
    const nested = JSON.parse(
      '{"text":"hi","assignee":{"name":"a","__proto__":{"polluted":true}}}',
    );
    assert.equal(refusal(note, nested).message, "assignee: unknown field __proto__");
    const withNull = JSON.parse('{"text":"hi","revision":null,"__proto__":{"polluted":true}}');
    assert.equal(refusal(note, withNull).message, "unknown field __proto__");
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted"), false);
  });

  it("refuses a key __proto__ where any key is taken, also beside a null left out", () => {
    // zod drops such a key unchecked; no object a tool gets can carry it.
    const input = z.looseObject({
      text: z.string(),
      revision: z.number().optional(),
      scores: z.record(z.string(), z.unknown()).optional(),
    });
    const refused =
      'key "__proto__" is refused: no object a host hands on can carry it; leave it out';
    assert.equal(
      refusal(input, JSON.parse('{"text":"hi","gone":null,"__proto__":{"revision":5}}')).message,
      refused,
    );
    assert.equal(
      refusal(input, JSON.parse('{"text":"hi","scores":{"b":null,"__proto__":{"c":1}}}')).message,
      `scores: ${refused}`,
    );
  });

  it("shows an odd or long unknown name quoted and cut short", () => {
    const message = refusal(note, { text: "hi", ["a b\tc"]: 1, ["x".repeat(500)]: 1 }).message;
    assert.equal(message, `unknown fields "a b\\tc", "${"x".repeat(64)}…"`);
  });

  it("names at most five unknown fields", () => {
    const sent = { text: "hi", a1: 1, a2: 1, a3: 1, a4: 1, a5: 1, a6: 1, a7: 1 };
    assert.equal(refusal(note, sent).message, "unknown fields a1, a2, a3, a4, a5, 2 more");
  });
});

describe("parseToolInput: the bad-arguments message", () => {
  it("comes without stack frames, which would show only the check, and leaves the limit of them be", () => {
    const limit = Error.stackTraceLimit;
    let stack: string | undefined;
    try {
      parseToolInput(toolOf(note), { txt: "a" });
    } catch (error) {
      stack = (error as Error).stack;
    }
    assert.equal(Error.stackTraceLimit, limit);
    // V8 writes the name and message alone, JavaScriptCore (Bun) nothing: no line of a frame.
    assert.doesNotMatch(stack ?? "", /\n/);
    // A refusal a tool makes keeps its frames.
    assert.match(new ToolRefusal("not-found", "No note.").stack ?? "", /\n/);
  });

  it("names every problem, each behind its dotted path, joined with '; '", () => {
    assert.deepEqual(
      refusal(note, {
        revision: 1.5,
        items: [{ name: "a" }, { name: 2 }, { done: true }],
        scores: { x: "high" },
      }),
      {
        message: "text: missing, expected string; " +
          "revision: must be an integer, not 1.5; " +
          "items.1.name: must be a string, not 2; " +
          "items.2.name: missing, expected string; " +
          'scores.x: must be a number, not "high"',
        lines: ["fields\ttext\trevision\tassignee\titems\tscores"],
      },
    );
  });

  it("leaves the path out when the field's name stands in the message as a word", () => {
    const input = z.object({
      title: z.string().max(3, "title is too long"),
      body: z.string().min(1, "the text is empty, somebody"),
      tags: z.array(z.string()).max(1, "at most 1 tag"),
      nested: z.object({ when: z.string().min(2, "say when") }),
    });
    assert.equal(
      refusal(input, { title: "long", body: "", tags: ["a", "b"], nested: { when: "x" } }).message,
      "title is too long; body: the text is empty, somebody; tags: at most 1 tag; say when",
    );
  });

  it("always puts the path before a message about an array item", () => {
    const input = z.object({ counts: z.array(z.number().max(1, "at most 1")) });
    assert.equal(refusal(input, { counts: [1, 2] }).message, "counts.1: at most 1");
  });

  it("speaks from the branch of a union whose type was sent, else names every type", () => {
    const input = z.object({
      id: z.union([z.string(), z.number()]),
      maybe: z.union([z.null(), z.boolean()]).optional(),
      target: z.union([z.object({ id: z.number() }), z.object({ name: z.string() })]),
    });
    assert.equal(
      refusal(input, { id: true, maybe: "yes", target: {} }).message,
      "id: must be a string or a number, not true; " +
        'maybe: must be a boolean, not "yes"; ' +
        "target.id: missing, expected number",
    );
  });

  it("names the choices of a discriminated union with no branch for the value sent", () => {
    const input = z.object({
      shape: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("circle"), r: z.number() }),
        z.object({ kind: z.literal("square"), side: z.number() }),
      ]),
    });
    assert.equal(
      refusal(input, { shape: { kind: "oval" } }).message,
      'shape.kind: must be one of "circle", "square", not "oval"',
    );
    assert.equal(
      refusal(input, { shape: { kind: "Circle", r: 1 } }).message,
      'shape.kind: must be one of "circle", "square", not "Circle"; did you mean "circle"?',
    );
  });

  it("never echoes a large value back", () => {
    const input = z.object({
      text: z.string().refine((text) => text.length < 10, {
        error: (issue) => `text ${String(issue.input)} is too long`,
      }),
    });
    const { message } = refusal(input, { text: "x".repeat(100_000) });
    assert.equal(message.length, 207);
    assert.ok(message.endsWith("… (cut)"));
  });

  it("keeps the first row within 2,000 characters, cutting odd names after escaping and long paths", () => {
    const odd = (i: number) => `${"\u0001\u0002\u0003".repeat(30)}${i}`;
    const input = z.object({
      scores: z.record(z.string(), z.number()).optional(),
      deep: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number()))).optional(),
    });
    const escaped = `"${"\\u0001\\u0002\\u0003".repeat(2)}\\u0001\\u0002\\u0003\\u0001…"`;
    const many = refusal(input, {
      scores: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [odd(i), "x"])),
    }).message;
    assert.equal(
      many.split("; ")[0],
      `scores.${escaped}: must be a number, not "x"`,
    );
    assert.ok(many.endsWith("; 12 more"), many);
    const deep = refusal(input, {
      deep: { [odd(1)]: { [odd(2)]: { [odd(3)]: "x" } }, [odd(4)]: { [odd(5)]: { x: "y" } } },
    }).message;
    assert.equal(
      deep,
      `deep.${escaped}.${escaped.slice(0, 49)}…: must be a number, not "x"; ` +
        `deep.${escaped}.${escaped.slice(0, 49)}…: must be a number, not "y"`,
    );
    // Eight long problems would not fit: fewer are shown, and the rest counted.
    const wide = z.object({
      notes: z.record(
        z.string(),
        z.string().refine(() => false, { error: () => "w".repeat(300) }),
      ),
    });
    const notes = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [odd(i), "x"]));
    const { message } = refusal(wide, { notes });
    const shown = message.split("; ").length - 1;
    assert.ok(message.length <= 1_978, `${message.length} characters`);
    assert.ok(shown < 8, `${shown} shown`);
    assert.ok(message.endsWith(`; ${20 - shown} more`), message.slice(-40));
  });

  it("writes a message that echoes a lone surrogate as well-formed text", () => {
    const input = z.object({
      text: z.string().refine(() => false, { error: (issue) => `no ${String(issue.input)}` }),
    });
    assert.equal(refusal(input, { text: "a\ud800b" }).message, "text: no a\ufffdb");
    assert.equal(
      refusal(input, { text: "t", ["\udc00x"]: 1 }).message.split("; ")[1],
      'unknown field "\\udc00x"',
    );
  });

  it("names at most eight problems and counts the rest", () => {
    const shape: Record<string, z.ZodString> = {};
    for (let i = 1; i <= 12; i++) shape[`f${i}`] = z.string();
    const { message } = refusal(z.object(shape), {});
    const parts = message.split("; ");
    assert.equal(parts.length, 9);
    assert.equal(parts[0], "f1: missing, expected string");
    assert.equal(parts[8], "4 more");
  });

  it("gives the fields line in schema order, whatever the input", () => {
    const input = z.object({ zeta: z.string(), alpha: z.string(), mid: z.number().optional() });
    assert.deepEqual(refusal(input, { alpha: 1 }).lines, ["fields\tzeta\talpha\tmid"]);
  });

  it("keeps a schema's own error message for a wrong value", () => {
    const input = z.object({ level: z.enum(["low", "high"], { error: "level is low or high" }) });
    assert.equal(refusal(input, { level: "mid" }).message, "level is low or high");
  });

  it("words a refusal the same with or without nulls and unknown fields beside the problem", () => {
    const input = z.object({ title: z.string().max(3), note: z.string().optional() });
    const message = "title: has 7 characters; at most 3 fit";
    assert.equal(refusal(input, { title: "toolong" }).message, message);
    assert.equal(refusal(input, { title: "toolong", note: null }).message, message);
    assert.equal(
      refusal(input, { title: "toolong", nte: "a" }).message,
      `${message}; unknown field nte (did you mean note?)`,
    );
  });

  it("puts an author's message first, then its own wording, then a host's global customError", () => {
    const input = z.object({
      title: z.string(),
      level: z.enum(["low", "high"]),
      mood: z.enum(["calm", "busy"], { error: "mood is calm or busy" }),
    });
    z.config({ customError: () => "host: no" });
    try {
      assert.equal(
        refusal(input, { level: "mid", mood: "sad" }).message,
        'title: missing, expected string; level: must be one of "low", "high", not "mid"; ' +
          "mood is calm or busy",
      );
    } finally {
      z.config({ customError: undefined });
    }
  });
});

describe("parseToolInput: the package's wording", () => {
  const input = z.object({
    text: z.string().optional(),
    ratio: z.number().optional(),
    task_id: z.int().optional(),
    revision: z.number().int().optional(),
    done: z.boolean().optional(),
    tags: z.array(z.string()).max(3).optional(),
    owner: z.object({ name: z.string() }).optional(),
    scores: z.record(z.string(), z.number()).optional(),
    a: z.number().optional(),
  });
  const says = (value: Record<string, unknown>) => refusal(input, value).message;

  it("names the type the listing shows and what was sent, short", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ text: 5 }, "text: must be a string, not 5"],
      [{ text: [] }, "text: must be a string, not an array"],
      [{ ratio: true }, "ratio: must be a number, not true"],
      [{ ratio: { value: 1 } }, "ratio: must be a number, not an object"],
      [{ task_id: 1.5 }, "task_id: must be an integer, not 1.5"],
      [{ revision: 2.5 }, "revision: must be an integer, not 2.5"],
      [{ task_id: "five" }, 'task_id: must be an integer, not "five"'],
      [{ done: 1 }, "done: must be a boolean, not 1"],
      [{ tags: 3 }, "tags: must be an array, not 3"],
      [{ owner: "Ada" }, 'owner: must be an object, not "Ada"'],
      [{ scores: [1] }, "scores: must be an object, not an array"],
      [{ ratio: "x".repeat(21) }, "ratio: must be a number, not a string"],
      [{ owner: { name: null } }, "owner.name: missing, expected string"],
      [{ task_id: null, a: "1x" }, 'a: must be a number, not "1x"'],
    ];
    for (const [value, message] of cases) assert.equal(says(value), message);
    assert.equal(says({ ratio: new Map() }), "ratio: must be a number, not a Map");
  });

  it("words every other kind of problem zod reports: choices, bounds, formats, keys, checks", () => {
    const kinds = z.object({
      priority: z.enum(["low", "normal", "high"]).optional(),
      status: z.enum(["in_progress", "done"]).optional(),
      kind: z.literal("note").optional(),
      size: z.literal([1, 2, 3]).optional(),
      ratio: z.number().gt(0).lt(1).optional(),
      count: z.int().min(1).max(10).optional(),
      step: z.number().multipleOf(5).optional(),
      email: z.email().optional(),
      url: z.url().optional(),
      id: z.uuid().optional(),
      at: z.iso.datetime().optional(),
      day: z.iso.date().optional(),
      code: z.string().regex(/^[A-Z]{3}$/).optional(),
      ref: z.string().startsWith("id-").optional(),
      tag: z.string().lowercase().optional(),
      token: z.cuid2().optional(),
      even: z.number().refine((n) => n % 2 === 0).optional(),
      scores: z.record(z.string().regex(/^k/), z.number()).optional(),
      flags: z.record(z.enum(["alpha", "beta"]), z.boolean()).optional(),
      shape: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("circle") }),
        z.object({ kind: z.literal("square") }),
      ]).optional(),
      one: z.xor([z.string(), z.string().min(1)]).optional(),
      stamp: z.templateLiteral(["id-", z.number()]).optional(),
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ priority: "urgent" }, 'priority: must be one of "low", "normal", "high", not "urgent"'],
      [
        { priority: "High" },
        'priority: must be one of "low", "normal", "high", not "High"; did you mean "high"?',
      ],
      [
        { status: "in-progress" },
        'status: must be one of "in_progress", "done", not "in-progress"; did you mean "in_progress"?',
      ],
      [{ kind: "task" }, 'kind: must be "note", not "task"'],
      [{ size: 4 }, "size: must be one of 1, 2, 3, not 4"],
      [{ ratio: 0 }, "ratio: must be more than 0, not 0"],
      [{ ratio: 1 }, "ratio: must be less than 1, not 1"],
      [{ count: 0 }, "count: must be at least 1, not 0"],
      [{ count: 11 }, "count: must be at most 10, not 11"],
      [{ step: 7 }, "step: must be a multiple of 5, not 7"],
      [{ email: "ada" }, 'email: must be an email address, not "ada"'],
      [{ url: "nope" }, 'url: must be a URL, not "nope"'],
      [{ id: "123" }, 'id: must be a UUID, not "123"'],
      [
        { at: "yesterday" },
        'at: must be an ISO date and time, such as 2026-12-01T09:30:00Z, not "yesterday"',
      ],
      [{ day: "1.12.2026" }, 'day: must be an ISO date, such as 2026-12-01, not "1.12.2026"'],
      [{ code: "eur" }, 'code: must match /^[A-Z]{3}$/, not "eur"'],
      [{ ref: "7" }, 'ref: must start with "id-", not "7"'],
      [{ tag: "Todo" }, 'tag: must be in lower case, not "Todo"'],
      [{ token: "!" }, 'token: must be a valid cuid2, not "!"'],
      [{ even: 3 }, "even: must pass a check of this tool, which says no more"],
      [{ scores: { x: 1 } }, 'scores.x: key "x" is refused: must match /^k/, not "x"'],
      [
        { flags: { alpha: true, bta: true } },
        "flags.beta: missing, expected boolean; flags: unknown field bta (did you mean beta?)",
      ],
      [
        { shape: { kind: "oval" } },
        'shape.kind: must be one of "circle", "square", not "oval"',
      ],
      [{ one: "a" }, "one: must match exactly one of the forms it takes, not several"],
      [{ stamp: "x" }, 'stamp: must match /^id--?\\d+(?:\\.\\d+)?$/, not "x"'],
    ];
    for (const [value, message] of cases) assert.equal(refusal(kinds, value).message, message);
  });

  it("tells a model to send a number or a boolean without quotes, and never coerces it", () => {
    assert.equal(
      says({ ratio: "0.5" }),
      'ratio: must be a number, not "0.5"; send 0.5 without quotes',
    );
    assert.equal(
      says({ task_id: "5" }),
      'task_id: must be an integer, not "5"; send 5 without quotes',
    );
    assert.equal(
      says({ revision: " 7 " }),
      'revision: must be an integer, not " 7 "; send 7 without quotes',
    );
    // 1.5 is no integer either: no advice that would be refused again.
    assert.equal(says({ task_id: "1.5" }), 'task_id: must be an integer, not "1.5"');
    assert.equal(
      says({ done: "true" }),
      'done: must be a boolean, not "true"; send true without quotes',
    );
    assert.equal(says({ done: "yes" }), 'done: must be a boolean, not "yes"');
    assert.equal(
      says({ ratio: "1".repeat(30) }),
      `ratio: must be a number, not a string; send ${"1".repeat(30)} without quotes`,
    );
  });

  it("gives advice only when what it advises would pass, and never scans a long text for it", () => {
    const bounded = z.object({
      count: z.int().min(10).optional(),
      ratio: z.number().optional(),
      on: z.literal(true).optional(),
    });
    // "5" without quotes is still below 10: no advice that is refused again.
    assert.equal(refusal(bounded, { count: "5" }).message, 'count: must be an integer, not "5"');
    assert.equal(
      refusal(bounded, { count: "12" }).message,
      'count: must be an integer, not "12"; send 12 without quotes',
    );
    // Not JSON's own numbers: no advice to send them.
    for (const text of ["0x10", "5.", "+5", ".5", "1_000"]) {
      assert.equal(
        refusal(bounded, { ratio: text }).message,
        `ratio: must be a number, not ${JSON.stringify(text)}`,
      );
    }
    assert.equal(
      refusal(bounded, { ratio: "7".repeat(41) }).message,
      "ratio: must be a number, not a string",
    );
  });

  it("says a field of choices is missing, and shows as many choices as fit", () => {
    const zones = [
      "America/New_York",
      "America/Los_Angeles",
      "Europe/London",
      "Europe/Berlin",
      "Europe/Paris",
      "Asia/Tokyo",
      "Asia/Kolkata",
      "Australia/Sydney",
      "Africa/Cairo",
      "America/Sao_Paulo",
      "Pacific/Auckland",
    ] as const;
    const input = z.object({
      level: z.enum(["low", "high"]),
      kind: z.literal("note"),
      tz: z.enum(zones).optional(),
      shape: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("circle") }),
        z.object({ kind: z.literal("square") }),
      ]).optional(),
    });
    assert.equal(
      refusal(input, { level: null, shape: {} }).message,
      'level: missing, expected one of "low", "high"; kind: missing, expected "note"; ' +
        'shape.kind: missing, expected one of "circle", "square"',
    );
    assert.equal(
      refusal(input, { level: "low", kind: "note", tz: "europe/berlin" }).message,
      'tz: must be one of "America/New_York", "America/Los_Angeles", "Europe/London", ' +
        '"Europe/Berlin", "Europe/Paris", "Asia/Tokyo", …, not "europe/berlin"; ' +
        'did you mean "Europe/Berlin"?',
    );
  });

  it("counts one item or character as one, shows a format's example only where it fits, and a template's pattern", () => {
    const input = z.object({
      pair: z.array(z.string()).length(2).optional(),
      code: z.string().length(2).optional(),
      at: z.iso.time({ precision: -1 }).optional(),
      when: z.iso.datetime({ precision: 3 }).optional(),
      ref: z.templateLiteral(["id-", z.number()]).optional(),
    });
    assert.equal(refusal(input, { pair: ["a"] }).message, "pair: has 1 item; exactly 2 needed");
    assert.equal(refusal(input, { code: "a" }).message, "code: has 1 character; exactly 2 needed");
    assert.equal(refusal(input, { at: "noon" }).message, 'at: must be an ISO time, not "noon"');
    assert.equal(
      refusal(input, { when: "now" }).message,
      'when: must be an ISO date and time, not "now"',
    );
    assert.equal(
      refusal(input, { ref: "x" }).message,
      'ref: must match /^id--?\\d+(?:\\.\\d+)?$/, not "x"',
    );
  });

  it("tells a model to send an array or an object as JSON, not inside a string, as one problem", () => {
    assert.equal(
      says({ tags: '["a","b","c","d"]' }),
      'tags: must be an array, not "[\\"a\\",\\"b\\",\\"c\\",\\"d\\"]"; ' +
        "send the array itself as JSON, not inside a string",
    );
    assert.equal(
      says({ tags: '[ "a", "b", "c", "d", "e" ]' }),
      "tags: must be an array, not a string; send the array itself as JSON, not inside a string",
    );
    assert.equal(
      says({ owner: '{"name":"Ada"}' }),
      'owner: must be an object, not "{\\"name\\":\\"Ada\\"}"; ' +
        "send the object itself as JSON, not inside a string",
    );
    assert.equal(
      says({ scores: "{}" }),
      'scores: must be an object, not "{}"; send the object itself as JSON, not inside a string',
    );
  });
});

describe("parseToolInput: other schemas", () => {
  it("checks a lazy schema like the schema it stands for", () => {
    const input = z.object({ who: z.lazy(() => z.object({ name: z.string().optional() })) });
    assert.deepEqual(parseToolInput(toolOf(input), { who: { name: null } }), { who: {} });
    assert.equal(
      refusal(input, { who: { nme: "a" } }).message,
      "who: unknown field nme (did you mean name?)",
    );
  });

  it("keeps an object's own error message for what is not an unknown field", () => {
    const input = z.object({ who: z.object({ name: z.string() }, { error: "who is a person" }) });
    assert.equal(refusal(input, { who: "Ada" }).message, "who is a person");
    assert.equal(
      refusal(input, { who: { name: "Ada", ag: 3 } }).message,
      "who: unknown field ag",
    );
  });

  it("refuses a value for choices JSON cannot hold (a bigint literal in a later branch)", () => {
    // defineTool checks a union's first branch only, as the listing shows it.
    const input = z.object({
      a: z.union([z.literal(["x", "y"]), z.literal(1n)]),
      b: z.union([z.number(), z.literal([2n, 3n])]).optional(),
    });
    assert.equal(
      refusal(input, { a: 1, b: "2" }).message,
      'a: must be one of "x", "y", not 1; b: must be a number, not "2"; send 2 without quotes',
    );
  });

  it("lets an error a check throws reach the caller unchanged", () => {
    const failure = new RangeError("the check broke");
    const input = z.object({
      name: z.string().refine(() => {
        throw failure;
      }),
    });
    assert.throws(() => parseToolInput(toolOf(input), { name: "a" }), (error) => error === failure);
  });
});
