import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolArguments,
  parseToolInput,
  type ToolCallBase,
  ToolRefusal,
} from "@adecore/agents/context";
import { standardSchema } from "@adecore/agents/standard";

const empty = z.object({});

function toolkit(name: string, ...tools: string[]) {
  return defineToolkit(
    name,
    tools.map((tool) =>
      defineTool(name, { name: tool, description: "d", input: empty, run: () => [tool] })
    ),
  );
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return await promise.then(() => assert.fail("the call succeeded"), (error: unknown) => error);
}

describe("createToolRegistry", () => {
  it("lists every tool, toolkit by toolkit, in the order given", () => {
    const registry = createToolRegistry([
      toolkit("note", "note_read", "note_write"),
      toolkit("chat", "chat_open"),
    ]);
    assert.deepEqual(registry.tools.map((tool) => tool.name), [
      "note_read",
      "note_write",
      "chat_open",
    ]);
    assert.ok(Object.isFrozen(registry.tools));
  });

  it("throws for two toolkits with one name", () => {
    assert.throws(
      () => createToolRegistry([toolkit("note", "note_read"), toolkit("note", "note_list")]),
      { constructor: Error, message: 'two toolkits are named "note"; rename one' },
    );
  });

  it("throws for tools of two toolkits with one name, naming both toolkits", () => {
    assert.throws(
      () => createToolRegistry([toolkit("note", "shared_open"), toolkit("chat", "shared_open")]),
      {
        constructor: Error,
        message: 'tool "shared_open" is in toolkits "note" and "chat"; ' +
          "a name is unique in a registry, rename one",
      },
    );
  });
});

describe("only what the define functions made", () => {
  const noteWrite = defineTool("note", {
    name: "note_write",
    description: "Writes a note.",
    input: z.object({ text: z.string() }),
    run: () => ["note\twritten"],
  });
  const unchecked = "it was not made by defineToolkit; make it with defineToolkit(name, tools), " +
    "which checks its name and its tools";

  it("throws for a toolkit literal, whatever it holds", () => {
    const literal = {
      toolkit: "note",
      name: "Note Write!",
      description: "",
      input: z.object({ due: z.date() }),
      annotations: { readOnly: true, destructive: true },
      run: 5,
    };
    const toolkits: [string, unknown][] = [
      ["Notes", { name: "Notes", tools: [noteWrite] }],
      ["other", { name: "other", tools: [noteWrite] }],
      ["note", { name: "note", tools: [literal] }],
      ["note", Object.freeze({ name: "note", tools: Object.freeze([noteWrite]) })],
      ["undefined", null],
    ];
    for (const [name, toolkit] of toolkits) {
      assert.throws(() => createToolRegistry([toolkit] as never), {
        constructor: Error,
        message: `toolkit "${name}": ${unchecked}`,
      });
    }
    for (
      const parse of [
        () => parseToolInput(literal as never, {}),
        () => parseToolArguments(literal as never, "{}"),
      ]
    ) {
      assert.throws(parse, {
        constructor: Error,
        message: 'tool "Note Write!" in toolkit "note": it was not made by defineTool, which ' +
          "checks what the check cannot take; define it with defineTool",
      });
    }
    assert.throws(() => standardSchema(literal as never), {
      constructor: Error,
      message: 'tool "Note Write!" in toolkit "note": it was not made by defineTool; define it ' +
        "with defineTool",
    });
    assert.throws(() => defineToolkit("note", [literal] as never), {
      constructor: Error,
      message: 'tool "Note Write!" in toolkit "note": it was not made by defineTool; define it ' +
        'with defineTool("note", ...)',
    });
  });

  it("throws for toolkits or tools given as no array", () => {
    assert.throws(() => createToolRegistry(defineToolkit("note", [noteWrite]) as never), {
      constructor: Error,
      message: "the toolkits are no array; pass the toolkits defineToolkit made, like " +
        'createToolRegistry([defineToolkit("note", [noteWrite])])',
    });
    assert.throws(() => defineToolkit("note", noteWrite as never), {
      constructor: Error,
      message: 'toolkit "note": its tools are no array; pass the tools defineTool made, like ' +
        'defineToolkit("note", [noteWrite])',
    });
  });

  it("takes a toolkit defineToolkit made, and no tool where a toolkit goes", () => {
    const registry = createToolRegistry([defineToolkit("note", [noteWrite])]);
    assert.deepEqual(registry.tools, [noteWrite]);
    assert.throws(() => createToolRegistry([noteWrite] as never), {
      message: `toolkit "note_write": ${unchecked}`,
    });
  });
});

