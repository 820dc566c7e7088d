// Identifiers handed to clients. Verification codes are bearer-like secrets (whoever
// holds one can read the contract draft), so they are random, unguessable (100 bits)
// and URL-safe; they also serve as blob keys and BullMQ job ids, so no ':'.
import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += BASE32[bytes[i] & 31];
  return out;
}

export const newVerificationCode = (): string => `v_${randomBase32(20)}`;
export const newContractId = (): string => `c_${randomBase32(20)}`;
export const newAuditId = (): string => `a_${randomBase32(20)}`;
