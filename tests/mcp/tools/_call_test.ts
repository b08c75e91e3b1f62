// The tools/call handler of mcpTools, called as an SDK would call it: the
// paths a client of the SDKs seldom takes.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  ToolRefusal,
} from "@adecore/agents/context";
import {
  type McpCallResult,
  type McpContext,
  type McpInputRequired,
  mcpTools,
} from "@adecore/agents/mcp";
import { noteChart, registryOf } from "../notes.ts";

describe("mcpTools' handlers, called as an SDK would", () => {
  const call = (name: string, args: Record<string, unknown> = {}) => ({
    method: "tools/call" as const,
    params: { name, arguments: args },
  });
  const modern = (more: Partial<NonNullable<McpContext["mcpReq"]>> = {}): McpContext => ({
    mcpReq: {
      signal: new AbortController().signal,
      notify: () => Promise.resolve(),
      envelope: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" },
      ...more,
    },
  });
  const hosted = { call: () => ({ notes: new Map([[1, "Buy milk"]]) }) };

  it("lets a cancelled call end with the signal's reason: the SDK answers nothing for it", async () => {
    const { registry } = registryOf();
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    const tools = mcpTools(registry, hosted);
    await assert.rejects(tools.call(call("note_chart"), { signal: controller.signal }), {
      message: "cancelled",
    });
  });

  it("logs a failure with console.error unless told otherwise, and survives a throwing onError", async () => {
    const { registry } = registryOf();
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const result = await mcpTools(registry, hosted).call(call("note_fail")) as McpCallResult;
      assert.equal(result.isError, true);
    } finally {
      console.error = original;
    }
    assert.equal(logged[0]?.[0], "tool note_fail failed:");
    assert.equal((logged[0]?.[1] as Error).message, "the disk is gone, password hunter2");
    const throwing = mcpTools(registry, {
      ...hosted,
      onError: () => {
        throw new Error("the log is gone");
      },
    });
    assert.deepEqual(await throwing.call(call("note_fail")), {
      content: [{ type: "text", text: "failed\tThe tool failed." }],
      isError: true,
    });
  });

  it("refuses an approval where the client cannot ask, or the approvals were not given", async () => {
    const { registry, approvals } = registryOf();
    const cannot = await mcpTools(registry, { ...hosted, approvals }).call(
      call("note_clear"),
      modern(),
    );
    assert.match((cannot as McpCallResult).content[0]!.type, /text/);
    assert.equal((cannot as McpCallResult).isError, true);
    const asking = modern({
      envelope: {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": { elicitation: {} },
      },
    });
    const without = await mcpTools(registry, hosted).call(call("note_clear"), asking);
    assert.equal((without as McpCallResult).isError, true);
    const asked = await mcpTools(registry, { ...hosted, approvals }).call(
      call("note_clear"),
      asking,
    );
    assert.equal((asked as McpInputRequired).resultType, "input_required");
  });

  it("refuses a forged request sent back, and runs nothing", async () => {
    const { registry, approvals } = registryOf();
    const notes = new Map([[1, "Buy milk"]]);
    const tools = mcpTools(registry, { call: () => ({ notes }), approvals });
    const forged = await tools.call(
      call("note_clear"),
      modern({
        inputResponses: { approve: { action: "accept" } },
        requestState: () => "v1.forged",
      }),
    ) as McpCallResult;
    assert.equal(forged.isError, true);
    assert.match((forged.content[0] as { text: string }).text, /^refused\tapproval-invalid\t/);
    assert.equal(notes.size, 1);
  });

  it("grows no list for a client of 2026-07-28, nor where a search found nothing new", async () => {
    const { registry } = registryOf();
    const sent: unknown[] = [];
    const notify = (notification: unknown) => (sent.push(notification), Promise.resolve());
    const tools = mcpTools(registry, hosted);
    await tools.call(call("tool_search", { query: "cancel a meeting" }), modern({ notify }));
    assert.deepEqual(
      tools.list({}, modern()).tools.map((tool) => tool.name).includes("calendar_cancel_event"),
      false,
    );
    assert.deepEqual(sent, []);
    const old = { signal: new AbortController().signal, sendNotification: notify };
    await tools.call(call("tool_search", { query: "cancel a meeting" }), old);
    await tools.call(call("tool_search", { query: "cancel a meeting" }), old);
    assert.deepEqual(sent, [{ method: "notifications/tools/list_changed" }]);
    // The found tool is listed to this session's clients of 2025, and only to them.
    assert.ok(tools.list({}, old).tools.some((tool) => tool.name === "calendar_cancel_event"));
    assert.ok(
      !tools.list({}, modern()).tools.some((tool) => tool.name === "calendar_cancel_event"),
    );
  });

  it("tells a registry without deferred tools' clients no list changes, and makes each listing once", () => {
    const plain = createToolRegistry([defineToolkit("note", [noteChart])], { search: true });
    const tools = mcpTools(plain);
    assert.deepEqual(tools.capabilities, { tools: { listChanged: false } });
    assert.equal(tools.list({}).tools[0], tools.list({}).tools[0]);
    assert.notEqual(tools.list({}).tools[0], tools.list({}, modern()).tools[0]);
  });

  it("answers a tool's own unknown-tool refusal as a refusal, since the tool exists", async () => {
    const lookup = defineTool("lookup", {
      name: "lookup_run",
      description: "Runs another tool.",
      input: z.object({}),
      run: () => {
        throw new ToolRefusal("unknown-tool", "no such command");
      },
    });
    const tools = mcpTools(createToolRegistry([defineToolkit("lookup", [lookup])]));
    assert.deepEqual(await tools.call(call("lookup_run")), {
      content: [{ type: "text", text: "refused\tunknown-tool\tno such command" }],
      isError: true,
    });
  });

  it("reads a person's answer only with approvals, and only from a client of 2026-07-28", async () => {
    const { registry, approvals } = registryOf();
    const accepted = { inputResponses: { approve: { action: "accept" } }, requestState: () => "x" };
    // No approvals: an answer sent is not read, and a tool that asks none runs.
    const plain = await mcpTools(registry, hosted).call(call("note_chart"), modern(accepted));
    assert.equal((plain as McpCallResult).isError, undefined);
    // A client of 2025 is asked nothing, so what it sends as an answer is not read either.
    const old = {
      mcpReq: {
        signal: new AbortController().signal,
        notify: () => Promise.resolve(),
        ...accepted,
      },
    };
    const refused = await mcpTools(registry, { ...hosted, approvals }).call(
      call("note_clear"),
      old,
    );
    assert.match(textOf(refused), /^refused\tapproval-required\t/);
  });

  it("grants a person's yes as the client named itself, or unnamed, and refuses a yes without a request", async () => {
    const { registry, approvals } = registryOf();
    const tools = mcpTools(registry, { ...hosted, approvals });
    const asking = modern({
      envelope: {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": { elicitation: {} },
      },
    });
    const asked = await tools.call(call("note_clear"), asking) as McpInputRequired;
    const yes = modern({
      inputResponses: { approve: { action: "accept" } },
      requestState: () => asked.requestState,
    });
    assert.equal(textOf(await tools.call(call("note_clear"), yes)), "cleared\tmcp client unnamed");
    const without = modern({ inputResponses: { approve: { action: "accept" } } });
    assert.match(
      textOf(await tools.call(call("note_clear"), without)),
      /^refused\tapproval-invalid\t/,
    );
  });

  it("tells no list change where no toolkit is deferred, and answers where the client cannot be told", async () => {
    const plain = createToolRegistry([defineToolkit("note", [noteChart])], { search: true });
    const sent: unknown[] = [];
    const old = {
      signal: new AbortController().signal,
      sendNotification: (notification: unknown) => (sent.push(notification), Promise.resolve()),
    };
    await mcpTools(plain).call(call("tool_search", { query: "draw a chart" }), old);
    assert.deepEqual(sent, []);
    const { registry } = registryOf();
    const found = await mcpTools(registry, hosted).call(
      call("tool_search", { query: "cancel a meeting" }),
      {},
    );
    assert.equal((found as McpCallResult).isError, undefined);
  });

  it("names no toolkit for a failure of a name no tool has, as when the host's call throws", async () => {
    const { registry } = registryOf();
    const heard: unknown[] = [];
    const tools = mcpTools(registry, {
      call: () => {
        throw new Error("no store");
      },
      onError: (error, where) => heard.push((error as Error).message, where),
    });
    assert.deepEqual(await tools.call(call("note_reed")), {
      content: [{ type: "text", text: "failed\tThe tool failed." }],
      isError: true,
    });
    assert.deepEqual(heard, ["no store", { tool: "note_reed", toolkit: "" }]);
  });
});

function textOf(result: McpCallResult | McpInputRequired): string {
  return ((result as McpCallResult).content[0] as { text: string }).text;
}
