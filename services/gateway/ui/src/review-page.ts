// /review/{code}: the PDF beside its fields. Loads the record, follows its status
// (polling while it is parsed), and saves drafts or verifies through the API.
import type { DamagedRecord, DraftSaved, Hint, Problem, VerificationRecord, VerificationResult } from '@cp/schema';
import { uncertainPaths } from '../../src/review/uncertain.js';
import { ApiError, changeApiKey, deleteRecord, getJson, reparse, request, retryAfterMs, sendJson } from './api.js';
import { formatBytes, h, progressBar, relativeTime, statusBadge } from './dom.js';
import { FieldForm, type FieldError, type Values } from './field-form.js';
import { displayValue, loadFields, type FieldInfo } from './fields.js';
import { dropLocalDraft, readLocalDraft, writeLocalDraft } from './local-draft.js';
import { PdfViewer } from './pdf-viewer.js';
import { flatten, nest } from './values.js';

const code = decodeURIComponent(location.pathname.replace(/\/+$/, '').split('/').pop() ?? '');
const app = document.getElementById('app')!;
const bannerSlot = document.getElementById('banner-slot')!;
const actions = document.getElementById('actions')!;
const statusSlot = document.getElementById('status-slot')!;
const docTitle = document.getElementById('doc-title')!;

let fields: FieldInfo[] = [];
let record: VerificationRecord;
let form: FieldForm | null = null;
/** The values the server holds; edits are measured against these. */
let serverValues: Values = {};
let viewer: PdfViewer | null = null;
let fieldsPane: HTMLElement;
let busy = false;

// ---------- banners ----------

type Tone = 'info' | 'success' | 'error' | 'warning';

function banner(tone: Tone, ...content: (Node | string)[]): HTMLElement {
  const close = h('button', { type: 'button', class: 'banner-close', 'aria-label': 'Dismiss' }, '×');
  const el = h('div', { class: `banner banner-${tone}`, role: tone === 'error' ? 'alert' : 'status' }, h('div', { class: 'banner-body' }, ...content), close);
  close.addEventListener('click', () => el.remove());
  bannerSlot.replaceChildren(el);
  return el;
}

function problemText(p: Problem | null, fallback: string): string {
  return p ? `${p.title}${p.detail ? `: ${p.detail}` : ''}` : fallback;
}

// ---------- layout ----------

function buildLayout(): void {
  viewer = new PdfViewer();
  fieldsPane = h('section', { class: 'fields-pane', 'aria-label': 'Extracted fields' });
  const splitter = h('div', { class: 'splitter', role: 'separator', 'aria-orientation': 'vertical', 'aria-label': 'Resize panes', tabindex: 0 });
  app.replaceChildren(viewer.element, splitter, fieldsPane);
  const saved = Number(localStorage.getItem('cp.review.split'));
  if (saved > 20 && saved < 80) app.style.setProperty('--left', `${saved}%`);
  const setSplit = (pct: number) => {
    const v = Math.min(75, Math.max(25, pct));
    app.style.setProperty('--left', `${v}%`);
    localStorage.setItem('cp.review.split', String(Math.round(v)));
  };
  splitter.addEventListener('pointerdown', (e) => {
    splitter.setPointerCapture(e.pointerId);
    app.classList.add('resizing');
    const move = (ev: PointerEvent) => {
      const r = app.getBoundingClientRect();
      setSplit(((ev.clientX - r.left) / r.width) * 100);
    };
    const up = () => {
      app.classList.remove('resizing');
      splitter.removeEventListener('pointermove', move);
      splitter.removeEventListener('pointerup', up);
    };
    splitter.addEventListener('pointermove', move);
    splitter.addEventListener('pointerup', up);
  });
  splitter.addEventListener('keydown', (e) => {
    const cur = parseFloat(getComputedStyle(app).getPropertyValue('--left')) || 50;
    if (e.key === 'ArrowLeft') setSplit(cur - 2);
    if (e.key === 'ArrowRight') setSplit(cur + 2);
  });
}

