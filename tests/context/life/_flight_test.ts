// A call in flight: ended at its deadline or when the host's signal aborts,
// the tool abandoned and its late outcome told to onLate, its turn's signal
// and progress, all on a clock the tests move by hand.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import process from "node:process";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolInput,
  type ToolAnnotations,
  type ToolDeadline,
  type ToolLate,
  type ToolProgress,
  ToolRefusal,
  type ToolRegistryOptions,
  type ToolTurn,
} from "@adecore/agents/context";
import { HandClock, settled } from "./clock.ts";

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** What a promise has come to so far. */
function watch<T>(
  promise: Promise<T>,
): { state: "pending" | "resolved" | "rejected"; value?: T; error?: unknown } {
  const seen: { state: "pending" | "resolved" | "rejected"; value?: T; error?: unknown } = {
    state: "pending",
  };
  promise.then(
    (value) => Object.assign(seen, { state: "resolved", value }),
    (error) => Object.assign(seen, { state: "rejected", error }),
  );
  return seen;
}

interface Slow {
  readonly clock: HandClock;
  readonly late: ToolLate[];
  readonly turns: ToolTurn[];
  readonly answers: Deferred<readonly string[]>[];
  run(input?: unknown, call?: object): Promise<readonly string[]>;
}

/** A tool whose run answers when the test says, on a registry with a hand clock. */
function slow(
  deadline: number | ToolDeadline | undefined,
  annotations: Partial<ToolAnnotations> = {},
  options: ToolRegistryOptions = {},
): Slow {
  const clock = new HandClock();
  const late: ToolLate[] = [];
  const turns: ToolTurn[] = [];
  const answers: Deferred<readonly string[]>[] = [];
  const tool = defineTool("mail", {
    name: "mail_send",
    description: "Sends a mail.",
    input: z.object({ to: z.string().optional() }),
    annotations,
    ...(deadline === undefined ? {} : { deadline }),
    run: (_input, _call, turn) => {
      turns.push(turn);
      const answer = deferred<readonly string[]>();
      answers.push(answer);
      return answer.promise;
    },
  });
  const registry = createToolRegistry([defineToolkit("mail", [tool])], {
    clock,
    onLate: (outcome) => late.push(outcome),
    ...options,
  });
  return {
    clock,
    late,
    turns,
    answers,
    run: (input = {}, call = {}) => registry.run("mail_send", input, call),
  };
}

