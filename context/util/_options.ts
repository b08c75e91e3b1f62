// A private helper: the options object a host hands a function, checked
// against the names that function takes, each mistake a plain Error naming
// the function and what would be right.

/**
 * The options as a record.
 *
 * @param given What the host gave.
 * @param names Every option the function takes.
 * @param at The function, as a mistake names it: `createToolRegistry`.
 * @param like Options a mistake shows as an example.
 * @throws {Error} For what is no object, or an option the function does not take.
 */
export function optionsOf(
  given: unknown,
  names: ReadonlyArray<string>,
  at: string,
  like: string,
): Record<string, unknown> {
  if (typeof given !== "object" || given === null || Array.isArray(given)) {
    throw new Error(`${at}: the options are no object; give one, like ${like}`);
  }
  for (const name of Object.keys(given)) {
    if (!names.includes(name)) {
      throw new Error(
        `${at}: there is no option ${JSON.stringify(name)}; the options are ${names.join(", ")}`,
      );
    }
  }
  return given as Record<string, unknown>;
}
