import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { z } from "zod";
import {
  type ArgumentsRewrite,
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolArguments,
  parseToolInput,
  ToolRefusal,
} from "@adecore/agents/context";

const tool = defineTool("note", {
  name: "note_write",
  description: "Writes a note.",
  input: z.object({
    text: z.string(),
    minutes: z.int().optional(),
    done: z.boolean().optional(),
    items: z.array(z.object({ text: z.string(), due: z.string().optional() })).optional(),
  }),
  run: (input) => [`note\t${input.text}`],
});
const FIELDS = "fields\ttext\tminutes\tdone\titems";

/** A tool that takes any fields: what the reader read reaches it as read. */
const loose = defineTool("any", {
  name: "any_take",
  description: "Takes any fields.",
  input: z.looseObject({}),
  run: () => [],
});

/** What the text reads as, and the rewrites the reading reported. */
function read(text: string): { input: unknown; rewrites: ArgumentsRewrite[] } {
  const rewrites: ArgumentsRewrite[] = [];
  const input = parseToolArguments(tool, text, {
    onRead: (read) => rewrites.push(...read.rewrites),
  });
  return { input, rewrites };
}

/** The message of the refusal of the text. */
function refused(text: string): string {
  try {
    parseToolArguments(tool, text);
  } catch (error) {
    assert.ok(error instanceof ToolRefusal, String(error));
    assert.equal(error.code, "bad-arguments");
    assert.deepEqual(error.lines, [FIELDS]);
    return error.message;
  }
  return assert.fail(`${JSON.stringify(text)} was read`);
}

describe("parseToolArguments: JSON", () => {
  it("reads JSON as JSON.parse does, and reports no rewrite", () => {
    const json = '{"text":"a","items":[{"text":"b"}],"done":null}';
    assert.deepEqual(read(json), { input: { text: "a", items: [{ text: "b" }] }, rewrites: [] });
    assert.deepEqual(parseToolArguments(tool, json), parseToolInput(tool, JSON.parse(json)));
  });

  it("counts a text of only white space as no arguments, and checks them as {}", () => {
    const optional = defineTool("note", {
      name: "note_list",
      description: "Lists notes.",
      input: z.object({ all: z.boolean().optional() }),
      run: () => [],
    });
    for (const text of ["", " ", "\n\t"]) assert.deepEqual(parseToolArguments(optional, text), {});
    assert.equal(refused(""), "text: missing, expected string");
  });

  it("checks what it read as parseToolInput does: unknown fields, nulls, non-objects", () => {
    assert.equal(
      refused('{"txt": "a"}'),
      "text: missing, expected string; unknown field txt (did you mean text?)",
    );
    assert.equal(refused("[1]"), "the arguments must be an object of fields, not an array");
    assert.equal(refused("5"), "the arguments must be an object of fields, not a number");
  });
});

