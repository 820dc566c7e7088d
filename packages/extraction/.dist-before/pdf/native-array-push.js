// pdfjs's legacy build (the one that runs on Node 20) carries core-js polyfills,
// and one of them replaces Array.prototype.push for the whole process over a
// spec corner case (length past 2^53) that V8 handles its own way. The JS
// replacement costs ~10% of text-layer time and slows every push elsewhere in
// the process. This module is imported before pdfjs: it keeps V8's push and puts
// it back once pdfjs has loaded.
const nativePush = Array.prototype.push;
export function restoreNativeArrayPush() {
    if (Array.prototype.push !== nativePush && /\[native code\]/.test(Function.prototype.toString.call(nativePush))) {
        Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true, enumerable: false });
    }
}
//# sourceMappingURL=native-array-push.js.map