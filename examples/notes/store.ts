/**
 * A small document store with revisions: notes in memory, or in a JSON file
 * when a path is given. Every change checks the revision it expects in the
 * same step as it writes, so two writers can never both win.
 *
 * @module
 */

/** One note. */
export interface Note {
  /** The note's id, `1`, `2`, ... */
  readonly id: string;
  /** The note's text. */
  readonly text: string;
  /** Starts at 1 and grows by one with every write. */
  readonly revision: number;
}

/** What a change found: the note after it, or why it did not happen. */
export type Change =
  | { readonly ok: true; readonly note: Note }
  | { readonly ok: false; readonly reason: "not-found" }
  | { readonly ok: false; readonly reason: "conflict"; readonly current: number };

/** The store the note tools work on. */
export interface NoteStore {
  /** Every note, by id. */
  list(): Promise<readonly Note[]>;
  /** One note, or undefined. */
  read(id: string): Promise<Note | undefined>;
  /**
   * Writes a note: a new one when `id` is undefined, else the note `id` if it
   * is still at `expectedRevision`. With `dryRun`, checks all that and keeps
   * the store as it was.
   */
  write(
    id: string | undefined,
    text: string,
    expectedRevision: number | undefined,
    dryRun?: boolean,
  ): Promise<Change>;
  /** Deletes the note `id` if it is still at `expectedRevision`. */
  delete(id: string, expectedRevision: number, dryRun?: boolean): Promise<Change>;
}

interface State {
  next: number;
  notes: Record<string, Note>;
}

/**
 * Makes a store in memory, or over a JSON file when `path` is given (created
 * on the first write). Changes are applied one at a time.
 */
export function createNoteStore(path?: string): NoteStore {
  let memory: State = { next: 1, notes: {} };
  let queue: Promise<unknown> = Promise.resolve();

  async function load(): Promise<State> {
    if (path === undefined) return memory;
    try {
      return JSON.parse(await Deno.readTextFile(path)) as State;
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return { next: 1, notes: {} };
      throw error;
    }
  }

  async function save(state: State): Promise<void> {
    if (path === undefined) {
      memory = state;
      return;
    }
    // Write beside the file, then rename: a crash never leaves half a file.
    const temporary = `${path}.${crypto.randomUUID()}.tmp`;
    await Deno.writeTextFile(temporary, JSON.stringify(state, null, 2));
    await Deno.rename(temporary, path);
  }

  /** Runs changes one after another, so a check and its write are one step. */
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => {});
    return result;
  }

  function check(state: State, id: string, expected: number | undefined): Change | undefined {
    const note = state.notes[id];
    if (note === undefined || !Object.hasOwn(state.notes, id)) {
      return { ok: false, reason: "not-found" };
    }
    if (expected !== note.revision) {
      return { ok: false, reason: "conflict", current: note.revision };
    }
    return undefined;
  }

  return {
    list: () => serially(async () => Object.values((await load()).notes)),
    read: (id) =>
      serially(async () => {
        const { notes } = await load();
        return Object.hasOwn(notes, id) ? notes[id] : undefined;
      }),
    write: (id, text, expectedRevision, dryRun = false) =>
      serially(async () => {
        const state = await load();
        let note: Note;
        if (id === undefined) {
          note = { id: String(state.next), text, revision: 1 };
        } else {
          const refused = check(state, id, expectedRevision);
          if (refused !== undefined) return refused;
          note = { id, text, revision: state.notes[id]!.revision + 1 };
        }
        if (!dryRun) {
          const next = id === undefined ? state.next + 1 : state.next;
          await save({ next, notes: { ...state.notes, [note.id]: note } });
        }
        return { ok: true, note };
      }),
    delete: (id, expectedRevision, dryRun = false) =>
      serially(async () => {
        const state = await load();
        const refused = check(state, id, expectedRevision);
        if (refused !== undefined) return refused;
        const note = state.notes[id]!;
        if (!dryRun) {
          const notes = { ...state.notes };
          delete notes[id];
          await save({ next: state.next, notes });
        }
        return { ok: true, note };
      }),
  };
}
