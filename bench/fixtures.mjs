// Contract text for the benchmarks, written here (never taken from the corpus):
// numbered clauses of ordinary employment-agreement language, as many pages as asked.
import { createRequire } from 'node:module';
import { buildContractPdf } from '../packages/testkit/dist/index.js';

const CLAUSES = [
  (n) => `${n}.1 Term. The initial term of this Agreement shall be three (3) years, beginning on the Commencement Date, and shall renew automatically for successive one (1) year terms unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.`,
  (n) => `${n}.2 Base Salary. The Employer shall pay Physician an annual base salary of $${(300 + n).toLocaleString('en-US')},000.00, less applicable withholdings, paid in equal bi-weekly installments on the Employer's usual payroll dates.`,
  (n) => `${n}.3 Productivity Bonus. For each Contract Year, Physician shall be eligible to earn a productivity bonus equal to $${45 + (n % 10)}.00 for each wRVU personally performed by Physician in excess of ${(4800 + n * 10).toLocaleString('en-US')} wRVUs, paid within sixty (60) days after the end of the Contract Year.`,
  (n) => `${n}.4 Call Coverage. Physician shall participate in the call rotation of the Department on an equitable basis with the other physicians of the Department, which shall not exceed one (1) night in ${3 + (n % 4)} and one (1) weekend per month.`,
  (n) => `${n}.5 Paid Time Off. Physician shall be entitled to ${20 + (n % 10)} days of paid time off in each Contract Year, plus five (5) days of continuing medical education leave and an allowance of $${3 + (n % 3)},000.00 for reasonable CME expenses.`,
  (n) => `${n}.6 Termination Without Cause. Either party may terminate this Agreement without cause upon ${60 + (n % 4) * 30} days' prior written notice to the other party. The Employer may elect to pay Physician's base salary in lieu of notice.`,
  (n) => `${n}.7 Professional Liability Insurance. The Employer shall provide claims-made professional liability insurance with limits of not less than $1,000,000 per claim and $3,000,000 in the aggregate, and shall pay the premium for tail coverage upon any termination of this Agreement.`,
  (n) => `${n}.8 Restrictive Covenant. During the term and for ${12 + (n % 3) * 6} months after termination, Physician shall not practice medicine within ${10 + (n % 5) * 5} miles of any practice location of the Employer at which Physician regularly provided services.`,
];

export function contractText(pages) {
  // About eight clauses fill a page at 11 pt on US Letter.
  const articles = [];
  for (let n = 1; articles.length < pages; n++) {
    articles.push(`# ARTICLE ${n}. TERMS AND CONDITIONS\n${CLAUSES.map((c) => c(n)).join('\n')}`);
  }
  return articles.join('\n');
}

/** A text PDF of exactly `pages` pages. */
export async function contractPdf(pages) {
  const require = createRequire(new URL('../packages/testkit/package.json', import.meta.url));
  const { PDFDocument } = require('pdf-lib');
  for (let articles = pages; ; articles = Math.ceil(articles * 1.3) + 1) {
    const doc = await PDFDocument.load(await buildContractPdf(contractText(articles)));
    if (doc.getPageCount() < pages) continue;
    while (doc.getPageCount() > pages) doc.removePage(doc.getPageCount() - 1);
    return doc.save();
  }
}
