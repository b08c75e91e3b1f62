// A private helper: bytes to base64 and back, with the platform's btoa and
// atob, and what the first bytes of each type a tool may attach are.

/** Bytes per call of String.fromCharCode: well under any engine's argument limit. */
const CHUNK = 0x8000;

/**
 * The base64 of bytes; a string as it is (checked when attached), and
 * anything else too, which the check then refuses.
 */
export function base64Of(data: Uint8Array | string): string {
  if (!(data instanceof Uint8Array)) return data;
  let binary = "";
  for (let at = 0; at < data.length; at += CHUNK) {
    binary += String.fromCharCode.apply(null, data.subarray(at, at + CHUNK) as unknown as number[]);
  }
  return btoa(binary);
}

/** Base64 as RFC 4648 writes it: whole groups of four, padded. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** How many bytes a base64 text holds, or -1 where it is no base64. */
export function bytesIn(data: string): number {
  if (!BASE64.test(data)) return -1;
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return data.length / 4 * 3 - padding;
}

/** The first bytes of a base64 text (up to twelve), as char codes. */
export function headOf(data: string): string {
  return atob(data.slice(0, 16));
}

/** Whether the first bytes are those a file of the type starts with. */
export const SIGNATURES: Readonly<Record<string, (head: string) => boolean>> = Object.freeze({
  "image/png": (head) => head.startsWith("\x89PNG\r\n\x1a\n"),
  "image/jpeg": (head) => head.startsWith("\xff\xd8\xff"),
  "image/gif": (head) => head.startsWith("GIF87a") || head.startsWith("GIF89a"),
  "image/webp": (head) => head.startsWith("RIFF") && head.slice(8, 12) === "WEBP",
  "audio/wav": (head) => head.startsWith("RIFF") && head.slice(8, 12) === "WAVE",
  // An MP3 starts with its ID3 tags or with a frame: eleven bits set.
  "audio/mpeg": (head) =>
    head.startsWith("ID3") ||
    (head.charCodeAt(0) === 0xff && (head.charCodeAt(1) & 0xe0) === 0xe0),
});
