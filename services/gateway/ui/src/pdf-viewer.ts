// The left-hand pane: every page of the PDF rendered with pdf.js (canvas plus text
// layer, drawn lazily as pages come near the viewport), zoom, page navigation, and
// the evidence highlight: a box on the page, or the quoted text in the text layer.
import type { Evidence } from '@cp/schema';
import type * as PdfJs from 'pdfjs-dist';
import { h } from './dom.js';
import { findQuote } from './text-match.js';

type PdfLib = typeof PdfJs;
type PdfDocument = PdfJs.PDFDocumentProxy;
type PdfPage = PdfJs.PDFPageProxy;

const PDFJS = '/review/assets/pdfjs/';
let libPromise: Promise<PdfLib> | null = null;

/** pdf.js is served by the gateway from the pdfjs-dist package and loaded on demand. */
function loadPdfJs(): Promise<PdfLib> {
  const url = `${PDFJS}build/pdf.mjs`;
  libPromise ??= (import(/* @vite-ignore */ url) as Promise<PdfLib>).then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = `${PDFJS}build/pdf.worker.mjs`;
    return lib;
  });
  return libPromise;
}

interface PageView {
  n: number;
  page: PdfPage;
  el: HTMLElement;
  canvas: HTMLCanvasElement;
  text: HTMLElement;
  marks: HTMLElement;
  /** Scale the page is drawn at, or 0 when it must be drawn again. */
  drawnAt: number;
  drawing: Promise<void> | null;
  items: string[];
  spans: HTMLElement[];
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

export type HighlightResult = 'box' | 'text' | 'page' | 'none';

export class PdfViewer {
  readonly element: HTMLElement;
  private readonly scroller: HTMLElement;
  private readonly pageInput: HTMLInputElement;
  private readonly pageCount: HTMLElement;
  private readonly zoomSelect: HTMLSelectElement;
  private readonly note: HTMLElement;
  private lib: PdfLib | null = null;
  private doc: PdfDocument | null = null;
  private pages: PageView[] = [];
  private fit = true;
  private scale = 1;
  private highlightToken = 0;
  private observer: IntersectionObserver | null = null;
  /** A highlight asked for before the document was open. */
  private pending: { ev: Evidence | undefined; label: string } | null = null;

  constructor() {
    const btn = (label: string, text: string, onClick: () => void) => {
      const b = h('button', { type: 'button', class: 'icon-btn', 'aria-label': label, title: label }, text);
      b.addEventListener('click', onClick);
      return b;
    };
    this.pageInput = h('input', { type: 'number', min: 1, value: 1, id: 'page-input', class: 'page-input', 'aria-label': 'Page number' });
    this.pageInput.addEventListener('change', () => this.goToPage(Number(this.pageInput.value)));
    this.pageCount = h('span', { class: 'page-count' }, '/ –');
    this.zoomSelect = h(
      'select',
      { 'aria-label': 'Zoom', class: 'zoom-select' },
      h('option', { value: 'fit' }, 'Fit width'),
      ZOOMS.map((z) => h('option', { value: z }, `${Math.round(z * 100)}%`)),
    );
    this.zoomSelect.addEventListener('change', () => (this.zoomSelect.value === 'fit' ? this.setFit() : this.setScale(Number(this.zoomSelect.value))));
    this.note = h('span', { class: 'evidence-note', 'aria-live': 'polite' });
    this.scroller = h('div', { class: 'pdf-scroller', tabindex: 0, 'aria-label': 'Document pages' });
    this.element = h(
      'section',
      { class: 'pdf-pane', 'aria-label': 'Document' },
      h(
        'div',
        { class: 'pdf-toolbar' },
        btn('Previous page', '‹', () => this.goToPage(this.currentPage() - 1)),
        this.pageInput,
        this.pageCount,
        btn('Next page', '›', () => this.goToPage(this.currentPage() + 1)),
        h('span', { class: 'sep' }),
        btn('Zoom out', '−', () => this.zoomStep(-1)),
        this.zoomSelect,
        btn('Zoom in', '+', () => this.zoomStep(1)),
        this.note,
      ),
      this.scroller,
    );
    let ticking = false;
    this.scroller.addEventListener('scroll', () => {
      if (ticking) return;
      ticking = true;
      requestAnimationFrame(() => {
        ticking = false;
        this.pageInput.value = String(this.currentPage());
      });
    });
    new ResizeObserver(() => {
      if (this.fit && this.doc) this.applyScale(this.fitScale());
    }).observe(this.scroller);
  }

  get pageTotal(): number {
    return this.pages.length;
  }

  showMessage(text: string): void {
    this.scroller.replaceChildren(h('p', { class: 'pdf-message' }, text));
  }

