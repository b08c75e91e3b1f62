/**
 * The note toolkit over a {@linkcode NoteStore}: write (with a revision check
 * and a dry run), read, list, search (with a deadline, reporting progress),
 * chart (an image beside its rows), delete, and clear (only once a person
 * approved), with the refusals a model can act on.
 *
 * @module
 */

import { z } from "zod";
import {
  defineTool,
  defineToolkit,
  DRY_RUN_FIELD,
  DRY_RUN_PREVIEW,
  field,
  image,
  lengthOf,
  orNote,
  requiredField,
  REVISION_FIELD,
  type ToolCallBase,
  ToolRefusal,
} from "@adecore/agents/context";
import type { Change, Note, NoteStore } from "./store.ts";
import { barChart } from "./png.ts";

/** What the host gives every call of these tools. */
export interface NoteCall extends ToolCallBase {
  /** The store the caller works on. */
  readonly store: NoteStore;
  /** False for a caller that may only read. */
  readonly mayWrite: boolean;
  /**
   * How long a search waits on each note, in milliseconds, as a store across
   * a network would: the demo sets it to show the search's deadline at work.
   */
  readonly searchDelayMs?: number | undefined;
}

/** The longest note, in characters. */
const MAX_TEXT = 2000;

const id = z.string().regex(/^[1-9][0-9]*$/, "id is a note id such as 3, from note_list")
  .describe("The note's id, from note_list");
const revision = z.number().int().positive()
  .describe("The revision you read; the change is refused if the note changed since");
const dryRun = z.boolean().optional()
  .describe("true to check everything and change nothing");

function mayWrite(call: NoteCall): void {
  if (!call.mayWrite) {
    throw new ToolRefusal("not-permitted", "This caller may only read notes.", [
      "tools\tnote_read\tnote_list",
    ]);
  }
}

function notFound(id: string): ToolRefusal {
  return new ToolRefusal("not-found", `No note has id ${id}.`, ["next\tnote_list"]);
}

/** Turns a change the store refused into a refusal that says what to send. */
function changed(change: Change, id: string): Note {
  if (change.ok) return change.note;
  if (change.reason === "not-found") throw notFound(id);
  throw new ToolRefusal(
    "conflict",
    `Note ${id} changed since the revision you sent; read it again.`,
    [`${REVISION_FIELD}\t${change.current}`],
  );
}

function noteRow(note: Note): string {
  return `note\t${note.id}\t${note.revision}`;
}

const noteWrite = defineTool("note", {
  name: "note_write",
  description:
    "Writes a note: a new one without id, or replaces note id at the revision you read. " +
    DRY_RUN_PREVIEW,
  // Replaces a note only at the revision read, and never reaches past the host's store.
  annotations: { destructive: false, idempotent: false, openWorld: false },
  input: z.object({
    id: id.optional().describe("The note to replace; leave it out for a new note"),
    text: requiredField("note_write needs text")
      .max(MAX_TEXT, {
        error: (issue) => `text has ${lengthOf(issue.input)} characters; a note holds ${MAX_TEXT}`,
      })
      // The store keeps a text exactly or not at all: half a character it cannot keep.
      .refine((text) => text.isWellFormed(), {
        error: "text has a lone surrogate, half of a character; send whole characters",
      })
      .describe("The note text"),
    [REVISION_FIELD]: revision.optional(),
    [DRY_RUN_FIELD]: dryRun,
  }),
  async run(input, call: NoteCall) {
    mayWrite(call);
    if (input.id !== undefined && input.revision === undefined) {
      const current = await call.store.read(input.id);
      if (current !== undefined) {
        throw new ToolRefusal(
          "conflict",
          `Note ${input.id} exists; send the revision you read to replace it.`,
          [`${REVISION_FIELD}\t${current.revision}`],
        );
      }
    }
    const dry = input.dry_run === true;
    const note = changed(
      await call.store.write(input.id, input.text, input.revision, dry),
      input.id ?? "",
    );
    return [dry ? `preview\t${note.id}\t${note.revision}` : noteRow(note)];
  },
});

