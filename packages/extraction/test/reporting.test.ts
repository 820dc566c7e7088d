// Reporting and supervision (legalContractualProvisions.reportingStructureSupervision.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { PERF, REP, expectFlags, trueIn } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // Round 24: an office he already holds, named as the ground of a severance paper or as a condition, and a seat withheld.
  ["-leader_opp", "The Executive currently serves as the Company's Chief Operating Officer and sits on its board."],
  ["leader_opp", "The Executive serves as the Company's Chief Operating Officer and sits on its board."],
  ["-leader_opp", "B. The Executive is employed by the Company as its President pursuant to a service agreement dated 3 May 2018."],
  ["-leader_opp", "The units vest in four parts, provided that the Executive is still employed by the Company as President on each date."],
  ["-leader_opp", "A Title Cut means you do not hold the title of Treasurer on any given day."],
  ["leader_opp", "From May you hold the title of Treasurer."],
  ["-leader_opp", "The Executive will remain a member of the Company's Board, serving as its Vice Chairman."],
  ["-leader_opp", "(d) the board failing to nominate the Executive, at the yearly meeting, for election to the Board of Directors;"],
  ["leader_opp", "(d) the Executive will be nominated, at the yearly meeting, for election to the Board of Directors;"],
  ["leader_opp", "The Executive, who currently serves as Controller, shall serve as the Company's Chief Operating Officer from May."],
  // Round 23: an office kept only through a transition period before the leaving date.
  ["-leader_opp", "You will go on serving as the Trust's controller through the close of business on 30 June (the Transition Period), and will then leave."],
  ["-leader_opp", "He shall remain as Treasurer until the Separation Date and shall hand over his files."],
  ["-leader_opp", "From 30 June on, she will cease serving as the Trust's chief accounting officer."],
  ["leader_opp", "The Company hereby employs the Executive as its Chief Financial Officer for three years."],
  // Round 22: work handed out as projects, a layer put between him and the board, his duties judged by a superior, an
  // adviser's post to a superior; a successor chosen by the board and the employer acting on a committee's direction
  // set no line. An office said full-time, and an amended clause in which he agrees to serve in an office.
  ["report_struct_superv", "Beside his board seat he shall take on special ventures and other projects as assigned by the Group CEO."],
  ["report_struct_superv", "A material change includes placing another officer between the Executive and the Board of Trustees."],
  ["report_struct_superv", "Cause means neglect of the duties of the post which is not put right to the satisfaction of the Chief Executive within ten days."],
  ["report_struct_superv", "Duties:\n(a) Adviser to the Group's President on budgets and yearly plans."],
  ["report_struct_superv", "For the first year he shall serve as senior advisor to the Chief Executive Officer on mergers."],
  ["-report_struct_superv", "Over the notice period she will help hand over her responsibilities to a successor named by the Board."],
  ["-report_struct_superv", "Whereas the Bank, acting at the direction of its Pay Committee, wishes to change the Agreement as set out below."],
  ["leader_opp", "We both intend that you will act in the capacity of full-time Interim President of the Trust from May."],
  ["leader_opp", "Clause 2 is replaced as follows: \"(a) agrees to serve as Vice Chairman and as an employee of the Bank\"."],
  // Round 17: an office put in by the amendment's new wording, an offer line naming the post, a past tenure, a post he
  // leaves, a later office intended for a named month, a promotion made by the letter, a list of data uses.
  ["leader_opp", "In Clause 2 the word \"Controller\" is deleted and replaced with the title \"Chief Financial Officer\"."],
  ["leader_opp", "Dear Sam, please find below our employment offer: Senior Vice President, Logistics, reporting to the owner."],
  ["-leader_opp", "After she leaves, she shall answer questions about matters that arose during her tenure as CFO of the Bank."],
  ["-leader_opp", "The payment falls due sixty days after the end of his employment, for any reason, as Chairman of the Board."],
  ["-leader_opp", "This right holds only if the Officer has previously been elected as Chairman by the holders."],
  ["prof_growth_career_adv_opp", "The directors have told me of their intent to name you Chief Operating Officer of the holding company in April of next year."],
  ["prof_growth_career_adv_opp -promo_opp", "Dear Lee, the Bank is glad to offer you a promotion to Senior Vice President, Retail Marketing, starting next month."],
  ["-prof_growth_career_adv_opp", "The ends served by the Bank's collection, use and disclosure of his records include:\\n(a) payroll;\\n(b) performance and promotion;\\n(c) tax filings."],
  // Round 15: a superior's direction "at all times", a chief officer written with stops, a line protected in a lettered
  // list of triggers, a board seat he may lose, a promotion already made.
  ["report_struct_superv", "The Officer's work is subject at all times to the control and direction of the Board of the parent."],
  ["report_struct_superv", "2. The Officer's duties may be changed now and then at the sole discretion of the C.E.O. of the group."],
  ["report_struct_superv", "Good Reason means that he no longer (a) leads the merged hospital group or (b) reports directly to the board of the surviving parent."],
  ["-leader_opp", "(iii) The Officer is not re-elected or re-nominated to the Bank's board at a yearly meeting of its holders."],
  ["-promo_opp", "Dear Ana, we congratulate you on your promotion and wish you every success in the new post."],
  // Round 19: the superior who hands out the work named with its defined short name, or beside a second superior or
  // his delegate.
  ["report_struct_superv", "You shall carry out such duties fitting that post as the Chief Operating Officer (the \"COO\") of the group or any person chosen by the COO may assign to you."],
  ["report_struct_superv", "He shall have the powers and tasks which the Board of Managers of the Lender (the \"Managers\") or its President from time to time may assign to him."],
  ["-report_struct_superv", "He may join such plans as the Board (the \"Board\") or its committee may determine."],
  // -- phrasings of contract language written for the tests
  // Round 14: an office of a function without "chief", a post being held, a letter's colon line, a superior by name only.
  ["leader_opp", "From the start date the Executive shall be employed as the Accounting Officer and Secretary of the Bank."],
  // Round 16: the office in a form's blank, a letter that confirms the post, a filing's cover asking for a former address.
  ["leader_opp", "The Bank hereby engages the Employee as _Chief Operating Officer_ at its main branch."],
  ["leader_opp", "With this letter we confirm your position as Senior Vice President of the Bank from the first of May."],
  ["leader_opp", "We are glad to record your [Jane Q. Roe] employment with the Bank as its Treasurer."],
  ["leader_opp", "Former name and address of the filer: none. Under the new agreement Mr. Roe will continue to serve the Bank as President."],
  ["leader_opp", "For the first year the Officer shall work full time, holding the position as President of the Asian unit."],
  ["report_struct_superv", "Position: Vice President Sales\nReporting: Directly to Group CEO"],
  ["report_struct_superv", "In the new post you will report to Maria Okafor."],
  ["-report_struct_superv", "In the new post you will report to Human Resources."],
  ["-leader_opp", "3. The Executive has worked for the Bank in several posts up to now, most recently as its Chief Financial Officer."],
  // Duties that may not be handed on: the contract's transfer, not a superior who sets the work.
  ["-report_struct_superv", "This Agreement is personal to the Officer, and the Officer's duties under it may not be assigned by the Officer."],
  ["report_struct_superv", "Physician shall be accountable to the Department Chair."],
  // A body named at length, the timing before the verb, that hands out the work.
  ["report_struct_superv", "The Officer shall carry out such further tasks which the Board of Trustees of the Hospital or its Chair from time to time may assign to her."],
  ["-report_struct_superv", "The Officer may join such benefit plans which the Board of Trustees of the Hospital from time to time may approve."],
  // The office put in by an amendment that takes out old wording and inserts the new.
  ["leader_opp", "In Clause 2 the opening sentence is to be deleted and the following inserted instead: \"The Doctor shall serve as Vice President of Clinical Affairs.\""],
  ["report_struct_superv", "Clause 1 is changed by deleting its final sentence and inserting the following in its place: The Doctor shall be subject to the direction of the Chief Medical Officer."],
  // An office offered in a letter with "a position as", or with the employer named first.
  ["leader_opp", "We are glad to offer you a position as VP Asia of the Clinic, starting on the first of May."],
  ["leader_opp", "We are happy to offer you a position with Harbor Clinics, Inc. as the Vice President, Clinical Quality."],
  ["-leader_opp", "We are happy to offer you a position with Harbor Clinics, Inc. as a staff nurse on the night shift."],
  // A reporting line protected as a ground for resigning names whom he reports to.
  ["report_struct_superv", "Good Reason includes his no longer reporting directly to the Chief Medical Officer of the Clinic."],
  ["report_struct_superv", "You may resign with Good Reason should you cease to report to me as President of the Trust."],
  ["report_struct_superv", "Good Reason means moving her reporting line to a level below the Board of Directors."],
  ["report_struct_superv", "It is Good Reason if the Officer is required to report to anyone other than the Board."],
  ["report_struct_superv", "\"Good Reason\" shall mean (a) a cut in her base pay or (b) her no longer reporting to Omar Haddad, Chief Operating Officer."],
  // A change of reporting named without a superior, or reports of incidents, set no line.
  ["-report_struct_superv", "Good Reason means a material change in his reporting relationship or a cut in pay."],
  ["-report_struct_superv", "The Physician shall no longer report to the Clinic any incident of exposure after the transfer."],
  // The post stands for the person who holds it, and "report into" is "report to".
  ["report_struct_superv", "Your role will report into Omar Haddad, Chief Operating Officer."],
  ["report_struct_superv", "This position reports directly to Lena Ortiz, Vice President of Clinics."],
  // A post named only as one he may lose, in a ground for resigning, is no role given by the contract.
  ["-leader_opp", "\"Good Reason\" means, without his consent: (a) the Doctor's removal, or his not being named again, as Chair of the Medical Staff, except upon his dismissal for Cause."],
  ["-leader_opp", "(b) the Physician is removed, or is not re-elected, as Chief of Surgery."],
  ["leader_opp", "During the term the Physician shall serve as Chief of Surgery of the Hospital."],
  // A title abbreviated before the office is still the office.
  ["leader_opp", "You will serve on a part-time basis as Sr. Vice President, Logistics."],
  ["leader_opp", "The Company hires the Executive as its Sr Vice President of Research."],
  ["report_struct_superv", "Physician shall work under the supervision of the Chief of Staff."],
  // The superior named with a comma, by the letter's signatory, or as the one whose direction or discretion shapes the duties.
  ["report_struct_superv", "You will continue as Senior Vice President, Clinical Affairs, reporting to Mary Lee, Chief Medical Officer of the group."],
  ["report_struct_superv", "Your title will be Director of Imaging, reporting to myself and the Chief Operating Officer."],
  ["report_struct_superv", "The Physician shall report to, and hold office at the pleasure of, the Board of Managers."],
  ["report_struct_superv", "In all matters Physician shall be subject to the lawful direction of the Board of Directors."],
  ["report_struct_superv", "Physician shall perform the services from time to time assigned by the Clinic, its Board of Directors or its designees."],
  ["report_struct_superv", "Physician's precise responsibilities may change at any time at the discretion of the Clinic's board of directors."],
  ["-report_struct_superv", "Any raise in salary is at the discretion of the Board's Compensation Committee."],
  // "No." before a figure abbreviates "number": it denies nothing.
  ["report_struct_superv", "Under Amendment No. 3 the Associate will help the Clinic's billing office with such tasks as are reasonably assigned by the Clinic's Medical Director."],
  // An office this agreement confirms counts; one held before the appointment it describes does not.
  ["leader_opp", "This letter confirms your ratification as Executive Vice President and Chief Nursing Officer of the Hospital."],
  ["-leader_opp", "Prior to her present appointment, Dr. Patel served as Vice President of Operations of a regional hospital."],
  // The office named by the duties, by the employee's post, or as a chief director by function.
  ["leader_opp", "The Employee shall give his whole working time to his duties as Vice President and Head of Sales for the Lakes Division."],
  ["leader_opp", "The post of Party B is CMO (chief medical officer), reporting to the president."],
  ["leader_opp", "For the whole term Party A engages Party B as its chief technical director."],
  ["-leader_opp", "The Employee shall give his whole working time to his duties as a staff radiologist."],
  ["-leader_opp", "The post of Party B is staff accountant in the finance office."],
  // A committee as the superior, and a letter's "Reporting To:" line.
  ["report_struct_superv", "You will report to the Clinical Steering Committee of the Lodge."],
  ["report_struct_superv", "3. Reporting To: Vice President of Nursing"],
  ["-report_struct_superv", "The Physician shall sit on the Credentials Committee of the medical staff."],
  ["leader_opp", "Physician may be appointed to serve as Chief of the Department."],
  // The office this agreement is for, stated in its recital, as a title held, or as a capacity to function in.
  ["leader_opp", "WHEREAS, the Clinic desires to employ Physician as Chief Medical Officer and Physician desires to be so employed."],
  ["-leader_opp", "WHEREAS, Physician has served as Chief Medical Officer of the Clinic since 2010."],
  ["leader_opp", "Title. The Physician will have the title of Vice President of Medical Affairs."],
  ["leader_opp", "Physician shall function in the capacity of its President and shall devote full time to the business."],
  ["leader_opp", "Throughout the Term the Company shall employ Key Employee as its Senior Vice President and Chief Accounting Officer."],
  ["leader_opp", "The Company hereby agrees to employ the Executive in his current capacity of Executive Vice President of the Company."],
  ["-leader_opp", "The Company shall employ the Executive in the position of staff accountant."],
  ["-report_struct_superv", "Physician shall report all adverse events to the risk manager."],
  ["-leader_opp", "Physician shall serve on the credentials committee."],
  // The employee by his own name, with a middle initial, or assigned, desired or offered to the office.
  ["leader_opp", "Tomas Berg will work as Executive VP, Northern Operations, reporting to the group CEO."],
  ["leader_opp", "Throughout the term, Okafor shall serve Okafor Holdings as its Executive Chairman."],
  ["-leader_opp", "The Company will act as paying agent for the plan."],
  ["leader_opp", "On March 2 the Bank appointed Maria T. Lund as Senior Vice President of Lending."],
  ["leader_opp", "Party A assigns Party B Wang Lei to work as President of the plant."],
  ["-leader_opp", "The Board may assign another officer to act as Secretary at any meeting."],
  ["leader_opp", "The Hospital desires Nadia Perez to serve as its Vice President of Surgery."],
  ["leader_opp", "Westbrook Ltd. makes an offer of employment to Ana K. Ruiz (\"Employee\") as the Regional Sales Director."],
  // A middle initial is crossed; a sentence ending in a one-letter word, or a lettered plan or exhibit, is not.
  ["leader_opp", "Harbor Clinics extends an offer of employment to Priya J. Menon, who will start as Chief Nursing Officer."],
  ["-leader_opp", "The one who drafted the offer of employment was I. As President, Lee Wu signed it for the Company."],
  ["-leader_opp", "The offer of employment follows the form in Part I. As President, Lee Wu signed it for the Company."],
  ["-leader_opp", "The offer of employment lists its benefits under heading a. as President, the chair approves any change."],
  ["-leader_opp", "The offer of employment sets the bonus under Plan A. As President, Lee Wu signed it for the Company."],
  ["-leader_opp", "The Company names you to the payroll team and hires the staff listed in Exhibit B. As Treasurer, Ivo Dunn approves each hire."],
  ["leader_opp", "We are glad to extend our offer to you, subject to Board approval, for the position of Chief Financial Officer."],
  ["leader_opp", "This letter confirms your appointment to the position of Vice President and General Counsel."],
  ["leader_opp", "I am pleased to offer you employment with Ridgeway Labs, Inc., a Texas corporation, in the position of President."],
  ["-leader_opp", "Ridgeway Labs, Inc. (formerly known as Ridge Corp.) offers you employment in the position of staff engineer."],
  ["leader_opp", "The parties signed a new agreement upon Mr. Hale's promotion to the office of Chief Executive Officer."],
  ["leader_opp", "As part of this offer we will ask the Board that you be named a Vice President of the Company."],
  ["leader_opp", "The Executive shall perform the duties pertaining to the office of President."],
  ["leader_opp", "Besides the usual duties associated with the position as COO, the Executive shall manage the plant expansion."],
  ["-leader_opp", "The Executive shall perform the duties of a staff pharmacist."],
  ["leader_opp", "The Company engages the services of the Executive as its Chief Operating Officer."],
  ["-diversity_inclusivity_initiatives", "Employer prohibits discrimination on the basis of race, sex or religion."],
  ["report_struct_superv", "Physician shall be supervised by the Chief Medical Officer."],
  ["prof_growth_career_adv_opp", "The Hospital will support Physician's professional development and career growth."],
  ["-prof_growth_career_adv_opp -promo_opp", "The Executive shall give his full time and skill to the Company's business and to the promotion of its best interests."],
  ["-prof_growth_career_adv_opp -promo_opp", "The Company shall indemnify the Executive to the fullest extent permitted by law, including the advancement of expenses incurred in any proceeding."],
  ["prof_growth_career_adv_opp promo_opp", "The Executive will be considered for promotion to Senior Vice President after two years."],
  // A promotion already made is career advancement but no opportunity still open; promoting goods is neither.
  ["prof_growth_career_adv_opp -promo_opp", "In recognition of your promotion to Head of Surgery, your salary now rises to $310,000 a year."],
  ["prof_growth_career_adv_opp -promo_opp", "Ms. Reyes was promoted to Chief Nursing Officer last month, and this letter sets out her new pay."],
  ["-prof_growth_career_adv_opp -promo_opp", "The Company carries on a business of drug promotion to doctors and pharmacies across the region."],
  ["prof_growth_career_adv_opp promo_opp", "Once your first review is done, you will be eligible for promotion to Senior Associate."],
  // A higher office the employer expects to give later counts as advancement; an office given now does not.
  ["prof_growth_career_adv_opp", "Once the merger closes, the Trustees intend that you will be named Chief Operating Officer of the Hospital."],
  ["prof_growth_career_adv_opp", "When the present Chair retires next spring, the Board expects to elect Dr. Baptiste as Chair of the department."],
  ["-prof_growth_career_adv_opp", "The Clinic intends to employ Dr. Baptiste as its Chief Medical Officer from the Start Date."],
  // Promotions listed among the records about the employee that may be passed on are not offered.
  ["-prof_growth_career_adv_opp -promo_opp", "Records about your pay, reviews and promotions may be transferred to affiliates abroad for payroll processing."],
  ["diversity_inclusivity_initiatives", "Physician may participate in the Hospital's DEI programs."],
  ["team_building_activities", "The Practice sponsors quarterly team outings for all staff."],
  ["report_struct_superv", "The Medical Director shall supervise Physician in the performance of clinical duties."],
  ["leader_opp", "Physician will be eligible to serve as Vice Chair of the Department."],
  ["-report_struct_superv -leader_opp", "The Chair of the Department shall serve as the chair of the Compensation Committee."],
  ["report_struct_superv", "Physician shall be directly responsible to the Chief Medical Officer."],
  ["-report_struct_superv", "Physician shall report to the Chief Medical Officer any investigation of Physician's license."],
  // A whole-sentence negation ("Nothing in this Agreement ..."), and the freedom it keeps open.
  ["-leader_opp", "Nothing in this Agreement entitles the Physician to be named to a division chief or any other leadership role."],
  ["-leader_opp -med_director", "Nothing contained in this Agreement designates Doctor as the medical director of any clinic."],
  // A seat on another company's board, named as a conflict of interest or an outside activity, is no directorship given.
  ["-leader_opp -med_director", "Conflicts include holding an outside directorship in a supplier or a competing firm."],
  ["-leader_opp -med_director", "Nothing herein bars the Executive from accepting directorships with other corporations that do not compete."],
  ["med_director leader_opp", "The Physician shall receive a stipend of $20,000 per year for the directorship of the sleep laboratory."],
  ["leader_opp", "Nothing in this Agreement prevents Physician from accepting a leadership position in the Department."],
  // Governing-board seats and committee chairs are leadership; committee work on request is not.
  ["leader_opp", "Once admitted as a shareholder, Physician may be elected to the Board of Directors of the Corporation."],
  ["leader_opp", "The Associate will chair the Practice's Quality Improvement Committee."],
  ["leader_opp", "Physician may be appointed as chair of the Credentials Committee."],
  ["-leader_opp", "Physician shall serve on medical staff committees as the Hospital reasonably requests."],
  ["-leader_opp", "The Board of Directors shall approve the annual budget."],
  // Reporting to a named person or titled office, the subject anywhere before the verb.
  ["report_struct_superv", "In clinical matters you will report to Dr. Anita Osei, Lead Hospitalist and Section Chief."],
  ["report_struct_superv", "Provider, for all scheduling matters, reports to the Practice Administrator."],
  ["report_struct_superv", "The Physician shall coordinate with, and report to, the Chief Medical Officer."],
  ["-report_struct_superv", "The Company will report all compensation paid to Contractor on Form 1099."],
  ["-report_struct_superv", "Physician shall report to the State Medical Board any action taken against Physician's license."],
  // -- families of phrasing (positives, negations, distractors)
  // Reporting line: the physician under any defined term, the superior by any title.
  ['report_struct_superv', 'The Contractor reports to the Senior Partner of the Group.'],
  ['report_struct_superv', 'The Surgeon reports directly to the Principal Owner.'],
  ['report_struct_superv', 'The Employee reports to the Executive Director of Clinical Operations.'],
  ['-report_struct_superv', 'The Provider shall report to the Practice any claim or investigation within five days.'],
  ['-report_struct_superv', 'The Associate reports to the state medical board any change in license status.'],
  // -- more families of phrasing
  // Reporting line stated with an interruption between "report to" and the superior.
  ['report_struct_superv', 'The Physician shall report to, and be directed in clinical matters by, the Chief of Surgery.'],
  ['report_struct_superv', 'The Provider will report, for administrative purposes, to the Vice President of Medical Affairs.'],
  ['report_struct_superv', 'Employee reports to, or is evaluated by, the Division Head.'],
  ['-report_struct_superv', 'The Physician shall report to, and cooperate with, the Hospital\'s compliance office any suspected billing error.'],
  ['-report_struct_superv', 'The Provider shall report, within two days, any claim to the Practice.'],
  // -- wordings of other hands
  // A titled leadership role offered or given.
  ['leader_opp', 'Dr. Lee will be offered the role of Site Lead for the North Clinic.'],
  ['leader_opp', 'The Consultant may be appointed to the post of Clinical Director.'],
  ['-leader_opp', 'The Physician will report to the Team Lead.'],
  ['-leader_opp', 'The Physician will not be offered the role of Department Chief.'],
  // -- wordings the older rules had not seen
  // The reporting line, with the defined term the contract uses and an aside after "report to".
  ['report_struct_superv', 'The Associate will report to, and be directed in clinical matters by, the Section Chief, who in turn reports to the Dean.'],
  ['report_struct_superv', 'Reports to: Chief Medical Officer.'],
  ['-report_struct_superv', 'The Section Chief in turn reports to the Dean.'],
];

