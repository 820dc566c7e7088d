import { type PDFPageProxy } from './pdfjs.js';
export interface Fragment {
    text: string;
    /** Left and right edges, points from the left of the page. */
    x0: number;
    x1: number;
    /** Baseline, points from the top of the page. */
    y: number;
    /** Font size in points. */
    size: number;
    /** A whitespace item sat right before this fragment on the same baseline. */
    spaceBefore: boolean;
    /** OCR word confidence 0..1 (absent for the text layer). */
    conf?: number;
}
export interface PageFragments {
    width: number;
    height: number;
    fragments: Fragment[];
}
export declare function pageFragments(page: PDFPageProxy): Promise<PageFragments>;
//# sourceMappingURL=fragments.d.ts.map