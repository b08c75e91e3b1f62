/**
 * The note toolkit behind an MCP server, built with the low-level `Server` of
 * the MCP TypeScript SDK v2 (`@modelcontextprotocol/server`): `tools/list`
 * from the registry, `tools/call` through `registry.answer` (rows as text,
 * and a tool's structured answer where it has an output), refusals as tool
 * results the model reads, without structured content. A call that waits for
 * a person becomes an input request for a client of 2026-07-28 that can ask
 * one. `mcp_v1.ts` is the same server on SDK 1.x.
 *
 * @module
 */

import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  inputRequired,
  type InputRequiredResult,
  inputResponse,
  ProtocolError,
  ProtocolErrorCode,
  Server,
} from "@modelcontextprotocol/server";
import {
  approvalDenied,
  ApprovalRequired,
  refusalBody,
  ToolRefusal,
} from "@adecore/agents/context";
import type { NoteStore } from "./store.ts";
import {
  answerResult,
  createNotesRegistry,
  FAILED,
  progressTo,
  type TextResult,
  textResult,
  toolList,
  unknownToolMessage,
} from "./host.ts";

export { toolList };

/** What a server needs: the store, and whether its client may change notes. */
export interface NotesServerOptions {
  /** The notes. */
  readonly store: NoteStore;
  /** False for a client that may only read. */
  readonly mayWrite: boolean;
  /** How long a search waits on each note, to show its deadline at work; none by default. */
  readonly searchDelayMs?: number | undefined;
  /** Where the details of an unexpected error go; stderr by default. */
  readonly log?: (message: string, error: unknown) => void;
  /** The secret approvals are signed with; random unless given. */
  readonly approvalKey?: string | Uint8Array | undefined;
}

/** The key of the one input request this server makes: a person's yes or no. */
const APPROVE = "approve";

/** Makes an MCP server over the note toolkit; connect it to any transport. */
export function createNotesServer(options: NotesServerOptions): Server {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const { registry, approvals } = createNotesRegistry(options.store, options.approvalKey);
  const server = new Server(
    { name: "adecore-notes", version: "0.1.0" },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler("tools/list", () => toolList);
  server.setRequestHandler(
    "tools/call",
    async (request, ctx): Promise<TextResult | InputRequiredResult> => {
      const { name, arguments: input } = request.params;
      try {
        // The client's retry after an input request: the person's answer, and the request back.
        const answer = inputResponse(ctx.mcpReq.inputResponses, APPROVE);
        let approval: string | undefined;
        if (answer.kind === "elicit") {
          if (answer.action !== "accept") return textResult(refusalBody(approvalDenied()), true);
          // The request came back through the client: grant checks it was this server's, unexpired.
          const by = `mcp client ${clientName(ctx.mcpReq.envelope) ?? "unnamed"}`;
          approval = await approvals.grant(String(ctx.mcpReq.requestState()), { by });
        }
        const answered = await registry.answer(name, input, {
          store: options.store,
          mayWrite: options.mayWrite,
          searchDelayMs: options.searchDelayMs,
          // Cancelled by the client: the call rejects at once, and the SDK sends nothing for it.
          signal: ctx.mcpReq.signal,
          // A client that asked for progress gets the tool's reports of it.
          onProgress: progressTo(ctx.mcpReq._meta?.progressToken, ctx.mcpReq.notify),
          approval,
        });
        return answerResult(answered);
      } catch (error) {
        // A client of 2026-07-28 that can ask its person gets an input request; any other
        // reads the refusal, with the preview, as the model would.
        if (error instanceof ApprovalRequired && asks(ctx.mcpReq.envelope)) {
          return inputRequired({
            inputRequests: {
              [APPROVE]: inputRequired.elicit({
                message: `${error.message}:\n${error.lines.slice(0, -1).join("\n")}`,
                requestedSchema: { type: "object", properties: {} },
              }),
            },
            requestState: error.request,
          });
        }
        // A name no tool has is a protocol error; its message names every tool.
        const unknown = unknownToolMessage(name, error);
        if (unknown !== undefined) {
          throw new ProtocolError(ProtocolErrorCode.InvalidParams, unknown);
        }
        // A refusal is an answer for the model, never a protocol error: timed-out too,
        // which tells the model whether the same call is safe to send again.
        if (error instanceof ToolRefusal) return textResult(refusalBody(error), true);
        log(`tool ${name} failed:`, error);
        return textResult(FAILED, true);
      }
    },
  );
  return server;
}

/**
 * Whether the client speaks 2026-07-28 (its requests carry an envelope, which
 * the SDK types as `{}`) and says in it that it can ask its person.
 */
function asks(envelope: unknown): boolean {
  const meta = envelope as Record<string, { elicitation?: unknown } | undefined> | undefined;
  return meta?.[CLIENT_CAPABILITIES_META_KEY]?.elicitation !== undefined;
}

/** The name a client of 2026-07-28 gives itself in its requests' envelope. */
function clientName(envelope: unknown): string | undefined {
  const meta = envelope as Record<string, { name?: unknown } | undefined> | undefined;
  const name = meta?.[CLIENT_INFO_META_KEY]?.name;
  return typeof name === "string" ? name : undefined;
}
