// Pixel size of a PNG or JPEG from its header, so OCR boxes can be made relative.
export function pngSize(image) {
    const view = new DataView(image.buffer, image.byteOffset, image.byteLength);
    if (image[0] === 0x89 && image[1] === 0x50)
        return { width: view.getUint32(16), height: view.getUint32(20) };
    if (image[0] === 0xff && image[1] === 0xd8) {
        let at = 2;
        while (at + 9 < image.length) {
            if (image[at] !== 0xff)
                break;
            const marker = image[at + 1];
            const len = view.getUint16(at + 2);
            // Start-of-frame markers carry the size (C4, C8 and CC are not frames).
            if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
                return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
            }
            at += 2 + len;
        }
    }
    throw new Error('Unsupported page image (expected PNG or JPEG)');
}
//# sourceMappingURL=png.js.map