async function loadDocument(): Promise<void> {
  if (!viewer) return;
  viewer.showMessage('Loading document…');
  try {
    const res = await request(`/verify/${encodeURIComponent(code)}/document`, { headers: { accept: 'application/pdf' } });
    await viewer.open(await res.arrayBuffer());
  } catch (e) {
    viewer.showMessage(e instanceof ApiError ? `The document is not available. ${problemText(e.problem, e.message)}` : `The document could not be shown (${(e as Error).message}).`);
  }
}

// ---------- status views ----------

/** Parse again / delete: what a failed or damaged record can still become. */
function recoveryActions(): HTMLElement {
  const again = h('button', { type: 'button', class: 'btn primary', 'data-action': 'reparse' }, 'Parse again');
  const remove = h('button', { type: 'button', class: 'btn', 'data-action': 'delete' }, 'Delete');
  again.addEventListener('click', async () => {
    again.disabled = remove.disabled = true;
    try {
      await reparse(code);
      banner('info', 'Queued for parsing again.');
      await reload();
    } catch (e) {
      banner('error', problemText(e instanceof ApiError ? e.problem : null, (e as Error).message));
      again.disabled = remove.disabled = false;
    }
  });
  remove.addEventListener('click', async () => {
    if (!window.confirm(`Delete ${code} and its PDF? This cannot be undone.`)) return;
    again.disabled = remove.disabled = true;
    try {
      await deleteRecord(code);
      location.assign('/review');
    } catch (e) {
      banner('error', problemText(e instanceof ApiError ? e.problem : null, (e as Error).message));
      again.disabled = remove.disabled = false;
    }
  });
  return h('p', { class: 'recovery-actions' }, again, ' ', remove);
}

function showDamaged(damaged: DamagedRecord): void {
  docTitle.textContent = code;
  document.title = `${code} · Review`;
  statusSlot.replaceChildren(statusBadge('damaged'));
  actions.replaceChildren();
  form = null;
  fieldsPane.replaceChildren(
    card(
      'The stored record is damaged',
      h('p', { class: 'problem-detail' }, damaged.error.detail),
      h('p', { class: 'muted small' }, 'The PDF is intact: parse it again to rebuild the record, or delete both.'),
      recoveryActions(),
    ),
  );
}

function header(): void {
  docTitle.textContent = record.document.fileName || code;
  document.title = `${record.document.fileName || code} · Review`;
  statusSlot.replaceChildren(statusBadge(record.status));
}

function docFacts(): HTMLElement {
  const d = record.document;
  return h(
    'dl',
    { class: 'facts' },
    h('dt', {}, 'Code'), h('dd', {}, h('code', {}, record.verificationCode)),
    h('dt', {}, 'File'), h('dd', {}, d.fileName, ` (${formatBytes(d.bytes)})`),
    h('dt', {}, 'Pages'), h('dd', {}, `${d.pages}${d.ocrPages ? `, ${d.ocrPages} read by OCR` : ''}`),
    h('dt', {}, 'Uploaded'), h('dd', { title: record.createdAt }, relativeTime(record.createdAt)),
    h('dt', {}, 'Expires'), h('dd', { title: record.expiresAt }, relativeTime(record.expiresAt)),
  );
}

function card(title: string, ...content: (Node | string | null)[]): HTMLElement {
  return h('div', { class: 'card' }, h('h2', {}, title), ...content);
}

/** Where this host serves the employment contract interface, if it does (the page says so). */
const contractsPrefix = document.querySelector<HTMLMetaElement>('meta[name="cp-contracts-prefix"]')?.content ?? null;

