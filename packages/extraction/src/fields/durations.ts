// Durations in the numeric form of a clause ("90 days", "4 weeks", "18 months").
export type Unit = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface Duration {
  value: number;
  unit: Unit;
  index: number;
  end: number;
  /** The words between the figure and the unit ("working", "calendar", "paid"). */
  qualifier: string;
}

const RE = /(\d+(?:\.\d+)?)(?:\s*|-)(?:\(\d+\)\s*)?((?:[a-z-]+\s+){0,2}?)(hours?|hrs?|days?|weeks?|months?|years?)\b/g;

export function findDurations(num: string): Duration[] {
  const out: Duration[] = [];
  RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE.exec(num))) {
    // "7.3 Personal Days." is a section number before a title, not a duration.
    if (/\./.test(m[1]) && (m.index === 0 || /(?:section|article|paragraph|\u00a7)\s*$/.test(num.slice(Math.max(0, m.index - 12), m.index)))) continue;
    const qualifier = m[2].trim();
    // "3 full-time physicians years" never happens; a qualifier that is itself a noun breaks the link. A leave's yearly
    // measure may sit inside it ("four annual weeks of vacation"), but never beside a unit of a year.
    if (qualifier && !/^(?:(?:working|business|calendar|consecutive|paid|additional|full|weekday|work|clinical|scheduled|vacation|pto|sick|cme|of|unpaid|total|more|such|personal|leave|off|education|educational|professional|bereavement|administrative|academic|contract|fiscal|plan)\s*)+$/.test(qualifier)
      && !(/^(?:annual|yearly)(?: paid)?$/.test(qualifier) && /^(?:days?|weeks?)$/.test(m[3]))) continue;
    const u = m[3];
    const unit: Unit = u.startsWith('h') ? 'hour' : u.startsWith('d') ? 'day' : u.startsWith('w') ? 'week' : u.startsWith('m') ? 'month' : 'year';
    out.push({ value: Number(m[1]), unit, index: m.index, end: m.index + m[0].length, qualifier });
  }
  return out;
}

/** Working days of leave: a week is 5 days, hours are divided by 8. */
export function leaveDays(d: Duration): number | undefined {
  switch (d.unit) {
    case 'day': return d.value;
    case 'week': return d.value * 5;
    case 'hour': return d.value / 8;
    case 'month': return d.value * 21;
    default: return undefined;
  }
}

/** Calendar days of a notice period. */
export function noticeDays(d: Duration): number | undefined {
  switch (d.unit) {
    case 'day': return d.value;
    case 'week': return d.value * 7;
    case 'month': return d.value * 30;
    case 'year': return d.value * 365;
    default: return undefined;
  }
}
