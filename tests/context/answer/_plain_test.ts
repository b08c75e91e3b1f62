// The answer made plain JSON, as the output check calls it: tidied in place
// where zod made every container, copied where the answer holds a free-form
// value, and named where JSON cannot write it. What reaches a client through
// every entry is tested in tests/context/output_json_test.ts.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { NotJson, plainJson, tidyJson, UNREAD } from "../../../context/answer/_plain.ts";
import { jsonBack } from "../../json_back.ts";
import { MAX_DEPTH } from "../../../context/schema/_walk.ts";

/** The place and problem a call names, or a failure where it took the value. */
function named(call: () => unknown): [readonly PropertyKey[], string, unknown] {
  try {
    call();
  } catch (error) {
    if (!(error instanceof NotJson)) throw error;
    return [error.path, error.problem, error.cause];
  }
  assert.fail("the value was taken");
}

/** `levels` containers, one in the other, arrays and objects in turn, around a 1. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/** A value JSON writes and reads back, -0 and keys whose value is undefined aside. */
const tidyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string(), fc.option(tie("value"), { nil: undefined }), {
      maxKeys: 4,
      noNullPrototype: true,
    }),
  ),
})).value;

describe("tidyJson", () => {
  it("tidies what zod made in place: undefined keys deleted and -0 made 0, nothing copied", () => {
    const answer = {
      a: -0,
      b: undefined,
      c: [1, -0, "x", true, null, { d: undefined, e: -0 }],
      f: { g: null, h: "", i: false },
    };
    const list = answer.c;
    assert.equal(tidyJson(answer), answer);
    assert.equal(answer.c, list);
    assert.deepEqual(answer, {
      a: 0,
      c: [1, 0, "x", true, null, { e: 0 }],
      f: { g: null, h: "", i: false },
    });
    assert.ok(!("b" in answer));
  });

  it("gives what JSON would read back, as the same value, for any such answer", () => {
    fc.assert(
      fc.property(tidyValue, (value) => {
        const read = jsonBack(value) ?? null;
        if (typeof value !== "object" || value === null) return;
        assert.equal(tidyJson(value), value);
        assert.deepEqual(value, read);
      }),
    );
  });

  it(`takes ${MAX_DEPTH} levels of arrays and objects in place, and names one more`, () => {
    const deepest = nested(MAX_DEPTH);
    assert.equal(tidyJson(deepest), deepest);
    const [path, problem] = named(() => tidyJson(nested(MAX_DEPTH + 1)));
    assert.equal(path.length, MAX_DEPTH);
    assert.equal(problem, `nests more than ${MAX_DEPTH} levels deep`);
  });

  it("leaves a value JSON cannot write to the careful walk, which names it", () => {
    const cases: [unknown, readonly PropertyKey[], string][] = [
      [{ a: NaN }, ["a"], "NaN, which JSON cannot hold"],
      [[1, Infinity], [1], "Infinity, which JSON cannot hold"],
      [{ a: [2n] }, ["a", 0], "a bigint, which JSON cannot hold"],
      [{ a: () => 1 }, ["a"], "a function, which JSON cannot hold"],
      [[Symbol("s")], [0], "a symbol, which JSON cannot hold"],
      [{ a: [undefined] }, ["a", 0], "undefined, which JSON writes as null"],
      // deno-lint-ignore no-sparse-arrays
      [[, 1], [0], "a hole in the array, which JSON writes as null"],
    ];
    for (const [value, path, problem] of cases) {
      assert.deepEqual(named(() => tidyJson(value)).slice(0, 2), [path, problem]);
    }
  });

  it("copies a frozen answer it would change, and leaves one it would not", () => {
    const zero = Object.freeze({ a: -0, b: 1 });
    assert.deepEqual(tidyJson(zero), { a: 0, b: 1 });
    assert.ok(Object.is(zero.a, -0));
    const gap = Object.freeze({ a: undefined, b: [1] });
    assert.deepEqual(tidyJson(gap), { b: [1] });
    assert.ok("a" in gap);
    const done = Object.freeze({ a: 1 });
    assert.equal(tidyJson(done), done);
  });
});

