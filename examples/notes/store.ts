/**
 * A small document store with revisions, in SQLite through `node:sqlite`
 * (Deno, and Node 22.5 and newer; nothing to install): in memory, or in a
 * database file when a path is given, which several processes may share.
 * Every change checks the revision it expects in the statement that writes,
 * so of two writers at one revision, in one process or in two, one wins and
 * the other is told of a conflict.
 *
 * A note keeps exactly the text it was given, NUL characters and a leading
 * byte order mark too: SQLite stores a text's every byte but reads it back
 * only up to its first NUL, so the store reads the bytes and decodes them
 * itself. A text with a lone surrogate (half of a character), which UTF-8
 * cannot hold, is refused before anything is written.
 *
 * @module
 */

import { DatabaseSync } from "node:sqlite";

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
  /** Deletes every note, and gives the notes it deleted (with `dryRun`, would delete). */
  clear(dryRun?: boolean): Promise<readonly Note[]>;
  /**
   * Keeps an approval's id until it expires, and answers whether it was new:
   * one statement, so of two servers sharing the file only one gets true.
   */
  claim(id: string, expiresAt: number): Promise<boolean>;
}

/** A row of the notes table, its text as the bytes SQLite holds. */
interface Row {
  id: number;
  text: Uint8Array;
  revision: number;
}

// Read as text, SQLite's value ends at the first NUL; as a blob it is whole,
// in the database's encoding, SQLite's default UTF-8.
const COLUMNS = "id, CAST(text AS BLOB) AS text, revision";
// The text back as it was: fails on bytes that are no UTF-8, keeps a leading BOM.
const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Makes a store in memory, or over the SQLite database at `path` (created
 * with its table on first use).
 */
export function createNoteStore(path = ":memory:"): NoteStore {
  const db = new DatabaseSync(path);
  // Another process writing the same file makes this one wait, not fail.
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec(
    "CREATE TABLE IF NOT EXISTS notes (" +
      "id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL, revision INTEGER NOT NULL)",
  );
  const all = db.prepare(`SELECT ${COLUMNS} FROM notes ORDER BY id`);
  const one = db.prepare(`SELECT ${COLUMNS} FROM notes WHERE id = ?`);
  const insert = db.prepare(
    `INSERT INTO notes (text, revision) VALUES (?, 1) RETURNING ${COLUMNS}`,
  );
  // The revision is checked in the statement that writes: no other writer comes between.
  const update = db.prepare(
    `UPDATE notes SET text = ?, revision = revision + 1 WHERE id = ? AND revision = ? ` +
      `RETURNING ${COLUMNS}`,
  );
  const remove = db.prepare(`DELETE FROM notes WHERE id = ? AND revision = ? RETURNING ${COLUMNS}`);
  const removeAll = db.prepare(`DELETE FROM notes RETURNING ${COLUMNS}`);
  db.exec(
    "CREATE TABLE IF NOT EXISTS approvals (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)",
  );
  const claim = db.prepare(
    "INSERT INTO approvals (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING",
  );
  // An id kept past its grant's expiry guards nothing: the grant is refused as expired.
  const forget = db.prepare("DELETE FROM approvals WHERE expires_at <= ?");

  /** The note `write` changed, or why it changed none: no such note, or another revision. */
  function changed(key: number | undefined, write: (key: number) => unknown): Change {
    const row = key === undefined ? undefined : write(key) as Row | undefined;
    if (row !== undefined) return { ok: true, note: note(row) };
    const current = key === undefined ? undefined : one.get(key) as Row | undefined;
    return current === undefined
      ? { ok: false, reason: "not-found" }
      : { ok: false, reason: "conflict", current: current.revision };
  }

  /** Runs a change; a dry run runs it in a transaction it then rolls back. */
  function change(dryRun: boolean, work: () => Change): Promise<Change> {
    return settled(() => {
      if (!dryRun) return work();
      db.exec("BEGIN IMMEDIATE");
      try {
        return work();
      } finally {
        db.exec("ROLLBACK");
      }
    });
  }

  return {
    list: () => settled(() => (all.all() as unknown as Row[]).map(note)),
    read: (id) =>
      settled(() => {
        const key = noteKey(id);
        const row = key === undefined ? undefined : one.get(key) as Row | undefined;
        return row === undefined ? undefined : note(row);
      }),
    write: (id, text, expectedRevision, dryRun = false) =>
      change(dryRun, () => {
        // SQLite would keep U+FFFD in place of half a character: refuse it instead.
        if (!text.isWellFormed()) {
          throw new RangeError("a note's text may not hold a lone surrogate");
        }
        if (id === undefined) return { ok: true, note: note(insert.get(text) as unknown as Row) };
        // Revisions start at 1: a note written without one conflicts with the one it would replace.
        return changed(noteKey(id), (key) => update.get(text, key, expectedRevision ?? 0));
      }),
    delete: (id, expectedRevision, dryRun = false) =>
      change(dryRun, () => changed(noteKey(id), (key) => remove.get(key, expectedRevision))),
    clear: (dryRun = false) =>
      settled(() => {
        if (dryRun) return (all.all() as unknown as Row[]).map(note);
        return (removeAll.all() as unknown as Row[]).map(note).sort((a, b) => +a.id - +b.id);
      }),
    claim: (id, expiresAt) =>
      settled(() => {
        forget.run(Date.now());
        return claim.run(id, expiresAt).changes === 1;
      }),
  };
}

/** The row's key of a note id, or undefined for a text no note has as its id. */
function noteKey(id: string): number | undefined {
  return /^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : undefined;
}

function note(row: Row): Note {
  return { id: String(row.id), text: UTF8.decode(row.text), revision: row.revision };
}

/** What `work` gives, or throws, as a promise. */
function settled<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}
