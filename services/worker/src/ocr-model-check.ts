// OCR_MODEL names a model the machine must have (fast, or a folder): a process that
// would fail its first scanned page stops at start instead, with the reason, as a
// bad variable does in loadConfigOrExit.
import type { Config } from '@cp/http';
import { chooseOcrModel, OcrModelError } from '@cp/extraction';

export function checkOcrModelOrExit(config: Pick<Config, 'ocrModel' | 'ocrLangPath'>): void {
  try {
    chooseOcrModel(config.ocrModel, config.ocrLangPath);
  } catch (err) {
    if (!(err instanceof OcrModelError)) throw err;
    process.stderr.write(`Invalid configuration:\n  - ${err.message}\n`);
    process.exit(1);
  }
}
