// A private helper: the `tools/call` handler of mcpTools, through a
// registry: the call made from the request, the answer or the refusal as
// the client reads it, an approval asked and granted, a search that grows
// a session's list.

import type { ToolCallBase } from "../../context/call.ts";
import type { ToolRegistry } from "../../context/registry.ts";
import type { ToolApprovals } from "../../context/approvals.ts";
import { ToolRefusal } from "../../context/refusal.ts";
import { approvalDenied, ApprovalRequired } from "../../context/approval.ts";
import { isMade, type OnError, report } from "../../context/_shared.ts";
import type { McpCallRequest, McpCallResult, McpContext, McpInputRequired } from "../protocol.ts";
import {
  answerOf,
  canAsk,
  clientName,
  isModern,
  notifierOf,
  progressOf,
  signalOf,
} from "./_context.ts";
import { answered, APPROVE, failed, inputRequired, refused, unknownTool } from "./_result.ts";

/** What the handler needs of mcpTools: the registry, the host's options, a session's finds. */
export interface Session {
  readonly viewOf: (context: McpContext) => ToolRegistry<never>;
  readonly hostCall: ((context: McpContext) => object) | undefined;
  readonly onError: OnError;
  readonly approvals: ToolApprovals<never> | undefined;
  /** The deferred tools this session's searches found, by name. */
  readonly found: Set<string>;
}

/** The `tools/call` handler of a session. */
export function callOf(
  session: Session,
): (request: McpCallRequest, context?: McpContext) => Promise<McpCallResult | McpInputRequired> {
  const { viewOf, hostCall, approvals } = session;
  return async (request, context = {}) => {
    const view = viewOf(context);
    const { name, arguments: input } = request.params;
    const signal = signalOf(context);
    try {
      const approval = approvals === undefined ? undefined : await approvalOf(approvals, context);
      if (approval === false) return refused(approvalDenied());
      const call: ToolCallBase = {
        ...hostCall?.(context),
        ...(signal === undefined ? {} : { signal }),
        onProgress: progressOf(request, context),
        ...(approval === undefined ? {} : { approval }),
      };
      const result = await view.answer(name, input, call as never);
      // A registry's search tool is the last of its tools.
      const last = view.tools[view.tools.length - 1];
      if (last?.name === name && isMade("search", last) && !isModern(context)) {
        grow(session, view, result.structured, context);
      }
      return answered(result);
    } catch (error) {
      // A cancelled request is answered by nobody: the SDK sends nothing for it.
      if (signal?.aborted) throw error;
      return failure(session, view, name, error, context);
    }
  };
}

/** What a call that did not answer gives the client. */
function failure(
  session: Session,
  view: ToolRegistry<never>,
  name: string,
  error: unknown,
  context: McpContext,
): McpCallResult | McpInputRequired {
  const asking = session.approvals !== undefined && isModern(context) && canAsk(context);
  if (error instanceof ApprovalRequired && asking) return inputRequired(error);
  const tool = view.tools.find((each) => each.name === name);
  if (error instanceof ToolRefusal) {
    // The registry's refusal of a name it does not hold; a tool's own is the model's to read.
    if (error.code === "unknown-tool" && tool === undefined) throw unknownTool(error);
    return refused(error);
  }
  report(session.onError, error, { tool: name, toolkit: tool?.toolkit ?? "" });
  return failed();
}

/** The grant of a retried request, false for a person's no, undefined for none. */
async function approvalOf(
  approvals: ToolApprovals<never>,
  context: McpContext,
): Promise<string | false | undefined> {
  if (!isModern(context)) return undefined;
  const answer = answerOf(context, APPROVE);
  if (answer === undefined) return undefined;
  if (answer === "decline") return false;
  // The request came back through the client: grant checks it was ours, and unexpired.
  const by = `mcp client ${clientName(context) ?? "unnamed"}`;
  return await approvals.grant(String(context.mcpReq?.requestState?.()), { by });
}

/** Adds what a search found to the session's list, and tells the client where it grew. */
function grow(
  session: Session,
  view: ToolRegistry<never>,
  structured: unknown,
  context: McpContext,
): void {
  if (view.listed === view.tools) return;
  const { found } = session;
  const size = found.size;
  for (const name of (structured as { tools: readonly string[] }).tools) found.add(name);
  if (found.size === size) return;
  notifierOf(context)?.({ method: "notifications/tools/list_changed" }).catch(() => {});
}
