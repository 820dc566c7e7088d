import type { TextLine } from '../types.js';
/**
 * @param width page image width in pixels
 * @param height page image height in pixels
 * @param dpi resolution the page was rendered at (pixels -> points)
 */
export declare function tsvLines(tsv: string, width: number, height: number, dpi?: number): TextLine[];
//# sourceMappingURL=tesseract-lines.d.ts.map