describe("plainJson", () => {
  it("copies plain JSON new at every level, reading each property once", () => {
    let reads = 0;
    const read = (value: unknown) => ({
      enumerable: true,
      get: () => {
        reads++;
        return value;
      },
    });
    const answer = Object.defineProperties({}, {
      text: read("x"),
      number: read(2),
      zero: read(-0),
      yes: read(true),
      none: read(null),
      list: read([1, "y", false]),
      item: read({ b: undefined, c: 3 }),
      gap: { enumerable: true, value: undefined },
    });
    const copy = plainJson(answer);
    assert.equal(reads, 7);
    assert.deepEqual(copy, {
      text: "x",
      number: 2,
      zero: 0,
      yes: true,
      none: null,
      list: [1, "y", false],
      item: { c: 3 },
    });
    assert.notEqual(copy, answer);
    // An array's items are read once too.
    const items = Object.defineProperties([], { 0: read({ d: 4 }), 1: read([5]) });
    const list = plainJson(items);
    assert.equal(reads, 9);
    assert.deepEqual(list, [{ d: 4 }, [5]]);
    assert.notEqual(list, items);
  });

  it("takes scalars as they are, and -0 as 0", () => {
    assert.deepEqual([
      plainJson("x"),
      plainJson(false),
      plainJson(1.5),
      plainJson(-0),
      plainJson(null),
    ], [
      "x",
      false,
      1.5,
      0,
      null,
    ]);
  });

  it("copies an object of no prototype and a field named __proto__ as plain fields", () => {
    const bare = Object.assign(Object.create(null), { n: 5, z: -0 });
    const copy = plainJson({ bare, sent: JSON.parse('{"__proto__": {"m": 6}, "k": 7}') }) as {
      bare: object;
      sent: Record<string, unknown>;
    };
    assert.equal(Object.getPrototypeOf(copy.bare), Object.prototype);
    assert.deepEqual({ ...copy.bare }, { n: 5, z: 0 });
    assert.equal(Object.getPrototypeOf(copy.sent), Object.prototype);
    assert.deepEqual(Object.getOwnPropertyDescriptor(copy.sent, "__proto__")?.value, { m: 6 });
    assert.equal(copy.sent.k, 7);
  });

  it("names an object of a prototype of its own, and one a class made by its class", () => {
    assert.deepEqual(named(() => plainJson({ p: Object.create({ x: 1 }) })).slice(0, 2), [
      ["p"],
      "an object of a prototype of its own",
    ]);
    class Point {
      x = 1;
    }
    assert.deepEqual(named(() => plainJson({ p: new Point() })).slice(0, 2), [
      ["p"],
      "a Point, which JSON cannot hold",
    ]);
    assert.deepEqual(named(() => plainJson([new Date(0)])).slice(0, 2), [
      [0],
      "a Date, which JSON cannot hold",
    ]);
    assert.deepEqual(named(() => plainJson({ m: new Map() })).slice(0, 2), [
      ["m"],
      "a Map, which JSON cannot hold",
    ]);
  });

  it("names a cycle back to the answer itself, and one back to a field by its path", () => {
    const root: Record<string, unknown> = {};
    root.self = root;
    assert.deepEqual(named(() => plainJson(root)).slice(0, 2), [
      ["self"],
      "refers back to the answer itself, a cycle JSON cannot write",
    ]);
    const inner: Record<string, unknown> = {};
    const answer = { x: [{ y: inner }] };
    inner.back = answer.x;
    assert.deepEqual(named(() => plainJson(answer)).slice(0, 2), [
      ["x", 0, "y", "back"],
      "refers back to x, a cycle JSON cannot write",
    ]);
  });

  it("names a read that threw, with its error as the cause", () => {
    const error = new Error("cannot read b");
    const answer = {
      a: 1,
      get b(): number {
        throw error;
      },
    };
    assert.equal(UNREAD, "could not be read (a getter or a proxy threw)");
    assert.deepEqual(named(() => plainJson({ answer })), [
      ["answer", "b"],
      "could not be read (a getter or a proxy threw)",
      error,
    ]);
  });
});
