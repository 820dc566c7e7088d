// Plain-text conversion for the real-contract corpus. Shared by fetch-sources.mjs
// (so anyone rebuilding texts/ gets byte-identical files) and usable on its own:
//   node corpus/real/to-text.mjs < exhibit.htm > exhibit.txt
//
// What it does, and nothing more:
//   - HTML: drops <script>/<style>/comments, turns block tags and <br> into line
//     breaks, table cells into spaces, strips every other tag, decodes entities.
//   - EDGAR SGML envelope lines (<DOCUMENT>, <TYPE>EX-10.1, <SEQUENCE>, <FILENAME>,
//     <DESCRIPTION>, <TEXT>, their closing tags, <PAGE> markers) are dropped.
//   - An exhibit file name standing alone in the first lines (e.g. "exv10w1",
//     "ex10-1.htm") is dropped: it is EDGAR furniture, not contract text.
//   - Table-of-contents dot leaders ("Term .......... 3") lose the dots and the
//     trailing page number; the entry's words stay.
//   - A bare page number alone on its line between blank lines ("12", "- 3 -",
//     "Page 3 of 10") is dropped.
//   - A numeric character reference that lost its '&' ("#160;") is decoded.
//   - Whitespace: non-breaking spaces become spaces, trailing spaces go, runs of
//     blank lines collapse to one blank line (a paragraph break).
// Wording is never edited otherwise.

const ENTITIES = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ',
  rsquo: '\u2019', lsquo: '\u2018', rdquo: '\u201d', ldquo: '\u201c', sbquo: '\u201a', bdquo: '\u201e',
  ndash: '\u2013', mdash: '\u2014', hellip: '\u2026', bull: '\u2022', middot: '\u00b7', sect: '\u00a7',
  para: '\u00b6', copy: '\u00a9', reg: '\u00ae', trade: '\u2122', deg: '\u00b0', frac12: '\u00bd',
  frac14: '\u00bc', frac34: '\u00be', times: '\u00d7', divide: '\u00f7', plusmn: '\u00b1', euro: '\u20ac',
  pound: '\u00a3', yen: '\u00a5', cent: '\u00a2', laquo: '\u00ab', raquo: '\u00bb', shy: '',
  eacute: '\u00e9', egrave: '\u00e8', ecirc: '\u00ea', euml: '\u00eb', aacute: '\u00e1', agrave: '\u00e0',
  acirc: '\u00e2', auml: '\u00e4', atilde: '\u00e3', aring: '\u00e5', ccedil: '\u00e7', iacute: '\u00ed',
  igrave: '\u00ec', icirc: '\u00ee', iuml: '\u00ef', ntilde: '\u00f1', oacute: '\u00f3', ograve: '\u00f2',
  ocirc: '\u00f4', ouml: '\u00f6', otilde: '\u00f5', oslash: '\u00f8', uacute: '\u00fa', ugrave: '\u00f9',
  ucirc: '\u00fb', uuml: '\u00fc', szlig: '\u00df', Eacute: '\u00c9', Aacute: '\u00c1', Oacute: '\u00d3',
  Uuml: '\u00dc', Ouml: '\u00d6', Auml: '\u00c4', dagger: '\u2020', Dagger: '\u2021', prime: '\u2032',
};

export function decodeEntities(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (m, e) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return m;
      if (code === 160) return ' ';
      return String.fromCodePoint(code);
    }
    return Object.prototype.hasOwnProperty.call(ENTITIES, e) ? ENTITIES[e] : m;
  });
}

/** True when the input is an HTML document (or HTML wrapped in an SGML envelope). */
export function looksLikeHtml(raw) {
  return /<(html|body|p|div|font|table|br)\b[^>]*>/i.test(raw.slice(0, 200000));
}

const BLOCK = 'p|div|tr|table|thead|tbody|tfoot|li|ul|ol|h[1-6]|center|blockquote|pre|title|dl|dt|dd|hr|section|article|header|footer|address';

