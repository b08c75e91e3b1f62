// A private helper: what a tool attaches, checked before any client sees it
// (its type, its bytes and their size, a link's URI and scheme), each
// mistake a plain Error naming the tool and what would be right; and the
// rows that tell a model behind a text-only client what was left out.

import type { ToolAttachment } from "../attachments.ts";
import { field } from "../rows.ts";
import { optionsOf } from "../util/_options.ts";
import { bytesIn, headOf, SIGNATURES } from "./_bytes.ts";

/** What a registry lets its tools attach. */
export interface Rules {
  readonly maxBytes: number;
  /** Each scheme a link may have, with its colon, as `URL.protocol` reads it. */
  readonly schemes: ReadonlySet<string>;
}

/** 5 MiB: the largest image Anthropic's API takes. */
const MAX_BYTES = 5 * 1024 * 1024;

export const RULES: Rules = Object.freeze({
  maxBytes: MAX_BYTES,
  schemes: Object.freeze(new Set(["https:"])),
});

const TYPES: Readonly<Record<"image" | "audio", readonly string[]>> = Object.freeze({
  image: Object.freeze(["image/png", "image/jpeg", "image/gif", "image/webp"]),
  audio: Object.freeze(["audio/wav", "audio/mpeg"]),
});

/** Schemes a link never has: what a client would run, or carry whole in the link. */
const NEVER: ReadonlyArray<string> = Object.freeze(["javascript", "data", "vbscript"]);

const SCHEME = /^[a-z][a-z0-9+.-]*$/;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;
const AT = "createToolRegistry: the option attachments";

/**
 * The rules of createToolRegistry's `attachments` option.
 *
 * @throws {Error} For options that are no object or not the registry's, a
 * size that is no whole number from 1 to 2^31 - 1, and schemes that are no
 * array of lower case scheme names, or name one a link never has.
 */
export function readRules(given: unknown): Rules {
  if (given == null) return RULES;
  const { maxBytes, schemes } = optionsOf(
    given,
    ["maxBytes", "schemes"],
    AT,
    '{ maxBytes: 1_000_000, schemes: ["notes"] }',
  );
  if (maxBytes != null && !(Number.isInteger(maxBytes) && (maxBytes as number) >= 1)) {
    throw new Error(`${AT}.maxBytes is ${String(maxBytes)}; give a whole number of bytes from 1`);
  }
  if ((maxBytes as number) > 2 ** 31 - 1) {
    throw new Error(`${AT}.maxBytes is over 2^31 - 1; give a smaller number of bytes`);
  }
  const allowed = new Set(["https:"]);
  if (schemes != null) {
    if (!Array.isArray(schemes)) {
      throw new Error(`${AT}.schemes is no array; give scheme names, like ["notes"]`);
    }
    for (const scheme of schemes as unknown[]) {
      if (typeof scheme !== "string" || !SCHEME.test(scheme)) {
        throw new Error(
          `${AT}.schemes holds ${JSON.stringify(scheme)}; write a lower case scheme ` +
            'without its colon, like "notes" for notes://1',
        );
      }
      if (NEVER.includes(scheme)) {
        throw new Error(`${AT}.schemes holds "${scheme}"; a link is never ${scheme}:, drop it`);
      }
      allowed.add(`${scheme}:`);
    }
  }
  return Object.freeze({ maxBytes: (maxBytes as number | null) ?? MAX_BYTES, schemes: allowed });
}

/**
 * What a tool attached, checked, as a frozen copy holding only the fields
 * its kind has, each read once.
 *
 * @throws {Error} For anything a client should not be given, named with `at`.
 */
export function checkedAttachment(given: unknown, rules: Rules, at: string): ToolAttachment {
  const kind = typeof given === "object" && given !== null
    ? (given as { type?: unknown }).type
    : undefined;
  if (kind === "image" || kind === "audio") return media(given as object, kind, rules, at);
  if (kind === "resource_link") return link(given as object, rules, at);
  throw new Error(
    `${at}: it attached ${kind === undefined ? typeof given : `a ${JSON.stringify(kind)}`}; ` +
      "attach what image(), audio() or resourceLink() made",
  );
}

