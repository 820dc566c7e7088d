import type { Ctx } from '../context.js';
import type { Flags } from './rule.js';
export declare function noticeFlags(ctx: Ctx, out: Flags): void;
//# sourceMappingURL=notices.d.ts.map