declare module 'json-merge-patch' {
  /** Applies an RFC 7396 merge patch; mutates and returns `target` (or returns `patch` when it is not an object). */
  function apply(target: unknown, patch: unknown): unknown;
  function generate(before: unknown, after: unknown): unknown;
  function merge(patch1: unknown, patch2: unknown): unknown;
  const jsonMergePatch: { apply: typeof apply; generate: typeof generate; merge: typeof merge };
  export default jsonMergePatch;
}
