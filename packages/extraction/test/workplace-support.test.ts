// Workplace support (benefits.workplaceSupport.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { SUP, expectFlags, trueIn } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  // Round 12: an item of an enumerated list is read on its own; who pays in an earlier item does not deny a later one.
  ["ancillary_staff", "On such a termination the Firm will (1) pay the lump sum, (2) refund the premiums the Officer pays for continued cover, and (3) provide him secretarial support at the Firm's expense for six months."],
  ["-ancillary_staff", "On such a termination the Firm will (1) pay the lump sum, and (2) the Officer shall pay for his own secretarial support."],
  ["-ancillary_staff", "Physician shall supervise the nurses and medical assistants assigned to the clinic."],
  ["-ancillary_staff", "Physician shall not solicit or hire any nurses employed by the Practice."],
  ["-med_license_exp", "Physician shall pay all fees associated with Physician's medical license."],
  ["-dea_license_exp", "Loss of Physician's DEA registration shall be cause for termination."],
  ["-promo_opp -prof_growth_career_adv_opp", "Physician shall not use the Practice's name in the promotion of any product."],
  ["-med_director", "The Medical Director shall approve Physician's vacation requests."],
  ["-comm_outreach", "The Clinic serves the community of Bend, Oregon."],
  ["ancillary_staff", "Employer shall provide adequate nursing and clerical support staff."],
  ["med_license_exp dea_license_exp", "Employer shall pay Physician's licensure fees, including state license and DEA registration renewals."],
  ["board_cert_exp", "Employer will cover the cost of Physician's board recertification."],
  ["member_dues", "Employer shall reimburse professional society membership fees up to $1,500 per year."],
  ["promo_opp", "Physician will have opportunities for advancement within the organization."],
  ["med_director", "Physician is hereby appointed Medical Director of the Sleep Lab."],
  ["comm_outreach", "Physician will participate in health fairs and other community events."],
  ["promo_opp", "Physician may be promoted to Associate Medical Director based on performance."],
  ["-promo_opp", "Physician shall support the advancement of medical science."],
  ["ancillary_staff", "Hospital shall provide all personnel necessary for the operation of the department."],
  ["-ancillary_staff", "Physician shall provide the staff necessary for the practice at Physician's own cost."],
  ["-med_director", "The Hospital employs a full-time Medical Director for the Emergency Department, to whom Physician reports."],
  ["-promo_opp -prof_growth_career_adv_opp", "Physician shall act in the advancement of the Practice's interests."],
  ["-board_cert_exp", "The Hospital shall reimburse the cost of Physician's ACLS recertification course."],
  ["board_cert_exp", "The Practice shall pay the ABIM maintenance of certification fees."],
  // -- families of phrasing (positives, negations, distractors)
  // Support staff assigned to or working for the physician.
  ['ancillary_staff', 'Your care team includes two licensed practical nurses and a nurse care manager.'],
  ['ancillary_staff', 'A medical support assistant and a scribe will support the Physician\'s panel.'],
  ['ancillary_staff', 'Each clinic pod is staffed with a registered nurse and a medical assistant dedicated to the Provider.'],
  ['-ancillary_staff', 'The Physician shall supervise the nurse practitioners employed by the Group.'],
  ['-ancillary_staff', 'The Practice will not provide a scribe or medical assistant.'],
  ['-ancillary_staff', 'The Physician shall support the nurses and medical assistants of the Practice in quality projects.'],
  // Dues of a named society, the body named before the word "dues".
  ['member_dues membership_dues', 'The Group will pay the Surgeon\'s annual American College of Surgeons dues.'],
  ['member_dues membership_dues', 'The Practice shall cover the State Society of Anesthesiologists membership dues each year.'],
  ['-member_dues -membership_dues', 'The Hospital will not pay American Academy of Pediatrics dues.'],
  ['-member_dues -membership_dues', 'The Physician shall pay his own American College of Physicians dues.'],
  // Round 19: dues of the social and dining clubs an officer joins are a perquisite; a professional body beside them still counts.
  ['-member_dues -membership_dues', 'The Firm will refund the Officer up to $9,000 a year of dues in such clubs and groups as fit his rank.'],
  ['-member_dues -membership_dues', 'The Bank shall pay his membership dues at one golf club and one city dining club.'],
  ['member_dues membership_dues', 'The Group pays his membership dues in the state medical society and in one local club.'],
  // -- wordings of other hands
  // Professional dues, not the fees a membership practice charges its patients.
  ['-member_dues -membership_dues', 'The Practice pays Physician 40% of the membership fees collected from enrolled patients.'],
  ['-member_dues -membership_dues', 'Patients pay the Clinic annual membership fees of $900, and the Clinic pays all overhead.'],
  ['member_dues membership_dues', "The Trust reimburses the Doctor's professional subscriptions to the Royal College of Physicians."],
  ['member_dues membership_dues', "The Clinic pays the Physician's membership fees for the state medical association."],
  // Promotion as a step up, not as publicity; admission as an owner is a partnership track.
  ['-promo_opp -prof_growth_career_adv_opp', "The Physician shall not advertise or appear in any social media promotion of the Clinic's services without consent."],
  ['promo_opp prof_growth_career_adv_opp', 'The Physician will be eligible for promotion to Senior Consultant after three years.'],
  // -- wordings the older rules had not seen
  // Support staff named by abbreviation, in capitals.
  ['ancillary_staff', 'Staffing: two MAs and one RN provided by the Practice.'],
  ['-ancillary_staff', 'Physician shall supervise the RN and the MA on each shift.'],
  ['-ancillary_staff', 'Notices go to 10 Main St, Boston, MA 02115, as provided above.'],
  // Board fees in a list of fees paid.
  ['board_cert_exp med_license_exp dea_license_exp', 'License, DEA and board fees are reimbursed by the Hospital.'],
  ['-board_cert_exp', "Board fees are the Physician's own responsibility."],
  // -- an executive's office help: a secretary, an assistant, clerical support, a staff of his own
  ["ancillary_staff", "The Bank shall furnish the Chief Operating Officer with a private secretary."],
  ["ancillary_staff", "Harbor Point will provide the Officer with a corner office and an administrative assistant."],
  ["ancillary_staff", "The Executive shall continue to enjoy the same office space and clerical support that he has today."],
  ["ancillary_staff", "The Director shall have a staff of two analysts, who will be employees of Bluewater."],
  ["ancillary_staff", "For one year Tamsin Corp will make available part-time secretarial help and a shared office."],
  ["-ancillary_staff", "Ms. Rivera will act as Chief Financial Officer, Treasurer and Secretary of the Company."],
  ["-ancillary_staff", "Mr. Chen shall serve as Assistant Secretary of the Board and provide minutes of its meetings."],
  // -- dues of two kinds sharing the noun, paid by continuing payment
  ["member_dues", "After a merger the Officer is to receive continued payment of his professional and organizational dues at the prior level."],
  ["-member_dues", "The Executive shall pay his own professional and organizational dues."],
  // Round 13: the expenses he "incurred or paid" are those the employer pays back; paying them himself still denies.
  ["member_dues", "Ridgeway will repay the Officer for business costs incurred or paid by the Officer, among them the yearly membership dues of the county bar association."],
  ["member_dues", "Outlays incurred and paid by the Executive, such as the annual dues of the state medical society, will be reimbursed by Harbor Point within thirty days."],
  ["-member_dues", "Bar association membership dues shall be paid by the Executive and are not reimbursable."],
];

