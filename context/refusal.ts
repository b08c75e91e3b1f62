/**
 * Errors with a code: {@linkcode CodedError} for any error a host wants to
 * branch on, and {@linkcode ToolRefusal} for a tool call that is refused with
 * advice for the model.
 *
 * @module
 */

/** A valid refusal code: lower kebab case, such as `bad-arguments`. */
export const REFUSAL_CODE: RegExp = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * An error that carries a short machine-readable code beside its message, so
 * a host can branch on the code and show the message.
 *
 * @example Branching on the code
 * ```ts
 * import assert from "node:assert/strict";
 * import { CodedError } from "@adecore/agents/context";
 *
 * const error = new CodedError("quota-exceeded", "The workspace has no credit left.");
 * assert.equal(error.code, "quota-exceeded");
 * assert.equal(error.name, "CodedError");
 * assert.ok(error instanceof Error);
 * ```
 */
export class CodedError extends Error {
  /** The machine-readable code, such as `not-permitted`. */
  readonly code: string;

  /**
   * Makes an error with a code.
   *
   * @param code The machine-readable code.
   * @param message What went wrong, for a person or a model.
   * @param options The standard error options, such as a `cause`.
   */
  constructor(code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "CodedError";
    this.code = code;
  }
}

/**
 * A refused tool call: a lower kebab-case code, a message that tells the
 * model what was wrong, and advice lines that show it what it can send
 * instead. A tool throws one from `run`; `registry.run` throws one for input
 * it refuses (`bad-arguments`) and for a name it does not know
 * (`unknown-tool`).
 *
 * @example A refusal a tool throws
 * ```ts
 * import assert from "node:assert/strict";
 * import { CodedError, ToolRefusal } from "@adecore/agents/context";
 *
 * const refusal = new ToolRefusal("conflict", "The note changed since revision 3.", [
 *   "revision\t4",
 * ]);
 * assert.equal(refusal.code, "conflict");
 * assert.deepEqual(refusal.lines, ["revision\t4"]);
 * assert.ok(refusal instanceof CodedError);
 * ```
 */
export class ToolRefusal extends CodedError {
  /** Advice rows for the model, one line each; empty when none were given. */
  readonly lines: readonly string[];

  /**
   * Makes a refusal.
   *
   * @param code A lower kebab-case code, such as `not-permitted`.
   * @param message What was wrong with the call, for the model.
   * @param lines Advice rows, such as the fields the tool takes.
   * @throws {Error} When `code` is not lower kebab case: a mistake in code.
   */
  constructor(code: string, message: string, lines: readonly string[] = []) {
    if (!REFUSAL_CODE.test(code)) {
      throw new Error(
        `refusal code ${JSON.stringify(code)} is not lower kebab case, like "not-permitted"`,
      );
    }
    super(code, message);
    this.name = "ToolRefusal";
    this.lines = Object.freeze([...lines]);
  }
}
