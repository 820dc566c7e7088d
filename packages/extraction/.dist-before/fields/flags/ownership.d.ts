import type { FlagRule } from './rule.js';
export declare const ownershipRules: readonly FlagRule[];
//# sourceMappingURL=ownership.d.ts.map