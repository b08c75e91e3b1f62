// A private helper: how a mistake in code names the tool at fault.

/** What names a tool in a mistake: its name and its toolkit's. */
export interface Named {
  readonly name: string;
  readonly toolkit: string;
}

/** `tool "note_write" in toolkit "note"`, the start of every mistake about a tool. */
export function named({ name, toolkit }: Named): string {
  return `tool ${JSON.stringify(name)} in toolkit ${JSON.stringify(toolkit)}`;
}
