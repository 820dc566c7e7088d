export declare function restoreNativeArrayPush(): void;
//# sourceMappingURL=native-array-push.d.ts.map