// Which OCR model is used (OCR_MODEL), and that every model this machine has reads
// a scanned page. The choice is a pure function of the setting and the files
// present, tested here with fake file systems.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUNDLED_MODEL, chooseOcrModel, extractPdf, OcrModelError, SYSTEM_TESSDATA_DIRS, TesseractPool, type ModelFiles, type OcrModel } from '@cp/extraction';
import { buildContractPdf, makeScannedPdf } from '@cp/testkit';

const files = (...present: string[]): ModelFiles => ({ exists: (file) => present.includes(file) });
const DEBIAN = SYSTEM_TESSDATA_DIRS[0];
const debianModel = path.join(DEBIAN, 'eng.traineddata');

describe('chooseOcrModel', () => {
  it('auto: the fast model where the system has one, else the bundled best_int', () => {
    expect(chooseOcrModel('auto', undefined, files(debianModel))).toEqual({ kind: 'fast', langPath: DEBIAN, gzip: false });
    expect(chooseOcrModel('auto', undefined, files('/usr/share/tessdata/eng.traineddata'))).toEqual({ kind: 'fast', langPath: '/usr/share/tessdata', gzip: false });
    expect(chooseOcrModel('auto', undefined, files())).toEqual(BUNDLED_MODEL);
    expect(BUNDLED_MODEL.kind).toBe('best');
  });

  it('auto and fast look in OCR_LANG_PATH instead of the system folders when it is set', () => {
    expect(chooseOcrModel('auto', '/opt/tessdata', files('/opt/tessdata/eng.traineddata', debianModel))).toEqual({ kind: 'fast', langPath: '/opt/tessdata', gzip: false });
    expect(chooseOcrModel('fast', '/opt/tessdata', files('/opt/tessdata/eng.traineddata'))).toMatchObject({ kind: 'fast', langPath: '/opt/tessdata' });
    // A folder the operator named but that is empty is a mistake, not a reason to fall back.
    expect(() => chooseOcrModel('auto', '/opt/tessdata', files(debianModel))).toThrow(/OCR_LANG_PATH=\/opt\/tessdata: the folder holds no eng.traineddata/);
  });

  it('fast: requires an installed fast model, and says how to get one', () => {
    expect(chooseOcrModel('fast', undefined, files(debianModel))).toMatchObject({ kind: 'fast', langPath: DEBIAN });
    const err = (() => {
      try {
        chooseOcrModel('fast', undefined, files());
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(OcrModelError);
    expect((err as Error).message).toMatch(/OCR_MODEL=fast: no eng.traineddata in .*tesseract-ocr-eng.*OCR_LANG_PATH/);
  });

  it('best: the bundled model, whatever the system has', () => {
    expect(chooseOcrModel('best', undefined, files(debianModel))).toEqual(BUNDLED_MODEL);
    expect(chooseOcrModel('best', '/nowhere', files())).toEqual(BUNDLED_MODEL);
  });

  it('a folder: used as it is when it holds eng.traineddata', () => {
    expect(chooseOcrModel('/models/eng', undefined, files('/models/eng/eng.traineddata'))).toEqual({ kind: 'folder', langPath: '/models/eng', gzip: false });
    expect(() => chooseOcrModel('/models/eng', undefined, files())).toThrow(/OCR_MODEL=\/models\/eng: the folder holds no eng.traineddata/);
    expect(() => chooseOcrModel('models/eng', undefined, files('models/eng/eng.traineddata'))).toThrow(OcrModelError);
  });
});

// Every model present here: the bundled one always, Debian's fast one where tesseract-ocr-eng is installed (CI installs it).
const available: OcrModel[] = [BUNDLED_MODEL, ...(existsSync(debianModel) ? [chooseOcrModel('fast')] : [])];

describe('OCR with each available model', () => {
  let scanned: Uint8Array;
  const pools: TesseractPool[] = [];

  beforeAll(async () => {
    const text = ['# PHYSICIAN EMPLOYMENT AGREEMENT', 'The Employer shall pay the Physician a Base Salary of $250,000 per year.', 'Either party may terminate this Agreement upon ninety (90) days written notice.'].join('\n');
    scanned = await makeScannedPdf(await buildContractPdf(text, { fontSize: 14, pageSize: [612, 300] }));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  it.each(available.map((m) => [m.kind, m] as const))('reads a scanned page with the %s model', async (_kind, model) => {
    const pool = new TesseractPool(1, {}, { model });
    pools.push(pool);
    expect(pool.model).toBe(model);
    const { document, text, result } = await extractPdf(scanned, { ocrEngine: pool });
    expect(document.ocrPages).toBe(1);
    const all = text.pages[0].lines.map((l) => l.text).join('\n');
    expect(all).toMatch(/EMPLOYMENT AGREEMENT/);
    expect(all).toMatch(/ninety \(90\) days/);
    expect(result.parsedData.compensation.guar_base_sal).toBe(250000);
  }, 120_000);

  it('a pool whose model cannot be loaded fails its pages instead of leaving them waiting', async () => {
    const pool = new TesseractPool(1, {}, { model: { kind: 'folder', langPath: '/nonexistent-tessdata', gzip: false } });
    pools.push(pool);
    await expect(extractPdf(scanned, { ocrEngine: pool })).rejects.toThrow();
  }, 60_000);
});
