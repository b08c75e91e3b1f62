/**
 * Answers beyond text: images, audio and links to resources a tool attaches
 * beside its rows with `turn.attach`, made here and checked by the registry
 * before any client sees them.
 *
 * @module
 */

import { base64Of } from "./attachments/_bytes.ts";

/** The image types a tool may attach: those MCP clients and model APIs all show. */
export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

/** The audio types a tool may attach: WAV and MP3. */
export type AudioType = "audio/wav" | "audio/mpeg";

/**
 * An image a tool attaches, as MCP's image content holds it.
 *
 * @example An image's fields
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ImageAttachment } from "@adecore/agents/context";
 *
 * const shot: ImageAttachment = { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" };
 * assert.equal(shot.mimeType, "image/png");
 * ```
 */
export interface ImageAttachment {
  /** What it is. */
  readonly type: "image";
  /** Its bytes in base64. */
  readonly data: string;
  /** The type its bytes are. */
  readonly mimeType: ImageType;
}

/**
 * A recording a tool attaches, as MCP's audio content holds it.
 *
 * @example A recording's fields
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AudioAttachment } from "@adecore/agents/context";
 *
 * const clip: AudioAttachment = { type: "audio", data: "SUQz", mimeType: "audio/mpeg" };
 * assert.equal(clip.type, "audio");
 * ```
 */
export interface AudioAttachment {
  /** What it is. */
  readonly type: "audio";
  /** Its bytes in base64. */
  readonly data: string;
  /** The type its bytes are. */
  readonly mimeType: AudioType;
}

/**
 * A link to a resource a client may read or fetch, as MCP's `resource_link`
 * content holds it.
 *
 * @example A link's fields
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ResourceLinkAttachment } from "@adecore/agents/context";
 *
 * const link: ResourceLinkAttachment = {
 *   type: "resource_link",
 *   uri: "https://example.com/notes/1",
 *   name: "note 1",
 * };
 * assert.equal(new URL(link.uri).protocol, "https:");
 * ```
 */
export interface ResourceLinkAttachment {
  /** What it is. */
  readonly type: "resource_link";
  /** Where the resource is: `https`, or a scheme the registry's host lists. */
  readonly uri: string;
  /** The resource's name, for people and models. */
  readonly name: string;
  /** The resource's type, where the tool knows it. */
  readonly mimeType?: string;
  /** A display name for people. */
  readonly title?: string;
  /** What the resource holds. */
  readonly description?: string;
}

/**
 * What a tool may attach beside its rows.
 *
 * @example Telling attachments apart
 * ```ts
 * import assert from "node:assert/strict";
 * import { resourceLink, type ToolAttachment } from "@adecore/agents/context";
 *
 * const shown = (attachment: ToolAttachment) =>
 *   attachment.type === "resource_link" ? attachment.uri : attachment.mimeType;
 * assert.equal(shown(resourceLink({ uri: "https://example.com", name: "home" })), "https://example.com");
 * ```
 */
export type ToolAttachment = ImageAttachment | AudioAttachment | ResourceLinkAttachment;

/**
 * What a registry lets tools attach, given as `createToolRegistry`'s
 * `attachments` option.
 *
 * @example A registry that takes larger images and notes' own links
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolAttachmentOptions } from "@adecore/agents/context";
 *
 * const options: ToolAttachmentOptions = { maxBytes: 10 * 1024 * 1024, schemes: ["notes"] };
 * assert.deepEqual(options.schemes, ["notes"]);
 * ```
 */
export interface ToolAttachmentOptions {
  /**
   * The most bytes an image or a recording may hold: 5 MiB unless told (the
   * largest image Anthropic's API takes), a whole number from 1 to 2^31 - 1.
   */
  readonly maxBytes?: number;
  /**
   * The schemes a link may have beside `https`, lower case without the
   * colon (`"notes"` for `notes://1`); never `javascript` or `data`.
   */
  readonly schemes?: readonly string[];
}

/**
 * An image to attach with `turn.attach`: its bytes, or their base64, and
 * its type. The registry checks it when attached: the type, the base64, the
 * size, and that the bytes start as that type's files do.
 *
 * @param data The image's bytes, or their base64.
 * @param mimeType The type the bytes are.
 * @returns The attachment, frozen.
 *
 * @example A PNG from its bytes
 * ```ts
 * import assert from "node:assert/strict";
 * import { image } from "@adecore/agents/context";
 *
 * const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
 * assert.deepEqual(image(png, "image/png"), {
 *   type: "image",
 *   data: "iVBORw0KGgo=",
 *   mimeType: "image/png",
 * });
 * ```
 */
export function image(data: Uint8Array | string, mimeType: ImageType): ImageAttachment {
  return Object.freeze({ type: "image", data: base64Of(data), mimeType });
}

/**
 * A recording to attach with `turn.attach`: its bytes, or their base64, and
 * its type, checked as an image is.
 *
 * @param data The recording's bytes, or their base64.
 * @param mimeType The type the bytes are.
 * @returns The attachment, frozen.
 *
 * @example An MP3 that starts with its tags
 * ```ts
 * import assert from "node:assert/strict";
 * import { audio } from "@adecore/agents/context";
 *
 * const mp3 = new TextEncoder().encode("ID3");
 * assert.deepEqual(audio(mp3, "audio/mpeg"), { type: "audio", data: "SUQz", mimeType: "audio/mpeg" });
 * ```
 */
export function audio(data: Uint8Array | string, mimeType: AudioType): AudioAttachment {
  return Object.freeze({ type: "audio", data: base64Of(data), mimeType });
}

/**
 * A link to a resource to attach with `turn.attach`. The registry checks it
 * when attached: the URI parses, and its scheme is `https` or one the host
 * listed.
 *
 * @param link Where the resource is, its name, and optionally its type,
 * title and description.
 * @returns The attachment, frozen, holding only those fields.
 *
 * @example A link to a note
 * ```ts
 * import assert from "node:assert/strict";
 * import { resourceLink } from "@adecore/agents/context";
 *
 * assert.deepEqual(resourceLink({ uri: "https://example.com/notes/1", name: "note 1" }), {
 *   type: "resource_link",
 *   uri: "https://example.com/notes/1",
 *   name: "note 1",
 * });
 * ```
 */
export function resourceLink(
  link: Omit<ResourceLinkAttachment, "type">,
): ResourceLinkAttachment {
  const { uri, name, mimeType, title, description } = link;
  return Object.freeze({
    type: "resource_link",
    uri,
    name,
    ...(mimeType === undefined ? {} : { mimeType }),
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
  });
}
