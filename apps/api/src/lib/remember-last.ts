/**
 * Remembers the last result per key and gives it back while the inputs are the same strings. Made for work
 * derived from the response cache's serialized answers, which stay the same string until a write drops them:
 * comparing strings (the same instance compares at once) is far cheaper than parsing or rewriting them. Keys
 * must come from a small set (a language, a page kind): one entry is kept per key.
 */
export function rememberLast<R>(compute: (inputs: readonly string[]) => R) {
  const last = new Map<string, { inputs: readonly string[]; result: R }>();
  return (key: string, inputs: readonly string[]): R => {
    const previous = last.get(key);
    if (
      previous &&
      previous.inputs.length === inputs.length &&
      previous.inputs.every((input, index) => input === inputs[index])
    ) {
      return previous.result;
    }
    const result = compute(inputs);
    last.set(key, { inputs, result });
    return result;
  };
}