const noteRead = defineTool("note", {
  name: "note_read",
  title: "Read a note",
  description: "Reads a note: its revision and its text.",
  input: z.object({ id }),
  // What a client gets as structured content; the model reads the rows below.
  output: z.object({
    id: z.string().describe("The note's id"),
    revision: z.int().positive().describe("The revision to send with a change"),
    text: z.string().describe("The note's text"),
  }),
  annotations: { readOnly: true, idempotent: true, openWorld: false },
  async run(input, call: NoteCall) {
    const note = await call.store.read(input.id);
    if (note === undefined) throw notFound(input.id);
    return note;
  },
  rows: (note) => [noteRow(note), `text\t${field(note.text)}`],
});

const noteList = defineTool("note", {
  name: "note_list",
  description: "Lists the notes: id, revision and the start of the text.",
  input: z.object({}),
  annotations: { readOnly: true, idempotent: true, openWorld: false },
  async run(_input, call: NoteCall) {
    const notes = await call.store.list();
    const rows = notes.map((note) => `${noteRow(note)}\t${field(note.text.slice(0, 60))}`);
    return orNote(rows, "notes\tnone yet");
  },
});

/** Waits `ms`, or less where the signal aborts first (the caller then stops). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}

const noteSearch = defineTool("note", {
  name: "note_search",
  description:
    "Finds the notes whose text holds every word given: id, revision and the start of the text.",
  input: z.object({
    words: z.string().trim().min(1, "words is empty; send a word the note holds")
      .describe("Words the note holds, in any case"),
  }),
  annotations: { readOnly: true, idempotent: true, openWorld: false },
  // A search that takes longer is better narrowed: the model is told so at the deadline.
  deadline: { ms: 1000, advice: "Search for fewer words, or list the notes with note_list" },
  async run(input, call: NoteCall, turn) {
    const words = input.words.toLowerCase().split(/\s+/);
    const notes = await call.store.list();
    const rows: string[] = [];
    turn.progress(0, notes.length);
    for (const [i, note] of notes.entries()) {
      if (call.searchDelayMs) await pause(call.searchDelayMs, turn.signal);
      // At the deadline the model has its answer already: stop.
      if (turn.signal.aborted) return [];
      const text = note.text.toLowerCase();
      if (words.every((word) => text.includes(word))) {
        rows.push(`${noteRow(note)}\t${field(note.text.slice(0, 60))}`);
      }
      turn.progress(i + 1, notes.length);
    }
    return orNote(rows, "notes\tnone found");
  },
});

const noteChart = defineTool("note", {
  name: "note_chart",
  title: "Chart the notes",
  description: "Draws the notes as a bar chart, one bar per note as long as its text, and " +
    "answers the image beside a row per note.",
  input: z.object({}),
  annotations: { readOnly: true, idempotent: true, openWorld: false },
  async run(_input, call: NoteCall, turn) {
    const notes = await call.store.list();
    turn.attach(image(await barChart(notes.map((note) => note.text.length)), "image/png"));
    return orNote(notes.map((note) => `bar\t${note.id}\t${note.text.length}`), "notes\tnone yet");
  },
});

const noteDelete = defineTool("note", {
  name: "note_delete",
  description: "Deletes a note at the revision you read. " + DRY_RUN_PREVIEW,
  input: z.object({ id, [REVISION_FIELD]: revision, [DRY_RUN_FIELD]: dryRun }),
  annotations: { destructive: true, idempotent: true, openWorld: false },
  async run(input, call: NoteCall) {
    mayWrite(call);
    const dry = input.dry_run === true;
    const note = changed(await call.store.delete(input.id, input.revision, dry), input.id);
    return [dry ? `preview\t${note.id}\tdeleted` : `deleted\t${note.id}`];
  },
});

const noteClear = defineTool("note", {
  name: "note_clear",
  description: "Deletes every note. A person approves each call first: the dry run shows them " +
    "what it would delete.",
  input: z.object({ [DRY_RUN_FIELD]: dryRun }),
  annotations: { destructive: true, idempotent: true, openWorld: false },
  // Runs only with a grant a person gave for this very call, once.
  approval: true,
  async run(input, call: NoteCall, turn) {
    mayWrite(call);
    const notes = await call.store.clear(input.dry_run === true);
    if (input.dry_run === true) return orNote(notes.map(noteRow), "notes\tnone to delete");
    return [`cleared\t${notes.length}\t${field(turn.approval?.by ?? "")}`];
  },
});

/** The note toolkit. */
export const noteToolkit = defineToolkit("note", [
  noteWrite,
  noteRead,
  noteList,
  noteSearch,
  noteChart,
  noteDelete,
  noteClear,
]);
