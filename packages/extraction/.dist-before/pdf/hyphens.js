const BROKEN = /([A-Za-z]+)([-\u00ad\u2010])$/;
const CONTINUES = /^([a-z][A-Za-z]*)([^\sA-Za-z]*)(?:\s+|$)/;
function vocabulary(pages) {
    const words = new Set();
    for (const page of pages)
        for (const line of page.lines)
            for (const w of line.text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [])
                words.add(w);
    return words;
}
export function joinHyphenated(pages) {
    const words = vocabulary(pages);
    const out = pages.map((p) => ({ ...p, lines: p.lines.map((l) => ({ ...l })) }));
    const all = [];
    out.forEach((p, i) => p.lines.forEach((line) => all.push({ line, page: i })));
    for (let i = 0; i + 1 < all.length; i++) {
        const cur = all[i].line;
        const next = all[i + 1].line;
        if (cur.text.includes(' | ') || next.text.includes(' | '))
            continue;
        const broken = BROKEN.exec(cur.text);
        const cont = CONTINUES.exec(next.text);
        if (!broken || !cont)
            continue;
        const head = broken[1].toLowerCase();
        const tail = cont[1].toLowerCase();
        const soft = broken[2] === '\u00ad' || (words.has(head + tail) && !words.has(`${head}-${tail}`));
        const stem = cur.text.slice(0, -1);
        cur.text = `${stem}${soft ? '' : '-'}${cont[1]}${cont[2]}`;
        next.text = next.text.slice(cont[0].length);
    }
    for (const p of out)
        p.lines = p.lines.filter((l) => l.text.trim().length > 0);
    return out;
}
//# sourceMappingURL=hyphens.js.map