describe("a call past its deadline", () => {
  it("is refused at the deadline to the millisecond, its answer absent, its signal's reason the refusal", async () => {
    const mail = slow(5_000);
    const call = watch(mail.run());
    await mail.clock.advance(4_999);
    assert.equal(call.state, "pending");
    const signal = mail.turns[0]!.signal;
    assert.equal(signal.aborted, false);
    await mail.clock.advance(1);
    assert.equal(call.state, "rejected");
    assert.ok(call.error instanceof ToolRefusal);
    assert.equal(call.error.code, "timed-out");
    assert.equal(
      call.error.message,
      "no answer within 5 s; it may have done part of its work, so check before calling it again",
    );
    assert.deepEqual(call.error.lines, ["retry\tcheck"]);
    assert.equal(signal.aborted, true);
    assert.equal(signal.reason, call.error);
    // The answer that comes late reaches no one but onLate, once.
    await mail.clock.advance(1_200);
    mail.answers[0]!.resolve(["mail\tsent"]);
    await settled();
    assert.equal(call.state, "rejected");
    assert.deepEqual(mail.late, [
      {
        tool: "mail_send",
        toolkit: "mail",
        outcome: "answered",
        value: ["mail\tsent"],
        lateByMs: 1_200,
      },
    ]);
  });

  it("makes a signal read after the deadline aborted already, with the refusal", async () => {
    const mail = slow(250);
    const call = watch(mail.run());
    await mail.clock.advance(250);
    assert.equal(call.state, "rejected");
    const { signal } = mail.turns[0]!;
    assert.equal(signal.aborted, true);
    assert.equal(signal.reason, call.error);
    assert.equal(mail.turns[0]!.signal, signal);
  });

  it("leaves no unhandled rejection when the tool it abandoned rejects, and tells onLate once how late", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    // Deno, Node and Bun all tell a listener here of a rejection no one handled.
    process.on("unhandledRejection", onUnhandled);
    try {
      const mail = slow(1_000);
      // A registry without onLate drops the late outcome, handled all the same.
      const quiet = slow(1_000, {}, { onLate: undefined });
      const calls = [watch(mail.run()), watch(quiet.run())];
      await mail.clock.advance(1_000);
      await quiet.clock.advance(1_000);
      assert.deepEqual(calls.map((call) => call.state), ["rejected", "rejected"]);
      await mail.clock.advance(300);
      const error = new Error("the mail server hung up");
      mail.answers[0]!.reject(error);
      quiet.answers[0]!.reject(error);
      await settled();
      await settled();
      assert.deepEqual(unhandled, []);
      assert.deepEqual(mail.late, [
        { tool: "mail_send", toolkit: "mail", outcome: "threw", error, lateByMs: 300 },
      ]);
      assert.deepEqual(quiet.late, []);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("gives onLate what came late as it came, unchecked, and goes on when onLate throws", async () => {
    const told: ToolLate[] = [];
    const mail = slow(1_000, {}, {
      onLate: (late) => {
        told.push(late);
        throw new Error("the log is full");
      },
    });
    const calls = [watch(mail.run()), watch(mail.run())];
    await mail.clock.advance(1_000);
    const odd = { not: "rows" } as unknown as readonly string[];
    mail.answers[0]!.resolve(odd);
    mail.answers[1]!.resolve(["bad\nrow"]);
    await settled();
    assert.deepEqual(calls.map((call) => call.state), ["rejected", "rejected"]);
    assert.equal(told.length, 2);
    assert.equal(told[0]!.value, odd);
    assert.deepEqual(told[1]!.value, ["bad\nrow"]);
  });

  it("tells the model whether to send it again by the tool's annotations", async () => {
    const cases: [Partial<ToolAnnotations>, string, string][] = [
      [
        { readOnly: true },
        "the tool is safe to repeat, so the same call may be sent again",
        "retry\tsame",
      ],
      [
        { idempotent: true },
        "the tool is safe to repeat, so the same call may be sent again",
        "retry\tsame",
      ],
      [
        { idempotent: false },
        "it may have done part of its work, so check before calling it again",
        "retry\tcheck",
      ],
      [
        { destructive: true },
        "it may have done part of its work, so check before calling it again",
        "retry\tcheck",
      ],
    ];
    for (const [annotations, message, row] of cases) {
      const mail = slow(2_000, annotations);
      const call = watch(mail.run());
      await mail.clock.advance(2_000);
      assert.equal((call.error as ToolRefusal).message, `no answer within 2 s; ${message}`);
      assert.deepEqual((call.error as ToolRefusal).lines, [row]);
    }
  });

  it("words its time in ms under a second, s under a minute, min above, with the author's advice after", async () => {
    const cases: [number | ToolDeadline, string][] = [
      [
        1,
        "no answer within 1 ms; it may have done part of its work, so check before calling it again",
      ],
      [
        999,
        "no answer within 999 ms; it may have done part of its work, so check before calling it again",
      ],
      [
        { ms: 1_500, advice: "Ask for one day at a time" },
        "no answer within 1.5 s; it may have done part of its work, so check before calling it again. Ask for one day at a time.",
      ],
      [
        { ms: 59_949, advice: "Try a smaller folder!" },
        "no answer within 59.9 s; it may have done part of its work, so check before calling it again. Try a smaller folder!",
      ],
      [
        59_950,
        "no answer within 1 min; it may have done part of its work, so check before calling it again",
      ],
      [
        120_000,
        "no answer within 2 min; it may have done part of its work, so check before calling it again",
      ],
    ];
    for (const [deadline, message] of cases) {
      const mail = slow(deadline);
      const call = watch(mail.run());
      await mail.clock.advance(typeof deadline === "number" ? deadline : deadline.ms);
      assert.equal((call.error as ToolRefusal).message, message);
    }
  });

  it("takes the registry's deadline where the tool has none, and the tool's own over it", async () => {
    const without = slow(undefined, {}, { deadline: { ms: 3_000, advice: "Send fewer mails." } });
    const call = watch(without.run());
    await without.clock.advance(3_000);
    assert.equal(
      (call.error as ToolRefusal).message,
      "no answer within 3 s; it may have done part of its work, so check before calling it again. Send fewer mails.",
    );
    const own = slow(1_000, {}, { deadline: 3_000 });
    const first = watch(own.run());
    await own.clock.advance(1_000);
    assert.equal((first.error as ToolRefusal).message.slice(0, 21), "no answer within 1 s;");
  });

  it("puts the author's advice after the message where nothing was done", async () => {
    const clock = new HandClock();
    const check = deferred<boolean>();
    const tool = defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail.",
      input: z.object({}).refine(() => check.promise),
      deadline: { ms: 250, advice: "Send it to fewer people" },
      run: () => [],
    });
    const registry = createToolRegistry([defineToolkit("mail", [tool])], { clock });
    const call = watch(registry.run("mail_send", {}, {}));
    await clock.advance(250);
    assert.equal(
      (call.error as ToolRefusal).message,
      "no answer within 250 ms; nothing was done, so the same call is safe to send again. Send it to fewer people.",
    );
    assert.deepEqual((call.error as ToolRefusal).lines, ["retry\tsame"]);
  });

  it("gives the turn the time it is up, and none without a deadline", () => {
    const mail = slow(5_000);
    mail.run();
    assert.equal(mail.turns[0]!.deadlineAt, mail.clock.now() + 5_000);
    const free = slow(undefined);
    free.run();
    assert.equal(free.turns[0]!.deadlineAt, undefined);
  });
});

