import type { FlagRule } from './rule.js';
export declare const covenantRules: readonly FlagRule[];
//# sourceMappingURL=covenants.d.ts.map