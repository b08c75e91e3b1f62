// A private helper: nodes of a JSON Schema listing, and what they say of
// null, shared by the exact listing and the listings written from it.

/** A node of zod's JSON Schema, copied so that it can be changed. */
export type Node = Record<string, unknown>;

/** The name in `$defs` that a `$ref` zod writes leads to. */
export function refName(ref: string): string {
  return ref.replace(/^#\/\$defs\//, "");
}

/** A schema no value passes. */
export const NOTHING = { not: {} } as const;

/**
 * Tells a schema no value passes, whatever words it has: zod writes `not`
 * only as z.never()'s `{}`.
 */
export function isNothing(node: Node): boolean {
  return isNode(node.not) && Object.keys(node.not).length === 0;
}

/** Tells whether a node takes null. */
export function listsNull(node: Node): boolean {
  // zod writes a type beside a const: the type line reads the same.
  if ("const" in node) return node.const === null;
  if (Array.isArray(node.enum)) return node.enum.includes(null);
  if (node.type !== undefined) return [node.type].flat().includes("null");
  const branches = (node.anyOf ?? node.oneOf) as Node[] | undefined;
  if (branches !== undefined) return branches.some(listsNull);
  // zod writes an allOf of patterns only, each taking anything, null too.
  if (Array.isArray(node.allOf)) return (node.allOf as Node[]).every(listsNull);
  // A node of no type but a description takes anything; one with `not` is taken as taking nothing.
  return node.not === undefined;
}

/** The node, also taking null. */
export function withNull(node: Node): Node {
  if (listsNull(node)) return node;
  if (isNothing(node)) return { type: "null" };
  if (node.type !== undefined) {
    const type = [node.type, "null"].flat();
    if ("const" in node) {
      const { const: value, ...rest } = node;
      return { ...rest, type, enum: [value, null] };
    }
    if (Array.isArray(node.enum)) return { ...node, type, enum: [...node.enum, null] };
    return { ...node, type };
  }
  for (const key of ["anyOf", "oneOf"]) {
    if (Array.isArray(node[key])) return { ...node, [key]: [...node[key], { type: "null" }] };
  }
  return { anyOf: [node, { type: "null" }] };
}

/** The node without null, which counts as leaving a required field out. */
export function withoutNull(node: Node): Node {
  // A short way: a node that takes no null reads the same after the lines below.
  if (!listsNull(node)) return node;
  // A field that only takes null takes nothing the check keeps (defineTool
  // refuses one, and a union's branch of null goes below).
  if (node.type === "null" || node.const === null) return structuredClone(NOTHING);
  const copy = { ...node };
  // A node with a const has a type, and an allOf (of patterns) a type too.
  const typed = ["type", "enum", "const", "anyOf", "oneOf", "allOf"].some((key) => key in copy);
  // A schema of anything, in a union's later branch, takes anything but null.
  if (!typed) return { ...copy, not: { type: "null" } };
  if (Array.isArray(copy.type)) {
    const types = copy.type.filter((type) => type !== "null");
    copy.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(copy.enum)) {
    copy.enum = copy.enum.filter((value) => value !== null);
    // An enum of null alone: as above, defineTool refuses its field.
    if ((copy.enum as unknown[]).length === 0) return structuredClone(NOTHING);
  }
  for (const key of ["anyOf", "oneOf"]) {
    if (!Array.isArray(copy[key])) continue;
    const branches = (copy[key] as Node[])
      .filter((branch) => branch.type !== "null")
      .map(withoutNull);
    if (branches.length === 1) {
      // One branch left: it is the field, with the union's own words.
      delete copy[key];
      return { ...branches[0], ...copy };
    }
    copy[key] = branches;
  }
  return copy;
}

/**
 * The choices of a node that fit one of its types. Choices are strings,
 * numbers, booleans and null, and zod types number choices "number".
 */
export function choicesOf(choices: readonly unknown[], type: string): unknown[] {
  return choices.filter((value) => (value === null ? "null" : typeof value) === type);
}

/**
 * A node of several JSON types as a union of one branch per type, each with
 * what applies to it (the choices of its type), and the node's words once,
 * on the union.
 */
export function byType(node: Node, types: readonly string[], choices?: readonly unknown[]): Node {
  const { type: _, description, enum: __, const: ___, ...rest } = node;
  const anyOf = types.map((type) => ({
    ...rest,
    type,
    ...(choices === undefined ? {} : { enum: choicesOf(choices, type) }),
  }));
  return { description, anyOf };
}

/** How JSON.parse makes a field: writable, enumerable, configurable. */
const FIELD = { enumerable: true, writable: true, configurable: true } as const;

/**
 * Sets a field of an object as JSON.parse makes it: assigned where no
 * prototype has the name (the fast way), else defined, so that `__proto__`
 * is a field and not the prototype, and a name a frozen `Object.prototype`
 * holds is no error.
 */
export function setField(fields: Record<string, unknown>, name: string, value: unknown): void {
  if (name in Object.prototype) Object.defineProperty(fields, name, { ...FIELD, value });
  else fields[name] = value;
}

/**
 * Tells an object of keys, neither null nor an array: a schema node (from a
 * boolean or nothing), or the object of fields a model sent. It throws for a
 * revoked proxy, as `Array.isArray` does.
 */
export function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Freezes a listing at every depth. */
export function freeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const child of Object.values(value)) freeze(child);
    Object.freeze(value);
  }
  return value;
}