describe("the checks and the deadline", () => {
  it("never starts run where asynchronous checks end at the deadline, and says nothing was done", async () => {
    for (const jitless of [false, true]) {
      const clock = new HandClock();
      const check = deferred<boolean>();
      let runs = 0;
      const tool = defineTool("mail", {
        name: "mail_send",
        description: "Sends a mail.",
        input: z.object({ to: z.string() }).refine(() => check.promise),
        deadline: 1_000,
        run: () => {
          runs++;
          return [];
        },
      });
      const registry = createToolRegistry([defineToolkit("mail", [tool])], { clock });
      if (jitless) z.config({ jitless: true });
      let call;
      try {
        call = watch(registry.run("mail_send", { to: "ada" }, {}));
      } finally {
        if (jitless) z.config({ jitless: false });
      }
      await clock.advance(1_000);
      assert.equal(call.state, "rejected");
      assert.equal(
        (call.error as ToolRefusal).message,
        "no answer within 1 s; nothing was done, so the same call is safe to send again",
      );
      assert.deepEqual((call.error as ToolRefusal).lines, ["retry\tsame"]);
      check.resolve(true);
      await settled();
      assert.equal(runs, 0);
      assert.equal(clock.pending, 0);
    }
  });

  it("starts the clock when answer, runArguments or answerArguments is called, as run does", async () => {
    const clock = new HandClock();
    let spend = 0;
    let runs = 0;
    const tool = defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail.",
      input: z.object({ to: z.string() }).refine(() => {
        clock.skip(spend);
        return true;
      }),
      deadline: 1_000,
      run: () => {
        runs++;
        return ["mail\tsent"];
      },
    });
    const registry = createToolRegistry([defineToolkit("mail", [tool])], { clock });
    const ways = [
      () => registry.answer("mail_send", { to: "ada" }, {}),
      () => registry.runArguments("mail_send", '{"to":"ada"}', {}),
      () => registry.answerArguments("mail_send", '{"to":"ada"}', {}),
    ];
    for (const way of ways) {
      spend = 1_000;
      await assert.rejects(way(), {
        code: "timed-out",
        message: "no answer within 1 s; nothing was done, so the same call is safe to send again",
      });
      spend = 999;
      await way();
    }
    assert.equal(runs, 3);
  });

  it("never starts run where the checks end past the deadline before the timer fires", async () => {
    const clock = new HandClock();
    let runs = 0;
    const slowCheck = (async: boolean) =>
      defineTool("mail", {
        name: async ? "mail_later" : "mail_send",
        description: "Sends a mail.",
        input: z.object({ to: z.string() }).refine((value) => {
          clock.skip(1_000);
          return async ? Promise.resolve(value.to !== "") : value.to !== "";
        }),
        deadline: 1_000,
        run: () => {
          runs++;
          return [];
        },
      });
    const registry = createToolRegistry([
      defineToolkit("mail", [slowCheck(false), slowCheck(true)]),
    ], {
      clock,
    });
    for (const name of ["mail_send", "mail_later"]) {
      await assert.rejects(registry.run(name, { to: "ada" }, {}), {
        code: "timed-out",
        message: "no answer within 1 s; nothing was done, so the same call is safe to send again",
      });
    }
    assert.equal(runs, 0);
    // One millisecond less, and it runs.
    const quick = defineTool("mail", {
      name: "mail_quick",
      description: "Sends a mail.",
      input: z.object({}).refine(() => {
        clock.skip(999);
        return true;
      }),
      deadline: 1_000,
      run: () => ["mail\tsent"],
    });
    const other = createToolRegistry([defineToolkit("mail", [quick])], { clock });
    assert.deepEqual(await other.run("mail_quick", {}, {}), ["mail\tsent"]);
  });

  it("starts run where asynchronous checks end a millisecond early, and ends the call at the deadline", async () => {
    const clock = new HandClock();
    const check = (ms: number) => async () => {
      clock.skip(ms);
      return await true;
    };
    let runs = 0;
    const tool = (name: string, ms: number) =>
      defineTool("mail", {
        name,
        description: "Sends a mail.",
        input: z.object({}).refine(check(ms)),
        deadline: 1_000,
        run: () => {
          runs++;
          return new Promise<string[]>(() => {});
        },
      });
    const registry = createToolRegistry([
      defineToolkit("mail", [tool("mail_send", 999), tool("mail_late", 1_000)]),
    ], { clock });
    const call = watch(registry.run("mail_send", {}, {}));
    await settled();
    assert.deepEqual([runs, call.state], [1, "pending"]);
    await clock.advance(1);
    assert.equal(
      (call.error as ToolRefusal).message,
      "no answer within 1 s; it may have done part of its work, so check before calling it again",
    );
    // Checks that end at the deadline itself leave run unstarted.
    await assert.rejects(registry.run("mail_late", {}, {}), {
      code: "timed-out",
      message: "no answer within 1 s; nothing was done, so the same call is safe to send again",
    });
    assert.equal(runs, 1);
  });

  it("rejects with what run throws at once, or the mistake in what its promise gives, after asynchronous checks", async () => {
    const clock = new HandClock();
    const broken = new Error("the mail server is down");
    const tools = [
      defineTool("mail", {
        name: "mail_send",
        description: "Sends a mail.",
        input: z.object({}).refine(async () => await true),
        deadline: 1_000,
        run: () => {
          throw broken;
        },
      }),
      defineTool("mail", {
        name: "mail_list",
        description: "Lists mail.",
        input: z.object({}),
        deadline: 1_000,
        run: () => Promise.resolve([1] as unknown as string[]),
      }),
    ];
    const registry = createToolRegistry([defineToolkit("mail", tools)], { clock });
    await assert.rejects(registry.run("mail_send", {}, {}), broken);
    await assert.rejects(registry.run("mail_list", {}, {}), {
      name: "Error",
      message: /^tool "mail_list" in toolkit "mail": run returned /,
    });
    assert.equal(clock.pending, 0);
  });

  it("keeps a call without a deadline out of the timer: another's deadline never ends it", async () => {
    const clock = new HandClock();
    const answers: Deferred<string[]>[] = [];
    const tool = (name: string, deadline?: number) =>
      defineTool("mail", {
        name,
        description: "Sends a mail.",
        input: z.object({}),
        ...(deadline === undefined ? {} : { deadline }),
        run: () => {
          const answer = deferred<string[]>();
          answers.push(answer);
          return answer.promise;
        },
      });
    const registry = createToolRegistry([
      defineToolkit("mail", [tool("mail_wait"), tool("mail_send", 100)]),
    ], { clock });
    // The host's signal has the flight watch the call, as a deadline would.
    const waits = watch(registry.run("mail_wait", {}, { signal: new AbortController().signal }));
    const sends = watch(registry.run("mail_send", {}, {}));
    await clock.advance(100);
    assert.deepEqual([waits.state, sends.state], ["pending", "rejected"]);
    assert.equal(
      (sends.error as ToolRefusal).message,
      "no answer within 100 ms; it may have done part of its work, so check before calling it again",
    );
    answers[0]!.resolve(["mail\twaited"]);
    await settled();
    assert.deepEqual(waits.value, ["mail\twaited"]);
  });

  it("counts the rows of a run that answers at once, even past the deadline", async () => {
    const clock = new HandClock();
    const tool = defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail.",
      input: z.object({}),
      deadline: 10,
      run: () => {
        clock.skip(60_000);
        return ["mail\tsent"];
      },
    });
    const registry = createToolRegistry([defineToolkit("mail", [tool])], { clock });
    assert.deepEqual(await registry.run("mail_send", {}, {}), ["mail\tsent"]);
    assert.equal(clock.pending, 0);
  });

  it("never cuts off the output check once run settled in time", async () => {
    const clock = new HandClock();
    const answered = deferred<{ id: number }>();
    const checked = deferred<boolean>();
    const tool = defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail.",
      input: z.object({}),
      output: z.object({ id: z.int() }).refine(() => checked.promise),
      deadline: 5_000,
      run: () => answered.promise,
    });
    const registry = createToolRegistry([defineToolkit("mail", [tool])], { clock });
    const call = watch(registry.answer("mail_send", {}, {}));
    await clock.advance(4_000);
    answered.resolve({ id: 7 });
    await settled();
    await clock.advance(2_000);
    assert.equal(call.state, "pending");
    checked.resolve(true);
    await settled();
    assert.deepEqual(call.value, { rows: ['{"id":7}'], structured: { id: 7 } });
  });
});

