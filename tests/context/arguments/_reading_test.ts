// The arguments reader: JSON as JSON.parse reads it, the mistakes models make
// in it read where each has one reading, text cut short or of no one reading
// refused, a field twice, and hostile text.
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
import { loose, read, refused } from "./note_tool.ts";

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
