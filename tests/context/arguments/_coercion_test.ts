// What is done with a call refused after reading: lossless coercion of
// values, and field names read by case and separators where the host asks.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolArguments,
  parseToolInput,
  ToolRefusal,
} from "@adecore/agents/context";

describe("parseToolArguments: lossless coercion", () => {
  const typed = defineTool("event", {
    name: "event_set",
    description: "Sets an event.",
    input: z.object({
      minutes: z.int().optional(),
      ratio: z.number().optional(),
      done: z.boolean().optional(),
      tags: z.array(z.string()).optional(),
      meta: z.object({ a: z.number() }).optional(),
      counts: z.array(z.number()).optional(),
      either: z.union([z.number(), z.string()]).optional(),
      level: z.enum(["low", "high"]).optional(),
      labels: z.record(z.string(), z.string()).optional(),
    }),
    run: () => [],
  });
  const FIELDS = "fields\tminutes\tratio\tdone\ttags\tmeta\tcounts\teither\tlevel\tlabels";

  /** What the text reads as, and what onRead was told. */
  function coerced(text: string, options = {}): [unknown, unknown[]] {
    const reads: unknown[] = [];
    const input = parseToolArguments(typed, text, {
      ...options,
      onRead: (read) => reads.push(read),
    });
    return [input, reads];
  }

  function refusedTyped(text: string): string {
    try {
      parseToolArguments(typed, text);
    } catch (error) {
      assert.ok(error instanceof ToolRefusal);
      assert.deepEqual(error.lines, [FIELDS]);
      return error.message;
    }
    return assert.fail(`${text} was taken`);
  }

  it("reads a string that is exactly a JSON number, true or false, object or array, and says where", () => {
    const cases: [string, unknown, string[]][] = [
      ['{"minutes": "15"}', { minutes: 15 }, ["minutes"]],
      ['{"ratio": "-0.25e2"}', { ratio: -25 }, ["ratio"]],
      ['{"ratio": "1e+2"}', { ratio: 100 }, ["ratio"]],
      ['{"ratio": "2E10"}', { ratio: 2e10 }, ["ratio"]],
      ['{"done": "true"}', { done: true }, ["done"]],
      ['{"done": "false"}', { done: false }, ["done"]],
      ['{"tags": "[\\"a\\", \\"b\\"]"}', { tags: ["a", "b"] }, ["tags"]],
      ['{"meta": "{\\"a\\": 1}"}', { meta: { a: 1 } }, ["meta"]],
      ['{"labels": "{\\"a\\": \\"b\\"}"}', { labels: { a: "b" } }, ["labels"]],
      ['{"counts": ["1", "2.5"]}', { counts: [1, 2.5] }, ["counts.0", "counts.1"]],
      ['{"counts": [3, "4"]}', { counts: [3, 4] }, ["counts.1"]],
    ];
    for (const [text, input, places] of cases) {
      assert.deepEqual(
        coerced(text),
        [input, [{ rewrites: [], coerced: places, renamed: [] }]],
        text,
      );
    }
  });

  it("coerces nothing that has another reading, and refuses it with today's advice", () => {
    const cases: [string, string][] = [
      ['{"minutes": "1,440"}', 'minutes: must be an integer, not "1,440"'],
      ['{"ratio": "1,250.00"}', 'ratio: must be a number, not "1,250.00"'],
      ['{"minutes": " 5"}', 'minutes: must be an integer, not " 5"; send 5 without quotes'],
      ['{"minutes": "5 "}', 'minutes: must be an integer, not "5 "; send 5 without quotes'],
      ['{"ratio": "0x1F"}', 'ratio: must be a number, not "0x1F"'],
      ['{"minutes": "1.5"}', 'minutes: must be an integer, not "1.5"'],
      ['{"minutes": "1e400"}', 'minutes: must be an integer, not "1e400"'],
      ['{"done": "yes"}', 'done: must be a boolean, not "yes"'],
      ['{"done": "1"}', 'done: must be a boolean, not "1"'],
      ['{"done": "True"}', 'done: must be a boolean, not "True"'],
      ['{"tags": "a"}', 'tags: must be an array, not "a"'],
      ['{"tags": "{}"}', 'tags: must be an array, not "{}"'],
      ['{"tags": "[a"}', 'tags: must be an array, not "[a"'],
      [
        '{"meta": "[1]"}',
        'meta: must be an object, not "[1]"',
      ],
      ['{"minutes": ["5"]}', "minutes: must be an integer, not an array"],
      ['{"meta": ["{\\"a\\": 1}"]}', "meta: must be an object, not an array"],
      [
        '{"level": "High"}',
        'level: must be one of "low", "high", not "High"; did you mean "high"?',
      ],
      ['{"minuts": "5"}', "unknown field minuts (did you mean minutes?)"],
    ];
    for (const [text, message] of cases) assert.equal(refusedTyped(text), message, text);
    // A field that takes texts too keeps the text.
    assert.deepEqual(coerced('{"either": "5"}'), [{ either: "5" }, []]);
  });

  it("coerces what was sent, never what a preprocess made of it, nor input that throws when read again", () => {
    const mapped = defineTool("event", {
      name: "event_mapped",
      description: "Maps a value.",
      input: z.object({ n: z.preprocess((v) => (v === "x" ? "7" : v), z.number()) }),
      run: () => [],
    });
    assert.throws(() => parseToolArguments(mapped, '{"n": "x"}'), {
      message: 'n: must be a number, not "7"; send 7 without quotes',
    });
    // A getter that throws past the reads of one parse: coercion reads it again.
    let reads = 0;
    let limit = Infinity;
    const flaky = {
      get minutes() {
        if (++reads > limit) throw new Error("read once");
        return "15";
      },
    };
    assert.throws(() => parseToolInput(typed, flaky), ToolRefusal);
    [limit, reads] = [reads, 0];
    assert.throws(() => parseToolInput(typed, flaky, { coerce: true }), {
      message: "field minutes could not be read (a getter or a proxy threw); send plain JSON",
    });
  });

  it("coerces only where that makes the whole call pass, else refuses it as sent", () => {
    assert.equal(
      refusedTyped('{"minutes": "15", "done": "yes"}'),
      'minutes: must be an integer, not "15"; send 15 without quotes; done: must be a boolean, not "yes"',
    );
  });

  it("is off where the host turns it off, and for parseToolInput and registry.run unless asked", async () => {
    assert.throws(() => parseToolArguments(typed, '{"minutes": "15"}', { coerce: false }), {
      message: 'minutes: must be an integer, not "15"; send 15 without quotes',
    });
    assert.throws(() => parseToolInput(typed, { minutes: "15" }), ToolRefusal);
    // Options without coerce coerce nothing either.
    assert.throws(
      () => parseToolInput(typed, { minutes: "15" }, { onRead: () => {} }),
      ToolRefusal,
    );
    assert.deepEqual(coercedInput({ minutes: "15" }), [{ minutes: 15 }, [{
      rewrites: [],
      coerced: ["minutes"],
      renamed: [],
    }]]);
    const registry = createToolRegistry([defineToolkit("event", [typed])]);
    await assert.rejects(registry.run("event_set", { done: "true" }, {}), ToolRefusal);
    assert.deepEqual(await registry.run("event_set", { done: "true" }, {}, { coerce: true }), []);
    assert.deepEqual(await registry.runArguments("event_set", '{"done": "true"}', {}), []);
    // registry.answer takes the same options.
    await assert.rejects(registry.answer("event_set", { done: "true" }, {}), ToolRefusal);
    assert.deepEqual(await registry.answer("event_set", { done: "true" }, {}, { coerce: true }), {
      rows: [],
    });
  });

  it("coerces on the asynchronous parse too, and never changes what was sent", async () => {
    const later = defineTool("event", {
      name: "event_later",
      description: "Sets an event later.",
      input: z.object({ minutes: z.int() }).refine(() => Promise.resolve(true)),
      run: () => [],
    });
    const sent = { minutes: "15" };
    assert.deepEqual(await parseToolInput(later, sent, { coerce: true }), { minutes: 15 });
    assert.deepEqual(sent, { minutes: "15" });
  });

  /** parseToolInput with coercion, and what onRead was told. */
  function coercedInput(input: unknown): [unknown, unknown[]] {
    const reads: unknown[] = [];
    const parsed = parseToolInput(typed, input, {
      coerce: true,
      onRead: (read) => reads.push(read),
    });
    return [parsed, reads];
  }
});

