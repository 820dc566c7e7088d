/**
 * One regular-expression alternation for a long list of words, written as a trie
 * ("new (?:york|jersey|...)") rather than "a|b|c|...": the engine tries each branch at
 * every position of the text, so 400 names as a flat list cost 400 attempts per
 * character, and as a trie only as many as share the text's first letters. Longer words
 * are tried before their prefixes, as a list sorted by length would be. Non-capturing,
 * so it can be embedded in patterns that count their groups.
 */
export function trieAlternation(words: readonly string[]): string {
  interface Node { next: Map<string, Node>; end: boolean }
  const root: Node = { next: new Map(), end: false };
  for (const w of words) {
    let n = root;
    for (const ch of w) {
      let child = n.next.get(ch);
      if (!child) n.next.set(ch, (child = { next: new Map(), end: false }));
      n = child;
    }
    n.end = true;
  }
  const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const emit = (n: Node): string => {
    const branches = [...n.next].map(([ch, child]) => escape(ch) + emit(child));
    if (!branches.length) return '';
    const body = branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
    return n.end ? `(?:${body})?` : body;
  };
  return emit(root);
}
