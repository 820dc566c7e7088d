// The review UI in a real browser (Debian's chromium driven by playwright-core):
// upload through the API, open the review page, see the PDF drawn and a field's
// evidence highlighted, correct a value, save a draft, reload, verify, and read the
// contract through both interfaces. Screenshots go to test-results/ (UPDATE_SCREENSHOTS=1: to docs/, for the README).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import Database from 'better-sqlite3';
import type { ContractWithParsedData, EmploymentContract, VerificationRecord } from '@cp/schema';
import { buildGatewayApp } from '@cp/gateway';
import { contractsRoutes } from '@cp/contracts';
import { loadConfig } from '@cp/http';
import { createApiKey, openSqliteStores, type Stores } from '@cp/storage';
import { InProcessQueue } from '@cp/queue';
import { createParseJobHandler, silentLogger } from '@cp/worker';
import { extractPdf, preflight } from '@cp/extraction';
import { buildContractPdf } from '@cp/testkit';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The README's screenshots are rewritten only when asked (UPDATE_SCREENSHOTS=1): a test
// run must not change tracked files. Otherwise they go to the ignored test-results/.
const SCREENSHOT = join(repoRoot, process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : 'test-results/screenshots', 'review.png');
const CORPUS_PDF = join(resolve(repoRoot, '../shared'), 'corpus/dev/pdf');
const ASSETS_BUILT = existsSync(join(repoRoot, 'services/gateway/dist/review-ui/review.js'));

// Preferred field to correct, then any number field that has evidence.
const PREFERRED = 'compensation.guar_base_sal';

/** A dev-corpus contract when ../shared is present, else one this test prints. */
async function samplePdf(): Promise<{ name: string; bytes: Uint8Array }> {
  if (existsSync(CORPUS_PDF)) {
    const files = readdirSync(CORPUS_PDF).filter((f) => f.endsWith('.pdf')).sort();
    const pick = files.find((f) => f.startsWith('hospitalist')) ?? files[0];
    if (pick) return { name: pick, bytes: new Uint8Array(readFileSync(join(CORPUS_PDF, pick))) };
  }
  const text = [
    '# PHYSICIAN EMPLOYMENT AGREEMENT',
    'This Physician Employment Agreement is made between Riverbend Medical Group, P.C. ("Employer") and Dana Whitfield, M.D. ("Physician").',
    '# 1. Employment',
    'Employer hereby employs Physician on a full-time basis as an employee to practice family medicine at its outpatient clinics.',
    '# 2. Compensation',
    'Employer shall pay Physician a guaranteed annual base salary of $285,000, payable in bi-weekly installments.',
    'Physician shall receive a signing bonus of $20,000 within thirty days of the Commencement Date.',
    '\f# 3. Benefits',
    'Physician shall receive twenty (20) days of paid vacation per year and six (6) paid holidays.',
    'Employer shall provide health, dental and vision insurance and professional liability (malpractice) insurance.',
    '# 4. Term and Termination',
    'The initial term of this Agreement is three (3) years. Either party may terminate this Agreement without cause upon ninety (90) days written notice.',
    'The laws of the State of Ohio govern this Agreement.',
  ].join('\n');
  return { name: 'riverbend-family-medicine.pdf', bytes: await buildContractPdf(text) };
}

interface Running {
  app: Awaited<ReturnType<typeof buildGatewayApp>>;
  base: string;
}

async function startApp(stores: Stores, queue: InProcessQueue, dataDir: string, env: Record<string, string> = {}, open?: boolean): Promise<Running> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: process.env.REVIEW_TEST_LOG ?? 'silent', PARSE_WAIT_MS: '120000', ...env });
  // As the embedded process composes it: the gateway with the contract interface beside it.
  const app = await buildGatewayApp({ records: stores.records, contracts: stores.contracts, blobs: stores.blobs, keys: stores.keys, audit: stores.audit, queue, config, preflight, contractsPrefix: '/employment-contracts', ...(open === undefined ? {} : { open }) });
  await app.register(contractsRoutes, { prefix: '/employment-contracts', contracts: stores.contracts, blobs: stores.blobs, audit: stores.audit });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  return { app, base: `http://127.0.0.1:${addr.port}` };
}

