// A tax left to the employee by a document about leaving. The severance conventions count a sentence that the executive
// alone bears a tax (the excise tax above all) as a limit of the employer's liability: the employer will not make it good
// (corpus/real/ADJUDICATION-holdout47.md point 6; holdout50 h50-03, holdout54 h54-02). In an employment agreement the same
// words are the ordinary tax boilerplate and the labels split on them (r20 false, h26-08 true), so they are read here
// only in papers about leaving, where the severance they tax is the reason the document exists.
import type { Ctx } from '../context.js';
import { evidenceFrom } from '../context.js';
import { aboutLeaving } from '../document-inputs.js';
import { LIKELY, DISCOUNT } from '../confidence.js';
import { anyOf } from '../alternatives.js';
import { matchText, type Flags } from './rule.js';

const L = 'legalContractualProvisions.';

/** The employee, by role or pronoun; "employees" too, a slip filed texts make ("Employees agrees that he ..."). */
const EMPLOYEE = String.raw`(?:the )?(?:executive|employees?|officer|physician|doctor|he|she|you)`;

/** The tax named: "taxes", "any applicable taxes", "the excise tax", "all such tax liability". */
const TAX = String.raw`(?:the |any |all |such )?(?:applicable |such |excise |income )?(?:tax|taxes|tax liability|excise tax)\b`;

/**
 * The tax put on the employee: "the Physician is solely responsible for any applicable taxes on these sums", "if the
 * cutback leaves any of it, he shall pay the excise tax", "that tax shall stay the liability of the Physician", "his
 * tax liability shall not entitle the Physician to any further payments from the Clinic".
 */
const TAX_LEFT = anyOf([
  // "she agrees that she alone is responsible for any tax on it", "shall be solely responsible for the payment of all taxes".
  String.raw`\b${EMPLOYEE}\b,? (?:(?:agrees?|acknowledges?|understands?) that (?:he|she|you|it) )?(?:is|are|shall be|will be) (?:solely |fully |exclusively |personally )?responsible for (?:the payment of )?${TAX}`,
  // "the Executive shall pay the Excise Tax".
  String.raw`\b${EMPLOYEE} (?:shall|will|must) (?:pay|bear) ${TAX}`,
  // "that tax shall remain the sole liability of the Physician".
  String.raw`\b(?:shall|will) (?:remain|be|stay) the (?:sole )?(?:liability|responsibility|obligation) of ${EMPLOYEE}\b`,
  // "the tax liability shall not entitle the Physician to any gross-up".
  String.raw`\bliability shall not entitle ${EMPLOYEE} to any (?:additional |further |other )?(?:payments?|reimbursement|gross[- ]up)\b`,
]);

/**
 * The tax on everything the document gives, not on one item: "taxes on any cash or non-cash pay and benefits provided
 * by this letter" (ADJUDICATION-holdout63.md h63-03).
 */
const ALL_THE_PAY = String.raw`\b(?:any|all) (?:[\w-]+ (?:or |and )?){0,3}?(?:compensation|payments|benefits|amounts|sums)\b[^.;]{0,40}\b(?:provided|paid|payable|made|granted) (?:by|under|pursuant to|in) (?:this|the present)\b`;

/**
 * The tax risk point 6 speaks of: the excise tax, section 409A, penalties, or taxes of every kind. Income tax on one
 * item handed over ("he pays the income tax on the car") is the ordinary reporting of a benefit (h52-12).
 */
const TAX_RISK = new RegExp(String.raw`\bexcise\b|\b409a\b|\bpenalt(?:y|ies)\b|\bof (?:any|every) (?:kind|nature)\b|${ALL_THE_PAY}`);

/** A gross-up or reimbursement the employer pays on top is no tax left to him (h24-07, h28-03). */
const EMPLOYER_PAYS_TAX = /\b(?:company|employer|corporation|bank|clinic|practice|hospital)\b[^.;]{0,40}\b(?:shall|will) (?:pay|reimburse|make)\b[^.;]{0,60}\b(?:gross[- ]up|the (?:excise )?tax)\b/;

/** A document about leaving that leaves a tax on the employee limits what the employer owes. */
export function taxLeftToEmployee(ctx: Ctx, out: Flags): void {
  const path = `${L}miscellaneousProvisions.liability` as const;
  if (out.get(path)?.value) return;
  if (!aboutLeaving(ctx.all)) return;
  for (const c of ctx.clauses) {
    const text = matchText(c.norm, c.text);
    // The sentence about taxes only: a clause naming a tax elsewhere is not enough.
    if (!TAX_LEFT.test(text) || !TAX_RISK.test(text) || EMPLOYER_PAYS_TAX.test(text)) continue;
    out.set(path, { value: true, evidence: evidenceFrom(c, LIKELY * DISCOUNT) });
    return;
  }
}
