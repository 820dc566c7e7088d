// The configuration module of every service. Its source lives in @cp/contracts (the
// one service every other may import without a dependency cycle: the gateway
// imports the worker, so the worker could not import the gateway).
export * from '@cp/contracts/config';
