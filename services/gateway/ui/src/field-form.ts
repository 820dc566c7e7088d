// The right-hand pane: every field of parsedData with the control its type needs,
// confidence and uncertainty markers, API errors beside their fields, a sticky
// section nav, an "only uncertain" filter and next/previous-uncertain navigation.
import type { Evidence, Hint } from '@cp/schema';
import { h } from './dom.js';
import { displayValue, groupFields, parseNumber, sameValue, unitLabel, type FieldGroup, type FieldInfo, type FieldValue } from './fields.js';
import { contractCurrency } from './currency.js';

export type Values = Record<string, FieldValue>;

export interface FormModel {
  fields: FieldInfo[];
  values: Values;
  /** What the extractor read, to mark fields the reviewer changed. */
  extracted: Values;
  evidence: Record<string, Evidence>;
  uncertain: Set<string>;
  warnings: Map<string, string[]>;
  /** For fields left silent: clauses about their topic that the rules may have missed. */
  hints: Map<string, Hint[]>;
  readOnly: boolean;
}

export interface FieldError {
  path: string;
  message: string;
}

interface Row {
  field: FieldInfo;
  el: HTMLElement;
  control: HTMLInputElement | HTMLSelectElement;
  error: HTMLElement;
  changed: HTMLElement;
}

const idOf = (path: string) => `f-${path.replace(/\./g, '-')}`;

function confidenceClass(c: number) {
  return c < 0.7 ? 'low' : c < 0.9 ? 'mid' : 'high';
}

export class FieldForm {
  readonly element: HTMLElement;
  private readonly form: HTMLFormElement;
  private readonly rows = new Map<string, Row>();
  private readonly onlyUncertain: HTMLInputElement;
  private readonly navLinks = new Map<string, HTMLAnchorElement>();
  private active: string | null = null;
  /** The currency the contract's money quotes name (null: none or several). */
  private readonly currency: string | null;

