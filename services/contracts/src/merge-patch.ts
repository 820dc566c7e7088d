// JSON Merge Patch (RFC 7396) applied to a copy, never to the stored object.
import jsonMergePatch from 'json-merge-patch';

export function applyMergePatch<T>(target: T, patch: unknown): unknown {
  return jsonMergePatch.apply(structuredClone(target), patch);
}
