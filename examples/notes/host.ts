/**
 * The note host without a transport: its registry, the tool list an MCP
 * client reads, and the pieces of a `tools/call` answer. The MCP servers
 * (SDK v2 in `mcp.ts`, SDK 1.x in `mcp_v1.ts`) and the edge handler share it;
 * nothing here imports an MCP SDK, so the edge handler loads none.
 *
 * @module
 */

import {
  createApprovals,
  createToolRegistry,
  type ToolApprovals,
  toolInputSchema,
  toolOutputSchema,
  type ToolProgress,
  ToolRefusal,
  type ToolRegistry,
  type ToolResult,
} from "@adecore/agents/context";
import { type NoteCall, noteToolkit } from "./toolkit.ts";
import type { NoteStore } from "./store.ts";

/** A registry of the note toolkit, and the approvals its clear tool waits on. */
export interface NotesRegistry {
  readonly registry: ToolRegistry<NoteCall>;
  readonly approvals: ToolApprovals<NoteCall>;
}

/**
 * The note toolkit's registry over a store, which keeps the ids of used
 * approvals, so a grant runs once even across servers sharing the file.
 *
 * @param store The notes, and the approvals used.
 * @param key The secret approvals are signed with: servers that share
 * requests and grants share it; random unless given.
 */
export function createNotesRegistry(
  store: NoteStore,
  key: string | Uint8Array = crypto.getRandomValues(new Uint8Array(32)),
): NotesRegistry {
  const approvals = createApprovals<NoteCall>({
    keys: [key],
    // One person works on a server's notes: nothing in a call changes whom a grant is for.
    bind: () => "",
    once: (id, expiresAt) => store.claim(id, expiresAt),
  });
  return { registry: createToolRegistry([noteToolkit], { approvals }), approvals };
}

const names: ReadonlySet<string> = new Set(noteToolkit.tools.map((tool) => tool.name));

/**
 * A read changes nothing and a delete at a revision has no effect the second
 * time, so these are idempotent. Said per tool: read-only does not imply it.
 */
const IDEMPOTENT: ReadonlySet<string> = new Set([
  "note_read",
  "note_list",
  "note_search",
  "note_delete",
  "note_clear",
]);

/**
 * A tool as `tools/list` lists it, with all four MCP hints. Written as type
 * literals, not interfaces, so that both SDKs' result types take it.
 */
export type ListedTool = {
  /** The tool's name. */
  name: string;
  /** What the tool does, for the model. */
  description: string;
  /** A display name for people, where the tool gives one. */
  title?: string;
  /** The tool's input: the package's listing, as the JSON object an SDK types it. */
  inputSchema: { readonly type: "object"; readonly [key: string]: unknown };
  /** What a tool with an output answers as structured content, where it has one. */
  outputSchema?: { readonly type: "object"; readonly [key: string]: unknown };
  /** Every hint: MCP assumes a destructive, open-world tool where one is left out. */
  annotations: {
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
};

/** The answer to `tools/list`; computed once, since the listings are. */
export const toolList: { tools: ListedTool[] } = {
  tools: noteToolkit.tools.map((tool) => ({
    name: tool.name,
    ...(tool.title === undefined ? {} : { title: tool.title }),
    description: tool.description,
    // A shallow copy: its type is a plain object's, which the JSON object type takes.
    inputSchema: { ...toolInputSchema(tool.input) },
    ...(tool.output === undefined ? {} : { outputSchema: { ...toolOutputSchema(tool.output) } }),
    annotations: {
      readOnlyHint: tool.annotations.readOnly,
      destructiveHint: tool.annotations.destructive,
      idempotentHint: IDEMPOTENT.has(tool.name),
      // Every tool works on this host's own store.
      openWorldHint: false,
    },
  })),
};

/**
 * A `tools/call` result: one text block, whether it reports an error to the
 * model, and the structured answer of a tool with an output.
 */
export type TextResult = {
  /** The text, as one block. */
  content: { type: "text"; text: string }[];
  /** True for a refusal or a failure: the model reads it and may try again. */
  isError: boolean;
  /** The checked answer of a tool with an output; never on an error. */
  structuredContent?: Record<string, unknown>;
};

/** Makes a `tools/call` result of one text block. */
export function textResult(text: string, isError = false): TextResult {
  return { content: [{ type: "text", text }], isError };
}

/** Makes a `tools/call` result of a tool's answer: its rows as text, and its structured answer. */
export function answerResult({ rows, structured }: ToolResult): TextResult {
  const result = textResult(rows.join("\n"));
  return structured === undefined ? result : { ...result, structuredContent: structured };
}

/**
 * What a call answers when its tool throws anything but a refusal: short, and
 * about nothing inside the host. The details go to the host's log.
 */
export const FAILED = "failed\tThe tool failed inside the host; this is not about your input.";

/**
 * The message of the protocol error for a call to a tool this host does not
 * have (MCP 2025-11-25: an unknown tool is a protocol error, -32602): the
 * `unknown-tool` refusal's message and its `tools` line, so the client sees
 * every tool name.
 *
 * @param name The tool name the call sent.
 * @param error What `registry.run` rejected with.
 * @returns The message, or undefined when `error` is anything else.
 */
export function unknownToolMessage(name: string, error: unknown): string | undefined {
  if (!(error instanceof ToolRefusal) || error.code !== "unknown-tool" || names.has(name)) {
    return undefined;
  }
  return [error.message, ...error.lines].join("\n");
}

/** A `notifications/progress` message, as both SDKs send it. */
export type ProgressNotification = {
  method: "notifications/progress";
  params: { progressToken: string | number; progress: number; total?: number; message?: string };
};

/**
 * A call's `onProgress` that sends each report of the tool to the client as
 * `notifications/progress` with the request's progress token; undefined
 * where the client sent none, and then the tool's reports go nowhere.
 *
 * @param token The request's `_meta.progressToken`.
 * @param notify The SDK's way to send a notification tied to the request.
 */
export function progressTo(
  token: unknown,
  notify: (notification: ProgressNotification) => Promise<void>,
): ((progress: ToolProgress) => void) | undefined {
  if (typeof token !== "string" && typeof token !== "number") return undefined;
  return ({ done, total, message }) => {
    const params: ProgressNotification["params"] = { progressToken: token, progress: done };
    if (total !== undefined) params.total = total;
    if (message !== undefined) params.message = message;
    // A notification the transport could not send changes nothing for the call.
    notify({ method: "notifications/progress", params }).catch(() => {});
  };
}
