// A private helper: what `tools/call` answers, from what the registry gave
// or threw: the rows as text and the attachments after them, a refusal the
// model reads, a short failure, the protocol error of an unknown tool, and
// the input request of a call waiting for a person.

import type { ToolResult } from "../../context/tool.ts";
import { refusalBody } from "../../context/rows.ts";
import type { ToolRefusal } from "../../context/refusal.ts";
import type { ApprovalRequired } from "../../context/approval.ts";
import { FAILED } from "../../context/_shared.ts";
import type { McpCallResult, McpContent, McpInputRequired } from "../protocol.ts";

/** JSON-RPC's invalid params: MCP's error for a call to a tool the server does not have. */
const INVALID_PARAMS = -32602;

/** The key of the one input request the adapter makes: a person's yes or no. */
export const APPROVE = "approve";

/** A tool's answer: its rows as one text block, each attachment, its structured answer. */
export function answered({ rows, structured, attachments }: ToolResult): McpCallResult {
  const content: McpContent[] = [];
  // Rows there are always go first; none at all is an empty text only where nothing else is.
  if (rows.length > 0 || attachments === undefined) {
    content.push({ type: "text", text: rows.join("\n") });
  }
  if (attachments !== undefined) { for (const attachment of attachments) content.push(attachment); }
  const result: McpCallResult = { content };
  if (structured !== undefined) result.structuredContent = structured;
  return result;
}

/** A refusal as the model reads it: an error result, with no structured content. */
export function refused(refusal: ToolRefusal): McpCallResult {
  return { content: [{ type: "text", text: refusalBody(refusal) }], isError: true };
}

/** What a failure answers: the details stay with the host. */
export function failed(): McpCallResult {
  return { content: [{ type: "text", text: FAILED }], isError: true };
}

/**
 * The protocol error of a call to a tool the server does not have: the
 * refusal's message and its line naming every tool. Both SDKs send a thrown
 * error's `code` and `message` as they are.
 */
export function unknownTool(refusal: ToolRefusal): Error {
  const error = new Error([refusal.message, ...refusal.lines].join("\n"));
  return Object.assign(error, { code: INVALID_PARAMS });
}

/** A call waiting for a person, as an input request: the preview, and yes or no. */
export function inputRequired(asked: ApprovalRequired): McpInputRequired {
  return {
    resultType: "input_required",
    inputRequests: {
      [APPROVE]: {
        method: "elicitation/create",
        params: {
          mode: "form",
          // The preview's rows, without the retry row.
          message: `${asked.message}:\n${asked.lines.slice(0, -1).join("\n")}`,
          requestedSchema: { type: "object", properties: {} },
        },
      },
    },
    requestState: asked.request,
  };
}
