// A private helper: the z.toJSONSchema pass over a tool's input or output,
// each node mended where zod says more than the check takes, and marked for
// the listings read from it: the portable listing reads an input's tree as
// it is, and _json.ts writes the exact listing from a tree of its own.

import { z } from "zod";
import type { ZodObject } from "zod";
import { learnt } from "../schema/_learnt.ts";
import { NO_JSON } from "../schema/_no_json.ts";
import { skipsApartFromNull } from "../schema/_nulls.ts";
import { listsNull, type Node, NOTHING, withNull } from "./_nodes.ts";

type Schema = z.core.$ZodType;

/**
 * What the tree notes on a node for the listings read from it, which no
 * listing keeps: read with {@linkcode markOf}, the one place that knows
 * where it stands. A node holds one only where there is something to note:
 * never an object's node, since zod folds an intersection of objects only
 * when their nodes hold nothing but object keywords, nor a bare type, which
 * zod folds with the other bare branches of a union.
 */
export interface Mark {
  /** On a node without a type, or without any node of its own: the zod type that made it. */
  readonly type?: string;
  /** On a union of choices and plain schemas of one JSON type: that type. */
  readonly one?: string;
  /** On a literal of a value JSON cannot hold (a bigint), which the portable listing refuses. */
  readonly unlisted?: true;
  /**
   * On the node of a schema that takes null: whether leaving it out gives
   * something else than null. On the node itself, not on its object's.
   */
  readonly nulls?: boolean;
  /**
   * On the node of a field that zod requires and the check lets be left
   * out: an input's `.catch()` takes whatever is sent, and also nothing; an
   * answer's free-form field may be left out.
   */
  readonly skipped?: true;
}

const MARK = "~mark";
const NO_MARK: Mark = Object.freeze({});

/** What the tree noted on a node (see {@linkcode Mark}). */
export function markOf(node: object): Mark {
  return ((node as Node)[MARK] as Mark | undefined) ?? NO_MARK;
}

/**
 * Notes one thing on a node, or takes it back (`undefined`). A node may
 * hold the mark of a schema it wraps, which zod copied onto it: the mark is
 * written anew, never changed where another node holds it too.
 */
function mark<Key extends keyof Mark>(node: Node, key: Key, value: Mark[Key]): void {
  const mark: Record<string, unknown> = { ...markOf(node) };
  if (value === undefined) delete mark[key];
  else mark[key] = value;
  if (Object.keys(mark).length > 0) node[MARK] = mark;
  else delete node[MARK];
}

/**
 * zod's JSON Schema of a tool's input, mended and marked, a tree of its own
 * for each listing that asks (the portable and the exact one, each made once
 * per input): no listing hands its tree to another, and none is kept once
 * read.
 */
export function inputJson(input: ZodObject): Node {
  return zodJson(input, false);
}

/** What an input's listing is told of an absent field: nothing, its schema says. */
export type Absent = ((field: Schema) => boolean) | false;

/** zod's JSON Schema of a schema, each node mended and marked as zod writes it. */
export function zodJson(schema: ZodObject, absent: Absent): Node {
  return z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: absent === false ? "input" : "output",
    reused: "inline",
    cycles: "ref",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const node = jsonSchema as Node;
      // Before mend, whose copies of a node keep the name; after, for a node it made anew.
      named(zodSchema, node);
      mend(zodSchema, node, absent);
      named(zodSchema, node);
    },
  }) as Node;
}

/**
 * Names a node without a type by the zod type that made it, for the
 * portable listing's mistakes. Wrappers (optional, default, ...) come after
 * what they wrap: the innermost name stays.
 */
function named(schema: Schema, node: Node): void {
  if (node.type === undefined && !node.anyOf && !node.oneOf && !node.allOf && !node.$ref) {
    const def = schema._zod.def as { type: string; coerce?: boolean };
    if (markOf(node).type === undefined) {
      mark(node, "type", def.coerce ? `coerce.${def.type}` : def.type);
    }
  }
}

