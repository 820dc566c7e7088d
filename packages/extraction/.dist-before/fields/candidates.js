import { evidenceFrom } from './context.js';
function same(a, b) {
    if (typeof a === 'number' && typeof b === 'number')
        return Math.abs(a - b) <= Math.max(0.001 * Math.abs(a), 0.01);
    return String(a).toLowerCase() === String(b).toLowerCase();
}
/** The best candidate, with a confidence that reflects agreement among the others. */
export function choose(cands) {
    if (cands.length === 0)
        return undefined;
    const sorted = [...cands].sort((a, b) => b.strength - a.strength || a.clause.index - b.clause.index);
    const top = sorted[0];
    let conf = top.strength;
    const rivals = sorted.slice(1).filter((c) => !same(c.value, top.value));
    const strongRival = rivals.find((c) => c.strength >= top.strength - 0.15);
    if (strongRival)
        conf *= 0.7;
    else if (rivals.length)
        conf *= 0.9;
    if (sorted.slice(1).some((c) => same(c.value, top.value)))
        conf = Math.min(1, conf + 0.05);
    return { value: top.value, evidence: evidenceFrom(top.clause, conf, top.quote) };
}
/** Lower an evidence's confidence (cross-field check failed). */
export function lowered(e, factor) {
    return { ...e, confidence: Number((e.confidence * factor).toFixed(3)) };
}
//# sourceMappingURL=candidates.js.map