function media(given: object, kind: "image" | "audio", rules: Rules, at: string): ToolAttachment {
  const { data, mimeType } = given as { data?: unknown; mimeType?: unknown };
  const types = TYPES[kind];
  if (!types.includes(mimeType as string)) {
    throw new Error(
      `${at}: it attached ${kind === "image" ? "an image" : "audio"} of type ` +
        `${JSON.stringify(mimeType)}; the types a client is given are ${types.join(", ")}`,
    );
  }
  if (typeof data !== "string") {
    throw new Error(`${at}: the ${kind}'s data is ${typeof data}; give its bytes or their base64`);
  }
  const size = bytesIn(data);
  if (size < 0) {
    throw new Error(
      `${at}: the ${kind}'s data is no base64; give its bytes, or base64 as RFC 4648 writes it`,
    );
  }
  if (size > rules.maxBytes) {
    throw new Error(
      `${at}: the ${kind} holds ${size} bytes, over the registry's ${rules.maxBytes}; make it ` +
        "smaller, or raise createToolRegistry's attachments.maxBytes",
    );
  }
  if (!SIGNATURES[mimeType as string]!(headOf(data))) {
    throw new Error(
      `${at}: the ${kind}'s bytes do not start as ${mimeType} does; give the type its bytes are`,
    );
  }
  return Object.freeze({ type: kind, data, mimeType } as ToolAttachment);
}

function link(given: object, rules: Rules, at: string): ToolAttachment {
  const { uri, name, mimeType, title, description } = given as Record<string, unknown>;
  let url: URL | undefined;
  try {
    url = new URL(uri as string);
  } catch {
    // Left undefined: refused below.
  }
  if (url === undefined) {
    throw new Error(
      `${at}: the link's uri ${JSON.stringify(String(uri).slice(0, 100))} does not parse; ` +
        "give an absolute URI, like https://example.com/notes/1",
    );
  }
  if (!rules.schemes.has(url.protocol)) {
    throw new Error(
      `${at}: the link's scheme is ${url.protocol}; a link is https:` +
        (NEVER.includes(url.protocol.slice(0, -1))
          ? ", never this"
          : ", or a scheme createToolRegistry's attachments.schemes lists"),
    );
  }
  if (typeof name !== "string" || name.trim() === "") {
    throw new Error(`${at}: the link has no name; give one, like "note 1"`);
  }
  if (mimeType != null && (typeof mimeType !== "string" || !MIME.test(mimeType))) {
    throw new Error(
      `${at}: the link's mimeType ${JSON.stringify(mimeType)} is no MIME type; ` +
        'write one like "text/markdown", or leave it out',
    );
  }
  for (const [key, text] of [["title", title], ["description", description]] as const) {
    if (text != null && typeof text !== "string") {
      throw new Error(`${at}: the link's ${key} is ${typeof text}; write text, or leave it out`);
    }
  }
  return Object.freeze({
    type: "resource_link",
    uri: url.href,
    name,
    ...(mimeType == null ? {} : { mimeType: mimeType as string }),
    ...(title == null ? {} : { title: title as string }),
    ...(description == null ? {} : { description: description as string }),
  });
}

/**
 * The rows that tell a model what was attached, for an answer given as
 * rows alone: an image or a recording left out, a link written out.
 */
export function attachmentRows(attachments: readonly ToolAttachment[]): string[] {
  return attachments.map((attachment) =>
    attachment.type === "resource_link"
      ? `attachment\tlink\t${field(attachment.uri)}\t${field(attachment.name)}`
      : `attachment\t${attachment.type}\t${attachment.mimeType}\tleft out`
  );
}
