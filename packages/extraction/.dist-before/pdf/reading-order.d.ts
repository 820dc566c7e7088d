import type { TextLine } from '../types.js';
import { type Chunk, type RawLine } from './lines.js';
/** A visual line in reading order: one chunk for prose, several for a table row. */
interface OrderedLine {
    cells: Chunk[];
    /** Baseline of the first and last physical line (a merged table row spans several). */
    top: number;
    bottom: number;
    size: number;
}
interface Gutter {
    x: number;
}
/** Finds the gutter of a two-column page, or null for a single-column page. */
export declare function findGutter(lines: RawLine[], width: number): Gutter | null;
/** Lines in reading order, with cells still apart. */
export declare function orderLines(lines: RawLine[], width: number): OrderedLine[];
/**
 * A table cell that wraps puts its extra lines under the cell, with nothing in
 * the first column. Those lines are appended to the cells of the row above so a
 * row reads as one line.
 */
export declare function mergeTableRows(lines: OrderedLine[]): OrderedLine[];
/** One page's raw lines -> TextLines in reading order, boxes as fractions of the page. */
export declare function readingOrder(lines: RawLine[], width: number, height: number): TextLine[];
export {};
//# sourceMappingURL=reading-order.d.ts.map