// Copies of a zod schema: with a changed def, with its children changed, and
// with defaults new for every parse.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { copied, fresh, withChildren } from "../../../context/schema/_copy.ts";

type Schema = z.core.$ZodType;

describe("withChildren", () => {
  const text = z.string();
  const number = z.number();
  const swap = (child: Schema): Schema => child === text ? number : child;

  it("gives the schema itself where no child changes", () => {
    for (const schema of [z.object({ a: number }), z.tuple([number]), z.array(number), number]) {
      assert.equal(withChildren(schema, swap), schema);
    }
  });

  it("gives a copy with each changed child, wherever the def holds it", () => {
    const object = withChildren(z.object({ a: text, b: number }).catchall(text), swap);
    assert.deepEqual(z.parse(object as z.ZodType, { a: 1, b: 2, c: 3 }), { a: 1, b: 2, c: 3 });
    const tuple = withChildren(z.tuple([text], text), swap);
    assert.deepEqual(z.parse(tuple as z.ZodType, [1, 2]), [1, 2]);
    const union = withChildren(z.union([text, z.boolean()]), swap);
    assert.deepEqual(z.parse(union as z.ZodType, 1), 1);
    const wrapped = withChildren(z.array(text).optional(), (child) => withChildren(child, swap));
    assert.deepEqual(z.parse(wrapped as z.ZodType, [1]), [1]);
  });

  it("keeps a field named __proto__ as a field", () => {
    const copy = withChildren(z.object({ ["__proto__"]: text }), swap);
    const { shape } = copy._zod.def as unknown as { shape: object };
    assert.deepEqual(Object.keys(shape), ["__proto__"]);
    assert.equal(Object.getPrototypeOf(shape), Object.prototype);
  });

  it("leaves a lazy schema as it is", () => {
    const lazy = z.lazy(() => text);
    assert.equal(withChildren(lazy, swap), lazy);
  });
});

describe("fresh", () => {
  it("copies arrays and plain objects at every depth, and nothing else", () => {
    const date = new Date(0);
    const value = { a: [{ b: 1 }], date };
    const copy = fresh(value) as typeof value;
    assert.deepEqual(copy, value);
    assert.notEqual(copy.a, value.a);
    assert.notEqual(copy.a[0], value.a[0]);
    assert.equal(copy.date, date);
  });
});

describe("copied", () => {
  it("makes a copy of zod's core class where the schema is of a classic one it names", () => {
    const text = z.string();
    const classics: [Schema, unknown][] = [
      [z.object({ a: text }), z.core.$ZodObject],
      [text.optional(), z.core.$ZodOptional],
      [text.nullable(), z.core.$ZodNullable],
      [text.optional().nonoptional(), z.core.$ZodNonOptional],
      [text.readonly(), z.core.$ZodReadonly],
      [text.default("a"), z.core.$ZodDefault],
      [text.prefault("a"), z.core.$ZodPrefault],
      [text.catch("a"), z.core.$ZodCatch],
      [z.array(text), z.core.$ZodArray],
      [z.tuple([text]), z.core.$ZodTuple],
      [z.record(text, text), z.core.$ZodRecord],
      [z.intersection(text, text), z.core.$ZodIntersection],
    ];
    for (const [schema, core] of classics) {
      const copy = copied(schema, {});
      assert.equal(copy._zod.constr, core, schema._zod.def.type);
      assert.equal(copy instanceof z.ZodType, false, schema._zod.def.type);
    }
    // Any other class is cloned as it is.
    const union = z.union([text, z.number()]);
    assert.equal(copied(union, {})._zod.constr, union._zod.constr);
  });
});
