// Hints for the reviewer where a field stayed silent: the clauses that speak about the field's
// topic (a "Governing Law" heading whose state was not read, a clause on vacation where no
// number of days was), so that "the contract says nothing" can be told from "the rules
// missed it" by reading a handful of places instead of the whole contract. A hint says only
// that a clause is about the topic; it carries no value and changes none.
import type { Box, FieldPath } from '@cp/schema';
import type { Clause, Ctx } from './context.js';
import { FLAG_RULES } from './flags/index.js';
import { bodyBelow, isCaption, isDefinition, isHeadingClause, matchText, topicOf } from './flags/rule.js';
import { inTableOfContents } from './patterns.js';
import { anyOf, around } from './alternatives.js';

export interface Hint {
  /** Dotted path of the silent field. */
  path: string;
  signal: 'possibly_missed';
  page: number;
  /** The clause, quoted verbatim (cut short). */
  text: string;
  box?: Box;
}

/** Most clauses pointed at per field: a reviewer reads a handful of places, not a list. */
export const HINTS_PER_FIELD = 3;
/** Longest quote of a hint (characters); the clause itself is on the page at `box`. */
const QUOTE = 240;

interface Topic {
  /** Words of a heading or item title that announce the topic ("Governing Law", "Vacation"). */
  title?: RegExp;
  /** Words of a clause that speak about the topic. */
  text: RegExp;
}

/**
 * The topics of the value fields and of the booleans no flag rule lists (the flag rules' own mention patterns are
 * the topics of the rest). Kept narrow: a word that only touches the topic ("term" of the covenant) is not enough.
 */
