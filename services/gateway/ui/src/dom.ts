// A tiny element builder: enough for forms and tables without a framework.
type Child = Node | string | number | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number | boolean | null | undefined> = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'value' && 'value' in el) (el as HTMLInputElement).value = String(v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : String(c));
  }
  return el;
}

export function clear(el: Element): void {
  el.replaceChildren();
}

const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "3 minutes ago", "in 29 days". */
export function relativeTime(iso: string, now = Date.now()): string {
  const diff = (new Date(iso).getTime() - now) / 1000;
  const abs = Math.abs(diff);
  const [n, unit]: [number, Intl.RelativeTimeFormatUnit] =
    abs < 60 ? [diff, 'second'] : abs < 3600 ? [diff / 60, 'minute'] : abs < 86400 ? [diff / 3600, 'hour'] : [diff / 86400, 'day'];
  return rtf.format(Math.round(n), unit);
}

export function formatBytes(n: number): string {
  return n < 1024 ? `${n} B` : n < 1048576 ? `${(n / 1024).toFixed(0)} KB` : `${(n / 1048576).toFixed(1)} MB`;
}

export const STATUS_LABEL: Record<string, string> = {
  queued: 'Queued',
  processing: 'Parsing',
  awaiting_verification: 'Awaiting review',
  verified: 'Verified',
  failed: 'Failed',
  expired: 'Expired',
};

/** Shown for records the store can no longer read (not a filter: the API lists them wherever they fall). */
const DAMAGED_LABEL = 'Damaged';

export function statusBadge(status: string): HTMLSpanElement {
  return h('span', { class: `status status-${status}` }, status === 'damaged' ? DAMAGED_LABEL : (STATUS_LABEL[status] ?? status));
}

export function progressBar(p: { stage: string; done: number; total: number } | undefined, status: string): HTMLElement {
  const pct = p && p.total > 0 ? Math.round((100 * p.done) / p.total) : null;
  const label = p ? `${p.stage}${p.total > 0 ? ` ${p.done}/${p.total}` : ''}` : status === 'queued' ? 'waiting for a worker' : 'parsing';
  return h(
    'div',
    { class: 'progress', role: 'progressbar', 'aria-label': label, 'aria-valuemin': 0, 'aria-valuemax': 100, ...(pct === null ? {} : { 'aria-valuenow': pct }) },
    h('div', { class: `progress-bar${pct === null ? ' indeterminate' : ''}`, style: pct === null ? null : `width:${pct}%` }),
    h('span', { class: 'progress-label' }, label),
  );
}
