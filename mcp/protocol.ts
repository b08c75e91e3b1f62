/**
 * The few shapes of MCP that the adapter reads and writes, declared here so
 * the package imports no SDK: a request's handler context as the SDK v2
 * (`ctx`) and the SDK v1 (`extra`) hand it over, a tool as `tools/list`
 * lists it, and a `tools/call` result. Both SDKs' own types fit them; tests
 * check that against each SDK.
 *
 * They are type literals, not interfaces, so that the SDKs' result types,
 * which take any key, take them too.
 *
 * @module
 */

/**
 * A progress report or a change of the tool list, as the adapter sends them.
 *
 * @example A progress report
 * ```ts
 * import assert from "node:assert/strict";
 * import type { McpNotification } from "@adecore/agents/mcp";
 *
 * const report: McpNotification = {
 *   method: "notifications/progress",
 *   params: { progressToken: 7, progress: 1, total: 3 },
 * };
 * assert.equal(report.method, "notifications/progress");
 * ```
 */
export type McpNotification =
  | {
    /** A report of how far a call got. */
    method: "notifications/progress";
    /** The request's token, and how far. */
    params: {
      progressToken: string | number;
      progress: number;
      total?: number;
      message?: string;
    };
  }
  | {
    /** The tools a client may list have changed: it lists them again. */
    method: "notifications/tools/list_changed";
  };

/**
 * What a request handler is handed beside the request, as much of it as
 * the adapter reads: the SDK v2's `ctx` (under `mcpReq`) or the SDK v1's
 * `extra` (at the top). Give it as the SDK gave it.
 *
 * @example The SDK v1's extra, as the adapter reads it
 * ```ts
 * import assert from "node:assert/strict";
 * import type { McpContext } from "@adecore/agents/mcp";
 *
 * const extra: McpContext = {
 *   signal: new AbortController().signal,
 *   sendNotification: async () => {},
 *   sessionId: "s1",
 * };
 * assert.equal(extra.sessionId, "s1");
 * ```
 */
export type McpContext = {
  /** The SDK v2's request: its signal, `_meta`, envelope and input responses. */
  mcpReq?: {
    /** Aborts when the client cancels the request. */
    signal: AbortSignal;
    /** The request's `_meta`: its progress token, where the client asked for progress. */
    _meta?: { progressToken?: string | number | undefined } | undefined;
    /**
     * The per-request envelope of protocol 2026-07-28 and later: the
     * revision under `io.modelcontextprotocol/protocolVersion`, and the
     * client's name and capabilities. Absent on earlier connections.
     */
    envelope?: object | undefined;
    /** A retried request's answers to the input requests of the last round. */
    inputResponses?: Record<string, unknown> | undefined;
    /** The request state of the last round, as the client sent it back. */
    requestState?: (() => unknown) | undefined;
    /** Sends a notification tied to the request. */
    notify: (notification: McpNotification) => Promise<void>;
  };
  /** The SDK v1's signal: aborts when the client cancels the request. */
  signal?: AbortSignal | undefined;
  /** The SDK v1's way to send a notification tied to the request. */
  sendNotification?: ((notification: McpNotification) => Promise<void>) | undefined;
  /** The transport's session, where it has sessions. */
  sessionId?: string | undefined;
};

/**
 * A `tools/call` request, as much of it as the adapter reads.
 *
 * @example A call with a progress token
 * ```ts
 * import assert from "node:assert/strict";
 * import type { McpCallRequest } from "@adecore/agents/mcp";
 *
 * const request: McpCallRequest = {
 *   method: "tools/call",
 *   params: { name: "note_read", arguments: { id: 1 }, _meta: { progressToken: 7 } },
 * };
 * assert.equal(request.params.name, "note_read");
 * ```
 */
export type McpCallRequest = {
  /** Always `tools/call`. */
  method: "tools/call";
  /** The tool's name, the model's arguments, and the request's `_meta`. */
  params: {
    name: string;
    arguments?: Record<string, unknown> | undefined;
    _meta?: { progressToken?: string | number | undefined } | undefined;
  };
};