describe("the host's signal", () => {
  it("ends a call at once when it aborts after run started, with its reason; the late answer goes to onLate", async () => {
    const mail = slow(undefined);
    const controller = new AbortController();
    const call = watch(mail.run({}, { signal: controller.signal }));
    await mail.clock.advance(100);
    const reason = new Error("the client cancelled");
    controller.abort(reason);
    await settled();
    assert.equal(call.state, "rejected");
    assert.equal(call.error, reason);
    assert.equal(mail.turns[0]!.signal.aborted, true);
    assert.equal(mail.turns[0]!.signal.reason, reason);
    await mail.clock.advance(50);
    mail.answers[0]!.resolve(["mail\tsent"]);
    await settled();
    assert.deepEqual(mail.late, [
      {
        tool: "mail_send",
        toolkit: "mail",
        outcome: "answered",
        value: ["mail\tsent"],
        lateByMs: 50,
      },
    ]);
  });

  it("never starts run where a check's own code aborted the host's signal", async () => {
    const controller = new AbortController();
    const reason = new Error("the client cancelled");
    let runs = 0;
    const tool = defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail.",
      input: z.object({}).refine(() => {
        controller.abort(reason);
        return true;
      }),
      run: () => {
        runs++;
        return [];
      },
    });
    const registry = createToolRegistry([defineToolkit("mail", [tool])]);
    await assert.rejects(registry.run("mail_send", {}, { signal: controller.signal }), reason);
    assert.equal(runs, 0);
  });

  it("ends a call at once where run's own synchronous part aborted the host's signal, unless its rows came at once", async () => {
    for (const checks of [z.object({}), z.object({}).refine(async () => await true)]) {
      const answer = deferred<readonly string[]>();
      const late: ToolLate[] = [];
      let controller = new AbortController();
      const reason = new Error("the client cancelled");
      const tool = (name: string, rows: boolean) =>
        defineTool("mail", {
          name,
          description: "Sends a mail.",
          input: checks,
          run: () => {
            controller.abort(reason);
            return rows ? ["mail\tsent"] : answer.promise;
          },
        });
      const registry = createToolRegistry([
        defineToolkit("mail", [tool("mail_send", false), tool("mail_now", true)]),
      ], { onLate: (outcome) => late.push(outcome) });
      const call = watch(registry.run("mail_send", {}, { signal: controller.signal }));
      await settled();
      assert.equal(call.state, "rejected");
      assert.equal(call.error, reason);
      answer.resolve(["mail\tsent"]);
      await settled();
      assert.deepEqual(late.map((outcome) => outcome.outcome), ["answered"]);
      controller = new AbortController();
      const now = registry.run("mail_now", {}, { signal: controller.signal });
      assert.deepEqual(await now, ["mail\tsent"]);
    }
  });

  it("ends a call at once when it aborts while run's promise waits after asynchronous checks", async () => {
    const controller = new AbortController();
    const answer = deferred<readonly string[]>();
    const tool = defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail.",
      input: z.object({}).refine(async () => await true),
      run: () => answer.promise,
    });
    const registry = createToolRegistry([defineToolkit("mail", [tool])]);
    const call = watch(registry.run("mail_send", {}, { signal: controller.signal }));
    await settled();
    assert.equal(call.state, "pending");
    const reason = new Error("the client cancelled");
    controller.abort(reason);
    await settled();
    assert.equal(call.state, "rejected");
    assert.equal(call.error, reason);
  });

  it("puts the host's abort before the deadline where checks end past both", async () => {
    for (const later of [false, true]) {
      const clock = new HandClock();
      const controller = new AbortController();
      const reason = new Error("the client cancelled");
      const check = (value: object) => {
        clock.skip(1_000);
        controller.abort(reason);
        return later ? Promise.resolve(value !== null) : value !== null;
      };
      const tool = defineTool("mail", {
        name: "mail_send",
        description: "Sends a mail.",
        input: z.object({}).refine(check),
        deadline: 1_000,
        run: () => [],
      });
      const registry = createToolRegistry([defineToolkit("mail", [tool])], { clock });
      await assert.rejects(registry.run("mail_send", {}, { signal: controller.signal }), reason);
    }
  });

  it("ends a call with a deadline too, and then the deadline's timer is gone", async () => {
    const mail = slow(5_000);
    const controller = new AbortController();
    const call = watch(mail.run({}, { signal: controller.signal }));
    controller.abort();
    await settled();
    assert.equal(call.state, "rejected");
    assert.equal((call.error as Error).name, "AbortError");
    assert.equal(mail.turns[0]!.signal.reason, call.error);
    assert.equal(mail.clock.pending, 0);
  });

  it("is the turn's signal itself where the tool has no deadline", () => {
    const mail = slow(undefined);
    const signal = new AbortController().signal;
    mail.run({}, { signal });
    assert.equal(mail.turns[0]!.signal, signal);
  });

  it("leaves the turn a signal of its own where the host gave none", () => {
    const mail = slow(undefined);
    mail.run({}, {});
    assert.ok(mail.turns[0]!.signal instanceof AbortSignal);
    assert.equal(mail.turns[0]!.signal.aborted, false);
    mail.answers[0]!.resolve([]);
  });

  it("is no stand-in for the deadline: where both are given, the turn's signal aborts at the deadline too", async () => {
    const mail = slow(100);
    const controller = new AbortController();
    const call = watch(mail.run({}, { signal: controller.signal }));
    const signal = mail.turns[0]!.signal;
    assert.notEqual(signal, controller.signal);
    await mail.clock.advance(100);
    assert.equal(signal.aborted, true);
    assert.equal(signal.reason, call.error);
    assert.equal((call.error as ToolRefusal).code, "timed-out");
    assert.equal(controller.signal.aborted, false);
  });

  it("runs a call the host gave no call object, its turn's signal and progress working", async () => {
    const clock = new HandClock();
    const turns: ToolTurn[] = [];
    const answer = deferred<string[]>();
    const tool = (name: string, input: z.ZodObject) =>
      defineTool("mail", {
        name,
        description: "Sends a mail.",
        input,
        deadline: 100,
        run: (_input, _call, turn) => {
          turns.push(turn);
          turn.progress(1);
          return turn.signal.aborted ? [] : answer.promise;
        },
      });
    const unwatched = defineTool("mail", {
      name: "mail_list",
      description: "Lists mail.",
      input: z.object({}),
      run: (_input, _call, turn) => {
        turns.push(turn);
        return answer.promise;
      },
    });
    const registry = createToolRegistry([
      defineToolkit("mail", [
        tool("mail_send", z.object({})),
        tool("mail_later", z.object({}).refine(async () => await true)),
        unwatched,
      ]),
    ], { clock, onCall: () => {} });
    const none = undefined as never;
    const sent = watch(registry.run("mail_send", {}, none));
    const later = watch(registry.run("mail_later", {}, none));
    const listed = watch(registry.run("mail_list", {}, none));
    await settled();
    assert.equal(turns.length, 3);
    answer.resolve(["mail\tsent"]);
    await settled();
    assert.deepEqual([sent.value, later.value, listed.value], [
      ["mail\tsent"],
      ["mail\tsent"],
      ["mail\tsent"],
    ]);
  });

  it("leaves the host's call as the host made it", async () => {
    const mail = slow(5_000);
    const call = Object.freeze({ signal: new AbortController().signal, user: "ada" });
    const done = mail.run({}, call);
    assert.equal(mail.turns[0]!.signal.aborted, false);
    mail.answers[0]!.resolve(["mail\tsent"]);
    assert.deepEqual(await done, ["mail\tsent"]);
    assert.deepEqual(Object.keys(call), ["signal", "user"]);
  });
});

