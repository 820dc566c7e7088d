import type { FlagRule } from './rule.js';
export declare const miscRules: readonly FlagRule[];
//# sourceMappingURL=misc-provisions.d.ts.map