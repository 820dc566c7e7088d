// The problem registry: stable, unique, well-formed type URIs.
import { describe, expect, it } from 'vitest';
import { PROBLEMS, PROBLEM_BASE, ProblemError, pdfProblem, problemType } from '../dist/http/problems.js';
import { validateProblem } from '@cp/schema';

describe('problem registry', () => {
  it('has unique kebab-case slugs with 4xx/5xx statuses', () => {
    const slugs = Object.values(PROBLEMS).map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of Object.values(PROBLEMS)) {
      expect(p.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(p.status).toBeGreaterThanOrEqual(400);
      expect(p.status).toBeLessThan(600);
    }
  });

  it('builds problem bodies that match the Problem schema', () => {
    const err = new ProblemError('validationFailed', 'bad', { errors: [{ path: 'a.b', message: 'is required' }], headers: { x: '1' } });
    expect(validateProblem.errors(err.body)).toEqual([]);
    expect(err.body).toEqual({ type: `${PROBLEM_BASE}validation-failed`, title: PROBLEMS.validationFailed.title, status: 400, detail: 'bad', errors: [{ path: 'a.b', message: 'is required' }] });
    expect(err.statusCode).toBe(400);
    expect(problemType('notAPdf')).toBe('https://contract-parser.dev/problems/not-a-pdf');
  });

  it('maps every PdfError code', () => {
    expect(pdfProblem('encrypted', 'x').type).toBe(problemType('encryptedPdf'));
    expect(pdfProblem('too_many_pages', 'x').status).toBe(422);
    expect(pdfProblem('too_complex', 'x')).toMatchObject({ type: problemType('pdfTooComplex'), status: 422 });
    expect(pdfProblem('something-else', 'x').type).toBe(problemType('extractionFailed'));
  });
});
