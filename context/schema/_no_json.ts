// A private helper: the zod types no JSON value passes, one table for the
// listings (which list such a schema as taking nothing, and say what an
// input takes instead) and for the output check (which refuses it in an
// answer, saying what to answer instead).

import { table } from "../util/_table.ts";

/** What to write instead of a type JSON cannot hold. */
export interface Instead {
  /** What to answer instead; none where the output check words the type its own way. */
  readonly answer?: string;
  /** What an input takes instead, where more can be said than to give it a type. */
  readonly take?: string;
}

/** Each zod type no JSON value passes, by its name in zod's def. */
export const NO_JSON: Readonly<Record<string, Instead | undefined>> = /* @__PURE__ */ table({
  date: { answer: "answer it as z.iso.datetime()", take: "take it as z.iso.datetime()" },
  bigint: { answer: "answer it as z.int()", take: "take it as z.int()" },
  map: { answer: "answer a z.record()" },
  set: { answer: "answer a z.array()" },
  symbol: { answer: "answer a z.string()" },
  function: { answer: "leave it out" },
  undefined: { answer: "make the field .optional()" },
  void: { answer: "make the field .optional()" },
  nan: { answer: "answer a z.number() or null" },
  file: { answer: "answer it as z.base64() or z.url()", take: "take it as z.base64() or z.url()" },
  success: { take: "check with its inner schema instead" },
});