const TOPICS: Partial<Record<FieldPath, Topic>> = {
  'basicInformation.emp_type': {
    title: /\b(?:full[- ]time|part[- ]time|time commitment|exclusiv)/,
    text: /\bfull[- ]time\b|\bpart[- ]time\b|\bper diem basis\b|\blocum tenens\b|\bfte\b|\bdevote\b[^.;]{0,40}\btime\b/,
  },
  'basicInformation.term_prov': {
    title: /\bterminat|without cause|at[- ]will/,
    text: /\bwithout (?:["']?cause|reason)\b|\bat[- ]will\b|\bfor any reason or no reason\b|\bfor convenience\b|\bother than for cause\b/,
  },
  'basicInformation.contract_dur_renew': {
    title: /^(?:term|initial term|term and renewal|duration|term of (?:agreement|employment))\b/,
    text: /\b(?:initial term|term of (?:this|the) agreement|employment period|renew(?:al|s|ed)?\b|anniversary of the (?:effective|start|commencement) date|expiration date)/,
  },
  'employmentStatusSetting.emp_status': { text: /\bindependent contractor\b|\bw-2\b|\b1099\b/ },
  'employmentStatusSetting.prac_size': { text: /\b(?:\d+|several|multi-?specialty)\s+(?:physicians|providers|doctors)\b|\bsolo practi/ },
  'employmentStatusSetting.prac_spec': { text: /\bspecialty\b|\bboard[- ]certified in\b|\bpractice of [a-z]+(?:ology|iatry|ics|surgery)\b/ },
  'employmentStatusSetting.prac_set': {
    title: /\b(?:location|practice site|setting|place of (?:work|service))/,
    text: /\b(?:inpatient|outpatient|clinic|hospital-based|office-based|ambulatory|emergency department|telehealth|telemedicine)\b/,
  },
  'compensation.guar_base_sal': { title: /\b(?:salary|compensation|base pay|remuneration)\b/, text: /\b(?:base salary|annual salary|salary|base compensation|retainer|stipend)\b/ },
  'compensation.inc_bonus': { title: /\b(?:bonus|incentive)/, text: /\b(?:annual|incentive|discretionary|quality|target) (?:bonus|incentive)\b|\bbonus (?:program|plan|opportunity)\b/ },
  'compensation.perf_bonus': { title: /\b(?:productivity|performance bonus|wrvu|production)/, text: /\b(?:productivity|production|wrvus?|rvus?|collections) (?:bonus|incentive|compensation|pay)\b/ },
  'compensation.profit_share': { text: /\bprofit[- ]shar(?:e|ing)\b(?! plan)|\bshare of (?:the )?(?:net )?profits\b/ },
  'compensation.stock_opts': {
    title: /\b(?:equity|stock|options?)\b/,
    text: /\b(?:stock options?|options? to (?:purchase|acquire)|restricted (?:stock|shares)|stock units|equity (?:awards?|grants?))\b/,
  },
  'compensation.ann_raise': { text: /\b(?:annual|yearly|cost[- ]of[- ]living) (?:raise|increase|adjustment)\b|\bsalary (?:shall|will) (?:be )?increase/ },
  'compensation.ret_bonus': { text: /\bretention (?:bonus|payment|award)\b|\bstay bonus\b/ },
  'workSchedule.work_hours_sched_req': { title: /\b(?:hours|schedule|work week)\b/, text: /\bhours (?:per|a|each) week\b|\bweekly hours\b|\bwork week\b/ },
  'workSchedule.call_sched': { title: /\bcall\b/, text: /\bcall (?:coverage|schedule|duty|duties|rotation|obligations?)\b|\bon-?call\b/ },
  'benefits.timeOff.vacation_days': { title: /\b(?:vacation|paid time off|pto|leave|time off|holiday)/, text: /\bvacation\b|\bpaid time off\b|\bpto\b|\bannual leave\b/ },
  'benefits.timeOff.sick_days': { text: /\bsick (?:leave|days?|time)\b/ },
  'benefits.timeOff.holidays': { text: /\bholidays?\b/ },
  'benefits.timeOff.personal_leave': { text: /\bpersonal (?:days?|leave|time)\b/ },
  'benefits.timeOff.parental_leave': { text: /\b(?:parental|maternity|paternity|family) leave\b/ },
  'benefits.timeOff.bereavement_leave': { text: /\b(?:bereavement|funeral) leave\b/ },
  'benefits.timeOff.sabbatical_leave': { text: /\bsabbatical\b/ },
  'benefits.retirementFinancialBenefits.retire_plan': {
    title: /\bretirement|pension|401/,
    text: /\b(?:401|403|457)\s?\(?[abk]\)?|\bpension\b|\bretirement (?:plan|savings|program)\b|\bprofit[- ]sharing plan\b|\bserp\b/,
  },
  'benefits.professionalDevelopmentEducation.cont_edu_allow': { title: /\b(?:cme|continuing (?:medical )?education|professional development)/, text: /\bcme\b|\bcontinuing (?:medical )?education\b/ },
  'benefits.professionalDevelopmentEducation.cme_days': { text: /\bcme (?:days?|leave|time)\b|\bdays? (?:of|for) (?:cme|continuing)/ },
  'benefits.professionalDevelopmentEducation.prof_devel': { text: /\bcme\b|\bcontinuing (?:medical )?education\b|\bprofessional development\b/ },
  'legalContractualProvisions.terminationSeverance.dispute_res_proc': {
    title: /\b(?:dispute|arbitration|mediation|venue|jurisdiction)/,
    text: /\barbitrat\w*|\bmediat\w*|\bdisputes?\b[^.;]{0,60}\b(?:resolved|settled|submitted)\b/,
  },
  'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq': { text: around(String.raw`\b(?:payable|paid)\b[^.;]{0,60}\b`, [
    String.raw`installments?|payroll|bi-?weekly|semi-?monthly|monthly|weekly`,
  ], String.raw`\b`) },
  'legalContractualProvisions.performanceEvaluationFeedback.perf_eval_criteria': { title: /\b(?:evaluation|performance review|appraisal)/, text: /\bperformance (?:evaluation|review|appraisal)s?\b/ },
  'legalContractualProvisions.performanceEvaluationFeedback.perf_eval_freq': { title: /\b(?:evaluation|performance review|appraisal)/, text: /\bperformance (?:evaluation|review|appraisal)s?\b/ },
  'legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus': { text: /\b(?:sign(?:ing|-on)|hiring|starting|commencement) (?:bonus|payment|incentive)\b/ },
  'legalContractualProvisions.miscellaneousProvisions.governing_law': {
    title: /\b(?:governing law|choice of law|applicable law)/,
    text: /\bgoverned by\b|\bgoverning law\b|\b(?:construed|interpreted|enforced) (?:in accordance with|under)\b[^.;]{0,60}\blaws?\b/,
  },
  'legalContractualProvisions.miscellaneousProvisions.jurisdiction': {
    title: /\b(?:venue|jurisdiction|forum)/,
    text: anyOf([
      String.raw`\bvenue\b|\b(?:exclusive|personal) jurisdiction\b|\bsubmit\w* to the jurisdiction\b`,
      String.raw`\bcourts? (?:of|located in|sitting in) (?:the )?(?:state|commonwealth|county|city)\b`,
      String.raw`\barbitration (?:shall|will) (?:be held|take place)\b`,
    ]),
  },
  // Booleans whose topic is wider than the wordings their rules accept: a reviewer should see every place it is named.
  'benefits.insuranceCoverage.health_ins': { text: /\b(?:health|medical|hospitali[sz]ation|major medical)\b[^.;]{0,60}\b(?:insurance|plans?|coverage|benefits?|programs?)\b/ },
  'benefits.insuranceCoverage.life_ins': { text: /\blife\b[^.;]{0,40}\b(?:insurance|plans?|coverage|policy|policies|benefits?)\b/ },
  'benefits.insuranceCoverage.disability_ins': { text: /\bdisability\b[^.;]{0,40}\b(?:insurance|plans?|coverage|policy|policies|benefits?)\b/ },
  'benefits.insuranceCoverage.dental_ins': { text: /\bdental\b/ },
  'legalContractualProvisions.miscellaneousProvisions.arbitration_clause': { title: /\barbitration\b/, text: /\barbitrat\w*/ },
  'legalContractualProvisions.miscellaneousProvisions.amendment_clause': {
    title: /\b(?:amendment|modification)s?\b/,
    text: /\b(?:amended|modified|changed|altered)\b[^.;]{0,120}\b(?:writing|written|signed|instrument)\b/,
  },
  'legalContractualProvisions.miscellaneousProvisions.waiver_breach_clause': { title: /\bwaiver\b/, text: /\bwaiver\b|\bwaive[sd]?\b[^.;]{0,60}\bbreach\b/ },
  'legalContractualProvisions.miscellaneousProvisions.liability': { text: anyOf([
    String.raw`\bliab(?:le|ility)\b[^.;]{0,80}\b(?:consequential|incidental|indirect|punitive|special) damages\b`,
    String.raw`\blimitation (?:of|on) liability\b`,
  ]) },
  'legalContractualProvisions.terminationSeverance.term_sev_prov': {
    title: /\bseverance|termination (?:payments?|benefits)|payments? upon termination|obligations of the company upon termination/,
    text: /\bseverance\b|\bsalary continuation\b|\b(?:months?|years?)(?:'s?)? (?:of )?(?:base )?salary\b[^.;]{0,80}\bterminat|\bterminat\w*\b[^.;]{0,120}\b(?:lump[- ]sum|continue to pay)\b/,
  },
  'legalContractualProvisions.nonCompeteOtherAgreements.non_comp_clause': {
    title: /\bnon-?compet|restrictive covenant|covenant not to compete/,
    text: anyOf([
      String.raw`\bnon-?compet\w*|\bcompet(?:e|ing|ition|itive|itor)\b[^.;]{0,80}\b(?:shall not|will not|agrees? not)\b`,
      String.raw`\b(?:shall not|will not|agrees? not)\b[^.;]{0,160}\bcompet(?:e|ing|ition|itive|itor)\b`,
    ]),
  },
  'legalContractualProvisions.nonCompeteOtherAgreements.non_solicit_agree': { title: /\bsolicit/, text: /\bsolicit\w*|\bno[- ]hire\b/ },
  'benefits.workplaceSupport.ancillary_staff': { text: /\b(?:secretar(?:y|ial)|assistant|support staff|staff support|administrative support|office (?:space|staff))\b/ },
  'legalContractualProvisions.compensationStructurePaymentFrequency.reimb_exp_overhead': {
    title: /\bexpenses?\b/,
    text: /\bexpenses?\b[^.;]{0,80}\b(?:reimburs\w*|incurred)\b|\breimburs\w*\b[^.;]{0,80}\bexpenses?\b/,
  },
  // Booleans set outside the flag rules' lists.
  'legalContractualProvisions.miscellaneousProvisions.notice_communication': { title: /\bnotices?\b/, text: /\bnotices? (?:required|provided|permitted|hereunder|under this agreement)\b/ },
  'legalContractualProvisions.miscellaneousProvisions.contact_info': { title: /\bnotices?\b/, text: /\b(?:addressed|sent|delivered) to\b[^.;]{0,80}\b(?:at|address)\b/ },
  'legalContractualProvisions.miscellaneousProvisions.communication_methods': {
    title: /\bnotices?\b/,
    text: /\b(?:certified|registered) mail\b|\bovernight (?:courier|delivery)\b|\bfacsimile\b|\be-?mail\b|\bhand deliver/,
  },
  'legalContractualProvisions.performanceEvaluationFeedback.ongoing_mentorship': { text: /\bmentor\w*/ },
  'benefits.professionalDevelopmentEducation.mentor_prog': { text: /\bmentor\w*/ },
  'benefits.insuranceCoverage.prof_liab_ins': { text: /\btail (?:coverage|insurance|policy|endorsement)\b|\bextended reporting\b|\bprior acts\b/ },
};

/** The mention patterns of every flag field, from the flag rules (a rule lists what names its subject). */
function flagTopics(): Map<FieldPath, Topic & { unless: readonly RegExp[] }> {
  const out = new Map<FieldPath, Topic & { unless: readonly RegExp[] }>();
  for (const r of FLAG_RULES) {
    const prev = out.get(r.path);
    const text = new RegExp([...(prev ? [prev.text.source] : []), ...r.match.map((m) => m.source)].join('|'));
    out.set(r.path, { text, unless: [...(prev?.unless ?? []), ...(r.unless ?? [])] });
  }
  return out;
}

let FLAG_TOPICS: Map<FieldPath, Topic & { unless: readonly RegExp[] }> | undefined;

function quoteOf(c: Clause, body?: Clause): string {
  const t = (body ? `${c.text} ${body.text}` : c.text).replace(/\s+/g, ' ').trim();
  return t.length <= QUOTE ? t : `${t.slice(0, QUOTE - 1).replace(/\s+\S*$/, '')}\u2026`;
}

/**
 * Hints for the given silent fields: up to HINTS_PER_FIELD clauses each that speak about the field's topic, the
 * clauses under a heading or title naming the topic first. Fields with no topic mention get none.
 */
export function possiblyMissed(ctx: Ctx, silent: readonly FieldPath[]): Hint[] {
  FLAG_TOPICS ??= flagTopics();
  const hints: Hint[] = [];
  for (const path of silent) {
    const topic = TOPICS[path] ?? FLAG_TOPICS.get(path);
    if (!topic) continue;
    const unless = (topic as { unless?: RegExp[] }).unless ?? [];
    const found: { c: Clause; score: number }[] = [];
    for (const c of ctx.clauses) {
      if (inTableOfContents(c)) continue;
      const text = matchText(c.norm, c.text);
      const titled = !!topic.title && topic.title.test(`${c.title} | ${c.heading.toLowerCase()}`);
      const said = topic.text.test(text);
      if (!said && !(titled && c.text === c.heading)) continue;
      if (said && unless.some((re) => re.test(text))) continue;
      // A definition names its term; an operative clause says what the contract does with it.
      let score = said ? 1 : 0.5;
      if (titled) score += 1;
      if (isDefinition(c)) score -= 0.5;
      if (topic.title && topic.title.test(topicOf(ctx, c))) score += 0.25;
      found.push({ c, score });
    }
    found.sort((a, b) => b.score - a.score || a.c.index - b.c.index);
    // A caption ("2. Vacation.") is quoted with the sentence under it, and that sentence is then not listed again.
    const mine: Hint[] = [];
    for (const { c } of found) {
      if (mine.length >= HINTS_PER_FIELD) break;
      const prev = ctx.clauses[c.index - 1];
      // The sentence under a caption is quoted from its caption.
      const from = prev && (isCaption(prev) || isHeadingClause(prev)) && bodyBelow(ctx, prev)?.index === c.index ? prev : c;
      const body = from !== c ? c : isCaption(c) || isHeadingClause(c) ? bodyBelow(ctx, c) : undefined;
      const text = quoteOf(from, body && body.page === from.page ? body : undefined);
      if (mine.some((h) => h.text === text)) continue;
      const hint: Hint = { path, signal: 'possibly_missed', page: from.page, text };
      if (from.box) hint.box = from.box;
      mine.push(hint);
    }
    hints.push(...mine);
  }
  return hints;
}
