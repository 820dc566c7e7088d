// The pdfjs worker bundle ships without types; pdfjs only needs its WorkerMessageHandler.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
