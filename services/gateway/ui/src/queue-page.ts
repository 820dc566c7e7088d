// /review: the records awaiting verification, newest first. The status filter is
// asked of the API; file name, pages, age and uncertain count filter what is loaded.
// Records still being parsed are polled until they settle.
import type { DamagedRecord, KeyIdentity, UploadAccepted, VerificationList, VerificationRecord, VerificationSummary } from '@cp/schema';
import { uncertainPaths } from '../../src/review/uncertain.js';
import { ApiError, changeApiKey, deleteRecord, getJson, reparse, request } from './api.js';
import { STATUS_LABEL, formatBytes, h, progressBar, relativeTime, statusBadge } from './dom.js';

const app = document.getElementById('app')!;
const PAGE = 50;
const params = new URLSearchParams(location.search);

type Item = VerificationSummary | DamagedRecord;

const isDamaged = (r: Item): r is DamagedRecord => r.status === 'damaged';

let items: Item[] = [];
let nextCursor: string | null = null;
let loadError: string | null = null;

const statusSel = h(
  'select',
  { id: 'f-status', name: 'status' },
  h('option', { value: '' }, 'All statuses'),
  Object.entries(STATUS_LABEL).map(([v, l]) => h('option', { value: v }, l)),
);
statusSel.value = params.get('status') ?? '';
const nameInput = h('input', { id: 'f-name', type: 'search', placeholder: 'File name contains…', value: params.get('q') ?? '' });
const minPages = h('input', { id: 'f-pages-min', type: 'number', min: 0, placeholder: 'min', class: 'narrow' });
const maxPages = h('input', { id: 'f-pages-max', type: 'number', min: 0, placeholder: 'max', class: 'narrow' });
const ageSel = h(
  'select',
  { id: 'f-age' },
  h('option', { value: '' }, 'Any time'),
  h('option', { value: '3600' }, 'Last hour'),
  h('option', { value: '86400' }, 'Last 24 hours'),
  h('option', { value: '604800' }, 'Last 7 days'),
  h('option', { value: '2592000' }, 'Last 30 days'),
);
const minUncertain = h('input', { id: 'f-uncertain', type: 'number', min: 0, placeholder: '0', class: 'narrow' });
const fileInput = h('input', { type: 'file', id: 'upload-file', accept: 'application/pdf,.pdf', class: 'visually-hidden' });
const uploadNote = h('span', { class: 'muted small', 'aria-live': 'polite' });
const tableSlot = h('div', { class: 'queue-table-wrap' });
const countNote = h('p', { class: 'muted small', 'aria-live': 'polite' });
const moreBtn = h('button', { type: 'button', class: 'btn', hidden: true }, 'Load more');

function field(label: string, id: string, ...controls: Node[]) {
  return h('div', { class: 'filter' }, h('label', { for: id }, label), h('div', { class: 'filter-controls' }, ...controls));
}

app.replaceChildren(
  h(
    'div',
    { class: 'queue-head' },
    h('h1', {}, 'Review queue'),
    h('div', { class: 'upload' }, h('label', { for: 'upload-file', class: 'btn primary' }, 'Upload a contract PDF'), fileInput, uploadNote),
  ),
  h(
    'form',
    { class: 'filters', role: 'search', 'aria-label': 'Filter records' },
    field('Status', 'f-status', statusSel),
    field('File name', 'f-name', nameInput),
    field('Pages', 'f-pages-min', minPages, h('span', { class: 'muted' }, '–'), maxPages),
    field('Uploaded', 'f-age', ageSel),
    field('Uncertain fields ≥', 'f-uncertain', minUncertain),
  ),
  countNote,
  tableSlot,
  h('div', { class: 'more' }, moreBtn),
);

function visible(): Item[] {
  const q = nameInput.value.trim().toLowerCase();
  const lo = minPages.value === '' ? null : Number(minPages.value);
  const hi = maxPages.value === '' ? null : Number(maxPages.value);
  const age = ageSel.value === '' ? null : Number(ageSel.value) * 1000;
  const unc = minUncertain.value === '' ? 0 : Number(minUncertain.value);
  const now = Date.now();
  // A damaged record always shows: it needs someone's attention whatever the filters say.
  return items.filter(
    (r) =>
      isDamaged(r) ||
      (!q || r.document.fileName.toLowerCase().includes(q)) &&
      (lo === null || r.document.pages >= lo) &&
      (hi === null || r.document.pages <= hi) &&
      (age === null || now - new Date(r.createdAt).getTime() <= age) &&
      r.uncertainFields >= unc,
  );
}