describe('reporting and supervision: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('reportingStructureSupervision: offices this agreement gives, and who directs the work', () => {
  it.each([
    'The Company agrees to employ Dr. Vance to serve as Executive Vice President and Chief Medical Officer.',
    'The Physician shall be employed by the Hospital on a full-time basis as its Chief Quality Officer.',
    'Your title will be "President" of the Clinic.',
    'Dr. Hale shall serve with the title of Senior Vice President - Clinical Operations.',
    'Title: Vice President, Medical Affairs Duties: those usual for the title, and others the Board assigns.',
    // The office in a recital, with the employer's possessive before it.
    'WHEREAS, the Bank wishes to employ Executive as the Bank\'s Chief Lending Officer, and Executive wishes to accept.',
    'Employee shall serve as Company\'s COO on a part-time basis.',
    // The title this agreement keeps or sets, however far from the verb.
    'Your job title will remain Senior Vice President, Operations.',
    'The Employee\'s title in the new subsidiary in Lyon will be CEO from the signing date.',
    'Executive shall continue to be the Chief Technology Officer of the Company.',
    'Employee will remain a corporate officer with the title of Executive Chairman of the Board.',
    // A filed summary of the agreement, the employee named by an honorific or a first name.
    'The employment agreement provides that Mr. Alder will serve as President and CEO through 2030.',
    'The new agreement provides that Priya serve as Chief Revenue Officer for three years.',
    // A filled-in form, an abbreviated title, a general manager, a post taken.
    'ABC hereby hires Employee and Employee accepts employment with ABC as ___Chief Marketing Officer ______.',
    'The Company employs Employee as its SVP of Global Sales.',
    'The Employee shall serve as General Manager of the Eastern Region.',
    'Party A hires Party B, who will take the position as a director of the workshop.',
  ])('leader_opp: %s', (text) => {
    expect(trueIn(text).has(`${REP}leader_opp`)).toBe(true);
  });

  it.each([
    'By: /s/ Ann Cole\nName: Ann Cole\nTitle: President and Chief Executive Officer',
    'For all purposes under this Agreement, "Cause" means a willful failure by the Physician to perform his duties as Treasurer.',
    'If the Physician resumes the performance of his duties as Treasurer within ninety days, the disability notice lapses.',
    'Good Reason means a reduction in the Executive\'s title as Chief Financial Officer without consent.',
    'The Clinic employs the Physician as a staff pediatrician.',
    'Executive shall continue to be entitled to benefits as the Chief Financial Officer of the Company may approve.',
    'The position will be eliminated if the plant closes.',
    'Employee shall not take the position as a director of any competitor.',
  ])('no leader_opp: %s', (text) => {
    expect(trueIn(text).has(`${REP}leader_opp`)).toBe(false);
  });

  it.each([
    'The Physician shall have such duties as the Board of Directors may assign to him from time to time.',
    'You shall report solely and directly to the Chief Executive Officer of the Company.',
    'The Physician will perform such duties as the Board may reasonably prescribe from time to time.',
    'Dr. Ortiz serves at the direction of the Clinic\'s President.',
    'The Physician shall be employed as Chief Financial Officer, reporting only to the Board of Directors.',
    // Who sets the work or the post, by any title, however the sentence runs.
    'Executive will carry out such tasks as the Chief Operating Officer of the Group or her delegate may request.',
    'Under the ultimate direction and control of the Board, Employee shall run the retail division.',
    'You will report initially to the President and/or the Chief Executive Officer of the parent company.',
    'You will lead the western region and shall report to Helen M. Varga, Executive Vice President.',
    'You will render services as the Chief Executive Officer may from time to time request.',
    'Employee will hold the position of adviser or such other position and title as determined by the President.',
    // The superior whose instructions the employee must follow, named among the causes for dismissal.
    'Cause includes refusing to obey a lawful directive or instruction from the CEO or the Chairman.',
  ])('report_struct_superv: %s', (text) => {
    expect(trueIn(text).has(`${REP}report_struct_superv`)).toBe(true);
  });

  it.each([
    // Benefits, not work, are what the Board decides here.
    'The Employee may take part in those fringe benefit plans the Board of Directors may pick from time to time.',
    // A change of the reporting line as a ground for resigning sets no line.
    '(ii) any material change in the Executive\'s title, duties or reporting relationship.',
    'The Executive may resign after an adverse change in his reporting line.',
    // Instructions the employee gives, or that are not to be followed.
    'The Company shall make the deferred payments in accordance with written instructions from the Executive.',
  ])('no report_struct_superv: %s', (text) => {
    expect(trueIn(text).has(`${REP}report_struct_superv`)).toBe(false);
  });
});