describe("parseToolArguments: rewrites with one reading", () => {
  const cases: [string, ArgumentsRewrite[], string][] = [
    ["a markdown fence", ["fence"], '```json\n{"text": "a"}\n```'],
    ["a fence without a language", ["fence"], '```\n{"text": "a"}\n```'],
    ["a fence whose closing line is missing", ["fence"], '```json\n{"text": "a"}'],
    ["a trailing comma in an object", ["trailing-commas"], '{"text": "a",}'],
    [
      "a trailing comma in an array",
      ["trailing-commas"],
      '{"text": "a", "items": [{"text": "b"},]}',
    ],
    ["a line comment", ["comments"], '{"text": "a" // the note\n}'],
    ["a block comment", ["comments"], '{/* the note */ "text": "a"}'],
    ["a line that starts with #", ["comments"], '# the call\n{\n  # the note\n  "text": "a"\n}'],
    ["bare field names", ["bare-keys"], '{text: "a"}'],
    ["texts in single quotes", ["single-quotes"], "{'text': 'a'}"],
    ["Python's literals", ["python-literals"], '{"text": "a", "done": None}'],
    ["arguments as a string of JSON", ["string-of-json"], JSON.stringify('{"text": "a"}')],
    [
      "several at once, each reported once, in the order met",
      ["fence", "bare-keys", "single-quotes", "trailing-commas"],
      "```js\n{text: 'a', items: [{text: 'b',},],}\n```",
    ],
  ];
  for (const [what, rewrites, text] of cases) {
    it(`reads ${what}`, () => {
      const { input, rewrites: reported } = read(text);
      assert.deepEqual(reported, rewrites);
      assert.equal((input as { text: string }).text, "a");
    });
  }

  it("reads Python's True and False as true and false", () => {
    assert.deepEqual(read('{"text": "a", "done": True}').input, { text: "a", done: true });
    assert.deepEqual(read('{"text": "a", "done": False}').input, { text: "a", done: false });
  });

  it("reads a quote inside single quotes, and an escaped one, as JSON escapes them", () => {
    assert.deepEqual(read(`{'text': 'say "hi", it\\'s \\u00e9\\n'}`).input, {
      text: 'say "hi", it\'s é\n',
    });
  });

  it("leaves what looks like a rewrite inside a text as it is", () => {
    const text = '{"text": "a // b /* c */ # d, True, None, \'e\', ```"}';
    assert.deepEqual(read(`${text.slice(0, -1)},}`).input, {
      text: "a // b /* c */ # d, True, None, 'e', ```",
    });
  });

  it("keeps a field named __proto__ a field, as JSON.parse does, for the check to refuse", () => {
    assert.equal(refused("{__proto__: {}, text: 'a'}"), "unknown field __proto__");
  });

  it("unwraps a string of JSON once: a string of a string of JSON is a string", () => {
    assert.equal(
      refused(JSON.stringify(JSON.stringify('{"text": "a"}'))),
      "the arguments must be an object of fields, not a string",
    );
  });
});

describe("parseToolArguments: text cut short is never completed", () => {
  const cases: [string, string][] = [
    ["{", "the arguments end before they close"],
    ['{"text": "a", ', "the arguments end inside text"],
    ['{"te', "the arguments end before they close"],
    ['{"text"', "the arguments end inside text"],
    ['{"text":', "the arguments end inside text"],
    ['{"text": "Buy mi', "the arguments end inside text"],
    ['{"text": "a", "minutes": 1', "the arguments end inside minutes"],
    ['{"text": "a", "minutes": -', "the arguments end inside minutes"],
    ['{"text": "a", "minutes": 1.', "the arguments end inside minutes"],
    ['{"text": "a", "minutes": 1e+', "the arguments end inside minutes"],
    ['{"text": "a", "done": tr', "the arguments end inside done"],
    ['{"text": "a", "done": true', "the arguments end inside done"],
    ['{"text": "a", "items": [', "the arguments end inside items"],
    [
      '{"text": "a", "items": [{"text": "b"}, {"text": "const pool = createPool(',
      "the arguments end inside items.1.text",
    ],
    ['{"text": "a", "items": [{"text": "b"}', "the arguments end inside items.0"],
    ['{"text": "a" /* the', "the arguments end inside text"],
    ["{'text': 'it\\", "the arguments end inside text"],
    ['```json\n{"text": "a"', "the arguments end inside text"],
  ];
  for (const [text, message] of cases) {
    it(`refuses ${JSON.stringify(text)}, naming where it stops`, () => {
      assert.equal(refused(text), `${message}; send the whole call again`);
    });
  }
});

describe("parseToolArguments: text with no one reading is refused", () => {
  const cases: [string, string][] = [
    ['{"text": "a"} and that is all', '"and that is …" after the closing }'],
    [
      '{"text": "a\nb"}',
      "text: a line break or control character inside a text; write it as \\n or \\t",
    ],
    ['{"text": "a", "minutes": 01}', 'minutes: "01}" is no JSON number'],
    ['{"text": "a", "minutes": NaN}', 'minutes: unquoted text "NaN}"'],
    ['{"text": "a", "minutes": +1}', 'minutes: "+1}" is no JSON value'],
    ['{"text" "a"}', 'text: "\\"a\\"}" where a colon belongs'],
    ['{"text": "a" "done": true}', 'text: "\\"done\\": true…" where a comma or } belongs'],
    ['{"text": "\\q"}', 'text: an escape JSON does not have in "\\"\\\\q\\""'],
    ["{1: 'a'}", "\"1: 'a'}\" where a field name belongs"],
  ];
  for (const [text, problem] of cases) {
    it(`refuses ${JSON.stringify(text)} with what to send`, () => {
      assert.equal(refused(text), `the arguments are no JSON: ${problem}; send one JSON object`);
    });
  }
});