describe("many calls at once", () => {
  it("keep their own answers when half are late, and leave no timer", async () => {
    const clock = new HandClock();
    const late: ToolLate[] = [];
    const answers = new Map<number, Deferred<readonly string[]>>();
    const tool = defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail.",
      input: z.object({ n: z.int() }),
      deadline: 1_000,
      run: (input) => {
        const answer = deferred<readonly string[]>();
        answers.set(input.n, answer);
        return answer.promise;
      },
    });
    const registry = createToolRegistry([defineToolkit("mail", [tool])], {
      clock,
      onLate: (outcome) => late.push(outcome),
    });
    const calls = Array.from(
      { length: 1_000 },
      (_, n) => watch(registry.run("mail_send", { n }, {})),
    );
    await clock.advance(500);
    for (let n = 0; n < 1_000; n += 2) answers.get(n)!.resolve([`mail\t${n}`]);
    await settled();
    await clock.advance(500);
    for (let n = 1; n < 1_000; n += 2) answers.get(n)!.resolve([`mail\t${n}`]);
    await settled();
    calls.forEach((call, n) => {
      if (n % 2 === 0) assert.deepEqual(call.value, [`mail\t${n}`]);
      else assert.equal((call.error as ToolRefusal).code, "timed-out");
    });
    assert.deepEqual(
      late.map((outcome) => outcome.value).sort(),
      calls.flatMap((_, n) => n % 2 ? [[`mail\t${n}`]] : []).sort(),
    );
    assert.equal(clock.pending, 0);
    // One timer for all the calls, not one each.
    assert.equal(clock.set, 1);
  });

  it("set no timer for a call that never waits, and clear the one of a call that settles in time", async () => {
    const mail = slow(5_000);
    const call = mail.run();
    assert.equal(mail.clock.pending, 1);
    mail.answers[0]!.resolve(["mail\tsent"]);
    await call;
    assert.equal(mail.clock.pending, 0);
    assert.equal(mail.clock.cleared, 1);
  });
});