  constructor(
    private readonly model: FormModel,
    private readonly handlers: { onFocus(path: string, evidence: Evidence | undefined): void; onChange(): void },
  ) {
    this.currency = contractCurrency(model.evidence, model.fields.filter((f) => f.unit === 'money').map((f) => f.path));
    const groups = groupFields(model.fields);
    this.form = h('form', { class: 'fields-form', novalidate: true, 'aria-label': 'Contract fields' });
    this.form.addEventListener('submit', (e) => e.preventDefault());
    for (const g of groups) this.form.append(this.renderGroup(g, 2));

    const uncertainCount = model.fields.filter((f) => model.uncertain.has(f.path)).length;
    this.onlyUncertain = h('input', { type: 'checkbox', id: 'only-uncertain', disabled: uncertainCount === 0 });
    this.onlyUncertain.addEventListener('change', () => this.form.classList.toggle('only-uncertain', this.onlyUncertain.checked));

    const nav = h('nav', { class: 'section-nav', 'aria-label': 'Sections' });
    for (const g of groups) {
      const n = this.countUncertain(g);
      const a = h('a', { href: `#sec-${g.key}`, class: 'chip' }, g.title, n ? h('span', { class: 'chip-count', title: `${n} uncertain` }, n) : null);
      a.addEventListener('click', (e) => {
        e.preventDefault();
        this.form.querySelector(`#sec-${g.key}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      });
      this.navLinks.set(g.key, a);
      nav.append(a);
    }
    const tools = h(
      'div',
      { class: 'fields-tools' },
      h('label', { class: 'toggle', for: 'only-uncertain' }, this.onlyUncertain, ` Only uncertain (${uncertainCount})`),
      h(
        'span',
        { class: 'kbd-hint', id: 'kbd-hint' },
        h('kbd', {}, 'j'), ' / ', h('kbd', {}, 'k'), ' or ', h('kbd', {}, 'Alt'), '+', h('kbd', {}, '↓'), ' / ', h('kbd', {}, '↑'),
        ' next / previous uncertain field',
      ),
    );
    this.element = h('div', { class: 'fields-pane-inner' }, h('div', { class: 'fields-toolbar' }, nav, tools), this.form);

    this.form.addEventListener('focusin', (e) => {
      const row = (e.target as Element).closest<HTMLElement>('.field');
      if (row?.dataset.path) this.activate(row.dataset.path);
    });
    this.form.addEventListener('click', (e) => {
      const row = (e.target as Element).closest<HTMLElement>('.field');
      if (row?.dataset.path) this.activate(row.dataset.path);
    });
    this.form.addEventListener('input', (e) => this.onEdit(e.target as Element));
    this.form.addEventListener('change', (e) => this.onEdit(e.target as Element));
    if (model.readOnly) this.setReadOnly();
  }

  /** Keeps the section nav in step with the scrolled position. */
  watchSections(scroller: HTMLElement): void {
    const sections = [...this.form.querySelectorAll<HTMLElement>(':scope > section')];
    const toolbar = this.element.querySelector<HTMLElement>('.fields-toolbar');
    let ticking = false;
    const update = () => {
      ticking = false;
      const line = scroller.getBoundingClientRect().top + (toolbar?.offsetHeight ?? 0) + 24;
      let current = sections[0];
      for (const s of sections) if (s.getBoundingClientRect().top <= line) current = s;
      for (const [k, a] of this.navLinks) a.toggleAttribute('aria-current', k === current?.dataset.section);
    };
    scroller.addEventListener('scroll', () => {
      if (!ticking) requestAnimationFrame(update);
      ticking = true;
    });
    update();
  }

  private countUncertain(g: FieldGroup): number {
    return g.fields.filter((f) => this.model.uncertain.has(f.path)).length + g.subgroups.reduce((n, s) => n + this.countUncertain(s), 0);
  }

  private renderGroup(g: FieldGroup, level: number): HTMLElement {
    const heading = h(level === 2 ? 'h2' : 'h3', { class: 'group-title' }, g.title);
    const n = this.countUncertain(g);
    if (n) heading.append(h('span', { class: 'group-count' }, `${n} uncertain`));
    return h(
      'section',
      { class: `group level-${level}`, id: `sec-${g.key.replace(/\./g, '-')}`, 'data-section': g.key },
      heading,
      h('div', { class: 'group-fields' }, g.fields.map((f) => this.renderField(f))),
      g.subgroups.map((s) => this.renderGroup(s, level + 1)),
    );
  }

  private renderField(f: FieldInfo): HTMLElement {
    const { model } = this;
    const id = idOf(f.path);
    const value = model.values[f.path] ?? null;
    const ev = model.evidence[f.path];
    const uncertain = model.uncertain.has(f.path);
    const describedBy = `${id}-note ${id}-error`;
    let control: HTMLInputElement | HTMLSelectElement;
    switch (f.type) {
      case 'boolean':
        control = h('input', { type: 'checkbox', id, name: f.path, 'aria-describedby': describedBy });
        control.checked = value === true;
        break;
      case 'enum':
        control = h(
          'select',
          { id, name: f.path, 'aria-describedby': describedBy },
          h('option', { value: '' }, '— none —'),
          (f.values ?? []).map((v) => h('option', { value: v }, v.replace(/_/g, ' '))),
        );
        control.value = typeof value === 'string' ? value : '';
        break;
      case 'number':
        control = h('input', { type: 'text', inputmode: 'decimal', id, name: f.path, autocomplete: 'off', spellcheck: 'false', 'aria-describedby': describedBy });
        control.value = typeof value === 'number' ? String(value) : '';
        break;
      default:
        control = h('input', { type: 'text', id, name: f.path, maxlength: 200, autocomplete: 'off', 'aria-describedby': describedBy });
        control.value = typeof value === 'string' ? value : '';
    }
    const label = h('label', { for: id, class: 'field-label' }, f.title);
    const meta = h('span', { class: 'field-meta' });
    if (ev) {
      meta.append(
        h('button', { type: 'button', class: 'page-link', title: `Show the evidence on page ${ev.page}`, tabindex: -1, 'data-goto': f.path }, `p.${ev.page}`),
        h('span', { class: `conf conf-${confidenceClass(ev.confidence)}`, title: 'Extraction confidence' }, `${Math.round(ev.confidence * 100)}%`),
      );
    }
    if (uncertain) meta.append(h('span', { class: 'flag-uncertain', title: (model.warnings.get(f.path) ?? ['Low confidence']).join('\n') }, 'Uncertain'));
    const unit = unitLabel(f, this.currency);
    const controlWrap =
      f.type === 'boolean'
        ? h('div', { class: 'field-head check' }, control, label, meta)
        : h('div', { class: 'field-head' }, label, meta);
    const body =
      f.type === 'boolean' ? null : h('div', { class: 'field-control' }, control, unit && f.type === 'number' ? h('span', { class: 'unit' }, unit) : null);
    const warnings = model.warnings.get(f.path);
    const changed = h('p', { class: 'field-changed', hidden: true });
    const error = h('p', { class: 'field-error', id: `${id}-error`, role: 'alert', hidden: true });
    const hints = ev ? undefined : model.hints.get(f.path);
    const el = h(
      'div',
      { class: `field type-${f.type}${uncertain ? ' uncertain' : ''}${hints ? ' possibly-missed' : ''}`, 'data-path': f.path },
      controlWrap,
      body,
      h('p', { class: 'field-note', id: `${id}-note` }, f.description ?? '', ev ? h('q', { class: 'quote' }, ev.text) : null),
      warnings ? h('p', { class: 'field-warning' }, warnings.join(' · ')) : null,
      hints ? this.renderHints(f, hints) : null,
      changed,
      error,
    );
    el.querySelector('[data-goto]')?.addEventListener('click', () => control.focus());
    const row: Row = { field: f, el, control, error, changed };
    this.rows.set(f.path, row);
    this.markChanged(row);
    return el;
  }

  /**
   * A silent field whose topic the contract speaks about somewhere: the places to
   * check, so a reviewer can tell "the contract says nothing" from "the rules missed it".
   */
  private renderHints(f: FieldInfo, hints: Hint[]): HTMLElement {
    return h(
      'div',
      { class: 'field-hints', 'data-signal': 'possibly_missed' },
      h('span', { class: 'hint-title' }, 'Possibly missed: the contract speaks about this on'),
      hints.map((hint) => {
        const btn = h('button', { type: 'button', class: 'hint-link', title: hint.text }, `p.${hint.page}: `, h('span', { class: 'hint-quote' }, `“${hint.text}”`));
        btn.addEventListener('click', () => {
          this.active = f.path;
          this.handlers.onFocus(f.path, { page: hint.page, text: hint.text, confidence: 0, ...(hint.box ? { box: hint.box } : {}) });
        });
        return btn;
      }),
    );
  }

  private activate(path: string): void {
    if (this.active === path) return;
    if (this.active) this.rows.get(this.active)?.el.classList.remove('active');
    this.active = path;
    this.rows.get(path)?.el.classList.add('active');
    this.handlers.onFocus(path, this.model.evidence[path]);
  }

  private onEdit(target: Element): void {
    const path = (target as HTMLInputElement).name;
    const row = this.rows.get(path);
    if (!row) return;
    this.setError(row, null);
    this.markChanged(row);
    this.handlers.onChange();
  }

  private readRow(row: Row): { value: FieldValue; error?: string } {
    const c = row.control;
    switch (row.field.type) {
      case 'boolean':
        return { value: (c as HTMLInputElement).checked };
      case 'enum':
        return { value: c.value === '' ? null : c.value };
      case 'number': {
        const p = parseNumber(c.value);
        return p.ok ? { value: p.value } : { value: null, error: p.message };
      }
      default: {
        const t = c.value.trim();
        return { value: t === '' ? null : t };
      }
    }
  }

  private markChanged(row: Row): void {
    const { value, error } = this.readRow(row);
    const before = this.model.extracted[row.field.path];
    const changed = error !== undefined || !sameValue(value, before);
    row.el.classList.toggle('changed', changed);
    row.changed.hidden = !changed;
    if (changed) {
      const revert = h('button', { type: 'button', class: 'link-button', disabled: this.model.readOnly }, 'Revert');
      revert.addEventListener('click', () => {
        this.writeRow(row, before ?? null);
        this.onEdit(row.control);
        row.control.focus();
      });
      row.changed.replaceChildren('Extracted: ', h('span', { class: 'was' }, displayValue(row.field, before)), ' ', this.model.readOnly ? '' : revert);
    }
  }

  private writeRow(row: Row, v: FieldValue): void {
    const c = row.control;
    if (row.field.type === 'boolean') (c as HTMLInputElement).checked = v === true;
    else c.value = v === null || v === undefined ? '' : String(v);
  }

  /** The values as typed, with client-side errors for what cannot be sent. */
  read(): { values: Values; errors: FieldError[] } {
    const values: Values = {};
    const errors: FieldError[] = [];
    for (const [path, row] of this.rows) {
      const r = this.readRow(row);
      values[path] = r.value;
      if (r.error) errors.push({ path, message: r.error });
    }
    return { values, errors };
  }

  /** Raw control contents, kept in localStorage so nothing typed is ever lost. */
  snapshot(): Record<string, string | boolean> {
    const out: Record<string, string | boolean> = {};
    for (const [path, row] of this.rows) out[path] = row.field.type === 'boolean' ? (row.control as HTMLInputElement).checked : row.control.value;
    return out;
  }

  restore(snap: Record<string, string | boolean>): void {
    for (const [path, v] of Object.entries(snap)) {
      const row = this.rows.get(path);
      if (!row) continue;
      if (row.field.type === 'boolean') (row.control as HTMLInputElement).checked = v === true;
      else row.control.value = String(v);
      this.markChanged(row);
    }
  }

  /** Paths whose controls differ from `base`. */
  differsFrom(base: Values): string[] {
    const { values } = this.read();
    return Object.keys(values).filter((p) => !sameValue(values[p], base[p]));
  }

  private setError(row: Row, message: string | null): void {
    row.el.classList.toggle('invalid', !!message);
    row.error.hidden = !message;
    row.error.textContent = message ?? '';
    if (message) row.control.setAttribute('aria-invalid', 'true');
    else row.control.removeAttribute('aria-invalid');
  }

  clearErrors(): void {
    for (const row of this.rows.values()) this.setError(row, null);
  }

  /** Shows errors beside their fields; returns those that name no field. */
  showErrors(errors: FieldError[]): FieldError[] {
    this.clearErrors();
    const unmatched: FieldError[] = [];
    let first: Row | undefined;
    for (const e of errors) {
      const path = e.path.replace(/^parsedData\./, '').replace(/^\//, '').replace(/\//g, '.');
      const row = this.rows.get(path);
      if (!row) {
        unmatched.push(e);
        continue;
      }
      const prev = row.error.textContent;
      this.setError(row, prev ? `${prev}; ${e.message}` : e.message);
      first ??= row;
    }
    if (first) {
      first.el.scrollIntoView({ block: 'center' });
      first.control.focus({ preventScroll: true });
    }
    return unmatched;
  }

  /** Focuses the next (1) or previous (-1) uncertain or invalid field. */
  moveUncertain(dir: 1 | -1): boolean {
    const list = [...this.rows.values()].filter((r) => r.el.classList.contains('uncertain') || r.el.classList.contains('invalid'));
    if (!list.length) return false;
    const all = [...this.rows.keys()];
    const cur = this.active ? all.indexOf(this.active) : -1;
    const pick =
      dir === 1
        ? (list.find((r) => all.indexOf(r.field.path) > cur) ?? list[0])
        : ([...list].reverse().find((r) => all.indexOf(r.field.path) < cur) ?? list[list.length - 1]);
    pick.el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    pick.control.focus({ preventScroll: true });
    return true;
  }

  focusField(path: string): void {
    this.rows.get(path)?.control.focus();
  }

  setReadOnly(): void {
    this.model.readOnly = true;
    this.form.classList.add('read-only');
    for (const row of this.rows.values()) {
      // Text stays focusable (and so still shows its evidence); the rest cannot be.
      if (row.control instanceof HTMLInputElement && row.control.type === 'text') row.control.readOnly = true;
      else row.control.disabled = true;
      row.changed.querySelector('button')?.remove();
    }
  }
}
