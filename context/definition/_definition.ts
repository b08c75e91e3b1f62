// A private helper: what defineTool and defineToolkit check in the plain
// parts of a definition (names, a title, annotations), each a mistake in code
// named with the tool and told what would be right.

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const MAX_NAME = 64;

/** The annotations of a defined tool (`ToolAnnotations`, which tool.ts documents). */
interface Annotations {
  readonly readOnly: boolean;
  readonly destructive: boolean;
  readonly idempotent?: boolean;
  readonly openWorld?: boolean;
}

/** The hints of a defined tool (`ToolHints`, which tool.ts documents). */
interface Hints {
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/** The annotations a definition may give, as a client reads them. */
const ANNOTATIONS = ["readOnly", "destructive", "idempotent", "openWorld"] as const;

/**
 * Throws unless a name is lower snake case and at most 64 characters.
 *
 * @param what How the message names it, such as `tool "x" in toolkit "y": a tool name`.
 */
export function checkName(name: string, what: string): void {
  if (typeof name === "string" && SNAKE_CASE.test(name)) {
    if (name.length > MAX_NAME) {
      throw new Error(`${what} has at most ${MAX_NAME} characters; this one has ${name.length}`);
    }
    return;
  }
  const suggestion = snakeCase(String(name));
  const like = SNAKE_CASE.test(suggestion) ? suggestion : "note_write";
  throw new Error(`${what} is lower snake case, like "${like}"`);
}

function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    // Runs of separators are one by now: one may end the name.
    .replace(/^[_0-9]+|_$/g, "")
    .slice(0, MAX_NAME);
}

/**
 * The frozen annotations of a definition: `readOnly` and `destructive`
 * always, false where not given; `idempotent` and `openWorld` only where
 * given, since MCP's own defaults for them differ from false. Beside them,
 * the hints the author gave, under MCP's names and only those, so a client's
 * own defaults stand for the rest. A null counts as left out, as for the
 * fields a model sends.
 */
export function readAnnotations(
  given: unknown,
  at: string,
): { annotations: Annotations; hints: Hints } {
  given ??= {};
  // A string's or a function's prototype is neither: refused like any other.
  const prototype = Object.getPrototypeOf(given);
  if (prototype !== Object.prototype && prototype !== null) {
    throw new Error(`${at}: annotations is no plain object; write one, like { readOnly: true }`);
  }
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given as object)) {
    const near = ANNOTATIONS.find((name) => name.toLowerCase() === key.toLowerCase());
    if (near !== key) {
      throw new Error(
        `${at}: annotations has no ${JSON.stringify(key)}; ` +
          (near ? `write ${near}` : "it takes readOnly, destructive, idempotent and openWorld"),
      );
    }
    if (typeof value !== "boolean" && value != null) {
      throw new Error(`${at}: annotations.${key} is ${typeof value}; write true or false`);
    }
    if (value != null) own[key] = value;
  }
  // Read from what was checked: a getter could answer otherwise a second time.
  const annotations: Annotations = Object.freeze({
    readOnly: own.readOnly === true,
    destructive: own.destructive === true,
    ...(own.idempotent === undefined ? {} : { idempotent: own.idempotent as boolean }),
    ...(own.openWorld === undefined ? {} : { openWorld: own.openWorld as boolean }),
  });
  if (annotations.readOnly && annotations.destructive) {
    throw new Error(`${at}: a tool cannot be both readOnly and destructive; keep one`);
  }
  const hints: Record<string, boolean> = {};
  for (const name of ANNOTATIONS) {
    if (own[name] !== undefined) hints[`${name}Hint`] = own[name] as boolean;
  }
  return { annotations, hints: Object.freeze(hints) };
}

/** A definition's title, a display name for people; undefined (or null) when not given. */
export function readTitle(title: unknown, at: string): string | undefined {
  if (title == null) return undefined;
  if (typeof title !== "string") {
    throw new Error(
      `${at}: the title is ${typeof title}; write a display name, like "Read a note"`,
    );
  }
  if (title.trim() === "") {
    throw new Error(`${at}: the title is empty; write a display name, or leave it out`);
  }
  return title;
}
