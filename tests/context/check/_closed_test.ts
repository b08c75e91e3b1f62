// The closed copy a call is checked against: which objects it copies, and
// which it checks as they are under the layer of their rule.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { closed } from "../../../context/check/_closed.ts";

type Schema = z.core.$ZodType;

/** What the layer of a closed object parses after its rule: the object, copied or not. */
function under(schema: Schema): Schema {
  const layer = closed(schema, true);
  assert.equal(layer._zod.def.type, "pipe");
  return (layer._zod.def as unknown as { out: Schema }).out;
}

describe("closed", () => {
  it("checks an object as it is where only its rule closes it", () => {
    const object = z.object({ a: z.string(), b: z.array(z.int()).optional() });
    assert.equal(under(object), object);
    const loose = z.looseObject({ a: z.string() });
    assert.equal(under(loose), loose);
  });

  it("copies an object whose field changed, a strict one, and one with its author's error map", () => {
    const inner = z.object({ b: z.string() });
    const outer = z.object({ a: inner });
    assert.notEqual(under(outer), outer);
    const strict = z.strictObject({ a: z.string() });
    assert.notEqual(under(strict), strict);
    const worded = z.object({ a: z.string() }, { error: () => "a note" });
    assert.notEqual(under(worded), worded);
  });

  it("closes a schema once, wherever it is met again", () => {
    const outer = z.object({ a: z.object({ b: z.string() }) });
    assert.equal(under(outer), under(outer));
  });
});
