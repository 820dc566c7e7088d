/** About 300 dpi: what tesseract is trained for. */
export declare const OCR_DPI = 300;
export declare function renderPages(bytes: Uint8Array, pageNumbers: number[], dpi?: number): AsyncGenerator<{
    page: number;
    image: Uint8Array;
}>;
//# sourceMappingURL=render.d.ts.map