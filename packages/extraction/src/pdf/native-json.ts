// The same core-js polyfills of pdfjs's legacy build (see native-array-push.ts)
// replace JSON.parse and JSON.stringify for the whole process on Node 20 (which has
// no JSON.rawJSON): the replacement stringify walks every value through a JS
// replacer and is over ten times slower than V8's, in every process that imports
// this package (the gateway and the embedded process serve JSON all day). pdfjs
// needs neither proposal. This module is imported before pdfjs: it keeps V8's two
// functions and puts them back once pdfjs has loaded.
const nativeParse = JSON.parse;
const nativeStringify = JSON.stringify;

export function restoreNativeJson(): void {
  const isNative = (f: unknown) => /\[native code\]/.test(Function.prototype.toString.call(f));
  if (JSON.parse !== nativeParse && isNative(nativeParse)) {
    Object.defineProperty(JSON, 'parse', { value: nativeParse, writable: true, configurable: true, enumerable: false });
  }
  if (JSON.stringify !== nativeStringify && isNative(nativeStringify)) {
    Object.defineProperty(JSON, 'stringify', { value: nativeStringify, writable: true, configurable: true, enumerable: false });
  }
}