describe("parseToolArguments: a field twice in one object", () => {
  const twice = (path: string, key: string) =>
    `the arguments are no JSON: ${path}: the field ${key} twice in one object; send each field once`;

  it("refuses a field twice in text the reader reads, naming it, where JSON.parse keeps the last", () => {
    assert.equal(refused("{text: 'a', minutes: 1, minutes: 15,}"), twice("minutes", "minutes"));
  });

  it("refuses one field in two spellings: the names are compared as read", () => {
    assert.equal(refused('{"text": "a", "\\u0074ext": "b",}'), twice("text", "text"));
    assert.equal(refused("{text: 'a', 'text': 'b'}"), twice("text", "text"));
  });

  it("refuses a field twice with the same value too", () => {
    assert.equal(refused("{text: 'a', text: 'a'}"), twice("text", "text"));
  });

  it("names the path of a field twice deeper in, and takes one name in two objects", () => {
    assert.equal(
      refused("{text: 'a', items: [{text: 'b'}, {text: 'c', due: 'x', due: 'y'}]}"),
      twice("items.1.due", "due"),
    );
    assert.deepEqual(
      parseToolArguments(loose, "{a: {n: 1}, b: [{n: 2}, {n: 3}], n: 4,}"),
      { a: { n: 1 }, b: [{ n: 2 }, { n: 3 }], n: 4 },
    );
  });

  it("refuses __proto__ twice too: a field, as JSON.parse makes it", () => {
    assert.throws(() => parseToolArguments(loose, "{__proto__: 1, __proto__: 2}"), {
      message: twice("__proto__", "__proto__"),
    });
  });

  it("refuses a field twice in arguments that are a string of JSON, as it refuses it outside one", () => {
    assert.equal(refused(JSON.stringify('{"text": "a", "text": "b"}')), twice("text", "text"));
    assert.equal(
      refused(JSON.stringify('{"text": "a", "items": [{"text": "b", "text": "b"}]}')),
      twice("items.0.text", "text"),
    );
    assert.equal(
      refused(JSON.stringify('{"text": "a", "\\u0074ext": "a"}')),
      twice("text", "text"),
    );
    assert.equal(refused(`'{"text": "a", "text": "a"}'`), twice("text", "text"));
  });

  it("keeps JSON.parse's reading of JSON: the last of the two", () => {
    assert.deepEqual(read('{"text": "a", "text": "b"}'), { input: { text: "b" }, rewrites: [] });
  });

  it("coerces no string of JSON holding a field twice, and says which it sent twice", async () => {
    const typed = defineTool("event", {
      name: "event_set",
      description: "Sets an event.",
      input: z.object({
        meta: z.object({ a: z.number(), b: z.object({ c: z.number() }).optional() }).optional(),
        list: z.array(z.object({ a: z.number() })).optional(),
      }),
      run: () => [],
    });
    const cases: [unknown, string][] = [
      [
        { meta: '{"a":1,"a":2}' },
        'meta: must be an object, not "{\\"a\\":1,\\"a\\":2}"; send the object itself as JSON, ' +
        "not inside a string, with its field a once",
      ],
      [
        { meta: '{"a":1,"b":{"c":1,"c":1}}' },
        "meta: must be an object, not a string; send the object itself as JSON, not inside a " +
        "string, with its field b.c once",
      ],
      [
        { list: '[{"a":1},{"a":2,"\\u0061":3}]' },
        "list: must be an array, not a string; send the array itself as JSON, not inside a " +
        "string, with its field 1.a once",
      ],
    ];
    const registry = createToolRegistry([defineToolkit("event", [typed])]);
    for (const [input, message] of cases) {
      const refusal = { name: "ToolRefusal", message };
      assert.throws(() => parseToolArguments(typed, JSON.stringify(input)), refusal);
      assert.throws(() => parseToolInput(typed, input, { coerce: true }), refusal);
      await assert.rejects(registry.run("event_set", input, {}), refusal);
    }
    // One key in each of two objects is no key twice: coerced.
    assert.deepEqual(parseToolArguments(typed, JSON.stringify({ list: '[{"a":1},{"a":2}]' })), {
      list: [{ a: 1 }, { a: 2 }],
    });
  });
});

