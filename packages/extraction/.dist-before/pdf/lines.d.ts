import type { Fragment } from './fragments.js';
export interface Chunk {
    text: string;
    x0: number;
    x1: number;
    y: number;
    size: number;
    words: number;
    /** OCR confidences of its words (empty for the text layer). */
    confs: number[];
}
/** Fragments sharing a baseline, left to right, cut into chunks at wide gaps. */
export interface RawLine {
    y: number;
    size: number;
    chunks: Chunk[];
}
/**
 * A gap wider than this many font sizes separates cells or columns. Word spaces,
 * even stretched in justified text, stay under about 0.8.
 */
export declare const CELL_GAP = 1.15;
export declare function groupLines(fragments: Fragment[]): RawLine[];
export declare function median(values: number[]): number;
//# sourceMappingURL=lines.d.ts.map