describe('leader_opp from a job description attached to the agreement', () => {
  it('reads the office the description names', () => {
    const text = 'EXHIBIT B\nEXECUTIVE JOB DESCRIPTION\nMaria Okoye is the Chief Operating Officer of Delta Freight, Inc. She oversees the daily operations of the company.';
    expect(trueIn(text).has(`${REP}leader_opp`)).toBe(true);
  });

  it('does not read an office named outside a job description', () => {
    expect(trueIn('Maria Okoye is the Chief Operating Officer of Delta Freight, Inc. and signs for it.').has(`${REP}leader_opp`)).toBe(false);
  });
});

describe('leader_opp under a numbered section after a sentence citing "Section 5(a)"', () => {
  it('does not take the cited item for a list the previous sentence opens', () => {
    const text = [
      'Any notice of non-renewal shall not count as a termination for purposes of Section 5(a) hereof.',
      '2. Throughout the Employment Period, the Executive shall serve as Vice President of Sales.',
    ].join('\n');
    expect(trueIn(text).has(`${REP}leader_opp`)).toBe(true);
  });
});

describe('reporting and culture', () => {
  it('finds the reporting line, leadership and culture items', () => {
    const t = trueIn(
      'Physician will report directly to the Chief Medical Officer. Physician shall be offered leadership roles on hospital committees. The Hospital supports career development for its physicians. Physician is invited to join the Diversity and Inclusion Council. Physician shall complete cultural competency training. The group holds an annual team-building retreat.',
    );
    for (const f of ['report_struct_superv', 'leader_opp', 'prof_growth_career_adv_opp', 'diversity_inclusivity_initiatives', 'cultural_competence_training', 'team_building_activities']) expect(t.has(REP + f), f).toBe(true);
  });

  it('does not take an incident report or an equal-opportunity line as these', () => {
    const t = trueIn('Physician shall promptly report to the Compliance Officer any suspected violation. The Hospital is an equal opportunity employer.');
    expect(t.has(REP + 'report_struct_superv')).toBe(false);
    expect(t.has(REP + 'diversity_inclusivity_initiatives')).toBe(false);
  });

  it('reads peer review but not peer-reviewed publication', () => {
    expect(trueIn("Physician's cases shall be subject to the medical staff peer review process.").has(PERF + 'peer_feedback')).toBe(true);
    expect(trueIn('Physician is expected to author peer-reviewed publications.').has(PERF + 'peer_feedback')).toBe(false);
  });

  it('does not take a relocation payment the contract rules out', () => {
    expect(trueIn('No signing bonus or relocation payment is payable under this Agreement.').has('legalContractualProvisions.relocationAssistanceSigningBonuses.reloc_assist')).toBe(false);
  });
});