describe("registry.runArguments", () => {
  const registry = createToolRegistry([defineToolkit("note", [tool])]);

  it("reads the text, checks it and runs the tool, telling onRead what it rewrote", async () => {
    const reads: unknown[] = [];
    const onRead = (read: unknown) => reads.push(read);
    assert.deepEqual(await registry.runArguments("note_write", "{text: 'a'}", {}, { onRead }), [
      "note\ta",
    ]);
    assert.deepEqual(await registry.runArguments("note_write", '{"text": "b"}', {}, { onRead }), [
      "note\tb",
    ]);
    assert.deepEqual(reads, [{
      rewrites: ["bare-keys", "single-quotes"],
      coerced: [],
      renamed: [],
    }]);
  });

  it("refuses text cut short with the tool's fields, and an unknown tool before reading", async () => {
    await assert.rejects(registry.runArguments("note_write", '{"text": "a', {}), {
      message: "the arguments end inside text; send the whole call again",
      lines: [FIELDS],
    });
    await assert.rejects(registry.runArguments("note_writ", "{", {}), {
      code: "unknown-tool",
    });
  });

  it("throws a plain Error for text that is no string: a mistake in the host's code", async () => {
    const mistake =
      'tool "note_write" in toolkit "note": the arguments text is object, not a string; ' +
      "hand arguments parsed already to parseToolInput or registry.run";
    await assert.rejects(
      registry.runArguments("note_write", { text: "a" } as never, {}),
      (error) => {
        assert.ok(!(error instanceof ToolRefusal));
        assert.equal((error as Error).message, mistake);
        return true;
      },
    );
    assert.throws(() => parseToolArguments(tool, { text: "a" } as never), { message: mistake });
  });
});

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

