/**
 * How deeply JSON nests, measured without recursion, so a member's deeply nested JSON (an
 * editor state 5,000 levels deep) is refused before anything recursive (JSON.stringify, a marshaller, a
 * schema walk) meets it and throws a RangeError.
 */

/** Whether JSON text nests objects and arrays deeper than `limit`, scanned once (strings skipped), never parsed. */
export function jsonTextTooDeep(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** Whether a value nests objects and arrays deeper than `limit`, walked with an explicit stack. */
export function valueTooDeep(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
