/**
 * Starts the MCP server of `mcp_server.ts` as a child process, connects the
 * `Client` of the MCP TypeScript SDK v2 to it over stdio, and prints the
 * session a model would have: the tool list, a write, a dry run, a read
 * with its structured content, a stale revision, a misspelled field, an
 * unknown tool, a search past its deadline with the progress it reported
 * (the server is started with a search that waits 5 s on each note, past the
 * search's deadline of 1 s), and a clear of every note, which the client's
 * person declines once and approves once.
 *
 * Run: `deno task --config examples/demo.json demo` (or `deno task demo`).
 *
 * The demo and its server run without the repository's deno.json, with an
 * import map (`demo_imports.json`) and a lock (`demo.lock`) of their own: 14
 * packages. With the repository's config Deno would first cache every package
 * of its lock, about 120, which the demo never loads; `deno task demo` still
 * does, before any task runs. The server reads the demo's cache (the SDK hands
 * it only PATH, HOME and a few more, so `DENO_DIR` is passed on) and runs with
 * `--cached-only`: the demo has cached all of `demo.lock` when it starts.
 *
 * @module
 */

import { Client, ProtocolError } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { parseRefusalBody } from "@adecore/agents/context";

/** The path of a file beside this one. */
function beside(name: string): string {
  return decodeURIComponent(new URL(name, import.meta.url).pathname);
}

// The SDK passes a server only a few variables (PATH, HOME, ...); these say
// where Deno's cache is, so the server reads the demo's.
const env: Record<string, string> = {};
for (const name of ["DENO_DIR", "XDG_CACHE_HOME"]) {
  const value = Deno.env.get(name);
  if (value !== undefined) env[name] = value;
}
const transport = new StdioClientTransport({
  command: Deno.execPath(),
  args: [
    "run",
    "-A",
    "--cached-only",
    "--no-config",
    `--import-map=${beside("demo_imports.json")}`,
    `--lock=${beside("demo.lock")}`,
    "--frozen",
    beside("mcp_server.ts"),
    "--search-delay=5000",
  ],
  env,
  stderr: "inherit",
});
// A client of 2026-07-28 that can ask its person: the server's clear tool waits for one.
const client = new Client({ name: "demo", version: "0.1.0" }, {
  versionNegotiation: { mode: { pin: "2026-07-28" } },
  capabilities: { elicitation: {} },
});
// The person says no to the first clear, and yes to the second.
const answers = ["decline", "accept"] as const;
client.setRequestHandler("elicitation/create", (request) => {
  const action = answers[asked++] ?? "decline";
  const message = (request.params as { message?: string }).message ?? "";
  said.push(`(the person is asked: ${message.replaceAll("\n", " | ")}; they ${action})`);
  return action === "accept" ? { action, content: {} } : { action };
});
let asked = 0;
/** What the client's person was asked during a call, shown under the call. */
const said: string[] = [];
await client.connect(transport);

console.log("# tools/list\n");
const { tools } = await client.listTools();
for (const tool of tools) {
  const hints = Object.entries(tool.annotations ?? {})
    .filter(([, value]) => value === true)
    .map(([hint]) => hint.replace(/Hint$/, ""));
  const required = new Set(tool.inputSchema.required ?? []);
  const fields = Object.keys(tool.inputSchema.properties ?? {})
    .map((name) => required.has(name) ? name : `${name}?`);
  console.log(`${tool.name}(${fields.join(", ")})  [${hints.join(", ") || "writes"}]`);
  console.log(`  ${tool.description}`);
  // A tool with an output answers structured content of these fields too.
  const answers = Object.keys(tool.outputSchema?.properties ?? {});
  if (answers.length > 0) console.log(`  answers { ${answers.join(", ")} }`);
  console.log("");
}

const session: [string, string, Record<string, unknown>][] = [
  ["a write", "note_write", { text: "Buy milk" }],
  ["a dry run", "note_write", { id: "1", text: "Buy oat milk", revision: 1, dry_run: true }],
  ["the write itself", "note_write", { id: "1", text: "Buy oat milk", revision: 1 }],
  ["a read", "note_read", { id: "1" }],
  ["a stale revision", "note_write", { id: "1", text: "Buy soy milk", revision: 1 }],
  ["a misspelled field", "note_write", { id: "1", txt: "Buy soy milk", revision: 2 }],
  ["a note too long", "note_write", { text: "milk ".repeat(500) }],
  ["an unknown tool", "notes_write", { text: "Buy soy milk" }],
  ["the list", "note_list", {}],
  ["a chart", "note_chart", {}],
  ["a search past its deadline", "note_search", { words: "milk" }],
  ["a clear the person declines", "note_clear", {}],
  ["a clear the person approves", "note_clear", {}],
];
for (const [title, name, input] of session) {
  const sent = JSON.stringify(input);
  const shown = sent.length > 90 ? `${sent.slice(0, 90)}…` : sent;
  let text: string;
  let outcome = "";
  const reports: string[] = [];
  try {
    // Asking for progress sends a progress token, with which the server sends the tool's reports.
    const result = await client.callTool({ name, arguments: input }, {
      onprogress: ({ progress, total }) => reports.push(`progress\t${progress}\t${total ?? ""}`),
    });
    text = result.content.map(partText).join("\n");
    // The structured content of a tool with an output, which the Client checked.
    if (result.structuredContent !== undefined) {
      text += `\nstructuredContent ${JSON.stringify(result.structuredContent)}`;
    }
    // A client can read a refusal back, to branch on its code.
    const refusal = result.isError ? parseRefusalBody(text) : null;
    if (refusal !== null) outcome = `  (isError, code ${refusal.code})`;
  } catch (error) {
    // A tool the server does not have is a protocol error, not a tool result.
    if (!(error instanceof ProtocolError)) throw error;
    text = error.message;
    outcome = `  (protocol error ${error.code})`;
  }
  console.log(`# ${title}: ${name} ${shown}${outcome}`);
  for (const line of said.splice(0)) console.log(line);
  for (const report of reports) console.log(`(${report})`);
  console.log(`${text}\n`);
}

await client.close();

/** A part of a tool's answer as the demo prints it: text as it is, an image by its size. */
function partText(
  part: {
    type: string;
    text?: string | undefined;
    data?: string | undefined;
    mimeType?: string | undefined;
  },
): string {
  if (part.type === "text") return part.text ?? "";
  if (part.type !== "image") return `(${part.type})`;
  // A PNG's width and height stand in its header, 16 bytes in.
  const header = new DataView(
    Uint8Array.from(atob(part.data!.slice(0, 32)), (c) => c.charCodeAt(0)).buffer,
  );
  return `(image ${part.mimeType}, ${header.getUint32(16)} x ${header.getUint32(20)} pixels)`;
}
