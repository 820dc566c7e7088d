import type { FlagRule } from './rule.js';
export declare const retirementRules: readonly FlagRule[];
//# sourceMappingURL=retirement.d.ts.map