describe("progress", () => {
  it("reaches call.onProgress in order, and drops what is no progress", async () => {
    const seen: ToolProgress[] = [];
    const mail = slow(undefined);
    const call = mail.run({}, { onProgress: (progress: ToolProgress) => seen.push(progress) });
    const turn = mail.turns[0]!;
    turn.progress(0);
    turn.progress(1, 4);
    turn.progress(1, 4, "again");
    turn.progress(0.5);
    turn.progress(-1);
    turn.progress(NaN);
    turn.progress(Infinity);
    turn.progress(2, -1);
    turn.progress(2, NaN);
    turn.progress(2, Infinity);
    turn.progress("3" as unknown as number);
    turn.progress(2.5, 4, "halfway");
    turn.progress(3, undefined, 7 as unknown as string);
    mail.answers[0]!.resolve([]);
    await call;
    turn.progress(4, 4, "after the end");
    assert.deepEqual(seen, [
      { done: 0 },
      { done: 1, total: 4 },
      { done: 2.5, total: 4, message: "halfway" },
      { done: 3 },
    ]);
  });

  it("drops a done below zero as the first report, however close to zero", async () => {
    const seen: ToolProgress[] = [];
    const mail = slow(undefined);
    const call = mail.run({}, { onProgress: (progress: ToolProgress) => seen.push(progress) });
    const turn = mail.turns[0]!;
    turn.progress(-0.5);
    turn.progress(-0.25, 3);
    turn.progress(-Number.MIN_VALUE);
    turn.progress(0, 3);
    mail.answers[0]!.resolve([]);
    await call;
    assert.deepEqual(seen, [{ done: 0, total: 3 }]);
  });

  it("drops a report once run's promise rejected, or run threw, where nothing else watches the call", async () => {
    const seen: ToolProgress[] = [];
    const onProgress = (progress: ToolProgress) => seen.push(progress);
    const mail = slow(undefined);
    const call = mail.run({}, { onProgress });
    mail.turns[0]!.progress(1);
    mail.answers[0]!.reject(new Error("the mail server hung up"));
    await assert.rejects(call);
    mail.turns[0]!.progress(2);
    let kept: ToolTurn | undefined;
    const tool = defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail.",
      input: z.object({}),
      run: (_input, _call, turn) => {
        kept = turn;
        throw new Error("no mail server");
      },
    });
    const registry = createToolRegistry([defineToolkit("mail", [tool])]);
    await assert.rejects(registry.run("mail_send", {}, { onProgress }), /no mail server/);
    kept!.progress(3);
    assert.deepEqual(seen, [{ done: 1 }]);
  });

  it("reports a done of -0 as 0", async () => {
    const seen: ToolProgress[] = [];
    const mail = slow(undefined);
    const call = mail.run({}, { onProgress: (progress: ToolProgress) => seen.push(progress) });
    mail.turns[0]!.progress(-0);
    mail.answers[0]!.resolve([]);
    await call;
    assert.equal(seen.length, 1);
    assert.ok(Object.is(seen[0]!.done, 0));
  });

  it("drops a report once the deadline ended the call", async () => {
    const seen: ToolProgress[] = [];
    const mail = slow(100);
    const call = watch(
      mail.run({}, { onProgress: (progress: ToolProgress) => seen.push(progress) }),
    );
    mail.turns[0]!.progress(1);
    await mail.clock.advance(100);
    assert.equal(call.state, "rejected");
    mail.turns[0]!.progress(2, 2, "done after all");
    assert.deepEqual(seen, [{ done: 1 }]);
  });

  it("takes a total of 0, and a message of 200 characters longer in code units whole", async () => {
    const seen: ToolProgress[] = [];
    const mail = slow(undefined);
    const done = mail.run({}, { onProgress: (progress: ToolProgress) => seen.push(progress) });
    const emoji = "😀".repeat(200);
    mail.turns[0]!.progress(0, 0, emoji);
    mail.answers[0]!.resolve([]);
    await done;
    assert.deepEqual(seen, [{ done: 0, total: 0, message: emoji }]);
  });

  it("cuts a message to 200 characters, never within one", () => {
    const seen: ToolProgress[] = [];
    const mail = slow(undefined);
    mail.run({}, { onProgress: (progress: ToolProgress) => seen.push(progress) });
    const turn = mail.turns[0]!;
    turn.progress(1, undefined, "a".repeat(200));
    turn.progress(2, undefined, "a".repeat(201));
    turn.progress(3, undefined, "😀".repeat(200));
    turn.progress(4, undefined, "😀".repeat(201));
    assert.deepEqual(seen.map((progress) => [...progress.message!].length), [200, 200, 200, 200]);
    assert.equal(seen[3]!.message, "😀".repeat(200));
  });

  it("goes on when onProgress throws, and keeps each call's reports to its own", async () => {
    const mail = slow(undefined);
    const mine: number[] = [];
    const first = mail.run({}, {
      onProgress: () => {
        throw new Error("the transport is closed");
      },
    });
    const second = mail.run({}, {
      onProgress: (progress: ToolProgress) => mine.push(progress.done),
    });
    mail.turns[0]!.progress(1);
    mail.turns[1]!.progress(5);
    mail.turns[0]!.progress(2);
    mail.answers[0]!.resolve(["a"]);
    mail.answers[1]!.resolve(["b"]);
    assert.deepEqual([await first, await second], [["a"], ["b"]]);
    assert.deepEqual(mine, [5]);
  });
});