describe("registry.run", () => {
  it("takes rows from a run that answers with a thenable of its own", async () => {
    const later = defineTool("rare", {
      name: "rare_later",
      description: "Answers later.",
      input: z.object({}),
      run: () => ({ then: (resolve: (rows: string[]) => void) => resolve(["ok"]) }) as never,
    });
    assert.deepEqual(
      await createToolRegistry([defineToolkit("rare", [later])]).run("rare_later", {}, {}),
      ["ok"],
    );
  });

  it("runs the named tool with the checked input and the host's call", async () => {
    interface Call extends ToolCallBase {
      user: string;
    }
    const seen: unknown[] = [];
    const greet = defineTool("hello", {
      name: "hello_greet",
      description: "Greets.",
      input: z.object({ name: z.string(), loud: z.boolean().default(false) }),
      run(input, call: Call) {
        seen.push(input, call);
        const text = `Hello ${input.name}, from ${call.user}`;
        return [`greeting\t${input.loud ? text.toUpperCase() : text}`];
      },
    });
    const registry = createToolRegistry([defineToolkit("hello", [greet])]);
    const signal = AbortSignal.timeout(10_000);
    const call = { user: "host", signal };
    assert.deepEqual(await registry.run("hello_greet", { name: "Ada" }, call), [
      "greeting\tHello Ada, from host",
    ]);
    assert.deepEqual(seen, [{ name: "Ada", loud: false }, call]);
  });

  it("refuses a name it does not know with unknown-tool and a tools line", async () => {
    const registry = createToolRegistry([
      toolkit("note", "note_read", "note_write"),
      toolkit("chat", "chat_open"),
    ]);
    const near = await rejection(registry.run("note_wirte", {}, {}));
    assert.ok(near instanceof ToolRefusal);
    assert.equal(near.code, "unknown-tool");
    assert.equal(near.message, "no tool is named note_wirte (did you mean note_write?)");
    assert.deepEqual(near.lines, ["tools\tnote_read\tnote_write\tchat_open"]);
    const camel = await rejection(registry.run("noteWrite", {}, {}));
    assert.equal(
      (camel as ToolRefusal).message,
      "no tool is named noteWrite (did you mean note_write?)",
    );
    const plural = await rejection(registry.run("chat_opens", {}, {}));
    assert.equal(
      (plural as ToolRefusal).message,
      "no tool is named chat_opens (did you mean chat_open?)",
    );
    const far = await rejection(registry.run("weather\tnow", {}, {}));
    assert.equal((far as ToolRefusal).message, 'no tool is named "weather\\tnow"');
    // A host that hands on a name that is no string: its type, never a crash.
    const number = await rejection(registry.run(7 as never, {}, {}));
    assert.equal((number as ToolRefusal).message, "no tool is named number");
  });

  it("runs a call given without a call object", async () => {
    const registry = createToolRegistry([toolkit("note", "note_read")]);
    assert.deepEqual(await registry.run("note_read", {}, undefined as never), ["note_read"]);
  });

  it("refuses bad input before the tool runs", async () => {
    let runs = 0;
    const tool = defineTool("note", {
      name: "note_read",
      description: "d",
      input: z.object({ id: z.number() }),
      run: () => {
        runs++;
        return [];
      },
    });
    const registry = createToolRegistry([defineToolkit("note", [tool])]);
    const refusal = await rejection(registry.run("note_read", { id: "7" }, {}));
    assert.ok(refusal instanceof ToolRefusal);
    assert.equal(refusal.code, "bad-arguments");
    assert.equal(refusal.message, 'id: must be a number, not "7"; send 7 without quotes');
    assert.deepEqual(refusal.lines, ["fields\tid"]);
    assert.equal(runs, 0);
  });

  it("passes a tool's own refusal, and any other error it throws, on unchanged", async () => {
    const failure = new TypeError("the database is gone");
    const refusal = new ToolRefusal("not-found", "No note has id 7.");
    const tools = [
      defineTool("note", {
        name: "note_read",
        description: "d",
        input: empty,
        run: () => Promise.reject(refusal),
      }),
      defineTool("note", {
        name: "note_list",
        description: "d",
        input: empty,
        run: () => {
          throw failure;
        },
      }),
    ];
    const registry = createToolRegistry([defineToolkit("note", tools)]);
    assert.equal(await rejection(registry.run("note_read", {}, {})), refusal);
    assert.equal(await rejection(registry.run("note_list", {}, {})), failure);
  });

  it("rejects with a plain Error naming the tool when run returns anything but an array of strings", async () => {
    const answers: [unknown, string][] = [
      ["note\t1", "a string"],
      [undefined, "undefined"],
      [null, "null"],
      [{ rows: [] }, "an object"],
      [["note\t1", 2], "an array holding a number"],
      [[["nested"]], "an array holding an array"],
      [Promise.resolve("late"), "a string"],
    ];
    for (const [given, what] of answers) {
      const tool = defineTool("note", {
        name: "note_read",
        description: "d",
        input: empty,
        run: () => given as string[],
      });
      const registry = createToolRegistry([defineToolkit("note", [tool])]);
      const error = await rejection(registry.run("note_read", {}, {}));
      assert.ok(error instanceof Error && error.constructor === Error, String(error));
      assert.equal(
        error.message,
        `tool "note_read" in toolkit "note": run returned ${what}; ` +
          'return an array of strings, one row each, such as ["note\\t1"]',
      );
    }
  });

  it("never starts a tool for a call whose signal is aborted, before or during its checks", async () => {
    let runs = 0;
    const tools = [
      defineTool("note", {
        name: "note_read",
        description: "d",
        input: empty,
        run: () => [`note\t${++runs}`],
      }),
      defineTool("note", {
        name: "note_check",
        description: "d",
        input: z.object({ id: z.number().refine(() => Promise.resolve(true)) }),
        run: () => [`note\t${++runs}`],
      }),
    ];
    const registry = createToolRegistry([defineToolkit("note", tools)]);
    const reason = new Error("the client cancelled");
    const aborted = AbortSignal.abort(reason);
    assert.equal(await rejection(registry.run("note_read", {}, { signal: aborted })), reason);
    assert.equal(await rejection(registry.run("no_such_tool", {}, { signal: aborted })), reason);
    const controller = new AbortController();
    const pending = registry.run("note_check", { id: 1 }, { signal: controller.signal });
    controller.abort(reason);
    assert.equal(await rejection(pending), reason);
    assert.equal(runs, 0);
    // A host's own signal-like object is read for aborted and reason alone.
    const own = { aborted: false, reason: undefined } as unknown as AbortSignal;
    assert.deepEqual(await registry.run("note_check", { id: 1 }, { signal: own }), ["note\t1"]);
    runs = 0;
    assert.deepEqual(
      await registry.run("note_read", {}, { signal: new AbortController().signal }),
      [
        "note\t1",
      ],
    );
  });

  it("rejects with the signal's reason as soon as a call is aborted during slow checks, also for bad input", async () => {
    let runs = 0;
    const slow = defineTool("note", {
      name: "note_slow",
      description: "d",
      input: z.object({
        id: z.number().refine(async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          return true;
        }),
      }),
      run: () => [`note	${++runs}`],
    });
    const registry = createToolRegistry([defineToolkit("note", [slow])]);
    const reason = new Error("the client cancelled");
    for (const input of [{ id: 1 }, { id: 1, extra: true }]) {
      const controller = new AbortController();
      const started = performance.now();
      const pending = registry.run("note_slow", input, { signal: controller.signal });
      setTimeout(() => controller.abort(reason), 20);
      assert.equal(await rejection(pending), reason);
      // Well before the 600 ms the check takes.
      assert.ok(performance.now() - started < 400, "rejected only when the checks ended");
    }
    // Aborted when the checks have found what is wrong: the reason still wins.
    const controller = new AbortController();
    const refused = registry.run("note_slow", { id: "x" }, { signal: controller.signal });
    controller.abort(reason);
    assert.equal(await rejection(refused), reason);
    assert.equal(runs, 0);
    // The checks go on unawaited; none of them may reject unhandled.
    await new Promise((resolve) => setTimeout(resolve, 700));
  });

  it("reads a host's own signal-like object again when the checks end", async () => {
    let runs = 0;
    const reason = new Error("the client cancelled");
    const own = { aborted: false, reason };
    const tool = defineTool("note", {
      name: "note_check",
      description: "d",
      input: z.object({
        id: z.number().refine(() => {
          own.aborted = true;
          return Promise.resolve(true);
        }),
      }),
      run: () => [`note\t${++runs}`],
    });
    const registry = createToolRegistry([defineToolkit("note", [tool])]);
    const call = { signal: own as unknown as AbortSignal };
    assert.equal(await rejection(registry.run("note_check", { id: 1 }, call)), reason);
    assert.equal(runs, 0);
  });

  it("leaves no listener on a signal once a call's checks end", async () => {
    const listening = new Set<unknown>();
    const signal = {
      aborted: false,
      addEventListener: (type: string, listener: unknown) => {
        if (type === "abort") listening.add(listener);
      },
      removeEventListener: (type: string, listener: unknown) => {
        if (type === "abort") listening.delete(listener);
      },
    } as unknown as AbortSignal;
    const tool = defineTool("note", {
      name: "note_check",
      description: "d",
      input: z.object({ id: z.number().refine(() => Promise.resolve(true)) }),
      run: () => ["note"],
    });
    const registry = createToolRegistry([defineToolkit("note", [tool])]);
    const pending = registry.run("note_check", { id: 1 }, { signal });
    assert.equal(listening.size, 1);
    assert.deepEqual(await pending, ["note"]);
    await rejection(registry.run("note_check", { id: "1" }, { signal }));
    assert.equal(listening.size, 0);
  });

  it("rejects, never throws, for a call whose signal cannot be read", async () => {
    const tool = defineTool("note", {
      name: "note_read",
      description: "d",
      input: empty,
      run: () => [],
    });
    const registry = createToolRegistry([defineToolkit("note", [tool])]);
    const call = {
      get signal(): AbortSignal {
        throw new Error("no signal here");
      },
    };
    const pending = registry.run("note_read", {}, call);
    assert.ok(pending instanceof Promise);
    assert.equal(((await rejection(pending)) as Error).message, "no signal here");
  });

  it("awaits a tool's asynchronous checks before it runs", async () => {
    const tool = defineTool("user", {
      name: "user_add",
      description: "d",
      input: z.object({
        name: z.string().refine(
          async (name) => await Promise.resolve(name !== "root"),
          "name is taken",
        ),
      }),
      run: (input) => [`user\t${input.name}`],
    });
    const registry = createToolRegistry([defineToolkit("user", [tool])]);
    assert.deepEqual(await registry.run("user_add", { name: "ada" }, {}), ["user\tada"]);
    const refusal = await rejection(registry.run("user_add", { name: "root" }, {}));
    assert.equal((refusal as ToolRefusal).message, "name is taken");
    assert.deepEqual(await registry.run("user_add", { name: "bob" }, {}), ["user\tbob"]);
  });
});

