// A stream's filters, read from its dictionary, decoded one after the other with a
// cap on every stage: ASCIIHex, ASCII85, Flate, LZW and RunLength, the filters that
// can turn a small file into a large amount of data for a reader to hold. The image
// codecs (DCT, JPX, JBIG2, CCITT) are not decoded here: what they make is bounded
// by the pixels an image declares, which the inspection measures instead.
import { ascii85Decode, asciiHexDecode, runLengthDecode } from './byte-filters.js';
import { CappedOutput } from './capped-output.js';
import { inflateWithin, inflatedSize } from './inflate.js';
import { lzwDecode } from './lzw.js';
import { arrayItems, decodeNames, dictEntries, numberValue, resolved } from './raw-objects.js';

export type FilterName = 'ASCIIHexDecode' | 'ASCII85Decode' | 'FlateDecode' | 'LZWDecode' | 'RunLengthDecode';

export interface Filter {
  name: FilterName;
  /** LZWDecode's EarlyChange (DecodeParms; 1 unless it says 0). */
  earlyChange: 0 | 1;
}

export interface FilterChain {
  /** The filters decoded here, from the first: every filter up to the first that is not one of them. */
  decoded: Filter[];
  /** Whether filters the inspection does not decode (an image codec, Crypt, a name it does not know) come after them. */
  more: boolean;
}

const NAMES: Record<string, FilterName> = {
  ASCIIHexDecode: 'ASCIIHexDecode',
  AHx: 'ASCIIHexDecode',
  ASCII85Decode: 'ASCII85Decode',
  A85: 'ASCII85Decode',
  FlateDecode: 'FlateDecode',
  Fl: 'FlateDecode',
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
};

/** A name's text without its slash, or null when the item is not a name. */
const nameOf = (item: string | undefined) => (item?.startsWith('/') ? decodeNames(item).slice(1) : null);

/** The filters of a stream whose dictionary has `entries` (Filter a name, an array, or a reference to either). */
export function filterChain(entries: Map<string, string>, values: Map<number, string>): FilterChain {
  const filter = resolved(entries.get('Filter'), values)?.trim();
  if (!filter) return { decoded: [], more: false };
  const names = filter.startsWith('[') ? arrayItems(filter) : [filter];
  const parms = resolved(entries.get('DecodeParms') ?? entries.get('DP'), values)?.trim();
  const parmsList = parms?.startsWith('[') ? arrayItems(parms) : [parms];
  const decoded: Filter[] = [];
  for (const [i, item] of names.entries()) {
    const name = NAMES[nameOf(item) ?? ''];
    if (!name) return { decoded, more: true };
    const parm = parmsList[i];
    const early = parm?.startsWith('<<') ? numberValue(dictEntries(parm).get('EarlyChange'), values) : null;
    decoded.push({ name, earlyChange: early === 0 ? 0 : 1 });
  }
  return { decoded, more: false };
}

/**
 * `data` decoded through `filters`: the bytes (keep) or their count, or null when
 * a stage would come out larger than `limit`. A stage that meets damaged data
 * passes on what it decoded before it, as a reader does.
 */
export async function decodeWithin(data: Uint8Array, filters: Filter[], limit: number, keep: boolean): Promise<Buffer | number | null> {
  let current: Uint8Array = data;
  for (const [i, filter] of filters.entries()) {
    const last = i === filters.length - 1;
    const keepStage = keep || !last;
    if (filter.name === 'FlateDecode') {
      const out = keepStage ? await inflateWithin(current, limit) : await inflatedSize(current, limit);
      if (out === null) return null;
      if (typeof out === 'number') return out;
      current = out;
      continue;
    }
    const out = new CappedOutput(limit, keepStage);
    const within =
      filter.name === 'LZWDecode'
        ? lzwDecode(current, filter.earlyChange, out)
        : filter.name === 'ASCIIHexDecode'
          ? asciiHexDecode(current, out)
          : filter.name === 'ASCII85Decode'
            ? ascii85Decode(current, out)
            : runLengthDecode(current, out);
    if (!within) return null;
    const result = out.result();
    if (typeof result === 'number') return result;
    current = result;
  }
  return keep ? Buffer.from(current.buffer, current.byteOffset, current.byteLength) : current.length;
}