  async open(data: ArrayBuffer): Promise<void> {
    this.lib = await loadPdfJs();
    this.doc = await this.lib.getDocument({
      data: new Uint8Array(data),
      cMapUrl: `${PDFJS}cmaps/`,
      cMapPacked: true,
      standardFontDataUrl: `${PDFJS}standard_fonts/`,
      wasmUrl: `${PDFJS}wasm/`,
      iccUrl: `${PDFJS}iccs/`,
      isEvalSupported: false,
    } as Parameters<PdfLib['getDocument']>[0]).promise;
    const pages = await Promise.all(Array.from({ length: this.doc.numPages }, (_, i) => this.doc!.getPage(i + 1)));
    this.pageInput.max = String(pages.length);
    this.pageCount.textContent = `/ ${pages.length}`;
    this.scroller.replaceChildren();
    this.pages = pages.map((page, i) => {
      const canvas = h('canvas', { 'aria-hidden': 'true' });
      const text = h('div', { class: 'textLayer' });
      const marks = h('div', { class: 'marks-layer' });
      const el = h('div', { class: 'pdf-page', 'data-page': i + 1 }, canvas, text, marks);
      this.scroller.append(el);
      return { n: i + 1, page, el, canvas, text, marks, drawnAt: 0, drawing: null, items: [], spans: [] };
    });
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) void this.draw(this.pages[Number((e.target as HTMLElement).dataset.page) - 1]);
      },
      { root: this.scroller, rootMargin: '800px 0px' },
    );
    for (const p of this.pages) this.observer.observe(p.el);
    // Long contracts: free the canvases of pages far out of view, so memory stays
    // bounded however far the reviewer scrolls. They are drawn again when needed.
    const far = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (!e.isIntersecting) this.release(this.pages[Number((e.target as HTMLElement).dataset.page) - 1]);
      },
      { root: this.scroller, rootMargin: '4000px 0px' },
    );
    for (const p of this.pages) far.observe(p.el);
    this.applyScale(this.fitScale());
    if (this.pending) void this.highlight(this.pending.ev, this.pending.label);
  }

  private fitScale(): number {
    const first = this.pages[0]?.page.getViewport({ scale: 1 });
    if (!first) return 1;
    const avail = this.scroller.clientWidth - 32;
    return Math.max(0.25, Math.min(4, avail / first.width));
  }

  private setFit(): void {
    this.fit = true;
    this.zoomSelect.value = 'fit';
    this.applyScale(this.fitScale());
  }

  private setScale(s: number): void {
    this.fit = false;
    const opt = [...this.zoomSelect.options].find((o) => Number(o.value) === s);
    this.zoomSelect.value = opt ? opt.value : '';
    this.applyScale(s);
  }

  private zoomStep(dir: 1 | -1): void {
    const next = dir === 1 ? ZOOMS.find((z) => z > this.scale + 0.01) : [...ZOOMS].reverse().find((z) => z < this.scale - 0.01);
    if (next) this.setScale(next);
  }

  private applyScale(scale: number): void {
    if (Math.abs(scale - this.scale) < 0.005 && this.pages.every((p) => p.el.style.width)) return;
    // Keep the same spot of the document in view across a zoom.
    const page = this.currentPage();
    const cur = this.pages[page - 1];
    const within = cur ? (this.scroller.scrollTop - cur.el.offsetTop) / Math.max(1, cur.el.offsetHeight) : 0;
    this.scale = scale;
    for (const p of this.pages) {
      const vp = p.page.getViewport({ scale });
      p.el.style.width = `${Math.floor(vp.width)}px`;
      p.el.style.height = `${Math.floor(vp.height)}px`;
      p.el.style.setProperty('--scale-factor', String(scale));
      p.el.style.setProperty('--total-scale-factor', String(scale));
      p.drawnAt = 0;
    }
    if (cur) this.scroller.scrollTop = cur.el.offsetTop + within * cur.el.offsetHeight;
    // Redraw what is visible; the observer only reports changes.
    for (const p of this.pages) if (this.isNearView(p)) void this.draw(p);
  }

  private isNearView(p: PageView): boolean {
    const top = this.scroller.scrollTop - 800;
    const bottom = this.scroller.scrollTop + this.scroller.clientHeight + 800;
    return p.el.offsetTop + p.el.offsetHeight > top && p.el.offsetTop < bottom;
  }

  private draw(p: PageView): Promise<void> {
    if (p.drawnAt === this.scale) return p.drawing ?? Promise.resolve();
    const scale = this.scale;
    const run = async () => {
      const lib = this.lib!;
      const vp = p.page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const canvas = h('canvas', { 'aria-hidden': 'true' });
      canvas.width = Math.floor(vp.width * ratio);
      canvas.height = Math.floor(vp.height * ratio);
      canvas.style.width = `${Math.floor(vp.width)}px`;
      canvas.style.height = `${Math.floor(vp.height)}px`;
      await p.page.render({ canvas, viewport: vp, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
      if (this.scale !== scale) return;
      p.canvas.replaceWith(canvas);
      p.canvas = canvas;
      const text = h('div', { class: 'textLayer' });
      const layer = new lib.TextLayer({ textContentSource: await p.page.getTextContent(), container: text, viewport: vp });
      await layer.render();
      if (this.scale !== scale) return;
      p.text.replaceWith(text);
      p.text = text;
      p.items = layer.textContentItemsStr;
      p.spans = layer.textDivs;
      p.el.classList.add('drawn');
      p.el.dataset.drawn = 'true';
    };
    p.drawnAt = scale;
    p.drawing = run().catch((e) => {
      p.drawnAt = 0;
      console.error('page render failed', p.n, e);
    });
    return p.drawing;
  }

  /** Smooth for short hops; a jump for long ones, which would draw every page passed. */
  private scrollBehavior(target: number): ScrollBehavior {
    return Math.abs(target - this.currentPage()) > 2 ? 'instant' : 'smooth';
  }

  private release(p: PageView | undefined): void {
    if (!p || !p.drawnAt || p.el.querySelector('.evidence-box')) return;
    p.drawnAt = 0;
    p.drawing = null;
    p.canvas.width = 0;
    p.canvas.height = 0;
    p.el.classList.remove('drawn');
    delete p.el.dataset.drawn;
  }

  currentPage(): number {
    const mark = this.scroller.scrollTop + this.scroller.clientHeight / 3;
    let best = 1;
    for (const p of this.pages) if (p.el.offsetTop <= mark) best = p.n;
    return best;
  }

  goToPage(n: number, offset = 0): void {
    const p = this.pages[Math.min(Math.max(1, Math.round(n) || 1), this.pages.length) - 1];
    if (!p) return;
    this.scroller.scrollTo({ top: p.el.offsetTop - 12 + offset, behavior: this.scrollBehavior(p.n) });
    this.pageInput.value = String(p.n);
  }

  private clearHighlight(): void {
    for (const p of this.pages) {
      p.marks.replaceChildren();
      p.el.classList.remove('evidence-page');
      for (const s of p.spans) s.classList.remove('evidence-text');
    }
  }

  /** Scrolls to a field's evidence and highlights it; says how it was found. */
  async highlight(ev: Evidence | undefined, label: string): Promise<HighlightResult> {
    const token = ++this.highlightToken;
    if (!this.pages.length) {
      this.pending = { ev, label };
      return 'none';
    }
    this.pending = null;
    this.clearHighlight();
    if (!ev) {
      this.note.textContent = `${label}: no evidence in the document`;
      this.note.className = 'evidence-note none';
      return 'none';
    }
    const p = this.pages[ev.page - 1];
    if (!p) {
      this.note.textContent = `${label}: evidence on page ${ev.page}, which this document does not have`;
      return 'none';
    }
    await this.draw(p);
    if (token !== this.highlightToken) return 'none';
    const height = p.el.offsetHeight;
    if (ev.box) {
      const b = ev.box;
      const mark = h('div', { class: 'evidence-box', title: ev.text });
      mark.style.left = `${b.x * 100}%`;
      mark.style.top = `${b.y * 100}%`;
      mark.style.width = `${b.w * 100}%`;
      mark.style.height = `${b.h * 100}%`;
      p.marks.append(mark);
      this.reveal(p, b.y * height, b.x * p.el.offsetWidth);
      this.setNote(label, ev, 'box');
      return 'box';
    }
    const hits = findQuote(p.items, ev.text);
    if (hits.length) {
      const pageBox = p.el.getBoundingClientRect();
      let top = Infinity;
      let left = Infinity;
      for (const i of hits) {
        const span = p.spans[i];
        if (!span) continue;
        span.classList.add('evidence-text');
        const r = span.getBoundingClientRect();
        top = Math.min(top, r.top - pageBox.top);
        left = Math.min(left, r.left - pageBox.left);
      }
      this.reveal(p, Number.isFinite(top) ? top : 0, Number.isFinite(left) ? left : 0);
      this.setNote(label, ev, 'text');
      return 'text';
    }
    // The quote is not in the text layer (OCR'd page, or text normalised): show the page.
    p.el.classList.add('evidence-page');
    this.reveal(p, 0);
    this.setNote(label, ev, 'page');
    return 'page';
  }

  private setNote(label: string, ev: Evidence, how: HighlightResult): void {
    const quote = ev.text.length > 90 ? `${ev.text.slice(0, 87)}…` : ev.text;
    this.note.textContent = `${label}: page ${ev.page}${how === 'page' ? ' (quote not found in text layer)' : ''} · “${quote}”`;
    this.note.className = `evidence-note ${how}`;
    this.note.title = ev.text;
  }

  private reveal(p: PageView, y: number, x = 0): void {
    const top = p.el.offsetTop + y - this.scroller.clientHeight / 3;
    // Only scroll sideways when the page is wider than the pane (zoomed in).
    const left = p.el.offsetWidth > this.scroller.clientWidth ? p.el.offsetLeft + x - 24 : 0;
    this.scroller.scrollTo({ top: Math.max(0, top), left: Math.max(0, left), behavior: this.scrollBehavior(p.n) });
    this.pageInput.value = String(p.n);
  }
}
