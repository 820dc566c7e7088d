// The employment contract data structure (`parsedData`), as the field dictionary
// defines it: 112 fields in six sections, every key required, no extra keys.
// This file is the single source: the JSON Schema, the TypeScript types (Static<>),
// the field catalogue used by the extractor and the review UI all come from here.
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

export type FieldType = 'boolean' | 'number' | 'text' | 'enum';

/** Extra keywords carried by every field schema so the catalogue can be derived. */
interface FieldMeta {
  'x-field': FieldType;
  title: string;
  description?: string;
}

const bool = (title: string, description?: string) =>
  Type.Boolean({ title, description, 'x-field': 'boolean' } as FieldMeta);

const num = (title: string, description?: string, unit?: string) =>
  Type.Unsafe<number | null>({ type: ['number', 'null'], title, description, 'x-field': 'number', 'x-unit': unit });

// The dictionary asks for a short canonical phrase (at most 200 characters).
const text = (title: string, description?: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 200, title, description, 'x-field': 'text' });

const oneOf = <const V extends readonly string[]>(values: V, title: string, description?: string): TUnsafe<V[number] | null> =>
  Type.Unsafe<V[number] | null>({ type: ['string', 'null'], enum: [...values, null], title, description, 'x-field': 'enum' });

const section = <P extends Record<string, TSchema>>(title: string, props: P) =>
  Type.Object(props, { additionalProperties: false, title });

export const EMP_TYPES = ['full_time', 'part_time', 'per_diem', 'locum_tenens'] as const;
export const EMP_STATUSES = ['employee', 'independent_contractor'] as const;
export const PRAC_SIZES = ['solo', 'small_group', 'large_group', 'health_system', 'academic'] as const;
export const PRAC_SETTINGS = ['outpatient', 'inpatient', 'mixed', 'telehealth'] as const;
export const DISPUTE_PROCS = ['arbitration', 'mediation', 'mediation_then_arbitration', 'litigation'] as const;
export const EVAL_FREQS = ['annual', 'semiannual', 'quarterly', 'monthly'] as const;

export const BasicInformation = section('Basic information', {
  emp_type: oneOf(EMP_TYPES, 'Employment type'),
  partnership_track: bool('Partnership track', 'The contract offers a path to partnership or shareholder status'),
  term_prov: text('Termination without cause', '"<N> days notice without cause", or "for cause only"'),
  contract_dur_renew: text('Term and renewal', '"<N> years; renews automatically for <M> year terms" or "<N> years; no automatic renewal"'),
});

export const EmploymentStatusSetting = section('Employment status and setting', {
  emp_status: oneOf(EMP_STATUSES, 'Employment status', 'employee (W-2) or independent contractor (1099)'),
  prac_size: oneOf(PRAC_SIZES, 'Practice size'),
  prac_spec: text('Specialty', 'Lower case plain name, e.g. "family medicine"'),
  prac_set: oneOf(PRAC_SETTINGS, 'Practice setting'),
});

export const Compensation = section('Compensation', {
  guar_base_sal: num('Guaranteed base salary', 'Annual, in the contract currency', 'money'),
  inc_bonus: num('Incentive / quality bonus', 'Maximum annual amount', 'money'),
  profit_share: num('Profit share', 'Percentage points', 'percent'),
  stock_opts: num('Stock options', 'Number of options or shares granted', 'count'),
  perf_bonus: num('Productivity bonus', 'Stated annual target or maximum amount', 'money'),
  ann_raise: num('Guaranteed annual raise', 'Percentage points', 'percent'),
  ret_bonus: num('Retention bonus', 'Total amount', 'money'),
});

export const WorkSchedule = section('Work schedule', {
  work_hours_sched_req: num('Required hours per week', undefined, 'hours'),
  call_sched: text('Call schedule', 'Ratio form, e.g. "1 in 4 weeknights; 1 in 4 weekends", or "no call"'),
  flex_sched: bool('Flexible scheduling'),
  remote_work: bool('Remote work allowed'),
});

const days = (title: string, description?: string) => num(title, description, 'days');

