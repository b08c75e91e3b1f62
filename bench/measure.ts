/**
 * How the benchmarks measure: alternating rounds of a baseline and of ours in
 * one process, their medians and the median of the per-round ratios, and the
 * rows of the one table `deno task bench` prints, and how it prints them.
 *
 * @module
 */

/** One line of the table. */
export interface Row {
  readonly name: string;
  readonly baseline: string;
  readonly base: number;
  readonly ours: number;
  readonly ratio: number;
  readonly unit: "ns" | "µs" | "ms" | "B" | "tokens" | "%";
  readonly target: string;
}

/** A comparison, in nanoseconds. */
export interface Compared {
  readonly base: number;
  readonly ours: number;
  readonly ratio: number;
}

/** The middle value. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Nanoseconds per call of `work` over `batch` calls, awaiting each that returns a promise. */
export async function timed(work: () => unknown, batch: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < batch; i++) {
    const result = work();
    if (result instanceof Promise) await result;
  }
  return ((performance.now() - started) * 1e6) / batch;
}

/**
 * Runs both in rounds of `batch` calls, alternating which goes first, after a
 * warm-up of `warmUp` calls each (3,000 unless told); the medians and the
 * median per-round ratio. Pairing rounds cancels most of what a shared
 * machine drifts by.
 */
export async function compare(
  baseline: () => unknown,
  ours: () => unknown,
  batch: number,
  rounds: number,
  warmUp = 3_000,
): Promise<Compared> {
  await timed(baseline, warmUp);
  await timed(ours, warmUp);
  const bases: number[] = [];
  const mine: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      bases.push(await timed(baseline, batch));
      mine.push(await timed(ours, batch));
    } else {
      mine.push(await timed(ours, batch));
      bases.push(await timed(baseline, batch));
    }
  }
  return {
    base: median(bases),
    ours: median(mine),
    ratio: median(mine.map((value, i) => value / bases[i]!)),
  };
}

/** A row from a comparison in nanoseconds, shown in `unit`. */
export function row(
  name: string,
  baseline: string,
  result: Compared,
  unit: Row["unit"],
  target: string,
): Row {
  const scale = unit === "µs" ? 1e3 : unit === "ms" ? 1e6 : 1;
  console.error(`  measured: ${name.trim()}`);
  return {
    name,
    baseline,
    base: result.base / scale,
    ours: result.ours / scale,
    ratio: result.ratio,
    unit,
    target,
  };
}

/** A figure of the table: counts as they are, timings to three significant digits or so. */
function figure(value: number, unit: Row["unit"]): string {
  if (Number.isNaN(value)) return "—";
  if (unit === "tokens" || unit === "B") return value.toFixed(0);
  if (unit === "%") return value.toFixed(1);
  return value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2);
}

/**
 * Prints rows as one Markdown table, as the README shows it.
 *
 * @param rows The rows, in the order to print them.
 * @returns Nothing; the table goes to standard output.
 */
export function printTable(rows: readonly Row[]): void {
  const header = ["case", "baseline", "baseline", "ours", "ratio", "target"];
  const lines = rows.map((line) => [
    line.name,
    line.baseline,
    `${figure(line.base, line.unit)} ${line.unit}`,
    `${figure(line.ours, line.unit)} ${line.unit}`,
    line.ratio.toFixed(2),
    line.target,
  ]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((line) => line[i]!.length))
  );
  const print = (line: string[]) =>
    console.log(`| ${line.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`);
  print(header);
  console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
  lines.forEach(print);
}