describe("the platform's timers", () => {
  it("end a call at its deadline by the platform's clock, counted from the call", async () => {
    let deadlineAt = 0;
    const tool = defineTool("note", {
      name: "note_hang",
      description: "Never answers.",
      input: z.object({}),
      deadline: 50,
      run: (_input, _call, turn) => {
        deadlineAt = turn.deadlineAt!;
        return new Promise<string[]>(() => {});
      },
    });
    const registry = createToolRegistry([defineToolkit("note", [tool])]);
    // The check is compiled on its first use: done before the clock starts,
    // so that a busy machine cannot spend the deadline on it (Bun on CI did).
    parseToolInput(tool, {});
    const before = Date.now();
    const call = registry.run("note_hang", {}, {});
    const after = Date.now();
    await assert.rejects(call, { code: "timed-out" });
    assert.ok(deadlineAt >= before + 50 && deadlineAt <= after + 50, String(deadlineAt - before));
    assert.ok(Date.now() >= deadlineAt);
  });

  it("keep deadlines by the platform's clock where none is given, holding no process open after them", async () => {
    let resolve!: (rows: string[]) => void;
    const waits = defineTool("note", {
      name: "note_wait",
      description: "Waits.",
      input: z.object({}),
      deadline: 60_000,
      run: () => new Promise<string[]>((done) => (resolve = done)),
    });
    const registry = createToolRegistry([defineToolkit("note", [waits])]);
    for (const text of ["first", "second"]) {
      const call = registry.run("note_wait", {}, {});
      resolve([`note\t${text}`]);
      assert.deepEqual(await call, [`note\t${text}`]);
    }
    // The timer, let go, holds no runtime open: one held would keep this test's process a minute.
  });
});
