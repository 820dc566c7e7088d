// @cp/embedded: the one-process composition of the gateway, contracts and worker
// roles. Its process entry point is main.ts (`pnpm start`).
export { openEmbedded, CONTRACTS_PREFIX, type Embedded, type EmbeddedOptions } from './embedded.js';
