import type { PageText } from '../types.js';
export declare function joinHyphenated(pages: PageText[]): PageText[];
//# sourceMappingURL=hyphens.d.ts.map