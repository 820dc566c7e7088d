import type { FlagRule } from './rule.js';
/** Promotion as publicity, not as a step up: "social media promotion", "advertise or promote the practice". */
export declare const PUBLICITY: RegExp;
export declare const supportRules: readonly FlagRule[];
//# sourceMappingURL=support.d.ts.map