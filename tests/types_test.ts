// Compile-time checks of type inference: `deno test` type-checks this file, so
// a wrong inference fails the suite. Each `@ts-expect-error` marks a call that
// must not compile.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolInput,
  type Tool,
  type ToolCallBase,
  type ToolInputSchema,
  toolInputSchema,
  type ToolRegistry,
  type ToolResult,
  type ToolRows,
  type ToolTurn,
} from "@adecore/agents/context";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true
  : false;
function expectType<T extends true>(): T | undefined {
  return undefined;
}

interface WriteCall extends ToolCallBase {
  write(text: string): Promise<void>;
}
interface AuthCall extends ToolCallBase {
  authorized: boolean;
}

const noteWrite = defineTool("note", {
  name: "note_write",
  description: "Writes a note.",
  input: z.object({
    text: z.string(),
    revision: z.number().int().optional(),
    size: z.number().default(1),
    tags: z.array(z.string()).transform((tags) => new Set(tags)).optional(),
  }),
  async run(input, call: WriteCall) {
    expectType<Equal<typeof input.text, string>>();
    expectType<Equal<typeof input.revision, number | undefined>>();
    expectType<Equal<typeof input.size, number>>();
    expectType<Equal<typeof input.tags, Set<string> | undefined>>();
    // @ts-expect-error the input has no field named txt
    input.txt;
    await call.write(input.text);
    return ["note\twritten"];
  },
});

const chatOpen = defineTool("chat", {
  name: "chat_open",
  description: "Opens a chat.",
  input: z.object({ title: z.string() }),
  run(input, call: AuthCall) {
    return call.authorized ? [`chat\t${input.title}`] : [];
  },
});

const plain = defineTool("chat", {
  name: "chat_list",
  description: "Lists chats.",
  input: z.object({}),
  run: () => [],
});

const registry = createToolRegistry([
  defineToolkit("note", [noteWrite]),
  defineToolkit("chat", [chatOpen, plain]),
]);

describe("type inference", () => {
  it("infers run's input from the zod object and the call from run's parameter", () => {
    // A tool without an output is one whose output is undefined; Tool alone is any tool.
    expectType<Equal<typeof noteWrite, Tool<typeof noteWrite.input, WriteCall, undefined>>>();
    expectType<Equal<typeof plain, Tool<typeof plain.input, ToolCallBase, undefined>>>();
    assert.equal(noteWrite.name, "note_write");
  });

  it("types run's answer and rows from the output schema, and takes such a tool anywhere", async () => {
    const output = z.object({ id: z.int(), tags: z.array(z.string()).default([]) });
    const read = defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({ id: z.int() }),
      output,
      // The answer is the output's input type: tags may be left out.
      run: (input) => ({ id: input.id }),
      // rows gets the parsed answer: tags is there.
      rows: (answer) => [`note\t${answer.id}\t${answer.tags.join(",")}`],
    });
    expectType<Equal<typeof read, Tool<typeof read.input, ToolCallBase, typeof output>>>();
    const any: Tool = read;
    const answered = await createToolRegistry([defineToolkit("note", [read])])
      .answer("note_read", { id: 1 }, {});
    expectType<Equal<typeof answered, ToolResult>>();
    assert.deepEqual(answered, { rows: ["note\t1\t"], structured: { id: 1, tags: [] } });
    assert.equal(any.name, "note_read");
    const never = (): void => {
      defineTool("note", {
        name: "note_read",
        description: "Reads a note.",
        input: z.object({}),
        output,
        // @ts-expect-error an answer of the wrong shape
        run: () => ({ id: "1" }),
      });
      defineTool("note", {
        name: "note_read",
        description: "Reads a note.",
        input: z.object({}),
        // @ts-expect-error rows without an output
        rows: () => [],
        run: () => [],
      });
    };
    assert.equal(typeof never, "function");
  });

  it("makes registry.run demand a call that satisfies every tool", async () => {
    const call = { authorized: true, write: () => Promise.resolve() };
    const run: (name: string, input: unknown, call: WriteCall & AuthCall) => Promise<ToolRows> =
      registry.run;
    assert.deepEqual(await registry.run("chat_list", {}, call), []);
    assert.deepEqual(await run("chat_open", { title: "t" }, call), ["chat\tt"]);
    // The checks below are for the compiler; the calls never run.
    const never = (): void => {
      // @ts-expect-error the call lacks write, which note_write needs
      void registry.run("chat_list", {}, { authorized: true });
      // @ts-expect-error the call lacks authorized, which chat_open needs
      void registry.run("chat_list", {}, { write: () => Promise.resolve() });
      // @ts-expect-error a signal must be an AbortSignal
      void registry.run("chat_list", {}, { ...call, signal: "stop" });
    };
    assert.equal(typeof never, "function");
  });

  it("infers the call from a run that takes the turn as its third parameter", async () => {
    const slow = defineTool("chat", {
      name: "chat_wait",
      description: "Waits.",
      input: z.object({}),
      deadline: { ms: 1000, advice: "Try a shorter wait" },
      run(_input, call: AuthCall, turn) {
        expectType<Equal<typeof turn, ToolTurn>>();
        expectType<Equal<typeof turn.deadlineAt, number | undefined>>();
        turn.progress(1, 2, "half");
        return call.authorized && !turn.signal.aborted ? ["chat\twaited"] : [];
      },
    });
    expectType<Equal<typeof slow, Tool<typeof slow.input, AuthCall, undefined>>>();
    const both = createToolRegistry([
      defineToolkit("chat", [slow]),
      defineToolkit("note", [noteWrite]),
    ]);
    const call = { authorized: true, write: () => Promise.resolve() };
    const run: (name: string, input: unknown, call: AuthCall & WriteCall) => Promise<ToolRows> =
      both.run;
    assert.deepEqual(await run("chat_wait", {}, call), ["chat\twaited"]);
    const never = (): void => {
      // @ts-expect-error the call lacks authorized, which chat_wait needs
      void both.run("chat_wait", {}, { write: () => Promise.resolve() });
      slow.run({}, call, {
        signal: new AbortController().signal,
        deadlineAt: 0,
        // @ts-expect-error a report of progress is a number first
        progress: (_done: string) => {},
      });
    };
    assert.equal(typeof never, "function");
  });

  it("takes only the base call for a registry whose tools need nothing more", async () => {
    const simple = createToolRegistry([defineToolkit("chat", [plain])]);
    expectType<Equal<typeof simple, ToolRegistry<ToolCallBase>>>();
    assert.deepEqual(await simple.run("chat_list", undefined, {}), []);
    const none = createToolRegistry([]);
    expectType<Equal<typeof none, ToolRegistry<ToolCallBase>>>();
  });

  it("types a listing and the parsed input", () => {
    const listing: ToolInputSchema = toolInputSchema(noteWrite.input);
    expectType<Equal<typeof listing.type, "object">>();
    const parsed = parseToolInput(chatOpen, { title: "t" });
    expectType<Equal<typeof parsed, { title: string } | Promise<{ title: string }>>>();
    assert.deepEqual(parsed, { title: "t" });
  });

  it("refuses a run whose rows are not strings, and a call type that is no object", () => {
    const never = (): void => {
      defineTool("note", {
        name: "note_bad",
        description: "d",
        input: z.object({}),
        // @ts-expect-error rows are strings
        run: () => [1],
      });
      defineTool("note", {
        name: "note_bad",
        description: "d",
        input: z.object({}),
        // @ts-expect-error a call is an object that extends ToolCallBase
        run: (_input, _call: string) => [],
      });
    };
    assert.equal(typeof never, "function");
  });
});
