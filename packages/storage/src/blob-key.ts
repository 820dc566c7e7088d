import { InvalidBlobKeyError } from './errors.js';

// Keys become file names (folder store) and GridFS file names: no separators, no
// leading dot, so a key can never reach outside the blob folder.
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function assertBlobKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new InvalidBlobKeyError(key);
  return key;
}
