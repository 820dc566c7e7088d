/** Only this many lines at each end of a page can be a header or footer. */
const EDGE_LINES = 3;
/**
 * ...and only when they sit in the outer band of the page (fraction of its
 * height): inside the usual one-inch margin, where body text does not go.
 */
const EDGE_BAND = 0.085;
const PAGE_NUMBER = /^(?:page\s*)?[-\u2013\u2014(\[]?\s*\d{1,4}\s*[-\u2013\u2014)\]]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;
function key(text) {
    return text
        .toLowerCase()
        .replace(/\d+/g, '#')
        .replace(/[^a-z#]+/g, ' ')
        .trim();
}
function edgeLines(page) {
    const lines = page.lines;
    const top = lines.slice(0, EDGE_LINES).filter((l) => !l.box || l.box.y < EDGE_BAND);
    const bottom = lines.slice(-EDGE_LINES).filter((l) => !l.box || l.box.y + l.box.h > 1 - EDGE_BAND);
    return [...new Set([...top, ...bottom])];
}
export function dropRunningHeads(pages) {
    const seen = new Map();
    for (const page of pages) {
        const keys = new Set(edgeLines(page).map((l) => key(l.text)).filter((k) => k.length > 0));
        for (const k of keys)
            seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    const minRepeats = pages.length >= 3 ? Math.max(2, Math.ceil(pages.length * 0.5)) : pages.length;
    return pages.map((page) => {
        const edges = new Set(edgeLines(page));
        const lines = page.lines.filter((line) => {
            if (!edges.has(line))
                return true;
            const cells = line.text.split(' | ').map((c) => c.trim());
            if (cells.every((c) => PAGE_NUMBER.test(c)))
                return false;
            const k = key(line.text);
            return !(pages.length >= 2 && k.length > 0 && k !== '#' && (seen.get(k) ?? 0) >= minRepeats);
        });
        return { ...page, lines };
    });
}
//# sourceMappingURL=running-heads.js.map