describe('workplace support: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('workplace support flags', () => {
  it('tells licence fees paid from a licence required', () => {
    const t = trueIn(
      'The Corporation shall reimburse Physician for the cost of renewing Physician\'s state medical license and DEA registration, and for the fees of the American Board of Internal Medicine maintenance of certification program. The Corporation shall pay Physician\'s dues to the state medical society.',
    );
    for (const f of ['med_license_exp', 'dea_license_exp', 'board_cert_exp', 'member_dues']) expect(t.has(SUP + f), f).toBe(true);
    expect(t.has('legalContractualProvisions.credentialingHospitalPrivileges.membership_dues')).toBe(true);
  });

  it('does not take fees the physician bears', () => {
    const t = trueIn('All fees for Physician\'s medical licenses and DEA registrations shall be borne by Physician. Board recertification fees shall be the responsibility of Physician.');
    for (const f of ['med_license_exp', 'dea_license_exp', 'board_cert_exp']) expect(t.has(SUP + f), f).toBe(false);
  });

  it('needs a medical director role held by the physician', () => {
    expect(trueIn('Physician shall report to the Medical Director of the Emergency Department.').has(SUP + 'med_director')).toBe(false);
    const t = trueIn('Physician shall serve as Medical Director of the Wound Care Center and receive a stipend of $2,000 per month.');
    expect(t.has(SUP + 'med_director')).toBe(true);
    expect(t.has('legalContractualProvisions.reportingStructureSupervision.leader_opp')).toBe(true);
  });

  it('finds support staff, promotion wording and outreach', () => {
    const t = trueIn(
      'The Practice shall furnish two medical assistants and a scribe to support Physician. Physician shall be eligible for promotion to Senior Attending after three years. Physician shall take part in the Practice\'s community outreach events.',
    );
    for (const f of ['ancillary_staff', 'promo_opp', 'comm_outreach']) expect(t.has(SUP + f), f).toBe(true);
  });

  it('does not read a partnership track alone as a promotion', () => {
    expect(trueIn('Partnership Track. After two years Physician shall be eligible for consideration for partnership.').has(SUP + 'promo_opp')).toBe(false);
  });
});
