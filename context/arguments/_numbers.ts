// A private helper: the number a text writes, read without losing anything.
// A model that quotes a number means the value its digits write; a double
// that only comes near it (9007199254740993 read as ...992, 1e-400 as 0)
// would hand the tool another number than the one sent.

/** JSON's own numbers, whole: no sign but minus, no space, no leading zero, no separator. */
export const JSON_NUMBER: RegExp = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A JSON number's parts: sign, whole digits, fraction digits, exponent. */
const PARTS = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * The number `text` writes, where it is a JSON number that a double holds
 * exactly as written: the value its digits write is the number's shortest
 * round-trip decimal (as `String(n)` writes it), or, for an integer, the
 * number's exact value. Undefined for any other text: what is no JSON number,
 * what a double holds only nearly, and what lies past a double's range.
 */
export function exactNumber(text: string): number | undefined {
  if (!JSON_NUMBER.test(text)) return undefined;
  const number = Number(text);
  if (!Number.isFinite(number)) return undefined;
  const value = decimal(text);
  if (value === decimal(String(number))) return number;
  return Number.isInteger(number) && value === decimal(BigInt(number).toString())
    ? number
    : undefined;
}

/**
 * A decimal number's value as one text: its significant digits, then `e`
 * and the power of ten of the last of them; every zero is `0`, whatever its
 * sign. Two texts write the same value exactly when these are equal.
 */
function decimal(text: string): string {
  const [, sign, whole, fraction = "", power = "0"] = PARTS.exec(text)!;
  let digits = whole! + fraction;
  // A power past 2^53 is no longer exact, but then the value is 0 or out of
  // a double's range, and a text of other digits never matches it.
  let exponent = Number(power) - fraction.length;
  let first = 0;
  while (first < digits.length && digits[first] === "0") first++;
  if (first === digits.length) return "0";
  let last = digits.length;
  while (digits[last - 1] === "0") last--;
  exponent += digits.length - last;
  digits = digits.slice(first, last);
  return `${sign}${digits}e${exponent}`;
}
