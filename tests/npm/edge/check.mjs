// Bundles worker.js with the installed package and the host's zod, runs it in
// workerd through miniflare, and checks a real request and response.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { Miniflare } from "miniflare";

const bundle = await build({
  entryPoints: [fileURLToPath(new URL("worker.js", import.meta.url))],
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  write: false,
  logLevel: "warning",
});
const mf = new Miniflare({
  modules: true,
  script: bundle.outputFiles[0].text,
  compatibilityDate: "2026-04-01",
});
try {
  const list = await mf.dispatchFetch("http://edge.test/tools");
  assert.equal(list.status, 200);
  assert.deepEqual(await list.json(), {
    tools: [{
      name: "hello_greet",
      description: "Greets someone by name.",
      inputSchema: {
        type: "object",
        properties: { name: { type: "string", description: "Who to greet" } },
        required: ["name"],
      },
      annotations: { readOnlyHint: true, destructiveHint: false },
    }, {
      name: "hello_wait",
      description: "Waits for an answer that never comes.",
      inputSchema: { type: "object", properties: {} },
      annotations: { readOnlyHint: false, destructiveHint: false },
    }],
  });

  const call = await mf.dispatchFetch("http://edge.test/tools/hello_greet", {
    method: "POST",
    body: JSON.stringify({ name: "Ada" }),
  });
  assert.equal(call.status, 200);
  assert.equal(await call.text(), "greeting\tHello, Ada");

  const refused = await mf.dispatchFetch("http://edge.test/tools/hello_greet", {
    method: "POST",
    body: JSON.stringify({ nme: "Ada" }),
  });
  assert.equal(refused.status, 422);
  assert.equal(
    await refused.text(),
    "refused\tbad-arguments\tname: missing, expected string; unknown field nme (did you mean name?)\nfields\tname",
  );
  // workerd's timers end a call at its deadline, with the refusal a model reads.
  const late = await mf.dispatchFetch("http://edge.test/tools/hello_wait", {
    method: "POST",
    body: "{}",
  });
  assert.equal(late.status, 422);
  assert.equal(
    await late.text(),
    "refused\ttimed-out\tno answer within 50 ms; it may have done part of its work, so check before calling it again\nretry\tcheck",
  );
  // An approval asked, granted and run once, with WebCrypto's HMAC in workerd.
  const approval = await mf.dispatchFetch("http://edge.test/approval");
  assert.deepEqual(await approval.json(), {
    preview: "refused\tapproval-required\ta person must approve this call before it runs; this " +
      "is what it would do\nmail\tto ada\nretry\tapproval",
    rows: ["sent\tbo"],
    again: "refused\tapproval-used\tthe approval sent with this call was used already; nothing " +
      "ran\nretry\tnever",
  });
  console.log(
    `edge runtime (workerd, ${bundle.outputFiles[0].text.length} bytes bundled): ok`,
  );
} finally {
  await mf.dispose();
}
