import type { FlagRule } from './rule.js';
export declare const scheduleRules: readonly FlagRule[];
//# sourceMappingURL=schedule.d.ts.map