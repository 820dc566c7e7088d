// Long patterns laid out over several lines, a few alternatives a line:
//   anyOf([String.raw`a|b`, String.raw`c`], 'g')             is /a|b|c/g
//   around(String.raw`\b`, [String.raw`a|b`, String.raw`c`], String.raw`\b`)  is /\b(?:a|b|c)\b/
//   group([String.raw`a|b`, String.raw`c`])                  is the string (?:a|b|c)
// The parts are joined exactly as written, so a pattern keeps its meaning; only reading it
// gets easier.

/** The pattern that matches any of the alternatives (regex source strings, joined with |). */
export function anyOf(alternatives: readonly string[], flags = ''): RegExp {
  return new RegExp(alternatives.join('|'), flags);
}

/** prefix(?:a|b|c)suffix: a pattern whose long part is one group of alternatives. */
export function around(prefix: string, alternatives: readonly string[], suffix: string, flags = ''): RegExp {
  return new RegExp(`${prefix}(?:${alternatives.join('|')})${suffix}`, flags);
}

/** The source of a group of alternatives, (?:a|b|c), for patterns built from named parts. */
export function group(alternatives: readonly string[]): string {
  return `(?:${alternatives.join('|')})`;
}
