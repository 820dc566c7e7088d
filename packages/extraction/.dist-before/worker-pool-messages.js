export {};
//# sourceMappingURL=worker-pool-messages.js.map