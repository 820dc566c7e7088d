// Which English model tesseract reads with (OCR_MODEL). The bundled model of
// tesseract.js (`best_int`) is always there; a `tessdata_fast` model, installed with
// the operating system's tesseract (Debian's tesseract-ocr-eng), reads a page in
// about two thirds of the CPU time at the same accuracy on our corpus. Choosing is a pure
// function of the setting and what the file system holds, so it is tested with fake
// file systems and run once at start.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const engData = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** The model tesseract.js ships: LSTM-only `best_int` (the package's other folder adds the legacy engine). */
export const BUNDLED_LANG_PATH = path.join(path.dirname(engData.langPath), '4.0.0_best_int');

/** Where Linux distributions install tesseract's English model (Debian 12's tesseract 5 first). */
export const SYSTEM_TESSDATA_DIRS = ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata', '/usr/share/tessdata'];

export type OcrModelSetting = 'auto' | 'fast' | 'best' | (string & {});

/** A model tesseract.js can load: `${langPath}/eng.traineddata` (`.gz` when gzip). */
export interface OcrModel {
  /** fast: a tessdata_fast model found on the machine; best: the bundled best_int; folder: the one OCR_MODEL names. */
  kind: 'fast' | 'best' | 'folder';
  langPath: string;
  gzip: boolean;
}

export const BUNDLED_MODEL: OcrModel = { kind: 'best', langPath: BUNDLED_LANG_PATH, gzip: engData.gzip };

/** What the choice needs of the file system. */
export interface ModelFiles {
  exists(file: string): boolean;
}

export const realModelFiles: ModelFiles = { exists: (file) => existsSync(file) };

/** OCR_MODEL names a model that is not there: the process must not start. */
export class OcrModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OcrModelError';
  }
}

const hasEnglish = (files: ModelFiles, dir: string) => files.exists(path.join(dir, 'eng.traineddata'));

/**
 * @param setting OCR_MODEL: auto (a fast model where one is installed, else the bundled one), fast, best, or a folder holding eng.traineddata
 * @param langPath OCR_LANG_PATH: the folder to find the fast model in instead of the system's
 */
export function chooseOcrModel(setting: OcrModelSetting = 'auto', langPath?: string, files: ModelFiles = realModelFiles): OcrModel {
  if (setting === 'best') return BUNDLED_MODEL;
  if (setting !== 'auto' && setting !== 'fast') {
    if (!path.isAbsolute(setting)) throw new OcrModelError(`OCR_MODEL=${JSON.stringify(setting)}: must be auto, fast, best or an absolute folder path`);
    if (!hasEnglish(files, setting)) throw new OcrModelError(`OCR_MODEL=${setting}: the folder holds no eng.traineddata`);
    return { kind: 'folder', langPath: setting, gzip: false };
  }
  // A folder the operator named must hold the model: falling back would hide the mistake.
  if (langPath !== undefined && !hasEnglish(files, langPath)) {
    throw new OcrModelError(`OCR_LANG_PATH=${langPath}: the folder holds no eng.traineddata`);
  }
  const candidates = langPath !== undefined ? [langPath] : SYSTEM_TESSDATA_DIRS;
  const found = candidates.find((dir) => hasEnglish(files, dir));
  if (found) return { kind: 'fast', langPath: found, gzip: false };
  if (setting === 'fast') {
    throw new OcrModelError(
      `OCR_MODEL=fast: no eng.traineddata in ${SYSTEM_TESSDATA_DIRS.join(', ')}; install tesseract-ocr-eng (apt-get install tesseract-ocr-eng) or set OCR_LANG_PATH`,
    );
  }
  return BUNDLED_MODEL;
}
