/**
 * Case 1 as a host sees it: 30 tools of five kinds called in turn, each with
 * arguments fresh from `JSON.parse`, against each tool's own `safeParse` and
 * `run`. Many schemas and input shapes make zod's shared code polymorphic,
 * as it is in any host with more than one tool.
 *
 * @module
 */

import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  requiredField,
  type ToolRows,
} from "@adecore/agents/context";
import { compare, type Compared } from "./measure.ts";

const TOOLS = 30;

/**
 * The five kinds of input, with arguments a model would send, and the same
 * as a model sends them that writes null for every field it skips (as
 * OpenAI's strict mode does); the fourth kind nests an object.
 */
function kinds(nested: boolean): [() => z.ZodObject, string, string][] {
  return [
    [
      () =>
        z.object({
          text: requiredField("needs text"),
          revision: z.number().int().optional(),
          dry_run: z.boolean().optional(),
        }),
      '{"text":"Buy milk","revision":3}',
      '{"text":"Buy milk","revision":3,"dry_run":null}',
    ],
    [
      () => z.object({ title: z.string().max(200), tags: z.array(z.string()).optional() }),
      '{"title":"Plans","tags":["home","weekly"]}',
      '{"title":"Plans","tags":["home","weekly"]}',
    ],
    [
      () => z.object({ id: z.number().int(), mode: z.enum(["a", "b"]).default("a") }),
      '{"id":7}',
      '{"id":7,"mode":null}',
    ],
    nested
      ? [
        () =>
          z.object({
            query: z.string(),
            owner: z.object({ name: z.string(), email: z.string().optional() }).optional(),
          }),
        '{"query":"milk","owner":{"name":"Ada"}}',
        '{"query":"milk","owner":{"name":"Ada","email":null}}',
      ]
      : [
        () => z.object({ query: z.string(), owner: z.string().optional() }),
        '{"query":"milk","owner":"Ada"}',
        '{"query":"milk","owner":"Ada"}',
      ],
    [
      () => z.object({ from: z.string(), to: z.string(), urgent: z.boolean().optional() }),
      '{"from":"inbox","to":"done","urgent":true}',
      '{"from":"inbox","to":"done","urgent":null}',
    ],
  ];
}

function run(input: unknown): Promise<ToolRows> {
  return Promise.resolve([typeof input === "object" ? "done\tyes" : "done\tno"]);
}

/**
 * registry.run versus each tool's `safeParse` and `run`, over 30 tools called
 * in turn; `nested` makes one kind in five hold a nested object, and `nulls`
 * gives registry.run the arguments with nulls (the floor, which would refuse
 * them, the same without).
 */
export function hostInTurn(nested: boolean, nulls = false): Promise<Compared> {
  const made = kinds(nested);
  const schemas = Array.from({ length: TOOLS }, (_, i) => made[i % made.length]![0]());
  const names = schemas.map((_, i) => `tool_${i}`);
  const registry = createToolRegistry([
    defineToolkit(
      "kit",
      schemas.map((input, i) =>
        defineTool("kit", { name: names[i]!, description: "A tool.", input, run })
      ),
    ),
  ]);
  // 1,000 calls of arguments parsed from JSON, as a transport hands them over.
  const calls = Array.from({ length: 1_000 }, (_, j) => j % TOOLS);
  const inputs = calls.map((i) => JSON.parse(made[i % made.length]![1]) as unknown);
  const sent = calls.map((i) => JSON.parse(made[i % made.length]![nulls ? 2 : 1]) as unknown);
  let nextFloor = 0;
  let nextOurs = 0;
  return compare(
    () => {
      const j = nextFloor++ % calls.length;
      const result = schemas[calls[j]!]!.safeParse(inputs[j]);
      return result.success ? run(result.data) : Promise.reject(result.error);
    },
    () => {
      const j = nextOurs++ % calls.length;
      return registry.run(names[calls[j]!]!, sent[j], {});
    },
    1_000,
    201,
  );
}