function render(): void {
  const rows = visible();
  countNote.textContent = loadError ?? `${rows.length} of ${items.length} loaded record${items.length === 1 ? '' : 's'}${nextCursor ? ' (more available)' : ''}`;
  moreBtn.hidden = !nextCursor;
  if (!rows.length) {
    tableSlot.replaceChildren(h('div', { class: 'empty' }, loadError ? '' : items.length ? 'No record matches these filters.' : 'Nothing here yet. Upload a contract to start.'));
    return;
  }
  const table = h(
    'table',
    { class: 'queue' },
    h('thead', {}, h('tr', {}, ['File', 'Status', 'Pages', 'Uploaded', 'Uncertain', ''].map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', {}, rows.map(row)),
  );
  tableSlot.replaceChildren(table);
}

/** A button that runs `action` on the record, then reloads the list. */
function actionButton(label: string, action: () => Promise<void>, confirmText?: string): HTMLButtonElement {
  const btn = h('button', { type: 'button', class: 'btn small' }, label);
  btn.addEventListener('click', async () => {
    if (confirmText && !window.confirm(confirmText)) return;
    btn.disabled = true;
    try {
      await action();
      await load(true);
    } catch (e) {
      loadError = e instanceof ApiError ? e.message : String(e);
      render();
    } finally {
      btn.disabled = false;
    }
  });
  return btn;
}

function damagedRow(r: DamagedRecord): HTMLElement {
  const href = `/review/${encodeURIComponent(r.verificationCode)}`;
  return h(
    'tr',
    { 'data-code': r.verificationCode, 'data-status': r.status },
    h('td', { class: 'file' }, h('a', { href }, r.verificationCode)),
    h('td', {}, statusBadge(r.status), h('div', { class: 'row-error' }, r.error.detail)),
    h('td', { class: 'num' }, '–'),
    h('td', r.createdAt ? { title: r.createdAt } : {}, r.createdAt ? relativeTime(r.createdAt) : '–'),
    h('td', { class: 'num' }, '–'),
    h(
      'td',
      { class: 'actions-cell' },
      actionButton('Parse again', () => reparse(r.verificationCode)),
      ' ',
      actionButton('Delete', () => deleteRecord(r.verificationCode), `Delete ${r.verificationCode} and its PDF?`),
    ),
  );
}

function row(r: Item): HTMLElement {
  if (isDamaged(r)) return damagedRow(r);
  const href = `/review/${encodeURIComponent(r.verificationCode)}`;
  let detail: Node | null = null;
  if (r.status === 'queued' || r.status === 'processing') detail = progressBar(r.progress, r.status);
  else if (r.status === 'failed') detail = h('div', { class: 'row-error' }, r.error?.detail ?? r.error?.title ?? 'Parsing failed');
  else if (r.status === 'verified' && r.contractId) detail = h('div', { class: 'muted small' }, 'Contract ', h('code', {}, r.contractId));
  const parsed = r.status !== 'queued' && r.status !== 'processing' && r.status !== 'failed';
  return h(
    'tr',
    { 'data-code': r.verificationCode, 'data-status': r.status },
    h('td', { class: 'file' }, h('a', { href }, r.document.fileName || r.verificationCode), h('div', { class: 'muted small' }, h('code', {}, r.verificationCode), ` · ${formatBytes(r.document.bytes)}`)),
    h('td', {}, statusBadge(r.status), detail),
    h('td', { class: 'num' }, r.document.pages || '–'),
    h('td', { title: r.createdAt }, relativeTime(r.createdAt)),
    h('td', { class: 'num' }, parsed ? h('span', { class: r.uncertainFields ? 'count-uncertain' : 'count-zero' }, r.uncertainFields) : '–'),
    h(
      'td',
      { class: 'actions-cell' },
      h('a', { href, class: 'btn small' }, r.status === 'awaiting_verification' ? 'Review' : 'Open'),
      r.status === 'failed' ? [' ', actionButton('Parse again', () => reparse(r.verificationCode))] : null,
    ),
  );
}

function query(cursor: string | null, limit = PAGE): string {
  const p = new URLSearchParams();
  if (statusSel.value) p.set('status', statusSel.value);
  p.set('limit', String(limit));
  if (cursor) p.set('cursor', cursor);
  return `/verify?${p}`;
}

/** "Signed in as": the key's name and tenant, whose queue this is. */
async function showWho(): Promise<void> {
  const slot = document.getElementById('who');
  if (!slot) return;
  try {
    const { body } = await getJson<KeyIdentity>('/whoami');
    slot.textContent = body.allTenants ? `${body.name} · all tenants` : `${body.name} · tenant ${body.tenant}`;
  } catch {
    slot.textContent = '';
  }
}

async function load(reset: boolean): Promise<void> {
  try {
    const { body } = await getJson<VerificationList>(query(reset ? null : nextCursor));
    if (reset) void showWho();
    items = reset ? body.items : [...items, ...body.items.filter((n) => !items.some((o) => o.verificationCode === n.verificationCode))];
    nextCursor = body.nextCursor;
    loadError = null;
  } catch (e) {
    loadError = e instanceof ApiError ? `Could not load the queue: ${e.problem?.detail ?? e.message}` : String(e);
  }
  render();
  schedulePoll();
}

/** Newer uploads appear at the top; later pages stay as they were. */
async function refreshHead(): Promise<void> {
  try {
    const { body } = await getJson<VerificationList>(query(null));
    const fresh = new Map(body.items.map((i) => [i.verificationCode, i]));
    const known = new Set(items.map((i) => i.verificationCode));
    items = [...body.items.filter((i) => !known.has(i.verificationCode)), ...items.map((i) => fresh.get(i.verificationCode) ?? i)];
    render();
  } catch {
    /* keep what is shown; the next poll tries again */
  }
}

async function refreshRunning(): Promise<void> {
  const running = items.filter((i) => i.status === 'queued' || i.status === 'processing');
  await Promise.all(
    running.map(async (s) => {
      try {
        const { body: r } = await getJson<VerificationRecord | DamagedRecord>(`/verify/${encodeURIComponent(s.verificationCode)}`);
        if (r.status === 'damaged') {
          items = items.map((i) => (i.verificationCode === s.verificationCode ? (r as DamagedRecord) : i));
          return;
        }
        const next: VerificationSummary = {
          verificationCode: r.verificationCode,
          status: r.status,
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
          expiresAt: r.expiresAt,
          document: r.document,
          uncertainFields: uncertainPaths(r).size,
          ...(r.progress ? { progress: r.progress } : {}),
          ...(r.contractId ? { contractId: r.contractId } : {}),
          ...(r.error ? { error: r.error } : {}),
        };
        items = items.map((i) => (i.verificationCode === s.verificationCode ? next : i));
      } catch {
        /* try again on the next tick */
      }
    }),
  );
  render();
}

let pollTimer: number | undefined;
let ticks = 0;
function schedulePoll(): void {
  clearTimeout(pollTimer);
  const running = items.some((i) => i.status === 'queued' || i.status === 'processing');
  pollTimer = window.setTimeout(
    async () => {
      ticks++;
      if (running) await refreshRunning();
      if (!running || ticks % 8 === 0) await refreshHead();
      schedulePoll();
    },
    running ? 1500 : 15_000,
  );
}

for (const el of [nameInput, minPages, maxPages, minUncertain]) el.addEventListener('input', render);
ageSel.addEventListener('change', render);
statusSel.addEventListener('change', () => {
  const u = new URL(location.href);
  if (statusSel.value) u.searchParams.set('status', statusSel.value);
  else u.searchParams.delete('status');
  history.replaceState(null, '', u);
  void load(true);
});
moreBtn.addEventListener('click', () => void load(false));

fileInput.addEventListener('change', async () => {
  const file = fileInput.files?.[0];
  if (!file) return;
  const data = new FormData();
  data.append('contractPdf', file, file.name);
  uploadNote.textContent = `Uploading ${file.name}…`;
  try {
    const res = await request('/parse', { method: 'POST', body: data, headers: { prefer: 'respond-async', accept: 'application/json' } });
    const body = (await res.json()) as UploadAccepted;
    uploadNote.replaceChildren('Uploaded: ', h('a', { href: `/review/${encodeURIComponent(body.verificationCode)}` }, body.verificationCode));
    if (statusSel.value && statusSel.value !== 'awaiting_verification') statusSel.value = '';
    await load(true);
  } catch (e) {
    uploadNote.textContent = e instanceof ApiError ? `Upload failed: ${e.problem?.detail ?? e.message}` : `Upload failed: ${String(e)}`;
  } finally {
    fileInput.value = '';
  }
});

document.querySelector('[data-action="api-key"]')?.addEventListener('click', async () => {
  if (await changeApiKey('Enter the API key to use for this server.')) void load(true);
});

void load(true);
