// What a test of a mistake in code reads: the message of the plain Error a
// call throws, failing where it throws anything else or nothing.

import assert from "node:assert/strict";

/** The message of the plain Error a call throws. */
export function mistake(make: () => unknown): string {
  try {
    make();
  } catch (error) {
    assert.equal((error as Error).constructor, Error, "a mistake in code throws a plain Error");
    return (error as Error).message;
  }
  assert.fail("nothing was thrown");
}
