// A private helper: what the package learns of a schema that both the
// listings and the check read, as one record per schema, learnt once: the
// definition walk asks it of every node when a tool is defined.

import type { z } from "zod";
import { type OneType, oneType } from "./_choices.ts";
import { nullsOf } from "./_nulls.ts";

type Schema = z.core.$ZodType;

/** What is learnt of a schema. */
export interface Learnt {
  /** Whether it gives null a meaning (see `_nulls.ts`): its field's null then reaches the tool. */
  readonly nulls: boolean;
  /** Of a union of choices and plain schemas of one JSON type, that type (see `_choices.ts`). */
  readonly one: OneType | undefined;
}

/**
 * The records kept: those of schemas that may run a preprocess (asked once,
 * on null) or ask many branches. Any other schema's record is one of two
 * shared ones, read off it again at no cost.
 */
const LEARNT = new WeakMap<Schema, Learnt>();

const TAKES_NULL: Learnt = Object.freeze({ nulls: true, one: undefined });
const NO_NULL: Learnt = Object.freeze({ nulls: false, one: undefined });

/** The record of what is learnt of a schema. */
export function learnt(schema: Schema): Learnt {
  const type = schema._zod.def.type;
  if (type !== "union" && type !== "lazy" && type !== "pipe") {
    return nullsOf(schema, meansNull) ? TAKES_NULL : NO_NULL;
  }
  let record = LEARNT.get(schema);
  if (record === undefined) {
    record = { nulls: nullsOf(schema, meansNull), one: oneType(schema) };
    LEARNT.set(schema, record);
  }
  return record;
}

/** Whether a schema gives null a meaning: its record's `nulls`. */
export function meansNull(schema: Schema): boolean {
  return learnt(schema).nulls;
}

/**
 * Has a copy of `schema` that parses as it does share its record, without
 * learning it again: that runs a preprocess on null, once per tool.
 */
export function learntAs(copy: Schema, schema: Schema): void {
  LEARNT.set(copy, learnt(schema));
}
