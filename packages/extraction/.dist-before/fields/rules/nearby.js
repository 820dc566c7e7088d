/** Numeric form of the clause and up to `after` following (and `before` preceding) clauses of its unit. */
export function nearbyText(ctx, clause, after = 2, before = 0) {
    const members = ctx.units[clause.unit]?.clauses ?? [clause.index];
    const at = members.indexOf(clause.index);
    const from = Math.max(0, at - before);
    return members.slice(from, at + after + 1).map((i) => ctx.clauses[i].num).join(' ');
}
/** The next clause after this one (in reading order), or undefined at the end. */
export function nextClause(ctx, clause) {
    return ctx.clauses[clause.index + 1];
}
/** Clauses a numbered item or paragraph normally holds; a longer unit is a layout that was not recognised. */
const ITEM_SIZE = 8;
/** The clause's item when it is item-sized, else a window of clauses around it. */
export function localText(ctx, clause, after = 3, before = 2) {
    const unit = ctx.units[clause.unit];
    return unit && unit.clauses.length <= ITEM_SIZE ? unit.num : nearbyText(ctx, clause, after, before);
}
//# sourceMappingURL=nearby.js.map