// @cp/gateway: the parsing interface and the review UI, as an app to build (tests,
// the embedded composition). Its process entry point is main.ts.
export { buildGatewayApp, PARSE_WAIT_HEADROOM_MS } from './app.js';
export type { GatewayDeps, Preflight } from './deps.js';
export { PARSED_MESSAGE, ACCEPTED_MESSAGE } from './routes/parse.js';
export { VERIFIED_MESSAGE, DRAFT_MESSAGE, REPARSE_MESSAGE } from './routes/verify.js';
export { uncertainPaths, UNCERTAIN_BELOW } from './review/index.js';
