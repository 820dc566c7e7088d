// The problem-type registry (one module, shared by all services): see
// services/contracts/src/http/problems.ts.
export * from '@cp/contracts/http/problems';