function contractLinks(contractId: string): HTMLElement {
  const id = encodeURIComponent(contractId);
  return h(
    'div',
    { class: 'contract-links' },
    h('p', {}, 'Contract ', h('code', { class: 'contract-id', 'data-contract-id': contractId }, contractId)),
    h(
      'ul',
      {},
      h('li', {}, h('a', { href: `/contracts/${id}`, target: '_blank', rel: 'noopener' }, `/contracts/${contractId}`), ' — parsing interface (parsedData)'),
      contractsPrefix
        ? h('li', {}, h('a', { href: `${contractsPrefix}/${id}`, target: '_blank', rel: 'noopener' }, `${contractsPrefix}/${contractId}`), ' — employment contract interface')
        : null,
    ),
  );
}

let pollTimer: number | undefined;

function schedulePoll(ms: number): void {
  clearTimeout(pollTimer);
  pollTimer = window.setTimeout(async () => {
    try {
      const { body, res } = await getJson<VerificationRecord>(`/verify/${encodeURIComponent(code)}`);
      const changed = body.status !== record.status;
      record = body;
      if (changed) show();
      else {
        renderProgress();
        schedulePoll(retryAfterMs(res));
      }
    } catch {
      schedulePoll(5000);
    }
  }, ms);
}

function renderProgress(): void {
  const slot = fieldsPane.querySelector('[data-progress]');
  slot?.replaceChildren(progressBar(record.progress, record.status));
}

function show(lastRes: Response | null = null): void {
  if ((record as VerificationRecord | DamagedRecord).status === 'damaged') return showDamaged(record as unknown as DamagedRecord);
  header();
  actions.replaceChildren();
  form = null;
  switch (record.status) {
    case 'queued':
    case 'processing':
      fieldsPane.replaceChildren(
        card(
          record.status === 'queued' ? 'Waiting to be parsed' : 'Parsing the contract',
          h('p', { class: 'muted' }, 'The fields appear here as soon as extraction has finished. This page refreshes by itself.'),
          h('div', { 'data-progress': '' }),
          docFacts(),
        ),
      );
      renderProgress();
      schedulePoll(retryAfterMs(lastRes, 1500));
      return;
    case 'failed':
      fieldsPane.replaceChildren(
        card(
          'Parsing failed',
          h('p', { class: 'problem-title' }, record.error?.title ?? 'The document could not be parsed.'),
          record.error?.detail ? h('p', { class: 'problem-detail' }, record.error.detail) : null,
          record.error?.type ? h('p', { class: 'muted small' }, h('code', {}, record.error.type)) : null,
          recoveryActions(),
          docFacts(),
        ),
      );
      return;
    case 'expired':
      banner('warning', `This verification expired ${relativeTime(record.expiresAt)}; it can no longer be verified.`);
      fieldsPane.replaceChildren(card('Verification expired', h('p', {}, 'Upload the contract again to review it.'), docFacts()));
      dropLocalDraft(code);
      return;
    default:
      renderForm();
  }
}

// ---------- the form ----------

function extractedValues(): Values {
  const base = { ...serverValues };
  for (const c of record.corrections ?? []) if (c.path in base) base[c.path] = c.extracted;
  return base;
}

function renderForm(): void {
  const verified = record.status === 'verified';
  serverValues = flatten(fields, record.parsedData);
  const warnings = new Map<string, string[]>();
  for (const w of record.warnings ?? []) for (const p of w.paths) warnings.set(p, [...(warnings.get(p) ?? []), w.message]);
  const hints = new Map<string, Hint[]>();
  for (const hint of record.hints ?? []) hints.set(hint.path, [...(hints.get(hint.path) ?? []), hint]);
  form = new FieldForm(
    {
      fields,
      values: serverValues,
      extracted: extractedValues(),
      evidence: record.evidence ?? {},
      uncertain: uncertainPaths(record),
      warnings,
      hints,
      readOnly: verified,
    },
    {
      onFocus: (path, ev) => void viewer?.highlight(ev, fields.find((f) => f.path === path)?.title ?? path),
      onChange: onFormChange,
    },
  );
  const top: HTMLElement[] = [];
  if (verified && record.contractId) {
    top.push(
      card(
        'Verified',
        h('p', { class: 'muted' }, `Verified${record.verifiedBy ? ` by ${record.verifiedBy}` : ''}${record.verifiedAt ? ` ${relativeTime(record.verifiedAt)}` : ''}.`),
        contractLinks(record.contractId),
        correctionsList(),
      ),
    );
  } else if (record.draftSavedAt) {
    top.push(h('p', { class: 'draft-note muted' }, `Draft saved ${relativeTime(record.draftSavedAt)}.`));
  }
  fieldsPane.replaceChildren(...top, form.element);
  form.watchSections(fieldsPane);
  if (!verified) {
    const save = h('button', { type: 'button', class: 'btn', 'data-action': 'save' }, 'Save draft');
    const verify = h('button', { type: 'button', class: 'btn primary', 'data-action': 'verify' }, 'Verify');
    save.addEventListener('click', () => void submit(false));
    verify.addEventListener('click', () => void submit(true));
    actions.replaceChildren(h('span', { class: 'dirty-note', id: 'dirty-note', 'aria-live': 'polite' }), save, verify);
    offerLocalDraft();
  } else {
    dropLocalDraft(code);
  }
}