export const TimeOff = section('Time off', {
  vacation_days: days('Vacation / PTO days', 'Working days per year; a combined PTO bank goes here'),
  sick_days: days('Sick days'),
  holidays: days('Holidays'),
  personal_leave: days('Personal leave days'),
  parental_leave: days('Parental leave days'),
  bereavement_leave: days('Bereavement leave days'),
  sabbatical_leave: days('Sabbatical leave days'),
});

export const InsuranceCoverage = section('Insurance coverage', {
  health_ins: bool('Health insurance'),
  dental_ins: bool('Dental insurance'),
  vision_ins: bool('Vision insurance'),
  life_ins: bool('Life insurance'),
  disability_ins: bool('Disability insurance'),
  malpractice_cov: bool('Malpractice coverage', 'Professional liability coverage during employment'),
  prof_liab_ins: bool('Tail / prior-acts coverage', 'Coverage after employment ends, provided or paid by the employer'),
  pet_ins: bool('Pet insurance'),
});

export const RetirementFinancialBenefits = section('Retirement and financial benefits', {
  retire_benefits: bool('Retirement plan offered'),
  retire_plan: text('Retirement plan', 'Plan type and employer contribution, e.g. "403(b) with 5% employer match"'),
  health_sav_acct: bool('Health savings account'),
  loan_repay_assist: bool('Loan repayment assistance'),
  flex_spend_acct: bool('Flexible spending account'),
  tuition_reimb: bool('Tuition reimbursement'),
  student_loan_assist: bool('Student loan repayment'),
});

export const ProfessionalDevelopmentEducation = section('Professional development and education', {
  cont_edu_allow: num('CME allowance', 'Annual continuing-education allowance', 'money'),
  cme_days: days('CME days', 'Paid CME days per year'),
  prof_devel: text('Education items paid for', 'e.g. "CME courses, conference travel and journals"'),
  mentor_prog: bool('Mentoring program'),
  clin_research_opp: bool('Clinical research opportunity'),
  fac_appointment: bool('Faculty appointment'),
  paid_prof_devel: bool('Paid professional development'),
});

export const WorkplaceSupport = section('Workplace support', {
  ancillary_staff: bool('Support staff provided'),
  med_license_exp: bool('Medical license fees paid'),
  dea_license_exp: bool('DEA registration paid'),
  board_cert_exp: bool('Board certification fees paid'),
  member_dues: bool('Professional society dues paid'),
  promo_opp: bool('Promotion opportunity'),
  med_director: bool('Medical director role'),
  comm_outreach: bool('Community outreach'),
});

export const WellnessWorkLifeBalance = section('Wellness and work-life balance', {
  wellness_prog: bool('Wellness program'),
  emp_assist_prog: bool('Employee assistance program'),
  emp_discounts: bool('Employee discounts'),
  paid_parent_leave: bool('Paid parental leave'),
  childcare_assist: bool('Childcare assistance'),
  work_from_home: bool('Work from home'),
  telemed_opp: bool('Telemedicine opportunity'),
  pet_friendly_work: bool('Pet-friendly workplace'),
  casual_dress: bool('Casual dress'),
  gym_memb: bool('Gym membership'),
  lunch_ben: bool('Lunch benefit'),
  parking_ben: bool('Parking benefit'),
  commute_assist: bool('Commute assistance'),
});

export const Benefits = section('Benefits', {
  timeOff: TimeOff,
  insuranceCoverage: InsuranceCoverage,
  retirementFinancialBenefits: RetirementFinancialBenefits,
  professionalDevelopmentEducation: ProfessionalDevelopmentEducation,
  workplaceSupport: WorkplaceSupport,
  wellnessWorkLifeBalance: WellnessWorkLifeBalance,
});

