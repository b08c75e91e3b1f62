// A private helper: the approval tokens, signed with HMAC-SHA-256 through
// WebCrypto (Deno, Node 20, Bun and workerd alike), and the canonical text
// of a checked input they bind. A token is `v1.` + base64url(payload) + `.`
// + base64url(signature); its payload holds keyed tags, never a value.

/** What a token says; short keys keep it small. */
export interface Payload {
  /** The kind: `r` for a request, `g` for a grant. */
  readonly k: "r" | "g";
  /** The id of the key that signed it. */
  readonly kid: string;
  /** The tool's name. */
  readonly t: string;
  /** The keyed tag of the tool, the bind and the canonical input together. */
  readonly c: string;
  /** The keyed tag of the bind alone. */
  readonly b: string;
  /** The keyed tag of each top-level field, by its name. */
  readonly f: Readonly<Record<string, string>>;
  /** A random id of 128 bits, kept from request to grant. */
  readonly i: string;
  /** When it expires, in milliseconds since the epoch. */
  readonly e: number;
  /** Who approved: a grant's alone. */
  readonly by?: string;
}

/** A secret, imported once, with the id its tokens name it by. */
export interface Key {
  readonly id: string;
  readonly key: CryptoKey;
}

/** The longest token read: anything longer is no token of this package. */
const MAX_TOKEN = 16_384;
const PREFIX = "v1.";
const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

/** Bytes as base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The bytes of base64url text; undefined for text that is not, or is not
 * as this module writes it (other bits past the last byte would make one
 * token two).
 */
function fromBase64url(text: string): Uint8Array | undefined {
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return undefined;
  }
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  // Also refuses what atob takes and this module never writes: padding, spaces, + and /.
  return base64url(bytes) === text ? bytes : undefined;
}

/** Imports a secret for HMAC-SHA-256, with an id that names it in tokens and tells nothing of it. */
export async function importKey(secret: Uint8Array): Promise<Key> {
  const key = await crypto.subtle.importKey(
    "raw",
    secret as Uint8Array<ArrayBuffer>,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return { id: await tag(key, '["kid"]', 6), key };
}

/** The keyed tag of a text, cut to `bytes` bytes, as base64url. */
export async function tag(key: CryptoKey, text: string, bytes: number): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", key, encoder.encode(text));
  return base64url(new Uint8Array(signature, 0, bytes));
}

/** A signed token of a payload. */
export async function sign(key: Key, payload: Payload): Promise<string> {
  const body = PREFIX + base64url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign("HMAC", key.key, encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

/** A token taken apart, its signature not yet verified. */
export interface Opened {
  readonly payload: Payload;
  readonly key: Key;
  readonly body: Uint8Array;
  readonly signature: Uint8Array;
}

/**
 * A token taken apart, for one of the keys; undefined for text that is no
 * token or names a key no longer held. Its payload is what the signature
 * covers: trusted only once `verified` says so, and then as this module
 * wrote it.
 */
export function open(token: unknown, keys: readonly Key[]): Opened | undefined {
  if (typeof token !== "string" || token.length > MAX_TOKEN || !token.startsWith(PREFIX)) {
    return undefined;
  }
  const dot = token.indexOf(".", PREFIX.length);
  const data = fromBase64url(token.slice(PREFIX.length, dot));
  const signature = fromBase64url(token.slice(dot + 1));
  if (data === undefined || signature?.length !== 32) return undefined;
  let payload: Payload;
  try {
    payload = JSON.parse(decoder.decode(data));
  } catch {
    return undefined;
  }
  // Object() makes null a plain object, and leaves any other value as it reads.
  const kid: unknown = (Object(payload) as { kid?: unknown }).kid;
  const key = keys.find((key) => key.id === kid);
  if (key === undefined) return undefined;
  return { payload, key, body: encoder.encode(token.slice(0, dot)), signature };
}

/** Whether a token's signature is its key's. */
export async function verified(opened: Opened): Promise<boolean> {
  return await crypto.subtle.verify(
    "HMAC",
    opened.key.key,
    opened.signature as Uint8Array<ArrayBuffer>,
    opened.body as Uint8Array<ArrayBuffer>,
  );
}

/**
 * The canonical text of a JSON value: keys sorted by code unit, values as
 * JSON writes them, undefined fields left out. No Unicode normalization:
 * NFC and NFD text stay two texts.
 */
export function canonical(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const name of Object.keys(record).sort()) {
    if (record[name] !== undefined) {
      parts.push(`${JSON.stringify(name)}:${canonical(record[name])}`);
    }
  }
  return `{${parts.join(",")}}`;
}
