// An edge host: a fetch handler that lists the tools and runs a call, bundled
// with the host's own zod and run inside workerd by check.mjs.
import { z } from "zod";
import {
  ApprovalRequired,
  createApprovals,
  createToolRegistry,
  defineTool,
  defineToolkit,
  refusalBody,
  toolInputSchema,
  ToolRefusal,
} from "@adecore/agents/context";

const greet = defineTool("hello", {
  name: "hello_greet",
  description: "Greets someone by name.",
  input: z.object({ name: z.string().min(1).describe("Who to greet") }),
  annotations: { readOnly: true },
  run: (input) => [`greeting\tHello, ${input.name}`],
});
// A tool whose answer never comes: the registry's one timer ends the call at its deadline.
const wait = defineTool("hello", {
  name: "hello_wait",
  description: "Waits for an answer that never comes.",
  input: z.object({}),
  deadline: 50,
  run: () => new Promise(() => {}),
});
const registry = createToolRegistry([defineToolkit("hello", [greet, wait])]);

// A tool that runs only with a grant: WebCrypto signs and checks it in workerd too.
const send = defineTool("mail", {
  name: "mail_send",
  description: "Sends a mail.",
  input: z.object({ to: z.string(), dry_run: z.boolean().optional() }),
  approval: true,
  run: (input, _call, turn) =>
    input.dry_run ? [`mail\tto ${input.to}`] : [`sent\t${turn.approval.by}`],
});

/** A call asked, granted, run, and sent again: what each step answered. */
async function approvalRoundTrip() {
  const used = new Set();
  const approvals = createApprovals({
    keys: ["a workerd test secret of 32 bytes"],
    bind: () => "",
    once: (id) => used.size < used.add(id).size,
  });
  const mail = createToolRegistry([defineToolkit("mail", [send])], { approvals });
  const asked = await mail.run("mail_send", { to: "ada" }, {}).catch((error) => error);
  if (!(asked instanceof ApprovalRequired)) throw asked;
  const approval = await approvals.grant(asked.request, { by: "bo" });
  const rows = await mail.run("mail_send", { to: "ada" }, { approval });
  const again = await mail.run("mail_send", { to: "ada" }, { approval }).catch((error) => error);
  return { preview: refusalBody(asked), rows, again: refusalBody(again) };
}

export default {
  async fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname === "/approval") return Response.json(await approvalRoundTrip());
    if (request.method === "GET" && pathname === "/tools") {
      return Response.json({
        tools: registry.tools.map((tool) => ({
          name: tool.name,
          description: tool.description,
          inputSchema: toolInputSchema(tool.input),
          annotations: {
            readOnlyHint: tool.annotations.readOnly,
            destructiveHint: tool.annotations.destructive,
          },
        })),
      });
    }
    if (request.method === "POST" && pathname.startsWith("/tools/")) {
      try {
        const rows = await registry.run(
          pathname.slice("/tools/".length),
          await request.json(),
          {
            signal: request.signal,
          },
        );
        return new Response(rows.join("\n"));
      } catch (error) {
        if (!(error instanceof ToolRefusal)) throw error;
        return new Response(refusalBody(error), { status: 422 });
      }
    }
    return new Response("not found", { status: 404 });
  },
};
