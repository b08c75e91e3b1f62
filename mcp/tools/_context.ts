// A private helper: what the adapter reads of a request's handler context,
// the SDK v2's `ctx` or the SDK v1's `extra`, and of the request.

import type { ToolProgress } from "../../context/turn.ts";
import type { McpCallRequest, McpContext, McpNotification } from "../protocol.ts";

/** The first protocol revision whose requests carry an envelope, and take the exact listing. */
export const MODERN = "2026-07-28";

const VERSION = "io.modelcontextprotocol/protocolVersion";
const CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
const CLIENT = "io.modelcontextprotocol/clientInfo";

/** The request's envelope (protocol 2026-07-28 and later), as a record. */
function envelopeOf(context: McpContext): Record<string, unknown> | undefined {
  return context.mcpReq?.envelope as Record<string, unknown> | undefined;
}

/**
 * Whether the request came on a connection of 2026-07-28 or later: its
 * envelope names the revision. Revisions are dates, so they compare as text.
 */
export function isModern(context: McpContext): boolean {
  const version = envelopeOf(context)?.[VERSION];
  return typeof version === "string" && version >= MODERN;
}

/** Whether the client said in the request's envelope that it can ask its person. */
export function canAsk(context: McpContext): boolean {
  const capabilities = envelopeOf(context)?.[CAPABILITIES] as { elicitation?: unknown } | undefined;
  return capabilities?.elicitation != null;
}

/** The name the client gives itself in the request's envelope. */
export function clientName(context: McpContext): string | undefined {
  const name = (envelopeOf(context)?.[CLIENT] as { name?: unknown } | undefined)?.name;
  return typeof name === "string" ? name : undefined;
}

/** The signal that aborts when the client cancels the request. */
export function signalOf(context: McpContext): AbortSignal | undefined {
  return context.mcpReq?.signal ?? context.signal;
}

/** Sends a notification tied to the request; undefined where the context has no way. */
export function notifierOf(
  context: McpContext,
): ((notification: McpNotification) => Promise<void>) | undefined {
  const v2 = context.mcpReq;
  if (typeof v2?.notify === "function") return (notification) => v2.notify(notification);
  const v1 = context.sendNotification;
  return typeof v1 === "function" ? (notification) => v1.call(context, notification) : undefined;
}

/**
 * A call's `onProgress` that sends each report as `notifications/progress`
 * with the request's token; undefined where the client asked for none.
 */
export function progressOf(
  request: McpCallRequest,
  context: McpContext,
): ((progress: ToolProgress) => void) | undefined {
  const token = context.mcpReq?._meta?.progressToken ?? request.params._meta?.progressToken;
  if (typeof token !== "string" && typeof token !== "number") return undefined;
  const notify = notifierOf(context);
  if (notify === undefined) return undefined;
  return ({ done, total, message }) => {
    const params: {
      progressToken: string | number;
      progress: number;
      total?: number;
      message?: string;
    } = { progressToken: token, progress: done };
    if (total !== undefined) params.total = total;
    if (message !== undefined) params.message = message;
    // A report the transport could not send changes nothing for the call.
    notify({ method: "notifications/progress", params }).catch(() => {});
  };
}

/** A retried request's answer to the approval asked in the last round, where it has one. */
export function answerOf(
  context: McpContext,
  key: string,
): "accept" | "decline" | undefined {
  const answer = context.mcpReq?.inputResponses?.[key] as { action?: unknown } | undefined;
  const action = answer?.action;
  if (action === "accept") return "accept";
  return action === "decline" || action === "cancel" ? "decline" : undefined;
}