describe("parseToolArguments: field names read by case and separators, where the host asks", () => {
  const edit = defineTool("file", {
    name: "file_edit",
    description: "Edits a file.",
    input: z.object({
      path: z.string(),
      dry_run: z.boolean().optional(),
      options: z.object({ max_lines: z.int().optional() }).optional(),
      note_id: z.string().optional(),
      noteId: z.string().optional(),
    }),
    run: () => [],
  });
  const rename = { rename: true };

  /** What the text reads as with renaming, and what onRead was told. */
  function renamed(text: string): [unknown, unknown[]] {
    const reads: unknown[] = [];
    const input = parseToolArguments(edit, text, { ...rename, onRead: (read) => reads.push(read) });
    return [input, reads];
  }

  it("reads a name that differs from one field only in case or separators as that field", () => {
    assert.deepEqual(renamed('{"path": "a", "dryRun": true}'), [
      { path: "a", dry_run: true },
      [{ rewrites: [], coerced: [], renamed: [{ from: "dryRun", to: "dry_run" }] }],
    ]);
    assert.deepEqual(renamed('{"path": "a", "options": {"Max-Lines": "3"}}'), [
      { path: "a", options: { max_lines: 3 } },
      [{
        rewrites: [],
        coerced: ["options.max_lines"],
        renamed: [{ from: "options.Max-Lines", to: "options.max_lines" }],
      }],
    ]);
  });

  it("keeps did-you-mean where two fields match, the field was sent too, or the host did not ask", () => {
    const refusal = (text: string, options: { rename?: boolean } = rename) => {
      try {
        parseToolArguments(edit, text, options);
      } catch (error) {
        return (error as Error).message;
      }
      return assert.fail(`${text} was taken`);
    };
    assert.equal(refusal('{"path": "a", "NOTE_ID": "1"}'), "unknown field NOTE_ID");
    // Two fields of one plain name, one of them sent: still two, never a guess.
    assert.equal(
      refusal('{"path": "a", "note_id": "1", "NOTE_ID": "2"}'),
      "unknown field NOTE_ID (did you mean noteId?)",
    );
    assert.equal(
      refusal('{"path": "a", "dry_run": true, "dryRun": false}'),
      "unknown field dryRun",
    );
    assert.equal(
      refusal('{"path": "a", "dryRun": true}', {}),
      "unknown field dryRun (did you mean dry_run?)",
    );
    // A misspelling is no other way of writing the name.
    assert.equal(
      refusal('{"path": "a", "dry_rn": true}'),
      "unknown field dry_rn (did you mean dry_run?)",
    );
  });

  it("renames one name per field, coerces nothing unless asked, and renames where an author words the object", () => {
    const refusal = (tool: typeof edit, input: unknown) => {
      try {
        parseToolInput(tool, input, rename);
      } catch (error) {
        return (error as Error).message;
      }
      return assert.fail("the input was taken");
    };
    // Two names sent for one field: neither is taken for the other.
    assert.equal(
      refusal(edit, { path: "a", dryRun: true, DryRun: false }),
      "unknown fields dryRun (did you mean dry_run?), DryRun (did you mean dry_run?)",
    );
    // Renaming asked for alone coerces no value.
    assert.equal(
      refusal(edit, { path: "a", options: { max_lines: "3" } }),
      'options.max_lines: must be an integer, not "3"; send 3 without quotes',
    );
    // An object whose author words its own problems is renamed into too: an unknown field is the package's to word.
    const worded = defineTool("file", {
      name: "file_worded",
      description: "Edits a file.",
      input: z.object({ dry_run: z.boolean().optional() }, { error: "send dry_run alone" }),
      run: () => [],
    });
    assert.deepEqual(parseToolInput(worded, { dryRun: true }, rename), { dry_run: true });
  });

  it("renames what was sent, never what a preprocess made of it", () => {
    const wrapped = defineTool("file", {
      name: "file_wrapped",
      description: "Edits a file.",
      input: z.object({
        wrap: z.preprocess(
          (v) => ({ inner: v ?? { dryRun: true } }),
          z.object({ inner: z.object({ dry_run: z.boolean().optional() }) }),
        ),
      }),
      run: () => [],
    });
    // The object zod refused is the preprocess's; what was sent has no such
    // path, or has a null on it.
    for (const wrap of [{ dryRun: true }, null]) {
      assert.throws(() => parseToolInput(wrapped, { wrap }, rename), {
        name: "ToolRefusal",
        message: "wrap.inner: unknown field dryRun (did you mean dry_run?)",
      });
    }
  });

  it("renames parsed arguments too, where asked", async () => {
    assert.deepEqual(parseToolInput(edit, { path: "a", DryRun: true }, rename), {
      path: "a",
      dry_run: true,
    });
    const registry = createToolRegistry([defineToolkit("file", [edit])]);
    assert.deepEqual(
      await registry.run("file_edit", { path: "a", "dry-run": true }, {}, rename),
      [],
    );
    await assert.rejects(
      registry.run("file_edit", { path: "a", "dry-run": true }, {}),
      ToolRefusal,
    );
  });
});