describe("parseToolArguments: the reader, case by case", () => {
  const cut = (where: string) => `the arguments end ${where}; send the whole call again`;
  const bad = (problem: string) => `the arguments are no JSON: ${problem}; send one JSON object`;
  const cases: [string, unknown][] = [
    ["{a: true, b: false, n: [null]}", { a: true, b: false, n: [null] }],
    ["{a: [True, False, None,]}", { a: [true, false, null] }],
    ["{a: \"x\\\"y\", b: '\\u00e9', c: 'é'}", { a: 'x"y', b: "é", c: "é" }],
    ["{a: 1.5e3, b: 1E5, c: 1e-5, d: -0.5, e: 0, f: 2e+2}", {
      a: 1500,
      b: 1e5,
      c: 1e-5,
      d: -0.5,
      e: 0,
      f: 200,
    }],
    ["{a1: 1, $b: 2, _c: 3}", { a1: 1, $b: 2, _c: 3 }],
    ["{a: 1} // end", { a: 1 }],
    ["{\n\t# a tab before it\n a: 1}", { a: 1 }],
    ["{a: 1,\n}", { a: 1 }],
    ["  {a: 1}  ", { a: 1 }],
    ["``` \n{a: 1}\n```", { a: 1 }],
    ["```json  \n{a: 1}\n  ```", { a: 1 }],
    ["[1, 2] more", bad('"more" after the closing ]')],
    ["5 more", bad('"more" after the closing value')],
    ["{a:1}x", bad('"x" after the closing }')],
    ["{a: 1}\n```", bad('"```" after the closing }')],
    ["{a: 1} /* end", cut("before they close")],
    ["{a: 1 # mid-line}", bad('a: "# mid-line}" where a comma or } belongs')],
    ["{a: nul", cut("inside a")],
    ["{a: fals", cut("inside a")],
    ["{a: n", cut("inside a")],
    ["{a: xyz", bad('a: unquoted text "xyz"')],
    ["{a: .5}", bad('a: ".5}" is no JSON value')],
    ["{a: -x}", bad('a: "-x}" is no JSON number')],
    ["{a: 1.x}", bad('a: "1.x}" is no JSON number')],
    ["{a: 1e}", bad('a: "1e}" is no JSON number')],
    ["{a: 1ex}", bad('a: "1ex}" is no JSON number')],
    ["{a: 1e+", cut("inside a")],
    [
      "{a: 'x\ny'}",
      bad("a: a line break or control character inside a text; write it as \\n or \\t"),
    ],
    ["{a: 2 b: 3}", bad('a: "b: 3}" where a comma or } belongs')],
    ["[1 2]", bad('0: "2]" where a comma or ] belongs')],
    ["{a: [1, [2, ", cut("inside a.1.0")],
    ["{a: {b: 'x", cut("inside a.b")],
    // The path past an array after another, and past an empty object.
    ["{a: [[1], [2, x]]}", bad('a.1.1: unquoted text "x]]}"')],
    ["{a: {b: {}, c: x}}", bad('a.c: unquoted text "x}}"')],
    ["x", bad('unquoted text "x"')],
    // Fences: one at the start of the text only, white space around it.
    [" \n```json\n{a: 1}\n```\n", { a: 1 }],
    ["```!\n```json\n{a: 1}\n```", bad('"```!\\n```json…" is no JSON value')],
    // White space of every kind JSON has; comments at the end of a line of it.
    ["{\r\n\ta: 1\r\n}\r\n", { a: 1 }],
    ["{a: 1\t// end\r\n}", { a: 1 }],
    ["{\n  # note\n  a: 1\n}", { a: 1 }],
    ["{a: 1}\n# done", { a: 1 }],
    ["{# note\n a: 1}", bad('"# note\\n a: 1…" where a field name belongs')],
    ["{a: /1}", bad('a: "/1}" is no JSON value')],
    ["{a: 1, **}", bad('"**}" where a field name belongs')],
    ["{a: 1 /*/ }", cut("inside a")],
    ["{a: [1, 2 /* cut", cut("inside a.1")],
    // Numbers with every digit at the edges; words that only start a literal.
    ["{a: 9, b: 1090}", { a: 9, b: 1090 }],
    // Integers of up to 15 digits are added up, longer ones read by Number: both exactly.
    ["{a: -12, b: -0, c: -999999999999999, d: 9999999999999999, e: 1e400,}", {
      a: -12,
      b: -0,
      c: -999999999999999,
      d: 9999999999999999,
      e: Infinity,
    }],
    ["{a: 1.5.3}", bad('a: "1.5.3}" is no JSON number')],
    ["{a: 5z}", bad('a: "5z}" is no JSON number')],
    // A text the arguments end inside, before the line break trimmed from their end.
    ["{a: 'x\n", cut("inside a")],
    ['{a: "x\n', cut("inside a")],
    ["{a: tru, b: 1}", bad('a: unquoted text "tru, b: 1}"')],
    ["{1a: 2}", bad('"1a: 2}" where a field name belongs')],
    ["null x", bad('"x" after the closing value')],
    // Escapes JSON does not have, in either quotes; a long one shown in part.
    [
      '{a: "\\x and then some more text"}',
      bad('a: an escape JSON does not have in "\\"\\\\x and then some mo"'),
    ],
    ["{a: '\\x'}", bad("a: an escape JSON does not have in a text in single quotes")],
    // A string of JSON is unwrapped only where it holds an object: one of an array is a string.
    [
      JSON.stringify('[{"a": 1, "a": 2}]'),
      "the arguments must be an object of fields, not a string",
    ],
    // A string of JSON is unwrapped only where it is the whole arguments.
    ["['{\"a\": 1}',]", "the arguments must be an object of fields, not an array"],
  ];
  for (const [text, expected] of cases) {
    it(`reads ${JSON.stringify(text)}`, () => {
      if (typeof expected !== "string") {
        return assert.deepEqual(parseToolArguments(loose, text), expected);
      }
      assert.throws(() => parseToolArguments(loose, text), (error: unknown) => {
        assert.ok(error instanceof ToolRefusal);
        assert.equal(error.message, expected);
        return true;
      });
    });
  }

  it("reports only the rewrites it made: an empty object or array is no trailing comma", () => {
    const rewrites: ArgumentsRewrite[] = [];
    const input = parseToolArguments(loose, "{a: {}, b: []}", {
      onRead: (read) => rewrites.push(...read.rewrites),
    });
    assert.deepEqual([input, rewrites], [{ a: {}, b: [] }, ["bare-keys"]]);
  });

  it("makes fields as JSON.parse does: writable, enumerable, configurable", () => {
    const { a } = parseToolArguments(loose, "{a: {b: 1}}") as { a: object };
    assert.deepEqual(Object.getOwnPropertyDescriptor(a, "b"), {
      value: 1,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  });
});

describe("parseToolArguments: hostile text", () => {
  const nested = (levels: number) => `{a: ${"[".repeat(levels - 1)}${"]".repeat(levels - 1)}}`;
  const DEEP = "the arguments nest objects and arrays more than 256 levels deep in a, " +
    "deeper than any tool input goes; send one JSON object";
  const deep = (error: unknown) => {
    assert.ok(error instanceof ToolRefusal, String(error));
    assert.equal(error.message, DEEP);
    return true;
  };

  it("reads 256 levels of objects and arrays, as deep as a tool input goes, and refuses one more", () => {
    const input = parseToolArguments(loose, nested(256)) as { a: unknown };
    let levels = 1;
    for (let here = input.a; Array.isArray(here); here = here[0]) levels++;
    assert.equal(levels, 256);
    assert.throws(() => parseToolArguments(loose, nested(257)), deep);
  });

  it("refuses text nested far deeper, where the reader's own stack would run out", () => {
    assert.throws(() => parseToolArguments(loose, nested(100_000)), deep);
  });

  it("reads wide text in time linear in its width: 50,000 bare keys", () => {
    // Each field looked at every field before it: this took minutes.
    const keys = Array.from({ length: 50_000 }, (_, i) => `k${i}: ${i}`).join(", ");
    const input = parseToolArguments(loose, `{${keys}}`) as Record<string, number>;
    assert.equal(Object.keys(input).length, 50_000);
    assert.equal(input.k49999, 49_999);
  });

  it("reads a string of JSON deeper than the reader goes as JSON.parse reads it", () => {
    const value = { a: JSON.parse(`${"[".repeat(300)}${"]".repeat(300)}`) };
    assert.deepEqual(parseToolArguments(loose, JSON.stringify(JSON.stringify(value))), value);
  });

  it("reads text 250 levels deep holding 300,000 items as JSON.parse reads it without its comma", () => {
    // Each item copied the path down to it: 250 levels of it made this slow.
    const items = Array.from({ length: 300_000 }, (_, i) => i % 1_000).join(", ");
    const json = `{"a": ${"[".repeat(250)}${items}${"]".repeat(250)}}`;
    const text = `${json.slice(0, json.indexOf("]"))},${json.slice(json.indexOf("]"))}`;
    assert.deepEqual(parseToolArguments(loose, text), JSON.parse(json));
  });
});

describe("parseToolArguments: the reader reads JSON as JSON.parse does", () => {
  /** The value as JSON with a comment before each field and item and a comma after the last. */
  function lenient(value: unknown): string {
    if (Array.isArray(value)) {
      return `[${value.map((item) => `/* item */ ${lenient(item)},`).join("")}]`;
    }
    if (typeof value !== "object" || value === null) return JSON.stringify(value);
    const fields = Object.entries(value).map(([key, item]) =>
      `// field\n${JSON.stringify(key)}: ${lenient(item)},`
    );
    return `{${fields.join("")}}`;
  }

  /** What parseToolArguments makes of the text: its value, or its refusal's message. */
  function outcome(text: string): unknown {
    try {
      return { value: parseToolArguments(loose, text) };
    } catch (error) {
      return { message: (error as Error).message };
    }
  }

  it("reads any JSON value with comments and trailing commas as JSON.parse reads it without", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const json = JSON.stringify({ v: value });
        const text = lenient({ v: value });
        assert.throws(() => JSON.parse(text), SyntaxError);
        assert.deepEqual(outcome(text), outcome(json));
      }),
      { numRuns: 500 },
    );
  });
});