function correctionsList(): HTMLElement | null {
  const list = record.corrections ?? [];
  if (!list.length) return h('p', { class: 'muted small' }, 'No field was corrected.');
  const title = (p: string) => fields.find((f) => f.path === p);
  return h(
    'details',
    { class: 'corrections' },
    h('summary', {}, `${list.length} field${list.length === 1 ? '' : 's'} corrected`),
    h(
      'ul',
      {},
      list.map((c) => {
        const f = title(c.path);
        return h('li', {}, h('strong', {}, f?.title ?? c.path), ': ', f ? displayValue(f, c.extracted) : String(c.extracted), ' → ', f ? displayValue(f, c.corrected) : String(c.corrected));
      }),
    ),
  );
}

let draftTimer: number | undefined;
let dirty = false;

function onFormChange(): void {
  clearTimeout(draftTimer);
  draftTimer = window.setTimeout(() => {
    if (!form) return;
    const changed = form.differsFrom(serverValues);
    dirty = changed.length > 0;
    if (dirty) writeLocalDraft(code, form.snapshot());
    else dropLocalDraft(code);
    const note = document.getElementById('dirty-note');
    if (note) note.textContent = dirty ? `${changed.length} unsaved change${changed.length === 1 ? '' : 's'}` : '';
  }, 250);
}

function offerLocalDraft(): void {
  const local = readLocalDraft(code);
  if (!local || !form) return;
  const probe = new FieldForm(
    { fields, values: serverValues, extracted: serverValues, evidence: {}, uncertain: new Set(), warnings: new Map(), hints: new Map(), readOnly: false },
    { onFocus: () => {}, onChange: () => {} },
  );
  probe.restore(local.snapshot);
  const n = probe.differsFrom(serverValues).length;
  if (!n) {
    dropLocalDraft(code);
    return;
  }
  const restore = h('button', { type: 'button', class: 'btn small' }, 'Restore');
  const discard = h('button', { type: 'button', class: 'btn small ghost' }, 'Discard');
  const el = banner('info', `You have ${n} unsaved edit${n === 1 ? '' : 's'} from ${relativeTime(local.savedAt)} in this browser. `, restore, ' ', discard);
  restore.addEventListener('click', () => {
    form?.restore(local.snapshot);
    onFormChange();
    el.remove();
  });
  discard.addEventListener('click', () => {
    dropLocalDraft(code);
    el.remove();
  });
}

