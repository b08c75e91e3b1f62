// A private helper: what a call answers and what the model reads of it:
// the rows as text and the attachments as files, a refusal's text as an
// error's, and a short failure.

import type { ToolResult } from "../../context/tool.ts";
import type { ToolAttachment } from "../../context/attachments.ts";
import { attachmentRows } from "../../context/_shared.ts";
import type { AiSdkModelOutput, AiSdkOutput } from "../protocol.ts";

/** A tool's answer as the call's output. */
export function outputOf({ rows, structured, attachments }: ToolResult): AiSdkOutput {
  const output: AiSdkOutput = { text: rows.join("\n") };
  if (structured !== undefined) output.structured = structured;
  if (attachments !== undefined) output.attachments = attachments;
  return output;
}

/**
 * What the model reads of an output: an error's text for a refusal or a
 * failure; the text and each image or recording as a file; a link as a row
 * of its own, since a provider would fetch a file's URL itself.
 */
export function modelOutputOf({ output }: { output: AiSdkOutput }): AiSdkModelOutput {
  const { text, isError, attachments } = output;
  if (isError === true) return { type: "error-text", value: text };
  if (attachments === undefined) return { type: "text", value: text };
  const lines = text === "" ? [] : [text];
  const files: (AiSdkModelOutput & { type: "content" })["value"] = [];
  for (const attachment of attachments) {
    if (attachment.type === "resource_link") {
      lines.push(...attachmentRows([attachment as ToolAttachment]));
    } else {
      files.push({
        type: "file",
        mediaType: attachment.mimeType,
        data: { type: "data", data: attachment.data },
      });
    }
  }
  return { type: "content", value: [{ type: "text", text: lines.join("\n") }, ...files] };
}
