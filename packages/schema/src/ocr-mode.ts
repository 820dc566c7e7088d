// Which pages are OCR'd: one definition for the OCR_MODE setting (validated by @cp/http's
// config) and the extraction pipeline that obeys it, so that the two cannot drift apart.
//   auto   OCR the pages whose text layer is missing or thin
//   off    never OCR: read the text layer only
//   force  OCR every page
export const OCR_MODES = ['auto', 'off', 'force'] as const;
export type OcrMode = (typeof OCR_MODES)[number];
