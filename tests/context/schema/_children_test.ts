// The one step from a schema to the schemas inside it, which every walk takes.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  childKeys,
  childrenOf,
  eachChild,
  ITEM,
  type Step,
} from "../../../context/schema/_children.ts";

type Schema = z.core.$ZodType;

/** Each child's step, and the child told apart by identity from `named`. */
function steps(schema: Schema, named: Record<string, Schema>): string[] {
  const found: string[] = [];
  const nameOf = (child: Schema) => Object.keys(named).find((name) => named[name] === child) ?? "?";
  eachChild(schema, (child, step: Step) => found.push(`${nameOf(child)}@${step ?? "-"}`));
  return found;
}

describe("eachChild", () => {
  it("steps to an object's fields by name, then to its catchall in the object's place", () => {
    const a = z.string();
    const b = z.number();
    const rest = z.boolean();
    assert.deepEqual(steps(z.object({ a, b }).catchall(rest), { a, b, rest }), [
      "a@a",
      "b@b",
      "rest@-",
    ]);
  });

  it("steps to an array's items as [], and to what wrappers, unions and pipes hold in place", () => {
    const item = z.string();
    assert.equal(ITEM, "[]");
    assert.deepEqual(steps(z.array(item), { item }), ["item@[]"]);
    assert.deepEqual(steps(item.optional(), { item }), ["item@-"]);
    assert.deepEqual(steps(item.default("x"), { item }), ["item@-"]);
    const other = z.number();
    assert.deepEqual(steps(z.union([item, other]), { item, other }), ["item@-", "other@-"]);
    const length = z.string().transform((text) => text.length);
    assert.deepEqual(steps(z.pipe(length, other), { length, other }), ["length@-", "other@-"]);
    assert.deepEqual(steps(z.record(item, other), { item, other }), ["item@-", "other@-"]);
    assert.deepEqual(steps(z.tuple([item], other), { item, other }), ["item@-", "other@-"]);
    assert.deepEqual(steps(z.intersection(item, other), { item, other }), ["item@-", "other@-"]);
    assert.deepEqual(steps(z.set(item), { item }), ["item@-"]);
    assert.deepEqual(steps(z.map(item, other), { item, other }), ["item@-", "other@-"]);
  });

  it("steps into a lazy schema through its getter", () => {
    let made = 0;
    const lazy = z.lazy(() => (made++, z.string()));
    assert.equal(childrenOf(lazy).length, 1);
    assert.equal(childrenOf(lazy)[0]!._zod.def.type, "string");
    assert.equal(made > 0, true);
  });

  it("finds no child in a check, nor in a template literal's parts", () => {
    assert.deepEqual(childrenOf(z.string().min(2).refine(() => true)), []);
    assert.deepEqual(childrenOf(z.templateLiteral(["a", z.number()])), []);
    assert.deepEqual(childKeys(z.templateLiteral(["a", z.number()])._zod.def), []);
    assert.deepEqual(childrenOf(z.number()), []);
  });

  it("takes the schemas of a type it does not know from its def, leaving out its checks", () => {
    const held = z.string();
    const future = z.string().min(1);
    const schema = {
      _zod: { def: { type: "future", held, many: [held, 1], checks: future._zod.def.checks } },
    } as unknown as Schema;
    assert.deepEqual(childrenOf(schema), [held, held]);
  });
});
