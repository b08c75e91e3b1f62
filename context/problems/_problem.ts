// A private helper: what a problem found in a call is, as data. A check
// builds these records once from zod's issues (_problems.ts), picks the
// branch of a union a model meant from them (_meant.ts), and words them only
// at the end (_wording.ts), for a model or for a tool's author.

/** A place in what was sent: field names and array indexes. */
export type Path = readonly PropertyKey[];

/**
 * Advice for what models often do, kept apart from the problem so that a
 * tool's author never reads it: a number or a boolean in quotes (`unquote`,
 * with the text to send), an array or an object sent as a string of JSON
 * (`unwrap`, with the field that text holds twice, where it does).
 */
export type Advice =
  | { readonly kind: "unquote"; readonly text: string }
  | { readonly kind: "unwrap"; readonly type: "array" | "object"; readonly twice?: Path };

/**
 * What a value of the wrong type was expected to be: the listing's name of
 * the type (`integer`, `object`; zod's `nonoptional` for a field that must
 * be there), and for a text of a named format, that format and whether its
 * example fits the field's own pattern.
 */
export interface Expected {
  readonly type: string;
  readonly format?: string;
  readonly example?: boolean;
}

/** One of the forms a union's branches take, as a union refused for its type names them. */
export type Wanted = Expected | { readonly choices: readonly unknown[] };

/** A size or a bound a value broke. */
interface Limit {
  readonly big: boolean;
  readonly bound: number | bigint;
}

/**
 * What zod found, by zod's issue code, with the package's own problems
 * beside them: the arguments no object of fields (`not_fields`), a key
 * `__proto__` (`proto_key`), parsed input holding a `then` function
 * (`then`), input that threw when read (`unreadable`), a union refused for its type (`types`, one problem for every
 * branch) and a union whose branch a model meant (`union`, its problems at
 * paths inside the union).
 */
export type What =
  | {
    readonly code: "invalid_type";
    readonly expected: Expected;
    /** What was sent; undefined for a field left out. */
    readonly sent: unknown;
    readonly advice?: Advice | undefined;
  }
  | {
    readonly code: "types";
    readonly wanted: readonly Wanted[];
    readonly sent: unknown;
    readonly advice?: Advice | undefined;
  }
  | (Limit & { readonly code: "bound"; readonly inclusive: boolean; readonly sent: unknown })
  | (Limit & {
    readonly code: "size";
    readonly unit: string;
    readonly exact: boolean;
    readonly length: number;
  })
  | {
    /** A field of choices, or a discriminated union's discriminator, which has no branch for it. */
    readonly code: "invalid_value" | "discriminator";
    readonly choices: readonly unknown[];
    readonly sent: unknown;
  }
  | { readonly code: "not_multiple_of"; readonly divisor: number | bigint; readonly sent: unknown }
  | {
    readonly code: "invalid_format";
    readonly format: string;
    /** The pattern a text must match, the text it must start with, end with or contain. */
    readonly text?: string | undefined;
    readonly example: boolean;
    readonly sent: unknown;
  }
  | { readonly code: "forms"; readonly several: boolean }
  | { readonly code: "invalid_key"; readonly key: unknown; readonly why: Problem | undefined }
  | {
    readonly code: "unrecognized_keys";
    readonly names: readonly string[];
    /** The names the object takes, among which a name sent may be a near one. */
    readonly fields: ReadonlySet<string>;
    /** The object sent, whose names are never suggested again. */
    readonly sent: unknown;
  }
  | { readonly code: "custom" }
  | { readonly code: "not_fields"; readonly sent: unknown; readonly advice?: Advice | undefined }
  | { readonly code: "proto_key" }
  | { readonly code: "then" }
  | {
    /** Input a host built that threw when read, at `at` (the path stays empty: the words name it). */
    readonly code: "unreadable";
    readonly at: Path;
  }
  | { readonly code: "union"; readonly meant: readonly Problem[] }
  | { readonly code: "other" };

/**
 * A problem at its path. `said` holds the words an author wrote for it on
 * the schema or the check, which a refusal shows as written.
 */
export type Problem = What & { readonly path: Path; readonly said?: string };
