export declare function pngSize(image: Uint8Array): {
    width: number;
    height: number;
};
//# sourceMappingURL=png.d.ts.map