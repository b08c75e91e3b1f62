/**
 * A bar chart as a small grayscale PNG, made with the platform's own
 * deflate (`CompressionStream`), for the note toolkit's chart tool.
 *
 * @module
 */

/** The width of one bar and the gap after it, in pixels; the chart's height. */
const BAR = 6;
const GAP = 2;
const HEIGHT = 48;

/**
 * A PNG of one black bar per value, each as tall as its share of the largest.
 *
 * @param values The bars' values, 0 or more; at most 200 are drawn.
 * @returns The PNG's bytes.
 */
export async function barChart(values: readonly number[]): Promise<Uint8Array> {
  const bars = values.slice(0, 200);
  const width = Math.max(1, bars.length) * (BAR + GAP);
  const most = Math.max(1, ...bars);
  // Each row: its filter byte (0, none), then one gray byte per pixel, white unless in a bar.
  const pixels = new Uint8Array((width + 1) * HEIGHT).fill(255);
  for (let y = 0; y < HEIGHT; y++) {
    pixels[y * (width + 1)] = 0;
    bars.forEach((value, bar) => {
      if (HEIGHT - y > Math.round((value / most) * HEIGHT)) return;
      const left = y * (width + 1) + 1 + bar * (BAR + GAP);
      pixels.fill(0, left, left + BAR);
    });
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, HEIGHT);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, grayscale, deflate, no filter, no interlace
  const chunks = [
    chunk("IHDR", header),
    chunk("IDAT", await deflated(pixels)),
    chunk("IEND", new Uint8Array()),
  ];
  return concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** Bytes in zlib's format, as PNG keeps its pixels. */
async function deflated(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A PNG chunk: its length, its type, its data, and the CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** CRC-32 as PNG and zip compute it. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) out.set(part, at), at += part.length;
  return out;
}
