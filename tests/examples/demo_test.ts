import { describe, it } from "node:test";
import assert from "node:assert/strict";

const root = new URL("../../", import.meta.url);

/** Runs `deno task` with `args` in the repository and answers its output. */
async function task(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  const { stdout, stderr, success } = await new Deno.Command(Deno.execPath(), {
    args: ["task", ...args],
    cwd: root,
  }).output();
  const decoder = new TextDecoder();
  const output = { stdout: decoder.decode(stdout), stderr: decoder.decode(stderr) };
  assert.ok(success, output.stderr);
  return output;
}

/** The task definitions of a config file. */
async function tasks(path: string): Promise<Record<string, { command: string }>> {
  return JSON.parse(await Deno.readTextFile(new URL(path, root))).tasks;
}

const SESSION = `# tools/list

note_write(id?, text, revision?, dry_run?)  [writes]
  Writes a note: a new one without id, or replaces note id at the revision you read. \
A dry run is never needed for safety: a call with a mistake is refused before anything changes.

note_read(id)  [readOnly, idempotent]
  Reads a note: its revision and its text.
  answers { id, revision, text }

note_list()  [readOnly, idempotent]
  Lists the notes: id, revision and the start of the text.

note_search(words)  [readOnly, idempotent]
  Finds the notes whose text holds every word given: id, revision and the start of the text.

note_chart()  [readOnly, idempotent]
  Draws the notes as a bar chart, one bar per note as long as its text, and answers the image \
beside a row per note.

note_delete(id, revision, dry_run?)  [destructive, idempotent]
  Deletes a note at the revision you read. \
A dry run is never needed for safety: a call with a mistake is refused before anything changes.

note_clear(dry_run?)  [destructive, idempotent]
  Deletes every note. A person approves each call first: the dry run shows them what it would \
delete.

# a write: note_write {"text":"Buy milk"}
note\t1\t1

# a dry run: note_write {"id":"1","text":"Buy oat milk","revision":1,"dry_run":true}
preview\t1\t2

# the write itself: note_write {"id":"1","text":"Buy oat milk","revision":1}
note\t1\t2

# a read: note_read {"id":"1"}
note\t1\t2
text\tBuy oat milk
structuredContent {"id":"1","revision":2,"text":"Buy oat milk"}

# a stale revision: note_write {"id":"1","text":"Buy soy milk","revision":1}  (isError, code conflict)
refused\tconflict\tNote 1 changed since the revision you sent; read it again.
revision\t2

# a misspelled field: note_write {"id":"1","txt":"Buy soy milk","revision":2}  (isError, code bad-arguments)
refused\tbad-arguments\tnote_write needs text; unknown field txt (did you mean text?)
fields\tid\ttext\trevision\tdry_run

# a note too long: note_write {"text":"milk milk milk milk milk milk milk milk milk milk milk milk milk milk milk milk m…  (isError, code bad-arguments)
refused\tbad-arguments\ttext has 2500 characters; a note holds 2000
fields\tid\ttext\trevision\tdry_run

# an unknown tool: notes_write {"text":"Buy soy milk"}  (protocol error -32602)
no tool is named notes_write (did you mean note_write?)
tools\tnote_write\tnote_read\tnote_list\tnote_search\tnote_chart\tnote_delete\tnote_clear

# the list: note_list {}
note\t1\t2\tBuy oat milk

# a chart: note_chart {}
bar\t1\t12
(image image/png, 8 x 48 pixels)

# a search past its deadline: note_search {"words":"milk"}  (isError, code timed-out)
(progress\t0\t1)
refused\ttimed-out\tno answer within 1 s; the tool is safe to repeat, so the same call may be sent again. \
Search for fewer words, or list the notes with note_list.
retry\tsame

# a clear the person declines: note_clear {}  (isError, code approval-denied)
(the person is asked: a person must approve this call before it runs; this is what it would do: \
| note\t1\t2; they decline)
(progress\t1\t)
refused\tapproval-denied\ta person declined this call; do not call it again unless the user asks
retry\tnever

# a clear the person approves: note_clear {}
(the person is asked: a person must approve this call before it runs; this is what it would do: \
| note\t1\t2; they accept)
(progress\t1\t)
cleared\t1\tmcp client demo

`;

describe("deno task demo", () => {
  it("prints a client's session with the stdio server, the unknown tool as a protocol error, a timeout as a tool's answer, a clear declined and approved", async () => {
    const { stdout } = await task("demo");
    assert.equal(stdout, SESSION);
  });

  it("runs the same command from examples/demo.json, and that prints the same session", async () => {
    const [rootTask, demoTask] = [
      (await tasks("deno.json")).demo,
      (await tasks("examples/demo.json")).demo,
    ];
    assert.equal(rootTask?.command.replaceAll("examples/", ""), demoTask?.command);
    const { stdout } = await task("--config", "examples/demo.json", "demo");
    assert.equal(stdout, SESSION);
  });
});