describe("a registry's clock", () => {
  it("is never read where no tool has a deadline and nothing hears of calls", async () => {
    let reads = 0;
    const clock = {
      now: () => (reads++, 0),
      setTimeout: () => 0,
      clearTimeout: () => {},
    };
    const registry = createToolRegistry([toolkit("plain", "plain_a")], { clock });
    await registry.run("plain_a", {}, {});
    await registry.run("plain_b", {}, {}).catch(() => {});
    await registry.select(["plain_a"]).run("plain_a", {}, {});
    assert.equal(reads, 0);
  });
});

describe("registry.select", () => {
  const notes = defineToolkit("note", [
    defineTool("note", {
      name: "note_write",
      description: "Writes.",
      input: z.object({ text: z.string() }),
      run: (input) => [`wrote\t${input.text}`],
    }),
    defineTool("note", {
      name: "note_read",
      description: "Reads.",
      input: empty,
      annotations: { readOnly: true },
      run: () => ["read"],
    }),
    defineTool("note", {
      name: "note_list",
      description: "Lists.",
      input: empty,
      annotations: { readOnly: true },
      run: () => ["listed"],
    }),
  ]);
  const registry = createToolRegistry([notes]);

  it("holds the tools named, in the registry's order, each once", async () => {
    const reader = registry.select(["note_list", "note_read", "note_list"]);
    assert.deepEqual(reader.tools.map((tool) => tool.name), ["note_read", "note_list"]);
    assert.ok(Object.isFrozen(reader.tools));
    assert.deepEqual(await reader.run("note_list", {}, {}), ["listed"]);
    assert.deepEqual(await reader.answer("note_read", {}, {}), { rows: ["read"] });
    assert.deepEqual(registry.tools.length, 3);
  });

  it("refuses every other tool as unknown, naming only its own, on every path", async () => {
    const reader = registry.select((tool) => tool.annotations.readOnly);
    assert.deepEqual(reader.tools.map((tool) => tool.name), ["note_read", "note_list"]);
    const lines = ["tools\tnote_read\tnote_list"];
    for (
      const call of [
        reader.run("note_write", { text: "a" }, {}),
        reader.answer("note_write", { text: "a" }, {}),
        reader.runArguments("note_write", '{"text":"a"}', {}),
      ]
    ) {
      const refusal = await rejection(call) as ToolRefusal;
      assert.equal(refusal.code, "unknown-tool");
      assert.equal(refusal.message, "no tool is named note_write");
      assert.deepEqual(refusal.lines, lines);
    }
    // The full registry still runs it, and would suggest it.
    assert.deepEqual(await registry.run("note_write", { text: "a" }, {}), ["wrote\ta"]);
    const near = await rejection(registry.run("note_writ", {}, {})) as ToolRefusal;
    assert.equal(near.message, "no tool is named note_writ (did you mean note_write?)");
  });

  it("refuses a name no tool has in a selection as the registry does", async () => {
    const reader = registry.select(["note_read"]);
    const refusal = await rejection(reader.run("note_erase", {}, {})) as ToolRefusal;
    assert.deepEqual([refusal.code, refusal.lines], ["unknown-tool", ["tools\tnote_read"]]);
  });

  it("narrows a selection further, and never widens it", async () => {
    const reader = registry.select(["note_read", "note_list"]);
    const one = reader.select(["note_list"]);
    assert.deepEqual(one.tools.map((tool) => tool.name), ["note_list"]);
    assert.deepEqual(reader.select(() => true).tools, reader.tools);
    assert.throws(() => reader.select(["note_write"]), {
      message: "select: no tool is named note_write; name tools this registry holds",
    });
    assert.equal(
      (await rejection(one.run("note_read", {}, {})) as ToolRefusal).code,
      "unknown-tool",
    );
  });

  it("names what it cannot select from: an unknown name, no names or function, a function's answer", () => {
    assert.throws(() => registry.select(["note_wrte"]), {
      message: "select: no tool is named note_wrte (did you mean note_write?); name tools this " +
        "registry holds",
    });
    assert.throws(() => registry.select([5 as never]), {
      message: "select: no tool is named number; name tools this registry holds",
    });
    assert.throws(() => registry.select("note_read" as never), {
      message: "select: give the names of the tools, or a function of a tool that answers true " +
        "or false",
    });
    assert.throws(() => registry.select((() => "yes") as never), {
      message: 'select: the function answered string for tool "note_write" in toolkit "note"; ' +
        "answer true or false",
    });
    const boom = new Error("boom");
    assert.throws(() =>
      registry.select(() => {
        throw boom;
      }), boom);
    assert.deepEqual(registry.select([]).tools, []);
  });
});