/** True when the canvas has drawn ink (not a blank white page). */
function inkedPixels(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const c = document.querySelector<HTMLCanvasElement>(sel);
    if (!c || !c.width) return 0;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) ink++;
    return ink;
  }, selector);
}

const hasChromium = existsSync(CHROMIUM);
const title = hasChromium
  ? 'review UI in chromium'
  : `review UI in chromium (skipped: ${CHROMIUM} is not installed; apt-get install chromium)`;

describe.skipIf(!hasChromium)(title, { timeout: 180_000 }, () => {
  let dataDir: string;
  let profileDir: string;
  let stores: Stores;
  let queue: InProcessQueue;
  let running: Running;
  let context: BrowserContext;
  let page: Page;
  let parseHandler: ReturnType<typeof createParseJobHandler>;
  const pageErrors: string[] = [];
  // What the browser refused under a page's Content-Security-Policy.
  const cspViolations: string[] = [];

  beforeAll(async () => {
    if (!ASSETS_BUILT) throw new Error('review UI assets are not built: run `pnpm build` first');
    dataDir = mkdtempSync(join(tmpdir(), 'review-ui-'));
    stores = openSqliteStores(dataDir);
    queue = new InProcessQueue();
    // The worker's own job handler, with the extraction pipeline in this thread.
    const extractor = {
      extract: async (bytes: Uint8Array, options?: Parameters<typeof extractPdf>[1]) => {
        const out = await extractPdf(bytes, { ...options, ocr: 'off' });
        return { document: out.document, result: out.result };
      },
      close: async () => {},
    };
    parseHandler = createParseJobHandler({ records: stores.records, blobs: stores.blobs, extractor, logger: silentLogger, maxPages: 300 });
    await queue.consume(parseHandler);
    running = await startApp(stores, queue, dataDir);
    profileDir = mkdtempSync(join(tmpdir(), 'review-ui-chromium-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1440, height: 900 },
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspViolations.push(m.text());
    });
  });

  afterAll(async () => {
    await context?.close();
    await running?.app.close();
    await queue?.close();
    await stores?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });

  it('reviews, corrects, saves a draft, verifies, and the contract carries the correction', async () => {
    const { base } = running;
    const pdf = await samplePdf();

    // Upload through the API and wait for parsing to finish.
    const form = new FormData();
    form.append('contractPdf', new Blob([pdf.bytes], { type: 'application/pdf' }), pdf.name);
    const up = await fetch(`${base}/parse`, { method: 'POST', body: form });
    expect(up.status, await up.clone().text()).toBe(200);
    const { verificationCode: code } = (await up.json()) as { verificationCode: string };
    const record = (await (await fetch(`${base}/verify/${code}`)).json()) as VerificationRecord;
    expect(record.status).toBe('awaiting_verification');

    // The field to correct: the base salary when it has evidence, else any number field that has.
    const evidence = record.evidence ?? {};
    const path = evidence[PREFERRED]
      ? PREFERRED
      : Object.keys(evidence).find((p) => typeof getValue(record.parsedData, p) === 'number') ?? Object.keys(evidence)[0];
    expect(path, 'the extractor gave evidence for at least one field').toBeTruthy();
    const ev = evidence[path];

    // The review page draws the first page of the PDF.
    await page.goto(`${base}/review/${code}`);
    await page.locator('.pdf-page[data-page="1"][data-drawn]').waitFor({ timeout: 30_000 });
    expect(await inkedPixels(page, '.pdf-page[data-page="1"] canvas')).toBeGreaterThan(500);
    await expect.poll(() => page.locator('form.fields-form [name]').count()).toBe(112);

    // Focusing the field scrolls to its evidence page and highlights box or quoted text.
    const control = page.locator(`[name="${path}"]`);
    await expect.poll(() => control.count()).toBe(1);
    const label = page.locator(`label[for="${await control.getAttribute('id')}"]`);
    expect((await label.textContent())?.trim()).toBeTruthy();
    await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await control.focus();
    const mark = page.locator(`.pdf-page[data-page="${ev.page}"] :is(.evidence-box, .evidence-text)`).first();
    await mark.waitFor({ state: 'attached', timeout: 20_000 });
    await expect.poll(() => mark.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.locator('#page-input').inputValue()).toBe(String(ev.page));
    await page.waitForTimeout(600); // let the smooth scroll settle for the screenshot
    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });

    // Correct the value and save a draft.
    const original = getValue(record.parsedData, path);
    const type = await control.evaluate((el) => (el instanceof HTMLSelectElement ? 'select' : (el as HTMLInputElement).type));
    let corrected: unknown;
    if (type === 'checkbox') {
      corrected = !(original === true);
      await control.setChecked(corrected as boolean);
    } else if (type === 'select') {
      const options = await control.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      corrected = options.find((o) => o !== original);
      await control.selectOption(corrected as string);
    } else {
      const isNumber = typeof original === 'number' || (await control.getAttribute('inputmode')) === 'decimal';
      corrected = isNumber ? (typeof original === 'number' ? original + 1234 : 123456) : `${original ?? ''} (corrected)`.trim();
      await control.fill(String(corrected));
    }
    // A validation problem from the API appears beside its field and loses nothing typed.
    await page.route(`**/verify/${code}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/problem+json',
            body: JSON.stringify({
              type: 'https://contract-parser.dev/problems/validation',
              title: 'Invalid request body',
              status: 400,
              detail: 'parsedData is invalid',
              errors: [{ path: `parsedData.${path}`, message: 'is not acceptable here' }],
            }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    const fieldError = page.locator(`.field[data-path="${path}"] .field-error`);
    await expect.poll(() => fieldError.textContent()).toContain('is not acceptable here');
    expect(await control.getAttribute('aria-invalid')).toBe('true');
    if (type !== 'checkbox') expect(await control.inputValue()).toBe(String(corrected));
    expect(await page.evaluate((c) => localStorage.getItem(`cp.review.draft.${c}`), code)).toBeTruthy();
    await page.unroute(`**/verify/${code}`);

    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await page.locator('.banner-success').waitFor();
    const draft = (await (await fetch(`${base}/verify/${code}`)).json()) as VerificationRecord;
    expect(draft.status).toBe('awaiting_verification');
    expect(getValue(draft.parsedData, path)).toEqual(corrected);

    // Reload: the correction is still there.
    await page.reload();
    await control.waitFor();
    if (type === 'checkbox') expect(await control.isChecked()).toBe(corrected);
    else expect(await control.inputValue()).toBe(String(corrected));

    // Verify: the page shows the new contract and links to both shapes.
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const idEl = page.locator('.card .contract-id');
    await idEl.waitFor({ timeout: 20_000 });
    const contractId = (await idEl.getAttribute('data-contract-id'))!;
    expect(contractId).toBeTruthy();
    expect(await page.locator(`a[href="/contracts/${contractId}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator(`a[href="/employment-contracts/${contractId}"]`).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Verify', exact: true }).count()).toBe(0);

    // Both interfaces return the corrected value.
    const c1 = (await (await fetch(`${base}/contracts/${contractId}`)).json()) as ContractWithParsedData;
    expect(c1.verified).toBe(true);
    expect(getValue(c1.parsedData, path)).toEqual(corrected);
    const c2 = (await (await fetch(`${base}/employment-contracts/${contractId}`)).json()) as EmploymentContract;
    expect(getValue(c2, path)).toEqual(corrected);

    // The record tracks the correction.
    const done = (await (await fetch(`${base}/verify/${code}`)).json()) as VerificationRecord;
    expect(done.status).toBe('verified');
    expect(done.corrections).toContainEqual({ path, extracted: original ?? (type === 'checkbox' ? false : null), corrected });
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it('renders the API reference (Swagger UI at /docs) under its own policy', async () => {
    cspViolations.length = 0;
    await page.goto(`${running.base}/docs`);
    const heading = page.locator('.swagger-ui .info .title');
    await heading.waitFor({ timeout: 30_000 });
    expect(await heading.textContent()).toContain('Contract parser');
    await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThan(5);
    expect(cspViolations).toEqual([]);
  });

  it('shows a record waiting to be parsed and refreshes by itself when it is done', async () => {
    // A queue nobody consumes yet keeps the record queued while the page is open.
    const idle = new InProcessQueue();
    const app = await startApp(stores, idle, dataDir, { PARSE_WAIT_MS: '0' });
    try {
      const pdf = await samplePdf();
      const form = new FormData();
      form.append('contractPdf', new Blob([pdf.bytes], { type: 'application/pdf' }), `waiting-${pdf.name}`);
      const up = await fetch(`${app.base}/parse`, { method: 'POST', body: form, headers: { prefer: 'respond-async' } });
      expect(up.status).toBe(202);
      const { verificationCode: code } = (await up.json()) as { verificationCode: string };

      await page.goto(`${app.base}/review/${code}`);
      await page.getByRole('progressbar').waitFor();
      expect(await page.locator('#status-slot').textContent()).toMatch(/Queued|Parsing/);
      expect(await page.locator('form.fields-form').count()).toBe(0);

      await idle.consume(parseHandler);
      await page.locator('form.fields-form [name="compensation.guar_base_sal"]').waitFor({ timeout: 60_000 });
      expect(await page.locator('#status-slot').textContent()).toContain('Awaiting review');
      expect(await page.getByRole('button', { name: 'Verify', exact: true }).count()).toBe(1);
    } finally {
      await app.app.close();
      await idle.close();
    }
  });

  it('highlights the quoted text in the text layer when the evidence has no box', async () => {
    const { base } = running;
    const pdf = await samplePdf();
    const form = new FormData();
    form.append('contractPdf', new Blob([pdf.bytes], { type: 'application/pdf' }), `quote-${pdf.name}`);
    const { verificationCode: code } = (await (await fetch(`${base}/parse`, { method: 'POST', body: form })).json()) as { verificationCode: string };
    const record = (await (await fetch(`${base}/verify/${code}`)).json()) as VerificationRecord;
    const [path, ev] = Object.entries(record.evidence ?? {}).find(([, e]) => e.text.trim().length > 10) ?? [];
    expect(path, 'the extractor gave evidence with a quote').toBeTruthy();

    // Serve the record as an extractor without boxes (OCR-less text rules) would give it.
    await page.route(`**/verify/${code}`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const res = await route.fetch();
      const body = (await res.json()) as VerificationRecord;
      for (const e of Object.values(body.evidence ?? {})) delete e.box;
      return route.fulfill({ response: res, json: body });
    });
    try {
      await page.goto(`${base}/review/${code}`);
      await page.locator('.pdf-page[data-page="1"][data-drawn]').waitFor({ timeout: 30_000 });
      const control = page.locator(`[name="${path}"]`);
      await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await control.focus();
      const spans = page.locator(`.pdf-page[data-page="${ev!.page}"] .textLayer .evidence-text`);
      await expect.poll(() => spans.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await expect.poll(() => spans.first().isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.locator('.evidence-box').count()).toBe(0);
    } finally {
      await page.unroute(`**/verify/${code}`);
    }
  });

  it('points to the clauses of a field the rules left silent (possibly_missed) and shows them in the PDF', async () => {
    const { base } = running;
    const text = [
      '# PHYSICIAN EMPLOYMENT AGREEMENT',
      'Employer shall pay Physician a guaranteed annual base salary of $280,000.',
      '# 7. Vacation',
      'Physician shall be entitled to paid vacation in accordance with the policies of Employer as in effect from time to time.',
    ].join('\n');
    const form = new FormData();
    form.append('contractPdf', new Blob([Buffer.from(await buildContractPdf(text))], { type: 'application/pdf' }), 'hints.pdf');
    const { verificationCode: code } = (await (await fetch(`${base}/parse`, { method: 'POST', body: form })).json()) as { verificationCode: string };
    const record = (await (await fetch(`${base}/verify/${code}`)).json()) as VerificationRecord;
    const hint = record.hints?.find((x) => x.path === 'benefits.timeOff.vacation_days');
    expect(hint, 'the record carries a possibly_missed hint for the silent vacation field').toMatchObject({ signal: 'possibly_missed', page: 1 });

    await page.goto(`${base}/review/${code}`);
    await page.locator('.pdf-page[data-page="1"][data-drawn]').waitFor({ timeout: 30_000 });
    const hints = page.locator('.field[data-path="benefits.timeOff.vacation_days"] [data-signal="possibly_missed"]');
    await hints.waitFor();
    expect(await hints.textContent()).toContain('Possibly missed');
    await hints.locator('button.hint-link').first().click();
    await expect.poll(() => page.locator('.evidence-box, .textLayer .evidence-text').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows a damaged record in the queue and on its page, and parses it again from there', async () => {
    const { base } = running;
    const pdf = await samplePdf();
    const form = new FormData();
    form.append('contractPdf', new Blob([pdf.bytes], { type: 'application/pdf' }), `damaged-${pdf.name}`);
    const { verificationCode: code } = (await (await fetch(`${base}/parse`, { method: 'POST', body: form })).json()) as { verificationCode: string };
    // An older version (or a hand edit) left a record this version cannot read.
    const db = new Database(join(dataDir, 'contracts.db'));
    db.prepare("UPDATE records SET doc = json_set(doc, '$.document.pages', 'many') WHERE code = ?").run(code);
    db.close();

    await page.goto(`${base}/review`);
    const row = page.locator(`table.queue tbody tr[data-code="${code}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('damaged');
    expect(await row.textContent()).toContain('Damaged');

    await page.goto(`${base}/review/${code}`);
    await page.getByRole('button', { name: 'Parse again' }).click();
    await page.locator('form.fields-form [name="compensation.guar_base_sal"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('#status-slot').textContent()).toContain('Awaiting review');
    expect(pageErrors).toEqual([]);
  });

  // The records above were made without keys, so they are the 'default' tenant's: a
  // reviewer key of that tenant sees them, and nothing of another tenant.
  it('asks for an API key once, keeps it, and lists and filters the queue of its tenant only', async () => {
    const { key } = await createApiKey(stores.keys, { name: 'reviewer', tenant: 'default', scopes: ['parse', 'verify', 'read', 'write'] });
    const now = new Date().toISOString();
    await stores.records.insert({
      verificationCode: 'v_othertenantrecord01',
      status: 'queued',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      document: { fileName: 'other-tenant.pdf', bytes: 10, pages: 1, sha256: 'b'.repeat(64), ocrPages: 0 },
      tenant: 'other',
    });
    const secured = await startApp(stores, queue, dataDir, {}, false);
    try {
      await page.goto(`${secured.base}/review`);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByLabel('Key').fill(key);
      await dialog.getByRole('button', { name: 'Use key' }).click();
      await page.locator('table.queue tbody tr').first().waitFor();
      expect(await page.locator('table.queue tbody tr[data-status="verified"]').count()).toBeGreaterThan(0);
      expect(await page.locator('table.queue').textContent()).not.toContain('other-tenant.pdf');
      await expect.poll(() => page.locator('#who').textContent()).toBe('reviewer · tenant default');
      await page.screenshot({ path: join(dirname(SCREENSHOT), 'queue.png') });
      // Filters on what is loaded: file name, and the status asked of the API.
      await page.getByLabel('File name').fill('waiting-');
      await expect.poll(() => page.locator('table.queue tbody tr').count()).toBe(1);
      await page.getByLabel('File name').fill('');
      await page.getByLabel('Status').selectOption('verified');
      await expect.poll(() => page.locator('table.queue tbody tr:not([data-status="verified"])').count()).toBe(0);
      expect(await page.locator('table.queue tbody tr').count()).toBeGreaterThan(0);
      // A second visit uses the stored key without asking.
      await page.reload();
      await page.locator('table.queue tbody tr').first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await page.evaluate(() => localStorage.removeItem('cp.apiKey'));
      await secured.app.close();
      await stores.records.delete('v_othertenantrecord01');
    }
  });
});

function getValue(obj: unknown, path: string): unknown {
  let cur = obj;
  for (const k of path.split('.')) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined;
  return cur;
}
