// The currencies contracts are written in, in one table for the two uses that need them: reading an amount
// written with its currency (numbers.ts writes every currency as "$", so rules read one way of writing money)
// and knowing when a currency's unit is small enough that a senior salary runs to millions (compensation.ts).

interface Currency {
  /** ISO codes (and common variants), written before or after the amount: "rmb 500,000", "710,000 chf". */
  codes: string[];
  /** Names written after the amount (regex source, longest first where one name starts another). */
  words: string[];
  /** A unit worth far less than a dollar: a yearly salary in it runs to millions. */
  smallUnit?: boolean;
  /** Further marks that name the currency in a clause: symbols, short forms ("NT$"). */
  marks?: string[];
}

export const CURRENCIES: readonly Currency[] = [
  { codes: ['usd'], words: [] },
  { codes: ['cad'], words: ['canadian dollars'] },
  { codes: ['gbp'], words: ['pounds(?: sterling)?'] },
  { codes: ['eur'], words: ['euros?'] },
  { codes: ['aud'], words: ['australian dollars'] },
  { codes: ['nzd'], words: ['new zealand dollars'] },
  { codes: ['chf'], words: ['swiss francs', 'francs'] },
  { codes: ['sgd'], words: ['singapore dollars'] },
  { codes: ['ils'], words: ['shekels?'] },
  { codes: ['nlg'], words: ['(?:dutch )?guilders'] },
  { codes: ['rmb', 'cny'], words: ['yuan', 'renminbi'], smallUnit: true, marks: ['[¥￥]'] },
  { codes: ['jpy'], words: ['yen'], smallUnit: true },
  { codes: ['twd', 'ntd'], words: ['(?:new taiwan|taiwan|nt) dollars'], smallUnit: true, marks: [String.raw`\bnt\$`, String.raw`\bnt\b`] },
  { codes: ['hkd'], words: ['hong kong dollars'], smallUnit: true },
  { codes: ['inr'], words: ['rupees'], smallUnit: true, marks: ['₹'] },
  { codes: ['krw'], words: ['won'], smallUnit: true },
  { codes: ['sek'], words: ['kronor'], smallUnit: true },
  { codes: ['nok', 'dkk'], words: ['kroner'], smallUnit: true },
  { codes: ['mxn'], words: ['pesos'], smallUnit: true },
  { codes: ['brl'], words: ['reais'], smallUnit: true },
  { codes: ['zar'], words: ['rand'], smallUnit: true },
  { codes: ['czk'], words: [], smallUnit: true },
  { codes: ['huf'], words: ['forints?'], smallUnit: true },
  { codes: ['pln'], words: ['zloty'], smallUnit: true },
];

/** Every code, as regex alternatives. */
export const CURRENCY_CODES = CURRENCIES.flatMap((c) => c.codes).join('|');
/** Every name written after an amount, as regex alternatives. */
export const CURRENCY_WORDS = CURRENCIES.flatMap((c) => c.words).join('|');

/** A currency of small units named anywhere in a text, by code, name or mark. */
export const SMALL_UNIT_CURRENCY = new RegExp(
  CURRENCIES.filter((c) => c.smallUnit)
    .flatMap((c) => [...c.codes.map((x) => String.raw`\b${x}\b`), ...c.words.map((x) => String.raw`\b${x}\b`), ...(c.marks ?? [])])
    .join('|'),
  'i',
);
