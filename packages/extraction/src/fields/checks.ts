// Cross-field checks: values that contradict each other or are implausible for a
// physician contract. Each failed check adds a warning and lowers the confidence of
// the values involved, so that review looks there first.
import type { FieldPath, Warning } from '@cp/schema';
import type { FieldValue } from '../types.js';
import { lowered } from './candidates.js';

type Values = Map<FieldPath, FieldValue>;

const P = {
  base: 'compensation.guar_base_sal',
  inc: 'compensation.inc_bonus',
  perf: 'compensation.perf_bonus',
  ret: 'compensation.ret_bonus',
  sign: 'legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus',
  raise: 'compensation.ann_raise',
  profit: 'compensation.profit_share',
  hours: 'workSchedule.work_hours_sched_req',
  term: 'basicInformation.term_prov',
  dur: 'basicInformation.contract_dur_renew',
  empType: 'basicInformation.emp_type',
  cme: 'benefits.professionalDevelopmentEducation.cont_edu_allow',
  cmeDays: 'benefits.professionalDevelopmentEducation.cme_days',
  vacation: 'benefits.timeOff.vacation_days',
  struct: 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq',
} as const satisfies Record<string, FieldPath>;

const num = (v: Values, p: FieldPath): number | undefined => {
  const x = v.get(p)?.value;
  return typeof x === 'number' ? x : undefined;
};

export function crossCheck(values: Values): Warning[] {
  const warnings: Warning[] = [];
  const flag = (code: string, message: string, paths: FieldPath[], factor: number) => {
    warnings.push({ code, message, paths });
    for (const p of paths) {
      const fv = values.get(p);
      if (fv) values.set(p, { ...fv, evidence: lowered(fv.evidence, factor) });
    }
  };
  const base = num(values, P.base);
  if (base !== undefined && (base < 60000 || base > 2_000_000)) flag('implausible_salary', `Annual base salary ${base} is outside the usual range for a physician; check the period (monthly, bi-weekly) and the figure.`, [P.base], 0.6);
  for (const p of [P.inc, P.perf, P.ret, P.sign]) {
    const v = num(values, p);
    if (v !== undefined && base !== undefined && v >= base) flag('bonus_exceeds_salary', `${p.split('.').pop()} (${v}) is not smaller than the base salary (${base}); it may be a salary, a cap or a total for several years.`, [
      p,
      P.base,
    ], 0.6);
    if (v !== undefined && v < 500) flag('implausible_amount', `${p.split('.').pop()} (${v}) is too small for a yearly amount; it may be a per-unit rate.`, [p], 0.5);
  }
  const raise = num(values, P.raise);
  if (raise !== undefined && raise > 10) flag('implausible_raise', `Annual raise ${raise}% is unusually high; check that it is percentage points of salary.`, [P.raise], 0.6);
  const profit = num(values, P.profit);
  if (profit !== undefined && (profit <= 0 || profit > 100)) flag('implausible_percentage', `Profit share ${profit} is not a percentage.`, [P.profit], 0.5);
  const hours = num(values, P.hours);
  const type = values.get(P.empType)?.value;
  if (hours !== undefined && (hours > 80 || hours < 8)) flag('implausible_hours', `Required hours ${hours} per week are implausible.`, [P.hours], 0.6);
  if (hours !== undefined && type === 'part_time' && hours >= 40) flag('hours_vs_type', `Part-time employment with ${hours} required hours a week.`, [P.hours, P.empType], 0.75);
  if (hours !== undefined && type === 'full_time' && hours < 30) flag('hours_vs_type', `Full-time employment with only ${hours} required hours a week.`, [P.hours, P.empType], 0.75);
  const cme = num(values, P.cme);
  if (cme !== undefined && base !== undefined && cme > base * 0.1) flag('implausible_amount', `CME allowance ${cme} is large next to the salary.`, [P.cme], 0.6);
  const vac = num(values, P.vacation);
  if (vac !== undefined && (vac > 60 || vac < 1)) flag('implausible_leave', `Vacation of ${vac} days a year is implausible; check weeks versus days.`, [P.vacation], 0.6);
  const cmeDays = num(values, P.cmeDays);
  if (cmeDays !== undefined && cmeDays > 30) flag('implausible_leave', `CME leave of ${cmeDays} days a year is implausible.`, [P.cmeDays], 0.6);
  // Notice longer than the whole initial term cannot both be right.
  const term = values.get(P.term)?.value;
  const dur = values.get(P.dur)?.value;
  if (typeof term === 'string' && typeof dur === 'string') {
    const notice = /^(\d+) days/.exec(term);
    const len = /^(\d+) (year|month)/.exec(dur);
    if (notice && len) {
      const days = Number(len[1]) * (len[2] === 'year' ? 365 : 30);
      if (Number(notice[1]) >= days) flag('notice_exceeds_term', `Notice of ${notice[1]} days is not shorter than the initial term (${len[1]} ${len[2]}s).`, [P.term, P.dur], 0.6);
    }
  }
  const struct = values.get(P.struct)?.value;
  if (typeof struct === 'string' && struct.startsWith('hourly') && base !== undefined) flag('structure_vs_salary', 'Pay structure is hourly but a guaranteed base salary was found.', [
    P.struct,
    P.base,
  ], 0.7);
  if (typeof struct === 'string' && struct.startsWith('salary') && base === undefined) flag('structure_vs_salary', 'Pay structure is a salary but no base salary figure was found.', [P.struct], 0.8);
  return warnings;
}
