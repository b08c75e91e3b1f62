/**
 * Case 5: what a refusal costs beside zod's own check of the same input, on
 * shapes where the wording could cost more than the check: near names among
 * many fields, many items with unknown fields or over a bound, a very long
 * string, deep records of odd keys. The floor is zod's own refusal of the
 * same input: `safeParse` against the same schema with every object strict,
 * and its `error` read, which is when zod words its issues. Ours is
 * `registry.run` up to its refusal. Target: within 5 times the floor.
 *
 * @module
 */

import { z } from "zod";
import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
import { compare, type Row, row } from "./measure.ts";

export interface Shape {
  readonly name: string;
  /** The tool's input, and the same with every object strict. */
  readonly schema: (object: typeof z.object) => z.ZodObject;
  readonly input: () => unknown;
  readonly batch: number;
}

const fieldNames = Array.from({ length: 200 }, (_, i) => `customer_account_field_${i}`);
/** Long names alike but for their end: every one is a few edits from the others. */
const settings = Array.from(
  { length: 200 },
  (_, i) => `a_setting_for_the_advanced_module_${String(i).padStart(4, "0")}`,
);
const letters = "abcdefghijklmnopqrstuvwxyz";
const codes = [...letters].flatMap((a) => [...letters].map((b) => `${a}${b}`));
const longChoices = Array.from(
  { length: 1_000 },
  (_, i) => `a_choice_of_a_long_enum_of_values_${String(i).padStart(4, "0")}`,
);
const odd = (i: number) => `\u0001\u0002key\u0007${i}`;

export const SHAPES: readonly Shape[] = [
  {
    name: "one string over .max(10)",
    schema: (object) => object({ text: z.string().max(10) }),
    input: () => ({ text: "x".repeat(20) }),
    batch: 500,
  },
  {
    name: "5 long unknown keys, 200 fields",
    schema: (object) =>
      object(Object.fromEntries(fieldNames.map((key) => [key, z.string().optional()]))),
    input: () =>
      Object.fromEntries(
        Array.from({ length: 5 }, (_, i) => [`customer_account_feild_${i}_extra`, "x"]),
      ),
    batch: 50,
  },
  {
    name: "5 unknown keys one edit from 200 long names alike",
    schema: (object) =>
      object(Object.fromEntries(settings.map((key) => [key, z.string().optional()]))),
    input: () =>
      // One letter left out near the start, where no common start cuts the work short.
      Object.fromEntries(settings.slice(-5).map((key) => [key.replace("setting", "seting"), "x"])),
    batch: 50,
  },
  {
    name: "an unknown key of a record keyed by 676 codes",
    schema: (object) => object({ by: z.partialRecord(z.enum(codes), z.number()) }),
    input: () => ({ by: { ab: 1, "a-": 2 } }),
    batch: 200,
  },
  {
    name: "a value one edit from 1,000 long choices",
    schema: (object) => object({ choice: z.enum(longChoices) }),
    input: () => ({ choice: longChoices[998]!.replace("choice", "chioce") }),
    batch: 200,
  },
  {
    name: "a plain union of 6 objects, its operation misspelled",
    schema: (object) =>
      object({
        select: z.union(
          Array.from(
            { length: 6 },
            (_, i): z.ZodObject =>
              object({
                operation: z.literal(`operation-${i}`),
                id: z.string(),
                [`f${i}`]: z.int(),
              }),
          ) as unknown as [z.ZodObject, z.ZodObject],
        ),
      }),
    input: () => ({ select: { operation: "operation-", id: "a", f5: 1 } }),
    batch: 200,
  },
  {
    name: "2,000 items, 5 unknown keys each",
    schema: (object) =>
      object({ items: z.array(object({ name: z.string(), done: z.boolean().optional() })) }),
    input: () => ({
      items: Array.from({ length: 2_000 }, (_, i) => ({
        name: `n${i}`,
        nme: 1,
        don: true,
        dones: false,
        title: "t",
        names: "x",
      })),
    }),
    batch: 2,
  },
  {
    name: "10,000 items over .max(3)",
    schema: (object) => object({ tags: z.array(z.string().max(3)) }),
    input: () => ({ tags: Array.from({ length: 10_000 }, (_, i) => `tag${i}`) }),
    batch: 2,
  },
  {
    name: "10,000 items, each no choice of an enum",
    schema: (object) => object({ levels: z.array(z.enum(["low", "normal", "high", "urgent"])) }),
    input: () => ({ levels: Array.from({ length: 10_000 }, (_, i) => `Level${i % 7}`) }),
    batch: 2,
  },
  {
    name: "a 10 MB string over .max(10)",
    schema: (object) => object({ text: z.string().max(10) }),
    input: () => ({ text: "x".repeat(10 * 1024 * 1024) }),
    batch: 2,
  },
  {
    name: "a 10 MB text of emoji over .max(10)",
    schema: (object) => object({ text: z.string().max(10) }),
    input: () => ({ text: "😀".repeat(5 * 1024 * 1024) }),
    batch: 2,
  },
  {
    name: "records in records, odd keys",
    schema: (object) =>
      object({
        data: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number()))),
      }),
    input: () => ({
      data: Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [
          odd(i),
          { [odd(i)]: Object.fromEntries(Array.from({ length: 20 }, (_, j) => [odd(j), "x"])) },
        ]),
      ),
    }),
    batch: 20,
  },
];

/** A row for each shape: registry.run's refusal against zod's strict safeParse. */
export async function refusals(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const shape of SHAPES) {
    const strict = shape.schema(z.strictObject as typeof z.object);
    const tool = defineTool("bench", {
      name: "bench_refuse",
      description: "Refuses what the bench sends.",
      input: shape.schema(z.object),
      run: () => [],
    });
    const registry = createToolRegistry([defineToolkit("bench", [tool])]);
    const input = shape.input();
    const refused = await registry.run("bench_refuse", input, {}).then(() => false, () => true);
    if (!refused || strict.safeParse(input).success) {
      throw new Error(`bench/refusal.ts: "${shape.name}" is not refused by both`);
    }
    const result = await compare(
      // Reading the error is what words zod's issues: the refusal zod itself gives.
      () => strict.safeParse(input).error,
      () => registry.run("bench_refuse", input, {}).catch(() => {}),
      shape.batch,
      11,
      shape.batch * 5,
    );
    rows.push(row(`refusal: ${shape.name}`, "zod's strict safeParse, error", result, "µs", "≤ 5"));
  }
  return rows;
}
