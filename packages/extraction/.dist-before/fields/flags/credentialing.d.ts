import type { FlagRule } from './rule.js';
export declare const credentialingRules: readonly FlagRule[];
//# sourceMappingURL=credentialing.d.ts.map