/**
 * A JSON object, as the SDKs type an input or output schema.
 *
 * @example The portable listing of an empty input
 * ```ts
 * import assert from "node:assert/strict";
 * import type { McpSchema } from "@adecore/agents/mcp";
 *
 * const schema: McpSchema = { type: "object", properties: {} };
 * assert.equal(schema.type, "object");
 * ```
 */
export type McpSchema = { type: "object"; [key: string]: unknown };

/**
 * A tool as `tools/list` lists it.
 *
 * @example A tool that said it only reads
 * ```ts
 * import assert from "node:assert/strict";
 * import type { McpTool } from "@adecore/agents/mcp";
 *
 * const listed: McpTool = {
 *   name: "note_read",
 *   description: "Reads a note.",
 *   inputSchema: { type: "object", properties: {} },
 *   annotations: { readOnlyHint: true },
 * };
 * assert.equal(listed.annotations?.readOnlyHint, true);
 * ```
 */
export type McpTool = {
  /** The name a model calls. */
  name: string;
  /** A display name for people, where the tool has one. */
  title?: string;
  /** What the tool does, for the model. */
  description: string;
  /** The listing of the tool's input for the client's protocol revision. */
  inputSchema: McpSchema;
  /** What a structured answer fits, for a tool with an output. */
  outputSchema?: McpSchema;
  /** The hints the tool's author gave, and only those; absent where none. */
  annotations?: {
    readOnlyHint?: boolean;
    destructiveHint?: boolean;
    idempotentHint?: boolean;
    openWorldHint?: boolean;
  };
};

/**
 * One block of a `tools/call` result: the rows as text, or an attachment.
 *
 * @example An image block
 * ```ts
 * import assert from "node:assert/strict";
 * import type { McpContent } from "@adecore/agents/mcp";
 *
 * const block: McpContent = { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" };
 * assert.equal(block.type, "image");
 * ```
 */
export type McpContent =
  | { type: "text"; text: string }
  | { type: "image"; data: string; mimeType: string }
  | { type: "audio"; data: string; mimeType: string }
  | {
    type: "resource_link";
    uri: string;
    name: string;
    mimeType?: string;
    title?: string;
    description?: string;
  };

/**
 * What `tools/call` answers: the rows as one text block, the attachments
 * after it, the structured answer of a tool with an output, and `isError`
 * for a refusal or a failure, which the model reads.
 *
 * @example A refusal as the model reads it
 * ```ts
 * import assert from "node:assert/strict";
 * import type { McpCallResult } from "@adecore/agents/mcp";
 *
 * const refused: McpCallResult = {
 *   content: [{ type: "text", text: "refused\tnot-found\tno note 4" }],
 *   isError: true,
 * };
 * assert.ok(refused.isError);
 * ```
 */
export type McpCallResult = {
  /** The rows as text, then each attachment. */
  content: McpContent[];
  /** The checked answer of a tool with an output; never on an error. */
  structuredContent?: Record<string, unknown>;
  /** True for a refusal or a failure. */
  isError?: boolean;
};

/**
 * What `tools/call` answers on a 2026-07-28 connection when a call waits for
 * a person: an input request the client puts to its person, and the
 * request state it sends back with the answer.
 *
 * @example An approval asked
 * ```ts
 * import assert from "node:assert/strict";
 * import type { McpInputRequired } from "@adecore/agents/mcp";
 *
 * const asked: McpInputRequired = {
 *   resultType: "input_required",
 *   inputRequests: {
 *     approve: {
 *       method: "elicitation/create",
 *       params: { mode: "form", message: "Clear every note?", requestedSchema: { type: "object", properties: {} } },
 *     },
 *   },
 *   requestState: "a signed request",
 * };
 * assert.equal(asked.resultType, "input_required");
 * ```
 */
export type McpInputRequired = {
  /** Tells the client the call needs input. */
  resultType: "input_required";
  /** The one request: a person's yes or no, under `approve`. */
  inputRequests: {
    [key: string]: {
      method: "elicitation/create";
      params: {
        mode: "form";
        message: string;
        requestedSchema: { type: "object"; properties: Record<string, never> };
      };
    };
  };
  /** The signed approval request, which the client sends back. */
  requestState: string;
};
