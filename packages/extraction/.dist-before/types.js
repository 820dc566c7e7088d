/** A PDF that can never be parsed as uploaded: callers answer 4xx / fail the job without retry. */
export class PdfError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = 'PdfError';
    }
}
//# sourceMappingURL=types.js.map