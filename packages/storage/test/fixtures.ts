import { randomUUID } from 'node:crypto';
import { emptyParsedData, type StoredContract, type StoredVerificationRecord } from '@cp/schema';

export function code(): string {
  return randomUUID().replaceAll('-', '').slice(0, 20);
}

export function record(overrides: Partial<StoredVerificationRecord> = {}): StoredVerificationRecord {
  const now = new Date().toISOString();
  return {
    verificationCode: code(),
    status: 'queued',
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    document: { fileName: 'contract.pdf', bytes: 1234, pages: 0, sha256: 'a'.repeat(64), ocrPages: 0 },
    ...overrides,
  };
}

export function contract(overrides: Partial<StoredContract> = {}): StoredContract {
  const now = new Date().toISOString();
  return {
    contractId: randomUUID(),
    parsedData: emptyParsedData(),
    version: 1,
    createdAt: now,
    updatedAt: now,
    verificationCode: code(),
    ...overrides,
  };
}

/** createdAt values one millisecond apart, oldest first. */
export function timestamps(n: number, start = Date.UTC(2026, 0, 1)): string[] {
  return Array.from({ length: n }, (_, i) => new Date(start + i).toISOString());
}