export const LegalContractualProvisions = section('Legal and contractual provisions', {
  nonCompeteOtherAgreements: section('Non-compete and other agreements', {
    non_comp_clause: bool('Non-compete clause'),
    non_solicit_agree: bool('Non-solicitation'),
    conf_non_disclosure_agree: bool('Confidentiality / non-disclosure'),
    IP_rights: bool('Intellectual property assignment'),
  }),
  terminationSeverance: section('Termination and severance', {
    term_sev_prov: bool('Severance pay'),
    dispute_res_proc: oneOf(DISPUTE_PROCS, 'Dispute resolution'),
  }),
  credentialingHospitalPrivileges: section('Credentialing and hospital privileges', {
    credential_hosp_priv: bool('Hospital privileges / credentialing'),
    med_license: bool('Medical license required'),
    dea_license: bool('DEA registration required'),
    board_certification: bool('Board certification required'),
    membership_dues: bool('Membership dues paid'),
  }),
  partnershipOwnershipOpportunities: section('Partnership and ownership', {
    partnership_buy_in_out: bool('Partnership buy-in / buy-out terms'),
    ownership_equity_opp: bool('Ownership / equity opportunity'),
  }),
  compensationStructurePaymentFrequency: section('Compensation structure and pay frequency', {
    comp_struct_pay_freq: text('Structure; pay frequency', 'e.g. "salary plus productivity; biweekly"'),
    reimb_exp_overhead: bool('Expenses reimbursed'),
  }),
  reportingStructureSupervision: section('Reporting and supervision', {
    report_struct_superv: bool('Reporting line named'),
    prof_growth_career_adv_opp: bool('Career advancement addressed'),
    leader_opp: bool('Leadership opportunity'),
    diversity_inclusivity_initiatives: bool('Diversity and inclusion programs'),
    cultural_competence_training: bool('Cultural competence training'),
    team_building_activities: bool('Team building activities'),
  }),
  performanceEvaluationFeedback: section('Performance evaluation', {
    perf_eval_criteria: text('Evaluation criteria', 'Comma separated, e.g. "productivity, quality metrics, patient satisfaction"'),
    perf_eval_freq: oneOf(EVAL_FREQS, 'Evaluation frequency'),
    peer_feedback: bool('Peer review / feedback'),
    ongoing_mentorship: bool('Ongoing mentorship'),
  }),
  relocationAssistanceSigningBonuses: section('Relocation and signing bonus', {
    reloc_assist: bool('Relocation assistance'),
    sign_bonus: num('Signing bonus', undefined, 'money'),
  }),
  miscellaneousProvisions: section('Miscellaneous provisions', {
    appendix_docs: bool('Exhibits or appendices'),
    contract_amendments: bool('Amends an earlier agreement'),
    governing_law: text('Governing law', 'State or country, e.g. "Ohio"'),
    jurisdiction: text('Jurisdiction / venue', 'e.g. "Franklin County, Ohio"'),
    force_majeure: bool('Force majeure'),
    unforeseen_circumstances: bool('Unforeseen circumstances / change in law'),
    indemnification: bool('Indemnification'),
    liability: bool('Limitation of liability'),
    notice_communication: bool('Notices clause'),
    contact_info: bool('Notice addresses given'),
    communication_methods: bool('Notice methods specified'),
    entire_agreement: bool('Entire agreement'),
    amendment_clause: bool('Amendment clause'),
    arbitration_clause: bool('Arbitration clause'),
    mediation_clause: bool('Mediation clause'),
    waiver_breach_clause: bool('Waiver of breach'),
  }),
});

/** The six sections, shared by parsedData and the flat contract shape. */
export const SECTION_SCHEMAS = {
  basicInformation: BasicInformation,
  employmentStatusSetting: EmploymentStatusSetting,
  compensation: Compensation,
  workSchedule: WorkSchedule,
  benefits: Benefits,
  legalContractualProvisions: LegalContractualProvisions,
};

export const ParsedData = Type.Object(SECTION_SCHEMAS, {
  $id: 'ParsedData',
  additionalProperties: false,
  title: 'Employment contract data',
});
export type ParsedData = Static<typeof ParsedData>;

/** The six top-level section names, in the order of the seed. */
export const SECTION_NAMES = [
  'basicInformation',
  'employmentStatusSetting',
  'compensation',
  'workSchedule',
  'benefits',
  'legalContractualProvisions',
] as const satisfies readonly (keyof ParsedData)[];
export type SectionName = (typeof SECTION_NAMES)[number];
