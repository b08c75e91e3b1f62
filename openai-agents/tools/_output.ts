// A private helper: what a function tool answers the model: the rows as
// text, and where the tool attached images, the text and the images; a
// recording or a link as a row, which a function call's output cannot
// carry otherwise.

import type { ToolResult } from "../../context/tool.ts";
import type { ToolAttachment } from "../../context/attachments.ts";
import { attachmentRows } from "../../context/_shared.ts";
import type { OpenaiAgentsOutput } from "../protocol.ts";

/** A tool's answer as the model reads it. */
export function outputOf({ rows, attachments }: ToolResult): OpenaiAgentsOutput {
  if (attachments === undefined) return rows.join("\n");
  const lines = [...rows];
  const images: { type: "image"; image: { data: string; mediaType: string } }[] = [];
  for (const attachment of attachments) {
    if (attachment.type === "image") {
      images.push({
        type: "image",
        image: { data: attachment.data, mediaType: attachment.mimeType },
      });
    } else lines.push(...attachmentRows([attachment as ToolAttachment]));
  }
  if (images.length === 0) return lines.join("\n");
  return [{ type: "text", text: lines.join("\n") }, ...images];
}