/** Mends what zod writes from the schema where it says more than the check takes. */
function mend(schema: Schema, node: Node, absent: Absent): void {
  const def = schema._zod.def as Def;
  const { nulls, one } = learnt(schema);
  // A node may have the mark of a schema it wraps: these notes are this one's own.
  mark(node, "nulls", nulls ? skipsApartFromNull(schema) : undefined);
  const skipped = absent === false ? def.type === "catch" : absent(schema);
  mark(node, "skipped", skipped ? true : undefined);
  if (one?.choices) {
    // A union of choices is one field of choices: one enum in every listing.
    delete node.anyOf;
    delete node.oneOf;
    node.type = one.type;
    node.enum = [...one.choices];
    return;
  }
  // One of choices and texts takes any text: the portable listing lists a text.
  // zod writes a union of bare types as one type itself, after this: such a
  // node stays unmarked, for zod to fold it with the same field of an
  // intersection's other side.
  const branches = (node.anyOf ?? node.oneOf) as Node[] | undefined;
  // zod writes every union as branches here, and simplifies them after.
  if (one !== undefined && branches?.some((branch) => Object.keys(branch).length > 1)) {
    mark(node, "one", one.type);
  }
  // A preprocess that gives null a meaning takes null wherever it stands.
  // Another schema that takes null has a node that takes it too.
  if (def.type === "pipe" && nulls && !listsNull(node)) {
    replace(node, withNull({ ...node }));
  }
  noJson(def, node);
  unpatterned(schema, node, absent !== false);
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** Puts `by`'s keys in place of all of a node's own. */
function replace(node: Node, by: Node): void {
  for (const key of Object.keys(node)) delete node[key];
  Object.assign(node, by);
}

/**
 * Lists a schema no JSON value passes as taking nothing, and a literal as
 * its values JSON can hold. Neither has a pattern left to mend.
 */
function noJson(def: Def, node: Node): void {
  const values = def.type === "literal" ? def.values as unknown[] : [];
  // A bigint literal is listed as a number, which the check refuses, and
  // an undefined one as anything.
  const json = (value: unknown) => typeof value !== "bigint" && value !== undefined;
  // defineTool takes such schemas in a union's later branches (the portable
  // listing shows only the first); zod writes most as a schema of anything,
  // or as a type the check then refuses.
  if (NO_JSON[def.type] === undefined && values.every(json)) return;
  const kept = values.filter(json);
  replace(node, kept.length === 0 ? structuredClone(NOTHING) : { enum: kept });
  // A bigint literal, which zod would list as a number; an undefined one is left out alone.
  if (values.some((value) => typeof value === "bigint")) mark(node, "unlisted", true);
}

/** Leaves out of a node the patterns a validator reads otherwise than the check. */
function unpatterned(schema: Schema, node: Node, output: boolean): void {
  const def = schema._zod.def as Def;
  // zod checks an IPv6 address by code, which takes more than the pattern it writes.
  if (output && IP_CODE.has(def.format as string)) delete node.pattern;
  // A pattern with flags (/x/i) is checked with them, and JSON Schema has none.
  const checks: { _zod: { def: object } }[] = [schema, ...(def.checks ?? [])];
  for (const check of checks) {
    const pattern = (check._zod.def as { pattern?: unknown }).pattern;
    if (!(pattern instanceof RegExp) || pattern.flags === "" || pattern.flags === "u") continue;
    // zod writes a second pattern into allOf: a node's own is this one or none.
    if (node.pattern === pattern.source) delete node.pattern;
    // exactNode leaves out an allOf this leaves empty.
    if (Array.isArray(node.allOf)) {
      node.allOf = (node.allOf as Node[]).filter((part) => part.pattern !== pattern.source);
    }
  }
}

/** Formats zod checks by code beyond the pattern it writes. */
const IP_CODE: ReadonlySet<string> = new Set(["ipv6", "cidrv6"]);
