// How a mistake in code names the tool at fault.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { named } from "../../../context/util/_named.ts";

describe("named", () => {
  it("names a tool and its toolkit, each as JSON writes it", () => {
    assert.equal(
      named({ name: "note_write", toolkit: "note" }),
      'tool "note_write" in toolkit "note"',
    );
    assert.equal(named({ name: 'say "hi"', toolkit: "" }), 'tool "say \\"hi\\"" in toolkit ""');
  });
});
