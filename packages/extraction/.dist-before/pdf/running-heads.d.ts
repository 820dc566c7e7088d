import type { PageText } from '../types.js';
export declare function dropRunningHeads(pages: PageText[]): PageText[];
//# sourceMappingURL=running-heads.d.ts.map