// @cp/contracts: the employment contract interface (seed 2.5), as routes to mount and
// as the standalone contracts app. Its process entry point is main.ts.
export { contractsRoutes, type ContractsRoutesOptions } from './routes.js';
export { buildContractsApp, type ContractsAppDeps } from './app.js';
