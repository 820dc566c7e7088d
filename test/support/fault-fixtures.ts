// What the fault tests upload and read back: a contract of N pages (scanned, its OCR
// takes a while), the record as a client sees it, and the files under DATA_DIR/blobs.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { VerificationRecord } from '@cp/schema';

export function contractText(pages: number): string {
  const page = (n: number) =>
    [
      `# ${n}. Section ${n}`,
      `Employer shall pay Physician a guaranteed annual base salary of $${(280 + n).toString()},000 in the year ${2025 + n}.`,
      'Either party may terminate this Agreement without cause upon ninety (90) days prior written notice to the other party.',
      'Physician shall receive twenty (20) days of paid vacation per year, and health, dental and vision insurance.',
    ].join('\n');
  return ['# PHYSICIAN EMPLOYMENT AGREEMENT', ...Array.from({ length: pages }, (_, i) => page(i + 1))].join('\n\f');
}

export async function recordOf(base: string, code: string): Promise<VerificationRecord> {
  return (await (await fetch(`${base}/verify/${code}`)).json()) as VerificationRecord;
}

export function blobNames(dataDir: string): string[] {
  const dir = join(dataDir, 'blobs');
  return existsSync(dir) ? readdirSync(dir) : [];
}