export function htmlToText(html) {
  let s = html;
  s = s.replace(/<!--[\s\S]*?-->/g, '');
  // EDGAR <head>/<title> only repeats the exhibit description; scripts and styles are not text.
  s = s.replace(/<(script|style|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  // Source line breaks inside HTML are just spaces.
  s = s.replace(/\r\n?/g, '\n').replace(/\n/g, ' ');
  s = s.replace(/<br\s*\/?>/gi, '\n');
  s = s.replace(new RegExp(`</?(?:${BLOCK})\\b[^>]*>`, 'gi'), '\n\n');
  s = s.replace(/<\/t[dh]\s*>/gi, ' ');
  s = s.replace(/<[^>]+>/g, '');
  s = decodeEntities(s);
  return s;
}

const SGML_LINE = /^\s*<\/?(DOCUMENT|TYPE|SEQUENCE|FILENAME|DESCRIPTION|TEXT|PAGE|SEC-DOCUMENT|SEC-HEADER|IMS-HEADER|PDF)\b[^>]*>.*$/i;
const PAGE_MARK = /^\s*<PAGE>\s*\d*\s*$/i;
const FILE_NAME = /^\s*(?:[\w.-]+\.(?:htm|html|txt)|ex-?\d+[\w.-]*|exv\d+w\d+[\w-]*|dex\d+[\w-]*)\s*$/i;
const DOT_LEADER = /^(.*?\S)\s*(?:\.\s?){4,}\s*(?:[ivxlc]+|\d+|[A-Z]-\d+)?\s*$/i;
const PAGE_NUMBER = /^\s*(?:-\s*)?\d{1,3}(?:\s*-)?\s*$|^\s*page\s+\d{1,3}(?:\s+of\s+\d{1,3})?\s*$|^\s*\d{1,3}\s+of\s+\d{1,3}\s*$/i;

/**
 * Converts an exhibit file (plain EDGAR text, SGML-wrapped text, or HTML) into the
 * corpus's plain-text form. Deterministic: same input bytes, same output bytes.
 */
export function toText(raw) {
  let s = typeof raw === 'string' ? raw : new TextDecoder('utf-8').decode(raw);
  s = s.replace(/^\uFEFF/, '');
  // Envelope lines go first, so an HTML exhibit inside <TEXT> converts cleanly.
  s = s
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => !SGML_LINE.test(l) && !PAGE_MARK.test(l))
    .join('\n');
  if (looksLikeHtml(s)) s = htmlToText(s);

  // Numeric character references that lost their '&' upstream ("#160;") are markup residue.
  s = s.replace(/(^|[\s(])#(\d{2,5});/gm, (m, pre, n) => pre + (n === '160' ? ' ' : String.fromCodePoint(Number(n))));

  let lines = s
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/\f/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/g, ''));

  // Drop a lone exhibit file name among the first few non-empty lines.
  let seen = 0;
  for (let i = 0; i < lines.length && seen < 4; i++) {
    if (!lines[i].trim()) continue;
    seen++;
    if (FILE_NAME.test(lines[i])) lines[i] = '';
  }

  // Dot leaders: keep the entry, drop the dots and page reference.
  lines = lines.map((l) => {
    const m = l.match(DOT_LEADER);
    return m ? m[1] : l;
  });

  // Bare page numbers standing alone between blank lines.
  const blank = (i) => i < 0 || i >= lines.length || lines[i].trim() === '';
  lines = lines.map((l, i) => (PAGE_NUMBER.test(l) && blank(i - 1) && blank(i + 1) ? '' : l));
  // The same, when "Page" and its number landed on two lines.
  for (let i = 0; i + 1 < lines.length; i++) {
    if (/^\s*page\s*$/i.test(lines[i]) && /^\s*\d{1,3}(?:\s+of\s+\d{1,3})?\s*$/.test(lines[i + 1]) && blank(i - 1) && blank(i + 2)) {
      lines[i] = '';
      lines[i + 1] = '';
    }
  }

  // Collapse blank runs to a single blank line; trim the ends.
  const out = [];
  for (const l of lines) {
    if (l.trim() === '') {
      if (out.length && out[out.length - 1] !== '') out.push('');
    } else out.push(l);
  }
  while (out.length && out[out.length - 1] === '') out.pop();
  return out.join('\n') + '\n';
}

// CLI: stdin -> stdout.
if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  process.stdout.write(toText(Buffer.concat(chunks)));
}