async function submit(verified: boolean): Promise<void> {
  if (!form || busy) return;
  const { values, errors } = form.read();
  if (errors.length) {
    form.showErrors(errors);
    banner('error', `${errors.length} field${errors.length === 1 ? '' : 's'} need${errors.length === 1 ? 's' : ''} attention before saving.`);
    return;
  }
  busy = true;
  const buttons = [...actions.querySelectorAll('button')];
  for (const b of buttons) b.disabled = true;
  const label = verified ? 'Verifying…' : 'Saving…';
  const note = document.getElementById('dirty-note');
  if (note) note.textContent = label;
  try {
    const body = { parsedData: nest(values), verified };
    if (verified) {
      const result = await sendJson<VerificationResult>('PUT', `/verify/${encodeURIComponent(code)}`, body);
      dropLocalDraft(code);
      dirty = false;
      await reload();
      banner('success', `${result.message} Contract ${result.contractId}.`);
    } else {
      await sendJson<DraftSaved>('PUT', `/verify/${encodeURIComponent(code)}`, body);
      dropLocalDraft(code);
      dirty = false;
      form.clearErrors();
      serverValues = values;
      banner('success', `Draft saved at ${new Date().toLocaleTimeString()}. Nothing is verified yet.`);
      if (note) note.textContent = '';
    }
  } catch (e) {
    // Keep every typed value: the form is left as it is and a local copy is kept.
    writeLocalDraft(code, form.snapshot());
    if (!(e instanceof ApiError)) {
      banner('error', `Could not save: ${(e as Error).message}`);
    } else if (e.problem?.errors?.length) {
      const unmatched = form.showErrors(e.problem.errors as FieldError[]);
      banner(
        'error',
        `${e.problem.title}: ${e.problem.errors.length} problem${e.problem.errors.length === 1 ? '' : 's'}, shown beside the fields.`,
        ...unmatched.map((u) => h('div', { class: 'small' }, `${u.path || '(whole structure)'} ${u.message}`)),
      );
    } else if (e.status === 409 && e.problem?.contractId) {
      await reload();
      banner('warning', 'This verification was already verified. ', contractLinks(e.problem.contractId));
    } else if (e.status === 410) {
      await reload();
    } else {
      banner('error', problemText(e.problem, e.message));
    }
    if (note) note.textContent = 'Not saved';
  } finally {
    busy = false;
    for (const b of buttons) b.disabled = false;
  }
}

// ---------- keyboard ----------

function isTyping(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit'].includes(el.type);
  return el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el.isContentEditable;
}

document.addEventListener('keydown', (e) => {
  if (!form || document.querySelector('dialog[open]')) return;
  if (e.altKey && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
    e.preventDefault();
    form.moveUncertain(e.key === 'ArrowDown' ? 1 : -1);
  } else if ((e.key === 'j' || e.key === 'k') && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
    e.preventDefault();
    form.moveUncertain(e.key === 'j' ? 1 : -1);
  } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
    e.preventDefault();
    void submit(false);
  }
});

window.addEventListener('beforeunload', (e) => {
  if (dirty && !busy) e.preventDefault();
});

// ---------- start ----------

async function reload(): Promise<void> {
  const { body, res } = await getJson<VerificationRecord>(`/verify/${encodeURIComponent(code)}`);
  record = body;
  show(res);
}

async function main(): Promise<void> {
  try {
    fields = await loadFields();
    const { body, res } = await getJson<VerificationRecord>(`/verify/${encodeURIComponent(code)}`);
    record = body;
    buildLayout();
    show(res);
    await loadDocument();
  } catch (e) {
    const p = e instanceof ApiError ? e.problem : null;
    const status = e instanceof ApiError ? e.status : 0;
    // 403: the key lacks a scope (a parse-only key on a reviewer's page); another key may have it.
    const askKey = status === 401 || status === 403;
    const retry = h('button', { type: 'button', class: 'btn' }, askKey ? 'Enter API key' : 'Try again');
    retry.addEventListener('click', async () => {
      if (askKey && !(await changeApiKey())) return;
      location.reload();
    });
    app.replaceChildren(
      card(
        status === 404 ? 'No such verification' : status === 410 ? 'Verification expired' : 'Could not open this verification',
        h('p', {}, problemText(p, (e as Error).message)),
        h('p', {}, retry, ' ', h('a', { href: '/review' }, 'Back to the queue')),
      ),
    );
    app.classList.add('single');
  }
}

void main();
