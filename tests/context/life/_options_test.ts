// What a host tells createToolRegistry: each option checked, each mistake a
// plain Error naming the option and what would be right.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  type ToolRegistryOptions,
} from "@adecore/agents/context";

const tool = defineTool("note", {
  name: "note_list",
  description: "Lists notes.",
  input: z.object({}),
  run: () => ["note\t1"],
});

describe("createToolRegistry's options", () => {
  it("may be left out, undefined or null, and each option undefined or null", async () => {
    const none = [undefined, null, {}, {
      deadline: undefined,
      onLate: null,
      onCall: undefined,
      clock: null,
    }];
    for (const options of none) {
      const registry = createToolRegistry(
        [defineToolkit("note", [tool])],
        options as ToolRegistryOptions,
      );
      assert.deepEqual(await registry.run("note_list", {}, {}), ["note\t1"]);
    }
  });

  it("names what is no option of a registry, or no object", () => {
    assert.throws(() => createToolRegistry([], { deadlineMs: 5 } as ToolRegistryOptions), {
      name: "Error",
      message:
        'createToolRegistry: there is no option "deadlineMs"; the options are deadline, onLate, onCall, clock',
    });
    for (const options of [5, "fast", [1], () => {}]) {
      assert.throws(() => createToolRegistry([], options as ToolRegistryOptions), {
        message:
          "createToolRegistry: the options are no object; give one, like { deadline: 10_000 }",
      });
    }
  });

  it("names a hook that is no function", () => {
    for (const name of ["onLate", "onCall"]) {
      assert.throws(() => createToolRegistry([], { [name]: "log" } as ToolRegistryOptions), {
        message: `createToolRegistry: the option ${name} is no function; give one, or leave it out`,
      });
    }
  });

  it("names a clock without one of its functions", () => {
    const clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => {} };
    for (const missing of ["now", "setTimeout", "clearTimeout"]) {
      const broken = { ...clock, [missing]: 5 };
      assert.throws(() => createToolRegistry([], { clock: broken } as ToolRegistryOptions), {
        message:
          `createToolRegistry: the option clock has no function ${missing}; give now, setTimeout and clearTimeout, or leave the clock out`,
      });
    }
    assert.throws(() => createToolRegistry([], { clock: 5 } as unknown as ToolRegistryOptions), {
      message:
        "createToolRegistry: the option clock has no function now; give now, setTimeout and clearTimeout, or leave the clock out",
    });
  });

  it("keeps deadlines by the platform's clock where none is given, leaving no timer behind", async () => {
    let resolve!: (rows: string[]) => void;
    const waits = defineTool("note", {
      name: "note_wait",
      description: "Waits.",
      input: z.object({}),
      deadline: 60_000,
      run: () => new Promise<string[]>((done) => (resolve = done)),
    });
    const registry = createToolRegistry([defineToolkit("note", [waits])]);
    const call = registry.run("note_wait", {}, {});
    resolve(["note\tdone"]);
    // A timer left for the deadline would hold the test runner a minute.
    assert.deepEqual(await call, ["note\tdone"]);
  });
});
