// Miscellaneous provisions (legalContractualProvisions.miscellaneousProvisions.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { MISC, valueOf } from './fields-helpers.js';
import { CRED, INS, NC, OWN, RET, SUP, WEL, expectFlags, trueIn } from './flags-helpers.js';

const LAW = `${MISC}governing_law`;
const VENUE = `${MISC}jurisdiction`;

const M = 'legalContractualProvisions.miscellaneousProvisions.';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // Round 28: an amendment recited as allowed by a named section, or the section recited with its rule or by its caption;
  // a change barred save in writing, or barred orally with the verb inside a list or as an oral agreement.
  ["amendment_clause", "Whereas this Second Amendment is authorised under Section 9 of the Service Agreement;"],
  ["amendment_clause", "This letter records a modification (as authorised by and provided for in clause 12 of the Service Agreement) to the Service Agreement."],
  ["-amendment_clause", "This letter records a change to the Service Agreement on the terms below, which both of us now accept."],
  ["amendment_clause", "Clause 9 of the Service Agreement provides that the Service Agreement may be changed only with both sides' written consent."],
  ["amendment_clause", "Whereas Section 20 of the Service Agreement states that no variation, change or modification of its terms may be made except in a writing the Trust and the Fellow sign;"],
  ["-amendment_clause", "Section 20 of the Service Agreement states that the Fellow shall work four days a week at the Trust."],
  ["amendment_clause", "Acting under Section 9 of the Service Agreement of June 2030 (the \"Agreement\") headed \"Amendments and Waivers,\" the parties change the Agreement by this letter."],
  ["-amendment_clause", "Acting under Section 9 of the Service Agreement headed \"Duties,\" the Fellow shall report to the Dean."],
  ["amendment_clause", "No variation or amendment may be made except by a writing that both sides sign."],
  ["-amendment_clause", "No variation in the Fellow's rota may be made except after a meeting with the Dean."],
  ["amendment_clause", "This letter may not be released, altered, waived or ended orally or by conduct, but only by a signed paper."],
  ["amendment_clause", "This letter shall not be varied or amended by oral agreement, only by a writing signed by the Dean and the Fellow."],
  ["-amendment_clause", "The Fellow's duties shall not be varied by the rota committee without the Dean's approval."],
  // Round 28: earlier dealings set aside as a class in other words: "all other" agreements with a second verb, things
  // discussed before with no noun, earlier talks "hereby superseded", the letter as the entire set of arrangements.
  ["entire_agreement", "Save as stated here, the Officer and the Bank agree that this letter supersedes and ends any other pay and service agreements between them, and the Officer shall not share in those plans."],
  ["-entire_agreement", "This letter does not supersede any other pay agreements between the Officer and the Bank."],
  ["entire_agreement", "The points set out in this offer supersede anything we discussed before."],
  ["-entire_agreement", "The points set out in this offer follow what we discussed before."],
  ["entire_agreement", "All earlier talks and understandings on this subject, spoken or written, are hereby superseded and void."],
  ["-entire_agreement", "All earlier talks on this subject are recorded in the minutes kept by the Dean."],
  ["entire_agreement", "Please sign to confirm that this letter is the entire set of arrangements made for your departure and your pension."],
  ["-entire_agreement", "Please sign to confirm that you have read the entire set of pension rules."],
  // Round 28: a release made in the document by the giver "for" himself under his title, or with "absolutely".
  ["liability", "For this payment the Officer, for the Officer and the Officer's heirs and assigns, forever releases the Bank from any and all claims about his service."],
  ["liability", "In return for these sums, the Officer does hereby fully, irrevocably and absolutely release and discharge the Bank and its officers."],
  ["-liability", "For this payment the Officer, for the Officer and the Officer's heirs, shall sign the release form in Exhibit A."],
  // Round 27: the amending verbs listed with commas; an amended and restated agreement that is one of several side
  // agreements signed at the same time, or a shareholder rights agreement, is another document.
  ["contract_amendments", "This Agreement amends, restates and replaces the Physician Services Agreement between Dr. Lee and the Clinic dated March 3, 2019 in its entirety."],
  ["-contract_amendments", "This Agreement replaces the Physician Services Agreement between Dr. Lee and the Clinic dated March 3, 2019 in its entirety."],
  ["-contract_amendments", "The parties note that they are also now entering into a Lease of the Suite, an Amended and Restated Referral Fee Agreement and a Mutual Release."],
  ["-contract_amendments", "Words such as Acquiring Person carry the sense set out in the parent group's Amended and Restated Rights Agreement with its rights agent."],
  // Round 26: benefits left to company plans and policies alone; an incorporation a summary reports in the past tense;
  // a change in the law carved out of a trigger; a release form kept in step with the law.
  ["-appendix_docs", "Her right to any further pay or benefits shall be determined under the Trust's benefit plans, programmes and policies then in force."],
  ["appendix_docs", "All remaining terms and benefits of his post will be governed by the Trust's staff policies and by the terms settled in his service contract of May 2019."],
  ["-appendix_docs", "Under the new contract his earlier letter was ended, save for the grant terms of that letter, which were incorporated by reference into the new contract."],
  ["appendix_docs", "The grant terms of her earlier letter are incorporated herein by reference and form part of this contract."],
  ["unforeseen_circumstances", "\"Good Reason\" means (a) any cut in his pay, or (b) the end of his part in a benefit plan of the Trust, unless the plan ends because of changes in law affecting all members."],
  ["unforeseen_circumstances", "No cut in her benefits is a Constructive Discharge if the cut results from a change in legal requirements that the Trust cannot offset at fair cost."],
  ["-unforeseen_circumstances", "\"Good Reason\" means (a) any cut in his pay, or (b) the end of his part in a benefit plan of the Trust, unless the plan ends for all members alike."],
  ["-unforeseen_circumstances", "No cut in her benefits is a Constructive Discharge if the cut is one that applicable law requires."],
  ["unforeseen_circumstances", "He must first sign a release in the form set out in Exhibit B, as that form is revised from time to time to reflect legal requirements."],
  ["unforeseen_circumstances", "He must first sign a release in the form set out in Exhibit B, adjusted by the Trust as needed to follow later changes in law."],
  ["-unforeseen_circumstances", "He must first sign a release in the form set out in Exhibit B, as that form is revised from time to time by the Trust."],
  ["unforeseen_circumstances", "Should any statute bar the Trust from keeping up his medical cover, the Trust shall pay him the cost of similar cover in lieu thereof."],
  ["-unforeseen_circumstances", "Should any statute bar the Trust from keeping up his medical cover, the Trust may end that cover at once."],
  // Round 25: an amendment's title run on after the filing's exhibit number; indemnity only named (a surviving section
  // of another agreement, the banking rule's term, a tax gross-up in hold-harmless words, a release's generic
  // carve-out, an amended agreement's name); cover under a director and officer policy; copies still to be sent;
  // held options counted out as vesting now, and held equity recited.
  ["contract_amendments", "EXHIBIT 10.3\nThird Amendment to Consulting Agreement\nTHIS AGREEMENT is made on 4 May between the Trust and Dr. Lee."],
  ["-contract_amendments", "Exhibit 10.2\nAmendment to Loan and Security Agreement\nThis agreement is made on 4 May between the Trust and its lender."],
  ["contract_amendments", "On the Release Date the Officer shall receive accelerated vesting of his 12,500 share options with the Trust."],
  ["contract_amendments", "(c) Accelerated vesting - you presently hold 8,000 unvested options, and all of them vest on the date you sign."],
  ["-contract_amendments", "Upon a Change in Control, the Officer shall receive full vesting of his 12,500 share options with the Trust."],
  ["-contract_amendments", "In the event his employment ends without Cause, he shall receive accelerated vesting of his 12,500 share options."],
  // A document about leaving that itself vests or extends the awards he holds amends their agreements; vesting that waits
  // on a later ending, or an employment agreement's vesting schedule, amends nothing.
  ["contract_amendments", "SEPARATION AGREEMENT\nThe Officer's employment with the Bank ends on June 1.\nAs of the leaving date the Officer shall be fully vested in his 2019 share option grant."],
  ["contract_amendments", "SEPARATION AGREEMENT\nThe Officer's employment with the Bank ends on June 1.\nThe Bank shall extend the exercise period of each vested option he holds to the end of next year."],
  ["-contract_amendments", "SEVERANCE AGREEMENT\nThe Bank values the Officer's service.\nIf the Bank ends the employment without Cause, the Officer shall be fully vested in his 2019 share option grant."],
  ["-contract_amendments", "SERVICE AGREEMENT\nThe Officer is hired as treasurer of the Bank.\nThe Officer shall be fully vested in each share option grant after four years of service."],
  // A release made by signing a document about leaving, promised or in the present tense without "hereby"; one promised
  // for a later day, given only as a condition of the severance, or written into an employment agreement is still to be given.
  ["liability", "SEPARATION AGREEMENT\nYou agree, for yourself and your heirs, to release the Trust and its officers from any claims arising before you sign this letter."],
  ["liability", "SEPARATION AGREEMENT\nThe Officer voluntarily and knowingly releases and discharges the Trust and its staff of and from all claims he holds."],
  ["-liability", "SEPARATION AGREEMENT\nThe Officer agrees, upon his leaving date, to release the Trust from all claims by signing the form in Exhibit B."],
  ["-liability", "SEPARATION AGREEMENT\nAs a condition of the severance, the Officer knowingly and voluntarily releases the Trust from all claims."],
  ["-liability", "SERVICE AGREEMENT\nOn any later ending of his service, the Officer voluntarily and knowingly releases and discharges the Trust, its board and its staff of and from all claims."],
  // A waiver of pay named by its time.
  ["liability", "The Officer hereby agrees to waive any right to any future bonus under the old plan."],
  ["-liability", "The Officer may waive the bonus plan's deferral election each year."],
  ["-indemnification", "Sections 7 (Confidentiality) and 12 (Indemnification) of the Service Agreement survive its termination, and both sides reaffirm them."],
  ["indemnification", "The Trust shall indemnify the Officer for claims arising from his service, and this Section 12 survives the end of his employment."],
  ["-indemnification", "No sum is payable under this section to the extent it is a prohibited indemnification payment under the federal banking rules."],
  ["-indemnification", "The Trust shall pay a further bonus to hold the Officer harmless from the adverse effects of any excise tax on these sums."],
  ["indemnification", "The Trust shall hold the Officer harmless from any claim brought against him by a patient of the clinic."],
  ["-indemnification", "He releases all claims against the Trust, other than claims covered by any indemnification arrangement of the Trust."],
  ["-indemnification", "The Trust has no obligation at all to pay these taxes or to otherwise indemnify or hold the Officer harmless from them."],
  ["-indemnification", "This Amendment No. 3 to the Service and Indemnification Agreement dated as of June 1, 2019 is made between the Trust and its Treasurer."],
  ["indemnification", "Nothing here ends his continued coverage under the Trust's director and officer insurance policy for claims about his tenure."],
  ["appendix_docs", "The form of general release is attached hereto as Exhibit B."],
  ["-appendix_docs", "If a subpoena arrives, copies of the letters must be included with the notice you send to the Trust."],
  ["appendix_docs", "Copies of both retirement plans are included with this letter."],
  ["-ownership_equity_opp", "By the leaving date, the Officer had been granted by the Trust a total of 40,000 options to buy its shares."],
  ["-ownership_equity_opp", "Under his service agreement the Officer received option grants with set vesting dates."],
  ["-ownership_equity_opp", "In place of all his rights to vesting under the share option grants, he shall be one hundred percent (100%) vested in all his option grants."],
  ["-ownership_equity_opp", "Once he has left, he stays entitled to his rights to exercise his previously granted options for two years."],
  ["-ownership_equity_opp", "Nothing in this letter limits his ownership rights in the shares of the Trust that he owns."],
  ["-ownership_equity_opp", "All entitlement to restricted shares from the share awards heretofore made to her shall end on the transfer."],
  ["ownership_equity_opp", "The Trust shall grant the Officer 10,000 options to purchase its shares at the market price."],
  ["ownership_equity_opp", "In addition to the options he received last year, the Officer shall be granted 5,000 options to purchase shares."],
  // Round 23: indemnification named as a conduct standard, kept back from a release, or in an amended agreement's name.
  ["-indemnification", "No act is Cause if the Officer meets the standard of conduct required for indemnification under the Trust's by-laws."],
  ["-indemnification", "Her rights under any indemnity agreements with the Trust are not hereby released."],
  ["-indemnification", "This Third Amendment to the Service and Indemnification Agreement is made between the Trust and its Treasurer."],
  ["indemnification", "The Trust shall indemnify the Officer against all claims arising from his service as an officer."],
  // Round 21: appendices numbered in Roman figures, plans known by their initials, a dashed filing label, a pay cut
  // agreed to found no good-reason exit, and an amendment's reservation or a removal right that waive no breach.
  ["appendix_docs", "Clause 4(b) of Annex II to the Service Contract is amended to read as set out below."],
  ["appendix_docs", "A Sale Event (as defined in the MSIP) shall vest all units at once."],
  ["-appendix_docs", "Payroll runs twice a month; the Schedule I drug list is kept by the pharmacy in the locked room."],
  ["-appendix_docs", "EXHIBIT 10(c-3)\n\nFIRST AMENDMENT TO SERVICE CONTRACT OF THE TREASURER\n\nThe Trust and its Treasurer change her bonus."],
  ["liability", "The Bank and the Officer agree that the lower salary fixed by this letter shall not give rise to any right of the Officer to resign for Good Reason."],
  ["liability", "Both sides agree that (1) the move to the new branch is Good Reason until May, and (2) the move shall not be grounds for the Officer's resignation for Good Reason after May."],
  ["-liability", "A cut in pay applied to all senior staff alike shall not constitute Good Reason."],
  ["-waiver_breach_clause", "The Trust and the Officer agree that this Second Amendment is confined to its terms and is not a waiver of any other part of the Service Contract."],
  ["-waiver_breach_clause", "Nothing in this section operates as a waiver of a party's right of removal to a federal court."],
  ["waiver_breach_clause", "No failure to enforce any term of this Amendment shall operate as a waiver of that term."],
  // Round 20: events agreed in advance to found no change-of-control claim, plan cuts accepted at once, and letters
  // that change an officer's earlier agreement or record his promotion on new terms.
  ["liability", "None of the following shall be deemed to constitute a Change in Control under the Service Agreement: the sale of the debt, the new board, or the share swap."],
  ["liability", "Whatever the plan says about when changes adverse to participants may apply, the Officer agrees that these plan amendments apply to him from today."],
  ["-liability", "If the plan is changed in a way adverse to the Officer, he keeps the benefits he would have had without the change."],
  ["contract_amendments", "Should the Bank end your employment, your option grant agreement shall be amended to provide a two-year exercise window."],
  ["contract_amendments -promo_opp", "I am glad to tell you that the Board has approved your promotion to Vice President of Sales, at a new salary of $210,000."],
  ["-contract_amendments", "If any term is found invalid, this Agreement shall be amended to the extent needed to make it valid."],
  // Round 24: a plan's or an earlier agreement's restated title beside this agreement named only in passing.
  ["-contract_amendments", "For this agreement, Good Reason has the meaning it has in the Trust's Long-Term Share Plan, as Amended and Restated."],
  ["-contract_amendments", "Her rights under the Amended and Restated Officers Savings Plan are not affected by this Agreement."],
  ["-contract_amendments", "WHEREAS, the Officer is employed as the Trust's President under an Amended and Restated Service Agreement signed in 2012;"],
  ["contract_amendments", "This letter sets out the revised terms of your service agreement with the Trust, which stays in force otherwise."],
  ["contract_amendments", "This Agreement amends and restates the Service Agreement of 2012 in full."],
  // Round 18: claims given up by acknowledgement, a tax cost the employer need not make up, a capped remedy.
  ["liability", "The Fellow confirms that she has been paid in full all salary owed to her up to the signing date."],
  ["liability", "Both parties represent that the other side has kept every duty owed so far and is not in breach of the Service Agreement."],
  ["liability", "The Officer understands that these tax-driven changes could lead to the reduction or elimination of pay promised under his plans."],
  ["liability", "The lump sum counts as liquidated damages for the early end of the term and is the Doctor's sole and exclusive remedy for it."],
  ["liability", "Nothing in this letter shall be read to oblige the Clinic to make any payments to compensate the Fellow for extra income tax."],
  ["liability", "The Officer understands, acknowledges and agrees to waive all rights to receive a further bonus from the old plan."],
  ["-liability", "The Fellow confirms that she has been given a copy of the staff handbook."],
  ["-liability", "The Officer shall be paid the severance sum, which is his sole remedy for a termination without cause."],
  ["-liability", "The Doctor represents that she is not in breach of any agreement with a former employer."],
  // Round 17: a section named over the changes it makes, a duty to bargain a fix for new tax rules, the amendment's own
  // operative words with a date before "as follows", the signature block's date line, a term borrowed from a dated deal.
  ["amendment_clause", "Acting under Section 12(c) of the Stock Purchase Agreement:\\n(a) Clause 5 of the Stock Purchase Agreement is hereby amended to read in full:"],
  ["amendment_clause", "Should the Treasury publish new rulings on deferred pay, the two parties shall confer and negotiate in good faith to adjust the Agreement where needed."],
  ["-amendment_clause", "The two parties therefore agree that the Service Agreement shall be amended with effect from the first of June as follows:"],
  ["-amendment_clause", "By this document the parties agree to modify the Service Agreement effective March 3rd, 2031 as follows:"],
  ["-amendment_clause", "The parties have signed this Second Amendment to the Agreement on the day first written above."],
  ["appendix_docs", "A \"Sale Event\" shall have the same meaning that is given to that term in the warrant agreement between the Bank and the Officer dated June 2029."],
  // Round 16: amendment rules recited or kept for later, D&O cover, notices among all other communications.
  ["amendment_clause", "By Section 11 of the Service Agreement, that agreement may be changed upon the signing of a written document by both sides."],
  ["amendment_clause", "This Section 2 may be varied from time to time in a signed memorandum of the Bank and the Officer."],
  ["amendment_clause", "Whereas Section 14 of the Agreement permits the Bank and the Officer to modify the Agreement by a signed writing."],
  ["amendment_clause", "This Amendment is made pursuant to Section 14 of the Service Agreement and takes effect on signing."],
  ["amendment_clause", "Each side will sign, deliver and amend any further documents reasonably needed to carry out this letter."],
  ["amendment_clause", "Should later tax guidance reach this letter, the Agreement will be run and amended to ensure it stays exempt."],
  ["amendment_clause", "No amendment of this Agreement may speed up or delay any payment owed under Section 6."],
  ["amendment_clause", "All other terms stay in force save as changed in later amendments bearing the signatures of both parties."],
  ["-amendment_clause", "Clause 3 of this Agreement shall be amended to read in full: the salary is $90,000 a year."],
  ["indemnification", "The Bank will keep the Officer insured under its directors' and officers' liability insurance on the same terms as its other officers."],
  ["indemnification", "The Clinic shall maintain D&O coverage for the Doctor while she serves on its board."],
  ["-indemnification", "The Clinic carries no D&O coverage and will not obtain any for the Doctor."],
  ["notice_communication", "Notices, consents and all other communications under this letter shall be in writing and sent by courier."],
  ["notice_communication", "3. The addresses given in the notices clause of Section 9.2 of the Agreement for both parties are hereby amended as follows:"],
  // -- phrasings of contract language written for the tests
  ["amendment_clause", "No oral change to this Agreement is valid; it may be changed only by a written instrument that both the Company and the Officer sign."],
  ["amendment_clause", "No change to this Agreement shall be binding upon a party against whom its enforcement is later sought unless it is set out in a writing signed by both."],
  ["amendment_clause", "The two parties may amend the labour contract through mutual consultation when the law on which it rests changes."],
  // The writing as subject; amendments approved by both; a slip that keeps the sense; one term's writing rule is none.
  ["amendment_clause", "Nothing but an instrument in writing that both of us sign can modify this letter."],
  ["amendment_clause", "Only a signed memorandum from the Clinic and the Fellow may vary the contract."],
  ["amendment_clause", "Should the Clinic wish to change the terms, any amendments take effect once approved by both parties and annexed."],
  ["amendment_clause", "These terms bind our heirs and may not only be modified in a writing signed by the Fellow and the Clinic."],
  ["-amendment_clause", "Your post at the Clinic stays on an at-will basis, and that basis may be altered only by a writing the Dean signs."],
  ["-amendment_clause", "The Clinic keeps an instrument in writing that lists the staff rota."],
  ["amendment_clause", "Pursuant to Section 14, Amendments; Waivers, of the Agreement, the parties extend the term by two years."],
  ["-amendment_clause", "Pursuant to Section 14, Notices, of the Agreement, the Executive gave notice of resignation."],
  ["amendment_clause", "It sets out the whole bargain and cannot be varied or amended except in a writing that the Registrar signs."],
  ["-amendment_clause", "The Registrar cannot be amended as a party."],
  // A later change laid on a party as a duty, or consented to in advance; not this amendment recited or a self-reforming term.
  ["amendment_clause", "If a payment would breach the tax rule, the Employer shall amend the contract so that the same value reaches the Fellow."],
  ["amendment_clause", "Should the Fellow so notify the Clinic, the parties shall, in good faith, reform that term to meet the rule."],
  ["amendment_clause", "The Fellow consents to the Clinic making any unilateral amendments in writing to this Agreement needed for tax compliance."],
  ["amendment_clause", "Each side will take every step the tax rules call for, including adopting amendments to this Agreement."],
  ["-amendment_clause", "WHEREAS, the Fellow and the Clinic will sign such amendment upon the terms set out in this paper."],
  ["-amendment_clause", "The Clinic and the Fellow wish to make amendments to the Agreement as set out in this document."],
  ["-amendment_clause", "Any term that breaks the tax rule shall be deemed reformed to the least extent needed."],
  // The employer's tax burden disclaimed in other verbs; the employee's release naming whom it frees.
  ["liability", "Even so, the Clinic shall not be required to take on any economic burden arising from the tax rules of section 409A."],
  ["liability", "The parties record that the Clinic is not liable to the Fellow in the event a payment draws extra tax under section 409A."],
  ["liability", "For the sums paid here, the Fellow hereby waives, releases and discharges the Clinic and each of its officers."],
  ["liability", "In return the Fellow hereby releases and forever discharges the persons named in item 6 below."],
  ["-liability", "The Fellow shall not be required to assume the cost of the practice's malpractice tail."],
  // The employee accepting inside the document that it founds no claim, or waiving the claim in other forms; a rule for
  // a later termination, or an event said to be no good reason, waives nothing.
  ["liability", "The Fellow agrees and accepts that this modification shall not provide any ground for severance under item 7 of the contract."],
  ["liability", "You confirm that nothing contained in this renewal letter constitutes good reason for you to resign."],
  ["liability", "The Officer acknowledges that she will not be entitled to any further retention payment once the sale closes."],
  ["liability", "I confirm that there is no further pay or benefit of any kind that is owed to me by the Trust."],
  ["liability", "By signing I waive for all time my right, if any, to (a) claim that this change by the Trust breached my service contract."],
  ["liability", "The Fellow earned no award for those years and nevertheless is waiving any possible claim to an annual bonus for them."],
  ["-liability", "If the Clinic ends the post without cause, the Fellow is not entitled to any other severance pay."],
  ["-liability", "The Clinic and the Fellow agree that moving the Fellow to part-time hours shall not constitute good reason."],
  ["-liability", "The parties agree that this Agreement does not create a partnership or joint venture between them."],
  ["-liability", "By signing the release the Fellow is waiving all rights under the state statute on unknown claims."],
  ["entire_agreement", "This Third Amendment is the full and total understanding of the two sides on its subject."],
  ["-entire_agreement", "Her total contract value for the year is set out in item 4."],
  ["entire_agreement", "I confirm that the sum paid for giving up these rights does not include any side promises or undertakings by the Trust."],
  ["entire_agreement", "You acknowledge that no assurances about later promotion have been given to you by the Clinic."],
  ["-entire_agreement", "The Clinic and the Fellow agree that any benefit under this contract or any other plan shall be paid in cash."],
  ["-liability", "As a condition of the severance, the Fellow will sign a form by which he hereby releases the Clinic from claims."],
  ["-liability", "The Executive alone is not liable to the Clinic in the event the tax office audits him."],
  ["-appendix_docs", "Exhibit 27\n\nFINANCIAL DATA SCHEDULE"],
  ["-appendix_docs", "Exhibit 10(iii) (C)\n\nSERVICE AGREEMENT\n\nThis Agreement is made between the Cooperative and its Manager."],
  ["-appendix_docs", "EXHIBIT 10(ii)(A)\n\nThe Trust hires Ms. Abara as its treasurer on the terms below."],
  ["-appendix_docs", "EXHIBIT 10.(f)\n\nSECOND AMENDMENT TO SERVICE AGREEMENT\n\nThe Trust and Ms. Abara change her pay as set out below."],
  ["-appendix_docs", "Exhibit 10(bk)\n\nThe Cooperative keeps its Manager on for two more years."],
  ["-appendix_docs", "Exhibit 10\n\nEMPLOYMENT AGREEMENT\n\nThis Agreement is made between the Company and the Executive."],
  ["-mediation_clause", "Each party shall pay its own attorneys' fees and other costs, including the fees of the mediator, the arbitrator and the court reporter."],
  ["appendix_docs", "See the Compensation Addendum attached to this Agreement."],
  // A filing's own label with a company whose name ends in "Incorporated" attaches nothing.
  ["-appendix_docs", "Exhibit 10.4 Employment Agreement between Lakeview Tools Incorporated and Dana Frey (\"Employee\")."],
  ["-appendix_docs", "Exhibit 10.02 Offer Letter: Orbital Pumps Incorporated (\"Company\") and Lee Tran agree as follows."],
  // Another agreement made part of the deal beside this one, a copy annexed, an attachment to the letter.
  ["appendix_docs", "This letter, together with the invention assignment agreement you will sign, sets out the full terms of your employment."],
  // A defined term borrowed from another named document makes that document part of this one; the amended agreement does not.
  ["appendix_docs", "Her new role begins at the Closing (as defined in the Asset Purchase Agreement) and ends a year later."],
  ["appendix_docs", "For this letter, Good Reason has the meaning given in the Company's Officer Severance Policy."],
  ["appendix_docs", "A Qualified Holder (as such term is defined in the Voting Trust Agreement) may not acquire more shares."],
  ["-appendix_docs", "Capitalised words not explained in this letter carry the sense the Employment Agreement gives them."],
  ["-appendix_docs", "A Change in Control (as defined in the Original Agreement) shall also include a sale of the clinic."],
  ["-appendix_docs", "The severance is paid as defined in this Agreement."],
  ["-appendix_docs", "Her stock units vest as defined in the agreement between the parties."],
  // The borrowed terms may be "ascribed to them" or come from the employee's own award papers; a plan's are left out.
  ["appendix_docs", "The words Topping Bid and Break Fee bear the meanings ascribed to them in the Combination Agreement."],
  ["appendix_docs", "Fair Value is fixed on that day (as defined in her Unit Award Agreements under the LTIP)."],
  ["-appendix_docs", "Words with capitals that this letter leaves undefined carry the meanings ascribed to them in the Agreement."],
  ["-appendix_docs", "A Disability (as defined in the plan) ends the payments."],
  // ADJUDICATION.md, thirteenth round second part, point 2 (a term given its meaning by a separate named plan).
  ["appendix_docs", "A Sale Event (as such term is defined in the Group's 2030 Equity Plan) speeds up the vesting."],
  // A term of this document given the meaning it has in a separate named plan or agreement (ADJUDICATION.md, thirteenth
  // round second part, point 2; fourteenth round, points 1, 2 and 4), however the borrowing is worded.
  ["appendix_docs", "Any Liquidity Event (as that term is defined in the Harbor Labs 2031 Equity Incentive Plan) speeds up her units."],
  ["appendix_docs", "For this letter, Change of Control has the meaning assigned to that term in the Company's Executive Retention Plan."],
  ["appendix_docs", "He may resign within a year of a Sale (defined as it is for the purposes of the Nordwind, Inc. 2029 Share Plan)."],
  ["appendix_docs", "The Company may end the employment on her Incapacity (as determined under the Group Disability Plan)."],
  ["appendix_docs", "Your title will be senior director as defined in the Company's Severance and Change in Control Agreement."],
  ["appendix_docs", "Words used here with capitals have the meanings given to them in Section 2 of the Westbrook Long-Term Incentive Plan."],
  ["appendix_docs", "Payment falls due on the escrow release under Section 3(a) of that certain Holdback Agreement dated March 2 among the parties (the \"Payment Date\")."],
  // The converse: the agreement amended, a generic plan, a bonus's goals, by-laws, a grant under a plan.
  ["-appendix_docs", "Capitalised words not defined in this Amendment have the meanings given to them in the Agreement."],
  ["-appendix_docs", "The notice period as defined in Section 4 of the Employment Agreement is extended to six months."],
  ["-appendix_docs", "A Disability (as determined under the plan) ends the payments."],
  ["-appendix_docs", "The bonus depends on meeting targets as defined in the Harbor Annual Bonus Plan."],
  ["-appendix_docs", "A quorum (as defined in the By-laws of the Company) must approve her removal."],
  ["-appendix_docs", "Her options are granted under the Harbor Labs 2031 Equity Incentive Plan and are subject to its terms."],
  // Named handbooks, codes and manuals the employee keeps to are not attached or incorporated (thirteenth round second
  // part, point 1); made part of the agreement, they are.
  ["-appendix_docs", "The employee must observe the Company's Code of Business Conduct and its Staff Handbook as amended from time to time."],
  ["-appendix_docs", "Your paid leave follows the Personnel Manual of the Clinic."],
  ["-appendix_docs", "The Fellow agrees to be bound by the terms of the Lodge's drug-free workplace policy."],
  ["appendix_docs", "The Lodge's staff handbook is incorporated herein and made part of this Agreement."],
  // Enclosed after the thing's name; an agreement a report files with itself.
  ["appendix_docs", "You will receive the benefits listed in the staff benefits booklet enclosed."],
  ["appendix_docs", "The summary above is qualified by the full text of the service agreement, filed herewith as Exhibit 10.1."],
  ["-appendix_docs", "This letter constitutes the entire understanding between you and the Company."],
  ["-appendix_docs", "This Second Amendment, read together with the Employment Agreement, contains the whole bargain of the two sides."],
  ["appendix_docs", "WHEREAS, the parties signed a services agreement, a copy of which is annexed hereto."],
  ["appendix_docs", "The permitted documents are listed on the attachment to this offer letter."],
  ["appendix_docs", "Before your first day, please sign the enclosed employee confidential information and invention assignment agreement."],
  ["appendix_docs", "Save as amended here, the Service Agreement continues in force and its definitions are incorporated in this supplemental agreement by reference."],
  // ADJUDICATION.md, fourteenth round, opening (the agreement the document works on is no separate document) and thirteenth round, point 3 (only referred to).
  ["-appendix_docs", "Dear Ms. Kay: Reference is hereby made to that certain Retention Agreement (the \"Agreement\") dated May 3 between you and the Bank."],
  ["appendix_docs", "Before your first day you will sign the Clinic's standard staff covenant (copy enclosed)."],
  ["appendix_docs", "Please read the travel policy (a copy of which is included for your reference) and keep it on file."],
  ["appendix_docs", "Copies of both the bonus plan and the option grant are enclosed with this letter."],
  // Enclosures named by what the letter hands over, or announced in its own words.
  ["appendix_docs", "To accept, fill in the enclosed onboarding application and mail it back to Mr. Tervo by Friday."],
  ["appendix_docs", "Please read the enclosed notice about continuing your dental cover after your last day."],
  ["appendix_docs", "Enclosed you will find the forms and guides we prepared to help you through the handover."],
  ["-appendix_docs", "Your office in the east wing has an enclosed balcony and a private entrance."],
  // The terms left out sent to other documents that govern them; not an amendment's ratification.
  ["appendix_docs", "All other terms and benefits of your post shall be governed by the staff policies of the Trust and by your service contract of March 2015."],
  ["-appendix_docs", "Except as amended hereby, all other terms of the Service Agreement shall be governed by its original text and remain in force."],
  ["-appendix_docs", "All other terms and conditions of the Service Agreement remain in full force and effect."],
  // A list of verbs before the writing the change needs.
  ["amendment_clause", "This contract may be varied, extended, altered or rescinded only by a paper signed by the party it is to bind."],
  // Relying on nothing outside the document is an integration clause.
  ["entire_agreement", "In signing, the Consultant is not relying on any statements or assurances that are not set out in this letter."],
  ["entire_agreement", "Dr. Hallam has not relied on any promise other than those contained in this Agreement."],
  ["-entire_agreement", "The Clinic is relying on the Doctor's statement that her licence is in good standing."],
  ["appendix_docs", "With best wishes,\n\nMarta Lindqvist\nHead of People\n\nEnclosures:  Benefits overview and holiday calendar"],
  ["-appendix_docs", "Keep a copy of this letter for your files and return the signed original to Ms. Okafor."],
  ["-appendix_docs", "The attachment of the wage by a creditor is governed by statute."],
  ["appendix_docs", "The duties set forth in Appendix 1 are incorporated herein."],
  ["contract_amendments", "This Amendment No. 2 modifies the Physician Employment Agreement dated July 1, 2020."],
  ["contract_amendments", "The parties agree that Section 4.1 of the Agreement is hereby amended to read as follows."],
  ["-contract_amendments", "This Agreement may be amended by written agreement of the parties."],
  // A letter opening on the dated agreement it acts on; a reference to a wish to hire names no earlier agreement.
  ["contract_amendments", "Reference is hereby made to the Service Agreement (the \"Agreement\") dated as of March 3, 2029 between the Clinic and you."],
  ["-contract_amendments", "Reference is made to the wish of the Clinic to engage you as its medical director, dated from our talk in May."],
  // Later ordinals, doubled verbs, a dated name, the terms named first, a section changed and set aside.
  ["contract_amendments", "This Sixth Amendment to the Service Agreement of the Medical Director takes effect on signing."],
  ["contract_amendments", "As we discussed, the Trust and you have agreed to modify and extend your May 4, 2029 Service Agreement on these terms."],
  ["contract_amendments", "The Clinic and the Fellow desire to further amend the terms of the Fellowship Agreement."],
  ["contract_amendments", "Section 3 of the Fellowship Agreement (the section headed Duties) is amended and superseded by the text below."],
  ["-contract_amendments", "The Clinic does not wish to extend the Fellowship Agreement past its first term."],
  ["-unforeseen_circumstances", "Our final results could differ from these estimates because of risks and uncertainties, among them changes in government regulations and the loss of key staff."],
  ["unforeseen_circumstances", "If changes in the law make any part of this letter unlawful, the parties shall amend that part in good faith."],
  // An amendment told in a summary; amendments that may come, and an earlier agreement replaced, are none.
  ["contract_amendments", "Last week the Mill signed an addendum to the service agreement it made with Ms. Varga in 2019."],
  ["contract_amendments", "The amendment raises Dr. Lind's yearly pay to $410,000."],
  ["-contract_amendments", "Either party may end the contract if the parties cannot reach agreement on amending it after a major change."],
  ["-contract_amendments", "Should the Clinic propose to amend this contract, the agreed changes shall be annexed to it."],
  ["-contract_amendments", "This offer letter supersedes every earlier arrangement, in particular the amended and restated service agreement of 2015."],
  ["force_majeure", "Force Majeure. Neither party shall be responsible for delays due to natural disasters, pandemics or war."],
  ["unforeseen_circumstances", "If legislation or regulations change so as to make this arrangement unlawful, the parties will amend this Agreement."],
  ["indemnification", "Physician agrees to indemnify Employer for losses arising from Physician's negligence."],
  ["liability", "Employer's liability under this Agreement shall be limited to the compensation paid in the prior six months."],
  ["entire_agreement", "This Agreement constitutes the full and complete understanding of the parties and supersedes any prior agreements."],
  // The whole deal put in the negative, in the passive, or with "superseding".
  ["entire_agreement", "The Fellow accepts that this letter is the whole of the deal and that no other agreement exists between us, spoken or signed, that it does not contain."],
  ["entire_agreement", "Whatever promises were made to you before today are superseded by this letter."],
  ["entire_agreement", "Once you sign, this letter binds us both, superseding in full all earlier offers from the Clinic on these subjects."],
  ["-entire_agreement", "The Clinic may replace any worn equipment in the Fellow's office."],
  ["amendment_clause", "This Agreement shall not be modified except by a written instrument executed by both parties."],
  ["arbitration_clause", "Any controversy shall be submitted to arbitration under the AAA rules."],
  ["-arbitration_clause", "Any dispute shall be litigated in the state courts of Cook County; the parties waive arbitration."],
  ["mediation_clause", "The parties shall first attempt to resolve disputes through mediation."],
  ["arbitration_clause", "Quarrels over this contract are first talked through; if they cannot be resolved that way, they may be submitted to arbitration before the district labour board."],
  ["waiver_breach_clause", "The failure of either party to insist on strict performance shall not be deemed a waiver of any subsequent breach."],
  ["-contract_amendments", "The Director may join the Amended and Restated Harbor Freightways, Inc. 2011 Long-Term Incentive Plan on the usual terms."],
  ["contract_amendments", "This Amended and Restated Service Contract replaces the contract the Director signed in 2015."],
  ["waiver_breach_clause", "A delay by the Lodge in enforcing any term of this contract will not waive that term."],
  ["waiver_breach_clause", "No failure by either side to insist on its rights shall affect the enforceability of these terms."],
  ["-waiver_breach_clause", "A failure to enforce the parking rules is reported to the Warden."],
  // Round 19: an amendment's own reservation that signing it gives up no right is no rule on breaches let pass; the
  // agreement's amendment section recited as the right kept; the writing as the only condition of a change.
  ["-waiver_breach_clause", "Signing and delivering this Second Amendment will not, save as it states, act as a waiver of any right of either side under the Service Contract."],
  ["amendment_clause", "The two sides kept the right to amend the Service Contract under Section 11.4 of it, and now wish to raise the fee."],
  ["-amendment_clause", "The two sides kept the right to be consulted before any change to the clinic rota."],
  ["amendment_clause", "Each term of this deed may be changed or waived if, and only if, the change is set down in writing and signed by both."],
  // Rules still to come from the tax office, with the contract to be run or changed to fit them.
  ["unforeseen_circumstances", "Should later Revenue guidance bring the bonus plan within the deferral rules, the two sides shall run and amend this contract so that it stays outside them."],
  ["unforeseen_circumstances", "If needed to spare both sides a tax penalty, they will revise the contract once the Treasury clarifies its deferral regulations."],
  ["-unforeseen_circumstances", "The Officer will join the savings plan, as amended from time to time, and the Bank will run it under the tax rules now in force."],
  // Named sections of the earlier contract brought in by reference, one titled with a "No".
  ["appendix_docs", "Subject to Section 6.4 of the Service Contract (headed \"No Transfer\"), which terms are incorporated herein by this reference, this deed binds the heirs of both sides."],
  ["-appendix_docs", "Section 6.4 of the Service Contract, which terms are not incorporated herein, is struck out."],
  ["notice_communication communication_methods", "Notices. All notices under these terms must be in writing and are treated as given when mailed, postage prepaid, to the other side."],
  ["notice_communication communication_methods", "Notices. Every notice under this contract shall be in writing and sent first class to the Warden."],
  ["notice_communication contact_info", "Notices. All notices under these terms shall be in writing, addressed to the Fellow at the above-mentioned address or to the Lodge at its head office."],
  ["notice_communication contact_info communication_methods", "Notice. Any notice required by this Agreement shall be sent via certified mail to: Employer, 500 Elm St., Springfield, IL 62701."],
  ["-appendix_docs", "Physician shall follow the Department call schedule."],
  // The employer's handbook or manual made the rule for conduct or benefits, but not as a tie-break or a cause for dismissal.
  // ADJUDICATION.md, thirteenth round second part, point 1 (a named handbook or manual governing conduct is not attached or incorporated).
  ["-appendix_docs", "The doctor shall carry out her work in keeping with the Lodge's rules of conduct and its staff manual."],
  // ADJUDICATION.md, thirteenth round second part, point 1 (benefits left to a handbook).
  ["-appendix_docs", "Sick days and holidays: please refer to the employee handbook for the details of each."],
  ["-appendix_docs", "Where this letter and the staff handbook disagree or are inconsistent, this letter governs."],
  ["-appendix_docs", "Cause includes a serious violation of the rules provided for in the Lodge's employee handbook."],
  ["-contract_amendments", "The Employer may amend its policies from time to time."],
  ["-force_majeure", "Physician shall make up shifts missed for reasons within Physician's control."],
  ["-unforeseen_circumstances", "Physician shall comply with all applicable laws."],
  ["-indemnification", "This Agreement does not contain an indemnification provision."],
  ["-liability", "Physician is liable for Physician's own negligence."],
  ["-entire_agreement", "This Agreement shall be binding on successors."],
  ["-amendment_clause", "The Employer may change the benefit plans at any time."],
  ["-arbitration_clause", "The arbitrator's fees shall be shared."],
  ["-mediation_clause", "The Hospital's medical staff shall mediate scheduling conflicts among physicians."],
  // Mediation named only in a body's name, or as a caption run into the text before the section.
  ["-mediation_clause", "Claims go to binding arbitration in Reno under the rules of the Sierra Arbitration and Mediation Service."],
  ["-mediation_clause", "The fee is payable in one sum. Mediation and Arbitration 1) The doctor may ask the staff union for advice."],
  ["mediation_clause", "The worker may ask the works mediation panel to mediate the quarrel or may apply for arbitration to the county labour arbitration board."],
  ["arbitration_clause", "If the sides cannot settle a quarrel by talks, it can be filed with the district arbitration committee for labour disputes."],
  ["arbitration_clause", "The parties have signed the clinic's mutual agreement to arbitrate in the form attached hereto, which is incorporated herein by reference."],
  ["-arbitration_clause", "The clinic's arbitration agreement form is kept by the records office."],
  ["-waiver_breach_clause", "Physician waives any claim to overtime pay."],
  ["-notice_communication", "Physician shall give the Practice notice of any absence."],
  // Other papers named before the notice; an address pointed to past a number and an aside, or in the opening paragraph.
  ["notice_communication", "Any request, consent or notice under this contract must be in writing and handed to the other party."],
  ["-notice_communication", "Any termination notice given by the Fellow shall take effect after 60 days."],
  ["notice_communication contact_info", "Each notice under this contract shall be in writing and handed over or posted to the addresses as given in this contract."],
  ["-contact_info", "Each notice under this contract shall be in writing and handed to the other side."],
  ["notice_communication contact_info", "Notices. Any notice under this letter shall be in writing and sent to the street address or fax number (where a fax is used) given above."],
  ["notice_communication contact_info", "Notices. Every notice under this contract shall be in writing and mailed to the address of the addressee shown in the opening paragraph."],
  // An office named by what it is, with someone to attend to the notice, gives no address.
  ["notice_communication -contact_info", "Notices. All notices hereunder shall be in writing, sent to the Fellow at his last known address and to the Lodge, Attn: Treasurer, at its principal office."],
  ["notice_communication contact_info", "Notices. Whatever the Fellow sends the Lodge goes, as all notices must be, in writing: to the Lodge, Attn: Treasurer, 41 Quarry Lane, Dunmore, PA 18512."],
  // A duty to report a new address is the notices clause; the addresses are those the document gives.
  ["notice_communication contact_info", "Hollow Pines Clinic, 12 Birch Road, Eastham, OR 97000\n\nThe Doctor shall inform the Clinic in writing of any change of his home address within five days."],
  ["notice_communication", "A change of the Doctor's mailing address is to be notified to the Clinic within a week."],
  ["-notice_communication", "The Clinic may change its address at any time."],
  // An amendment rewriting the address block of the notices section: that section is the notices clause, the new block its address.
  ["notice_communication contact_info", "4. Paragraph 11 of the Contract is amended by replacing the Clinic's address with the following:\n\nHollow Pines Clinic\n\n80 Cedar Street\n\nEastham, OR 97001\n\n5. All other terms stay in force."],
  ["notice_communication contact_info", "Section 9(b) is modified by inserting, after the address of the Trust, the following copy line:\n\nWith a copy to: Reed & Moss LLP, 12 Harbor Road, Salem, MA 01970"],
  ["notice_communication", "The addresses in Article 14 are hereby replaced as follows, the old ones having lapsed."],
  // Not a notices section: the office or home of the employee changed, or an address only mentioned.
  ["-notice_communication", "Section 3 is amended by changing his place of employment to the address of the new plant in Dayton."],
  ["-notice_communication", "The Fellow's home address is amended in the payroll records."],
  ["notice_communication contact_info", "7. Item 12 of the Contract is hereby amended as regards notices to the Clinic to read as follows:\n\nHollow Pines Clinic\n\n80 Cedar Street\n\nEastham, OR 97001"],
  ["-notice_communication", "Item 5 is hereby amended with regard to the bonus to read as follows: the bonus is 10 percent."],
  ["appendix_docs", "The Compensation Plan attached as Exhibit 1 is incorporated by reference."],
  ["entire_agreement", "This Agreement supersedes all prior negotiations and agreements between the parties."],
  ["waiver_breach_clause", "No waiver of any provision of this Agreement shall be deemed a waiver of any other provision."],
  ["-appendix_docs", "The Chair will schedule a meeting with Physician to review the evaluation."],
  ["appendix_docs", "The call coverage requirements in Schedule B apply."],
  ["notice_communication", "Written notice shall be deemed given when delivered personally."],
  ["notice_communication communication_methods", "15. NOTICES\\nAny notice or communication required hereunder shall be sufficiently given if delivered by overnight courier."],
  ["notice_communication contact_info", "Notices\\nNotices to Employer shall be addressed to: Human Resources, 77 Oak Avenue, Tulsa, Oklahoma 74103."],
  ["-notice_communication", "9.3 Notice of Adverse Events. Physician shall notify the Practice in writing within three days of any investigation."],
  ["-entire_agreement", "Physician shall participate in the Hospital's clinical integration network."],
  ["entire_agreement", "12.3 Integration.\\nThis writing is the final expression of the parties' agreement and supersedes any prior agreements."],
  ["arbitration_clause", "Any claim arising under this Agreement shall be resolved through arbitration in Denver, Colorado."],
  ["-arbitration_clause", "If a court or arbitrator finds any covenant unenforceable, it shall be reformed."],
  ["contract_amendments", "This Agreement amends and restates the Employment Agreement dated May 1, 2021."],
  ["-indemnification", "Neither party shall be obligated to indemnify the other under this Agreement."],
  ["-contract_amendments", "The Company is governed by its Amended and Restated Articles of Incorporation."],
  ["-contract_amendments", "Physician shall comply with the Hospital's Amended and Restated Medical Staff Bylaws."],
  ["contract_amendments", "This Amended and Restated Employment Agreement replaces the agreement dated June 1, 2020."],
  // Notices under a general heading, addresses given elsewhere, methods with a colon.
  ["notice_communication communication_methods contact_info", "GENERAL PROVISIONS\nNotices regarding this Agreement must be in writing and sent by overnight courier to each party at the address set forth in the preamble."],
  ["notice_communication contact_info", "MISCELLANEOUS\nAll notices shall be in writing and delivered to the Clinic at its principal office address above."],
  ["notice_communication communication_methods", "14) Notices. Notices must be delivered via email: to the Practice at hr@clinic.example and to you at your personal address."],
  ["notice_communication contact_info", "(d) Notices. Written notices shall be given to the parties at the addresses listed on the signature page."],
  ["-notice_communication -contact_info", "Either party may terminate this letter on thirty (30) days' written notice to the address above."],
  ["-communication_methods", "Notices shall be in writing.\nEmail: legal@practice.example"],
  // Integration and amendment clauses in plain words.
  ["entire_agreement", "(c) Whole contract. This letter is the whole contract between us and replaces any previous offer letters or term sheets."],
  ["entire_agreement", "This Agreement supersedes all earlier negotiations and proposals between the parties."],
  ["-entire_agreement", "Physician shall work full time for the entire contract term."],
  ["amendment_clause", "Changes to this document are valid only if written and signed by both parties."],
  ["amendment_clause", "Any alteration of this contract must be in writing signed by the Employer's President."],
  ["-amendment_clause", "The Practice may change its benefit plans at any time."],
  // -- families of phrasing (positives, negations, distractors)
  // The document amends an existing agreement.
  ['contract_amendments', 'The parties agree that the Employment Agreement is amended as follows:'],
  ['contract_amendments', 'The parties desire to amend their Physician Services Agreement to change the call schedule.'],
  ['contract_amendments', 'This Addendum modifies the Physician Employment Agreement dated May 1, 2024 between the parties.'],
  ['-contract_amendments appendix_docs', 'The call schedule is set out in Addendum No. 1, attached to this Agreement.'],
  ['-contract_amendments amendment_clause', 'This Agreement may be amended only in a writing signed by both parties.'],
  ['-contract_amendments', 'The Physician shall follow the Group policies as amended from time to time.'],
  // -- more families of phrasing
  // How the agreement may be amended, with an adverb before or after the verb.
  ['amendment_clause', 'The Agreement may be amended further only by a written document signed by both parties.'],
  ['amendment_clause', 'This Agreement may only be further modified in a writing signed by the Physician and the Hospital.'],
  ['amendment_clause', 'This letter can be varied hereafter solely by a written instrument executed by both of us.'],
  ['-amendment_clause', 'The Group may amend its benefit plans from time to time in its discretion.'],
  ['-amendment_clause', 'The call schedule may be changed further by the Medical Director on two weeks notice.'],
  // -- wordings of other hands
  // A notices line in a list: "Label: value".
  ['notice_communication communication_methods contact_info', 'iii. Notices: by email to admin@clinic.example for the Clinic.'],
  ['notice_communication', '(c) Notices: in writing to the addresses above.'],
  ['-notice_communication', '(b) Notice: the Physician must give sixty days before resigning.'],
  ['-notice_communication', 'Notice period: three months.'],
  // The amendment as the subject of the clause.
  ['amendment_clause', '(e) Variations. Any variation to this contract must be agreed in writing.'],
  ['amendment_clause', 'All amendments shall be signed by both parties.'],
  ['-amendment_clause', 'Any amendment to the call schedule must be in writing.'],
  ['-amendment_clause', 'Any modification of the benefit plans shall be made in writing by the plan administrator.'],
  // -- executive agreements: the written-amendment rule in other words
  ['amendment_clause', 'This letter may not be varied, altered or amended orally, but only by a signed instrument in writing.'],
  ['amendment_clause', 'This memorandum is our whole agreement and cannot be amended, waived or discharged orally.'],
  ['amendment_clause', 'No waiver, variation or amendment of any term hereof shall be binding unless made in writing and signed by both of us.'],
  ['amendment_clause', 'No change, amendment or waiver of this Agreement shall be enforceable unless set out in a writing signed by the party charged.'],
  ['amendment_clause', 'This contract shall not be altered or varied otherwise than by an agreement in writing signed by the parties.'],
  ['amendment_clause', 'Any amendment to the present agreement shall be done in writing.'],
  ['amendment_clause', 'Amendments to the schedule of duties shall become effective only upon written notice from the Company.'],
  ['amendment_clause', 'Where both parties reach agreement after consultation, this contract may be amended; otherwise it stays in force.'],
  ['amendment_clause', 'Changes in your employment terms, apart from those left to the Company, require a written modification signed by the CEO.'],
  ['amendment_clause', 'No other agreements, earlier or subsequent, shall be binding unless signed by both parties.'],
  // -- executive agreements: other documents incorporated, enclosed or kept to by name
  ['appendix_docs', 'The Company\'s ethics code and travel policy are incorporated herein and made part of this Agreement.'],
  ['appendix_docs', 'This Agreement incorporates as though fully set out herein the terms of the side letter of 3 March between the parties.'],
  ['appendix_docs', 'The bonus rules are explained in the enclosed summary.'],
  ['appendix_docs', 'You will be reimbursed under the moving policy, a copy of which is enclosed for reference.'],
  ['appendix_docs', 'Attachment: copy of the employee\'s passport.'],
  // ADJUDICATION.md, thirteenth round second part, point 1 (a named policy the employee is bound by, not attached or incorporated).
  ['-appendix_docs', 'The Manager agrees to abide by the terms of the Company\'s insider trading policy.'],
  ['-appendix_docs', 'The recitals above are incorporated into and made part of this Agreement.'],
  // ADJUDICATION.md, fourteenth round, point 4 (r39: a plan incorporated by reference for a definition is express incorporation).
  ['appendix_docs', '"Change in Control" has the meaning given in the 2010 Stock Plan, which is incorporated by reference for this purpose.'],
  ['-appendix_docs', 'Please sign the enclosed copy of this letter and return it to us.'],
  ['-appendix_docs', 'The Manager agrees to abide by the terms of this Agreement.'],
  // A duplicate of the letter to keep is no other document; an amendment and the agreement it amends merged into each
  // other bring in nothing; the rest of a grant's terms left to its plan is a grant under the plan.
  ['-appendix_docs', 'Kindly countersign and send back this offer. One copy is enclosed for your own files.'],
  ['appendix_docs', 'A copy of the bonus plan is enclosed for your records.'],
  ['-appendix_docs', 'This Third Amendment shall be deemed incorporated into the Service Agreement as an extra section of it.'],
  ['-appendix_docs', 'Said Service Agreement, as amended hereby, is hereby incorporated herein by reference as if copied out in full.'],
  ['appendix_docs', 'The staff confidentiality agreement you signed on joining is hereby incorporated herein by reference.'],
  ['-appendix_docs', 'All other terms and conditions of the share award will be governed by the award agreement and the 2031 Equity Plan.'],
  // Changes to terms already in force, announced in a letter's own words.
  ['contract_amendments', 'Upon the promotion, the following changes have been made to your current employment terms.'],
  ['contract_amendments', 'The housing part of our first letter to you has been amended to reflect the following.'],
  ['contract_amendments', 'Your unit award agreement shall be amended (the "Award Amendment") to provide that all units vest at the closing.'],
  ['contract_amendments', 'So far as needed, your Service Agreement is hereby deemed amended in line with the above.'],
  ['contract_amendments', 'I have taken advice on the tax effect of the modifications proposed by this letter.'],
  ['contract_amendments', 'This letter records what we agreed on the amendment of the terms of your employment with the Trust.'],
  ['-contract_amendments', 'Any changes to the terms of your employment must be made in a writing signed by both of us.'],
  ['-contract_amendments', 'Should a court strike down a term, the parties mean that this contract shall be deemed amended by modifying that term as little as possible.'],
  ['-contract_amendments', 'If a clause breaks the law, the letter is deemed amended to the extent necessary to comply with it.'],
  // The employee accepting that the change founds no claim; his remedies cut down; the tax result not guaranteed; the
  // release with the claims named straight after the verbs.
  ['liability', 'The Officer acknowledges that stepping down as president, which he agreed to, does not create a right to severance pay under the Service Agreement.'],
  ['liability', 'The Director acknowledges and agrees that neither her move to the vice-chair post nor the hiring of a new chief executive shall constitute Good Reason.'],
  ['liability', 'The Officer accepts that his exclusive remedy against the Bank for any breach of this letter is the pay it sets out.'],
  ['liability', 'Neither the Bank nor any affiliate makes any guarantee regarding the tax result of the sums paid under this letter.'],
  ['liability', 'In return for the bonus, you release and waive any claims you may have for payments under the earlier plan.'],
  ['liability', 'The Officer, for himself and his heirs, does hereby now and forever unconditionally release the Bank and its officers.'],
  ['liability', 'The Officer also agrees not to file a lawsuit against the Bank on any claim given up above.'],
  ['-liability', 'The Bank may seek an injunction, which shall not be its exclusive remedy for a breach of these covenants.'],
  // The release formula of a separation letter, made inside it: the adverbs after "hereby", "remise" among the verbs, the
  // giver "for himself" and his heirs, and the auxiliary "do"; a release folded into later severance terms is not read.
  ['liability', 'The Officer hereby fully and forever releases, remises and discharges the Bank, its trustees, staff, agents and lawyers of many years from every claim.'],
  ['liability', 'You hereby fully, forever and unconditionally release, remise and discharge the Society and its trustees from any and all claims arising before today.'],
  ['liability', 'The Director, for herself and her heirs and assigns, fully and forever releases and discharges the Trust and its officers as to claims arising before today.'],
  ['liability', 'By signing this letter, you do waive and release all past and present claims you hold against the Society.'],
  ['-liability', 'You do not waive any claims that arise after the date you sign this letter.'],
  ['-liability', 'As a condition of the severance, the Director, for herself and her heirs, shall sign a form that releases the Trust.'],
  // Amending by its own title or by what it says it does to the employee's earlier terms.
  ['contract_amendments', 'This Separation Agreement and Amendment to Service Agreement is made on May 2, 2031 between the Society and Ms. Lund.'],
  ['contract_amendments', 'Both sides mean that this letter will amend your service contract from the date you sign it.'],
  ['contract_amendments', 'Once the handover is done, the Society will amend your current share option grant to add a year to its term.'],
  ['contract_amendments', 'Nothing here releases the severance sums (as modified herein) or your options (as clarified and revised in this letter).'],
  ['contract_amendments', 'Second Amendment to Employment Agreement\n\nThe parties agree on the changes below.'],
  ['-contract_amendments', 'Amendment to Loan and Security Agreement\n\nThe lender and the borrower agree on the changes below.'],
  ['-contract_amendments', 'Nothing in this letter shall modify your status as a worker at will.'],
  // A class of earlier severance arrangements set aside, named at length before the time word.
  ['entire_agreement', 'This letter replaces any and all cash severance arrangements under any earlier separation, severance and pay continuation programs and plans that the Society previously offered to you.'],
  // -- executive agreements: arbitration in other words
  ['arbitration_clause', 'Every claim about the employment will be settled by final, binding and private arbitration in Denver.'],
  ['arbitration_clause', 'Any such dispute shall be determined in an arbitration proceeding before a sole arbitrator chosen by both sides.'],
  ['arbitration_clause', 'This side letter is governed by Oregon law and subject to the arbitration provisions of Section 14 of the Employment Agreement.'],
  ['arbitration_clause', 'If the parties cannot agree, either of them may apply for arbitration to the local labour arbitration commission.'],
  ['arbitration_clause', '12. Arbitration.\nSection 6 of the Shareholders Agreement between the parties applies to this Agreement.'],
  ['-arbitration_clause', 'If a court or arbitrator finds any term invalid, the other terms stay in force.'],
  ['-arbitration_clause', 'If a term is held unenforceable in a final court or arbitration proceeding, the rest remains valid.'],
  // -- executive agreements: liability excluded, damages waived, claims released (the conventions count these)
  ['liability', 'The Officer shall not be liable for any errors of judgment or for losses of the Company, save for gross negligence.'],
  ['liability', 'Each side waives any claim to damages of a punitive, exemplary or treble nature.'],
  ['liability', 'Neither of them shall seek exemplary damages in any dispute under this letter.'],
  ['liability', 'In return for the sums above, the Officer hereby fully releases and waives any claims he might hold now against the Company.'],
  ['liability', 'The Officer renounces his rights under the prior contract and promises not to bring any claim or lawsuit against the Company.'],
  ['-liability', 'As a condition of the severance, the Officer shall sign a form by which he hereby releases all claims against the Company.'],
  ['-liability', 'The Officer hereby waives any claims for infringement of patents on the inventions assigned.'],
  ['-liability', 'Each party hereby waives any right to a jury trial.'],
  // The waiver written without an article, and payments that are themselves the release; a release owed later is not.
  ['liability', 'Physician expressly waives all claims against the Clinic for his years of service and releases its partners from them.'],
  ['liability', 'Every payment of the sums due under Section 5 shall release and forever discharge the Bank and its officers from any and all claims arising before that payment.'],
  ['-liability', 'Employee knowingly waives any right to a jury for all claims under this letter.'],
  ['-liability', 'Any payment under Section 5 is conditioned on the Officer first signing a form that will release the Bank from all claims.'],
  // Tax disclaimers of the employer (409A amendments) limit its liability; the employee bearing his own taxes does not.
  ['liability', 'Under no reading of this letter will the Bank be liable for any excise tax or interest the Officer owes under Code section 409A.'],
  ['liability', 'The Trust gives no warranty on the treatment of these sums and shall have no liability to the Director should any of them fall foul of section 409A.'],
  ['liability', 'Save for its duty to withhold, the Clinic is not responsible for the payment of any taxes due on pay under this letter.'],
  ['liability', 'The Bank shall not have any obligation to pay, reduce or shield the Officer from such tax charges.'],
  ['liability', 'Where section 409A may apply, the Trust may adopt amendments, though it owes no duty to do so nor to indemnify the Director for not doing so.'],
  ['liability', 'When the sums are paid to the Officer, the Bank shall not be responsible for any tax that falls on them.'],
  ['-liability', 'The Officer shall be solely responsible for all taxes on the sums paid under this letter.'],
  ['-liability', 'The Officer shall not be liable for any tax on the moving allowance, which the Bank grosses up.'],
  ['-liability', 'The Trust makes no representation as to how the sums under this letter will be taxed.'],
  ['-indemnification', 'Where section 409A may apply, the Trust may adopt amendments, though it owes no duty to do so nor to indemnify the Director for not doing so.'],
  ['-indemnification', 'I give up my claims against the Society, though this release is not intended to release any claim to indemnification as one of its trustees.'],
  // The employee giving up, in this document, a payment or claim he had; not a jury, a bond or a form to sign later.
  ['liability', 'The Director hereby waives her right to receive the sums set out in section 7 upon the merger.'],
  ['liability', 'Further, you agree to waive any entitlement to a severance payment under the plans of your former employer.'],
  ['liability', 'The Officer irrevocably waives any right to claim good reason for anything that happened before today.'],
  ['-liability', 'The Officer agrees to waive any requirement that the Bank post a bond before seeking an injunction.'],
  ['-liability', 'As a condition of the severance, the Officer agrees to waive any claims he may have in a form the Bank provides.'],
  ['-liability', 'The Director waives any notice of the board meeting at which the award is made.'],
  // How an amendment says the agreement may be changed: under a numbered section, by a reserved right, on request.
  ['amendment_clause', 'As Section 12(c) of the Service Agreement permits, the Bank and the Officer hereby agree to amend that agreement with effect from today.'],
  ['amendment_clause', 'The Trust and the Director intend to amend the Service Agreement to meet the new tax rules, acting under Section 9 of the Service Agreement.'],
  ['amendment_clause', 'The Bank keeps the right, with no duty to use it, to amend this Agreement on its own where needed to satisfy section 409A.'],
  ['amendment_clause', 'This Agreement may be amended as either side reasonably requests so that the payments meet section 409A.'],
  ['amendment_clause', 'Should the Officer ask for it, the Bank shall enter into such further amendment as fixes the payment dates.'],
  ['amendment_clause', 'Once the Treasury settles its guidance, the parties agree to amend the Agreement again to keep within section 409A.'],
  ['amendment_clause', 'Sections 20 to 25 of the Agreement are incorporated by reference and shall apply to the construction and change of this letter.'],
  ['-amendment_clause', 'The parties wish to amend the Service Agreement so that payments meet the rules in Section 409A of the Code.'],
  ['-amendment_clause', 'Pursuant to Section 5 of the Agreement, the Bank shall pay the Officer a yearly bonus.'],
  ['-amendment_clause', 'The parties agree to further amend the Service Agreement as follows.'],
  ['-amendment_clause', 'The parties shall execute any amendments needed to carry out the intent of this Section to the fullest extent the law permits.'],
  ['-amendment_clause', 'The Bank reserves the right to amend its benefit plans at any time.'],
  // A class of earlier agreements set aside in other words, and a promise that nothing outside was promised.
  ['entire_agreement', 'The Trust and the Director mean this restated contract to replace any like agreements on her post that exist now or existed before.'],
  ['entire_agreement', 'On signing, all earlier arrangements on the Officer\'s pay and perks shall be null and void.'],
  ['entire_agreement', 'In signing you confirm that no one at the Bank has made you any promise about your post other than as set out in this letter.'],
  ['-entire_agreement', 'On signing, the 2019 bonus letter shall be null and void.'],
  ['-entire_agreement', 'The earlier arrangements on parking stay in force.'],
  // -- executive agreements: changes in law and in circumstances
  ['unforeseen_circumstances', 'Should there be a change in the Belgian social security law, the new rules will apply to this contract.'],
  ['unforeseen_circumstances', 'Where any term of this letter conflicts with a present or future statute or regulation, the latter prevails and the term is cut back accordingly.'],
  ['unforeseen_circumstances', 'Either side may end the contract if the circumstances it was based on change substantially so that it cannot be carried out.'],
  ['-unforeseen_circumstances', 'The Officer shall comply with all laws and regulations in force.'],
  ['amendment_clause', 'This contract may not be altered or added to in any way without the written assent of both sides.'],
  ['-amendment_clause', 'Your title may not be altered in any way without your written assent.'],
  ['amendment_clause', 'The Service Agreement may be amended by the Bank and the Officer under section 14.2 of the Service Agreement upon the mutual consent of the two of them.'],
  ['-amendment_clause', 'The parties now agree that Section 6 of the Service Agreement shall be amended to read as set out below.'],
  ['-force_majeure', 'On leaving, the Officer shall return the laptop in good order, fair wear and tear and damage from causes beyond his reasonable control excepted.'],
  // A writing rule for one term only is no amendment clause (corpus/real/ADJUDICATION-holdout3.md).
  ['-amendment_clause', 'Your salary and role may shift over the years, but the "at will" basis of this job can be changed only in a writing signed by the CEO.'],
  // Round 6: exhibits by a quoted letter, documents named in the text made part of it, pointers in brackets.
  ['appendix_docs', 'The pension rider shall be in the form set out in Schedule "C" to this letter.'],
  ['appendix_docs', 'This Waiver, with the instruments mentioned in it which form part hereof, is the whole understanding of the two sides.'],
  ['appendix_docs', 'Your units vest over three years (see the plan enclosed).'],
  ['appendix_docs', 'The travel rules of the Trust apply to you (see attached for details).'],
  // ADJUDICATION.md, thirteenth round second part, point 1 (a named code or policy the employee is bound by and subject to).
  ['-appendix_docs', 'While in office you are to be bound by and subject to the provisions of the Trust\'s (a) code of ethics and (b) data handling policy.'],
  ['-appendix_docs', 'The garden behind the clinic (enclosed by a brick wall) is open to staff at lunch.'],
  // An exhibit placed with the agreement without a letter; an enclosure named by its issuer and year; a filing's own cover
  // note or a securities form is no document of the agreement.
  ['appendix_docs', 'This letter and the schedule hereto set out all that the two sides have agreed about the post.'],
  ['-appendix_docs', 'This letter, together with any schedules hereto, sets out all that the two sides have agreed about the post.'],
  ['appendix_docs', 'Your cover is described in the enclosed Harbor Mills, Inc. 2031-2032 Staff Benefit Summary for salaried staff.'],
  ['-appendix_docs', 'The schedules of the clinic rotate every month and are posted in the staff room.'],
  ['-appendix_docs', 'Incorporated by Reference to Exhibit 10.7 of the Company\'s Annual Report on Form 10-K for the year ended June 30, 2031.'],
  ['-appendix_docs', 'The terms of his earlier contract were summarised in our proxy statement on Schedule 14A filed on March 3, 2031, which summary is incorporated herein by reference.'],
  ['-appendix_docs', 'Exhibit 10-c'],
  // An agreement amended by a gerund, a restatement, a possessive object; a plan restated or an old title is not this one.
  ['contract_amendments', 'In return for the Bank amending the Officer\'s Service Agreement as set out below, the Officer gives up the sale bonus.'],
  ['contract_amendments', 'The two sides now wish to restate the Service Contract to fold in the new share award.'],
  ['contract_amendments', 'The Board agreed to amend the Officer\'s share award agreement to speed up its vesting.'],
  ['contract_amendments', 'The 2002 contract, as changed four times since, is restated by the terms that follow.'],
  ['-contract_amendments', 'You may join the Staff Retention Plan as amended and restated on 1 March 2011.'],
  ['contract_amendments', 'Paragraph 4 of the Offer Letter, as changed by the March 2030 letter, is hereby deleted in its entirety and the text below is put in its place.'],
  ['-contract_amendments', 'Any paragraph of this Agreement held invalid shall be deleted and the rest enforced.'],
  ['-contract_amendments', 'Part of each bonus is paid in shares under the Harbor Mills 2029 Share Award Plan (as amended and restated on June 2, 2031) at their market price.'],
  ['-contract_amendments', 'In 2003 the parties entered into an Amended and Restated Service Agreement; this new Agreement replaces it in full.'],
  // A change that makes the contract impossible, law still unsettled or new, laws made after signing; a release form kept current is not.
  ['unforeseen_circumstances', 'Should major changes render this contract impossible to carry out, the clinic may end it with the doctor\'s consent.'],
  ['unforeseen_circumstances', 'The parties accept that the rules under the new pension statute are still being drafted and construed by the regulators.'],
  ['unforeseen_circumstances', 'Because of the new deferred pay regulations, the timing of the bonus below is changed.'],
  ['unforeseen_circumstances', 'Each award is subject to the governing statutes and regulations, whether or not they are in force when this letter is signed.'],
  // A release form kept in step with later law looks to the law changing (ADJUDICATION-holdout50.md, ruling 13: r29).
  ['unforeseen_circumstances', 'The bonus is due only once he signs a release in the form attached, as updated by the Bank to follow later changes in law.'],
  // Terms that later legislation may undo; a term that lapses with the statute it rests on; a repealed earlier letter is not law.
  ['unforeseen_circumstances', 'Both sides accept that parts of this letter may turn out unenforceable under present or future legislation on deferred pay.'],
  ['unforeseen_circumstances', 'Should Code sections 409A and 457 be repealed with no successor, paragraph 6 shall cease to apply.'],
  ['-unforeseen_circumstances', 'If any term of this letter is held unenforceable by a court, the remaining terms stay in force.'],
  ['-unforeseen_circumstances', 'Section 5 of the Service Agreement is repealed in full and replaced by the text below.'],
  ['-unforeseen_circumstances', 'The parties\' letter of May 2, 2030 is revoked and of no further effect.'],
  // An indemnity agreement; a by-law or insurance indemnity a release made here keeps back is one the document confirms
  // (ADJUDICATION-holdout58.md: h33-01, h54-06, h58-05, h58-06, which settled what this line once read the other way).
  ['indemnification', 'The parties will in good faith settle the terms of an indemnity agreement covering the Officer\'s board service.'],
  ['indemnification', 'You release the Society from all claims, but this release does not reach any right you have to be indemnified under the Society\'s bylaws or its insurance.'],
  ['-indemnification', 'Should the post be ended, the Officer receives an indemnity equal to four months of pay.'],
  // A release in the present tense, with its verbs after "do"; one promised as a condition of severance stays out.
  ['liability', 'For these payments, you release the Society and its trustees from, and give up, any and all claims about the move to the new post.'],
  ['liability', 'The Officer shall, and hereby does, fully and forever release and discharge the Society and its trustees from any and all claims arising from the service contract.'],
  ['liability', 'In return for the bonus, the Officer hereby waives, gives up and abandons any and all right and claim to the sale premium.'],
  ['-liability', 'As a condition of the severance, the Officer will release the Society from all claims in a form it provides.'],
  // The employer's liability capped at a sum; a cap that spares the employee, or a bare benefit limit, is none.
  ['liability', 'Under no circumstances will the Society be liable for fees greater than the sum fixed in the work order.'],
  ['liability', 'The Clinic shall pay the dues of the Fellow, but the Clinic shall not be liable for more than $900 of them in any year.'],
  ['liability', 'In no event shall the Mill be liable for cover premiums in excess of $3,200 per year.'],
  ['-liability', 'In no event shall the Officer be liable for more than the amount of the advance he received.'],
  ['-liability', 'The Executive shall not be liable for costs in excess of the deposit he paid.'],
  ['-liability', 'The dues paid by the Clinic shall not exceed $900 in any year.'],
  // An amendment needs consent in writing, a written request, the parties' agreement, or talks in good faith.
  ['amendment_clause', 'The letter may not be varied or in any way changed without the written consent of both sides.'],
  ['amendment_clause', 'Any amendment shall be made by written proposal of one side, to be answered within ten days.'],
  ['amendment_clause', 'With the consent of both parties, the contract may be varied.'],
  ['amendment_clause', 'If the tax rules require it, the parties shall negotiate in good faith to amend this Agreement.'],
  ['-amendment_clause', 'The Company may change its holiday rota without the written consent of staff.'],
  // Non-waiver: forbearance leaves the right, a waiver kept to its occasion; "this waiver provision" of a jury waiver and a bare writing rule are not.
  ['waiver_breach_clause', 'A side\'s failure at any time to demand full performance of a term shall in no way affect its right to demand it later.'],
  ['waiver_breach_clause', 'Any waiver that is given shall count only for the specific instance and purpose for which it was given.'],
  ['-waiver_breach_clause', 'Each side says it has read this waiver provision and understands what it means.'],
  ['-waiver_breach_clause', 'This letter is the whole bargain, and no waiver or change of its terms is valid unless written and signed by the side to be bound.'],
  // New wording an amendment puts into the agreement it amends is no other document made part of it.
  ['-appendix_docs', 'Clause 3.2 of the Service Contract is struck out and the sentence below is incorporated into the Service Contract as the new second sentence of Clause 3.2: "The fee is reviewed every spring."'],
  // A notice that is one step of ending the employment is no notices clause; a clause on notices in general is one.
  ['-notice_communication', 'The Clinic may end the post by handing the Doctor a written notice giving its reasons. Such notice takes hold when handed over, and such notice shall be effective at once.'],
  ['-notice_communication', 'To take effect, the Notice shall be in writing and shall state a resignation date no sooner than sixty days after it is handed in.'],
  ['-notice_communication', 'If he ends the term by the giving of notice under clause 5(b) within a year of a sale, he shall be paid twice his fee in one sum.'],
  ['notice_communication', 'All notices shall be in writing and shall state the section of this letter under which they are given.'],
  ['notice_communication', 'Any notice under this letter shall be sent by courier to the address at the top of this page.'],
];

describe('miscellaneous provisions: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('governing law: the place however it is named', () => {
  it.each([
    ['This Agreement shall be governed by, and interpreted under, the internal laws of the State of Oregon, excluding its conflict of laws rules.', 'Oregon'],
    ['In all respects this Agreement is to be construed according to the internal laws of the State of Kansas.', 'Kansas'],
    // A form's blank filled in inside brackets.
    ['This Addendum is to be read and enforced under the domestic laws of the State of [Nevada] only.', 'Nevada'],
    ['The parties\' rights shall be construed and enforced under, and governed by, by the internal laws of the State of Maine.', 'Maine'],
    ['This Agreement will be governed by the laws of the United States and the State of Colorado.', 'Colorado'],
    ['The substantive laws of the United States of America and of the State of Iowa shall govern your employment with the Bank.', 'Iowa'],
    // An aside between the law and its place.
    ['Governing Law.\n\nThe substantive laws (apart from the rules on conflicts of laws) of the State of Utah will govern this Agreement and its construction.', 'Utah'],
    // A word standing for the place named earlier in the sentence, and a defined term standing for it.
    ['This Agreement is a contract made under the laws of the Commonwealth of Kentucky and shall be construed in accordance with the internal laws of said Commonwealth.', 'Kentucky'],
    ['The Clinic is located in the Commonwealth of Virginia (the "Commonwealth").\n\nGoverning Law. This Agreement is governed by the laws of the Commonwealth, without regard to its choice of law rules.', 'Virginia'],
    // Any country, by its name, its long form or the adjective of its law.
    ['Applicable Law. This contract of employment is subject to and shall be interpreted under Irish law.', 'Ireland'],
    ['Swiss law governs the terms of this Agreement and their construction, to the exclusion of its conflict rules.', 'Switzerland'],
    ['Polish law, that is the laws of the Republic of Poland, governs and interprets this Agreement.', 'Poland'],
    ['This Agreement is governed by the laws of the Kingdom of Sweden.', 'Sweden'],
    ["Governing Law. This Agreement shall be construed under the laws of the People's Republic of China.", "People's Republic of China"],
    ['The laws of Japan govern this Agreement, without regard to any conflict of laws principle.', 'Japan'],
    ['This letter is governed by United States federal law and the laws of the State of Idaho.', 'Idaho'],
    // Federal law named first with words of its own, the state's law joined after them.
    ['The terms of this letter shall be construed under the laws of the United States to the extent they apply, and the internal laws of the State of Montana.', 'Montana'],
    ['Rights under this Agreement are determined according to the laws of the United States where relevant as well as the laws of the Commonwealth of Kentucky.', 'Kentucky'],
    // Round 22: federal law named first as what may preempt, the state's law chosen in a clause of its own after it.
    ['Save where federal law preempts them, being the laws of the United States, it is the laws of the State of Oregon that govern this letter.', 'Oregon'],
    ['This letter is governed by the laws of the United States.', 'United States'],
    // A soft hyphen left inside a word by the program that wrote the PDF.
    ['This Agreement shall be con\u00adstrued under the laws of the State of Vermont.', 'Vermont'],
  ])('%s', (text, want) => {
    expect(valueOf(`${M}governing_law`, text)).toBe(want);
  });

  it('does not take the law a party is organized under, or a law set aside', () => {
    expect(valueOf(`${M}governing_law`, 'Northfield Medical, Inc. is a corporation organized under the laws of the State of Delaware.')).toBeUndefined();
  });

  it('reads the country whose laws a contract without a choice-of-law clause keeps following', () => {
    const text = 'Working hours of the engineer shall comply with applicable PRC laws.\n\nOvertime pay is set in accordance with the PRC labour laws and local rules.';
    expect(valueOf(`${M}governing_law`, text)).toBe("People's Republic of China");
    expect(valueOf(`${M}governing_law`, 'Leave is granted according to Russian laws.\n\nSick pay is set in accordance with the labour legislation of Russia.')).toBe('Russia');
    // Once only, or a US state's law for one matter, is no choice for the whole contract.
    expect(valueOf(`${M}governing_law`, 'Working hours shall comply with applicable PRC laws.')).toBeUndefined();
    expect(valueOf(`${M}governing_law`, 'Taxes are withheld in accordance with Ohio law.\n\nFinal pay is made in accordance with applicable Ohio laws.')).toBeUndefined();
  });
});

describe('jurisdiction: the forum, from courts or the seat of arbitration', () => {
  it.each([
    ['For any action arising under this Agreement, the parties submit to the exclusive jurisdiction of the state courts sitting in Idaho.', 'Idaho'],
    ['Any suit under this Agreement must be filed in a court of competent jurisdiction within the State of Utah.', 'Utah'],
    ['Any dispute shall be settled by binding arbitration before the American Arbitration Association in Tulsa, Oklahoma.', 'Tulsa, Oklahoma'],
    ['The parties will submit any controversy to arbitration before a tribunal located in New York City.', 'New York, New York'],
    // The seat named by the arbitral tribunal, after the body that administers it, or bare.
    ['Any claim shall go to arbitration under the ICC Rules. The seat of the arbitral tribunal shall be the city of Dublin, Ireland.', 'Dublin, Ireland'],
    ['Disputes shall be decided by one arbitrator appointed under the rules of JAMS, Sacramento, California, whose award is final.', 'Sacramento, California'],
    ['Every controversy shall be settled by final arbitration administered by the American Arbitration Association in Chicago.', undefined],
    ['Every controversy shall be settled by final arbitration administered by the American Arbitration Association in Texas.', 'Texas'],
    // A forum named without the word court, by its adjective, or as "the County of ...".
    ['Any action under this Agreement shall be filed exclusively in Maricopa County, Arizona.', 'Maricopa County, Arizona'],
    // Disputes resolved in a county's courts, and courts "serving" a county.
    ['Every quarrel about this letter will be resolved in the courts of Dane County, Wisconsin, and each side bears its own costs.', 'Dane County, Wisconsin'],
    ['The state and federal courts sitting in and serving Pima County, Arizona have exclusive jurisdiction over any claim.', 'Pima County, Arizona'],
    ['Sole venue for any quarrel about this letter lies with the county and federal courts located in and serving Coconino County, Arizona.', 'Coconino County, Arizona'],
    ['The Clinic has resolved to open a new office in Dane County, Wisconsin next year.', undefined],
    ['Each party irrevocably submits to the exclusive jurisdiction of the Scottish courts.', 'Scotland'],
    ['Any suit arising hereunder shall be brought in the City and County of San Francisco, California.', 'San Francisco County, California'],
    // A trial without a jury is still a trial in the named courts.
    ['Any action is to be heard without a jury by a competent court sitting in the State of Nevada.', 'Nevada'],
  ])('%s', (text, want) => {
    expect(valueOf(`${M}jurisdiction`, text)).toBe(want);
  });

  it('names no forum for "any court of competent jurisdiction" or an arbitration somewhere in a state', () => {
    expect(valueOf(`${M}jurisdiction`, 'The Practice may seek an injunction from any court of competent jurisdiction.')).toBeUndefined();
    expect(valueOf(`${M}jurisdiction`, 'The arbitration shall be held in the State of Iowa at a place the parties agree on.')).toBeUndefined();
  });
});

describe('paragraphs set in capitals', () => {
  it('reads a capitals paragraph as one sentence, not as a run of headings', () => {
    const text = [
      '9.4 GOVERNING LAW. THIS AGREEMENT AND ITS CONSTRUCTION SHALL BE',
      'GOVERNED BY THE LAWS OF ARIZONA, WITHOUT REGARD TO',
      'PRINCIPLES OF CONFLICTS OF LAW.',
      '',
      'FOR ALL DISPUTES UNDER THIS AGREEMENT EACH PARTY CONSENTS TO THE',
      'VENUE AND PERSONAL JURISDICTION OF STATE AND FEDERAL COURTS',
      'SITTING IN MARICOPA COUNTY, ARIZONA.',
    ].join('\n');
    expect(valueOf(`${M}governing_law`, text)).toBe('Arizona');
    expect(valueOf(`${M}jurisdiction`, text)).toBe('Maricopa County, Arizona');
  });
});

describe('miscellaneousProvisions.appendix_docs', () => {
  it.each([
    'Exhibit 10.1\n\nEMPLOYMENT AGREEMENT\n\nThis Agreement is made between the Clinic and the Physician.',
    'EXHIBIT 99.4\n\nPHYSICIAN SERVICES AGREEMENT',
    'Exhibit 10(c)\n\nEmployment Agreement',
    '"Agreement" means this letter agreement and any schedules attached to it, as amended from time to time.',
  ])('does not take a filing label or a generic definition as an attachment: %s', (text) => {
    expect(trueIn(text).has(`${MISC}appendix_docs`)).toBe(false);
  });

  it.each([
    'Please sign the attached Confidentiality and Inventions Agreement and return it with this letter.',
    'Enclosed is a summary of the benefit plans.',
    'The Clinic will reimburse moving costs under its relocation policy (copy attached).',
    'The duties are listed in Exhibit A, which is attached and made part of this Agreement.',
  ])('finds a document attached by name: %s', (text) => {
    expect(trueIn(text).has(`${MISC}appendix_docs`)).toBe(true);
  });
});

describe('strict silence: a topic mentioned is not a provision made', () => {
  it.each([
    [`${OWN}ownership_equity_opp`, 'For purposes of this Agreement, a Change in Control occurs if any person acquires beneficial ownership of more than half of the shares of stock of the Company.'],
    [`${OWN}ownership_equity_opp`, 'Upon a Change in Control, all unvested stock options held by the Physician shall become immediately exercisable.'],
    [`${OWN}ownership_equity_opp`, 'Definitions: "Sale Event" shall mean a tender offer for the shares of the Company stock.'],
    [`${OWN}partnership_buy_in_out`, 'WHEREAS, the Company and Holdings have entered into a Stock Purchase Agreement under which Holdings will purchase all of the shares of the Company;'],
    [`${RET}retire_benefits`, 'All shares held by the Physician under any retirement or deferred compensation plan count toward the ownership guideline.'],
    [`${RET}retire_benefits`, 'In this arbitration agreement, "the Clinic" also means its directors, officers and agents, its pension or benefit plans, and the sponsors and fiduciaries of those plans.'],
    [`${CRED}med_license`, 'If the two opinions differ, a third opinion shall be given by a physician licensed to practice medicine chosen by both parties.'],
    [`${CRED}board_certification`, 'The health plan network includes board certified or board eligible physicians and quality hospitals.'],
    [`${INS}life_ins`, 'Good Reason includes any failure of the Company to provide the Physician with benefits at least as favorable as those under its pension, life insurance and medical plans.'],
    [`${SUP}promo_opp`, 'Constructive Dismissal: without your consent, your title or duties are changed, unless the change plainly fits a promotion.'],
    [`${MISC}contract_amendments`, 'The parties acknowledge that the options granted under a Second Amended and Restated Option Agreement dated March 3, 2001 remain subject to its terms.'],
    [`${MISC}mediation_clause`, 'If a claim is made against the Physician for which the Physician is entitled to be indemnified, the Clinic shall assume the defense of the claim, including any mediation or settlement.'],
    [`${WEL}work_from_home`, 'For travel accident cover, the usual requirement that you be away from home on Company business does not apply.'],
    [`${NC}non_comp_clause`, 'The Company may enjoin the Physician from violating the Restrictive Covenants and have them specifically enforced by any court of competent jurisdiction.'],
    [`${NC}IP_rights`, 'Severance is paid only if the Physician complies with the restrictive covenants that bind him, including any confidentiality, non-competition or non-solicitation agreement or any invention assignment agreement he signed.'],
    [`${NC}IP_rights`, 'The Physician shall take part in the development of the Company\'s programs and the marketing of technologies owned by the Company.'],
  ])('%s stays false: %s', (path, text) => {
    expect(trueIn(text).has(path)).toBe(false);
  });

  it.each([
    [`${OWN}ownership_equity_opp`, 'Under the Company\'s equity plan the Physician may receive share options, restricted shares and other equity-based awards.'],
    [`${OWN}ownership_equity_opp`, 'On the Start Date the Physician shall be granted 2,000 performance share units under the Long Term Plan.'],
    [`${OWN}ownership_equity_opp`, 'Each year the Physician shall receive an annual grant of equity with a value of at least $50,000.'],
  ])('%s is made: %s', (path, text) => {
    expect(trueIn(text).has(path)).toBe(true);
  });
});

describe('clause families of legal drafting', () => {
  it.each([
    'This Agreement may not be amended, terminated or modified other than by a written instrument that both parties sign.',
    'No provision of this Agreement may be waived, modified or discharged unless the Physician and an officer of the Clinic agree to the modification in a signed writing.',
    'This Agreement may be amended, superseded, canceled, renewed or extended only by a written instrument signed by the parties.',
    'No change, waiver, discharge, modification, amendment or addition to this Agreement shall be binding unless it is set down in writing and both parties sign it.',
  ])('amendment_clause: %s', (text) => {
    expect(trueIn(text).has(`${MISC}amendment_clause`)).toBe(true);
  });

  it.each([
    'The Physician will not, directly or indirectly, during the Restricted Period, solicit the trade or patronage of any patient of the Clinic.',
    'For two (2) years after employment ends, the Physician will not, either directly or indirectly, on her own behalf or for others, solicit, divert or hire away any person employed by the Group.',
    'You shall not, directly or indirectly, engage, hire or solicit the employment of anyone who is at the time an employee of the Practice.',
  ])('non_solicit_agree: %s', (text) => {
    expect(trueIn(text).has(`${NC}non_solicit_agree`)).toBe(true);
  });

  it.each([
    'During the employment the Physician shall not, directly or indirectly, own, manage, operate or otherwise participate in any Competitive Business.',
    'The Physician shall not be involved in managing or operating any other competitive business.',
    'During the term you will not engage in any business activity for any entity marketing a service directly competing with a service of the Clinic.',
  ])('non_comp_clause: %s', (text) => {
    expect(trueIn(text).has(`${NC}non_comp_clause`)).toBe(true);
  });

  it('does not take a freedom to compete as a covenant', () => {
    expect(trueIn('After the employment ends the Physician shall not be prevented from engaging in any competing practice.').has(`${NC}non_comp_clause`)).toBe(false);
  });
});

describe('arbitration agreed in other words', () => {
  it.each([
    'If either party gives a Notice of Arbitration of Dispute, both agree to submit the dispute to an arbitrator selected from a panel of the American Arbitration Association.',
    'Any controversy arising out of this Agreement the Clinic and the Physician will submit to arbitration under the rules of the American Arbitration Association.',
    'A disagreement about disability is decided by three arbitrators, and the decision of the arbitrators shall be final and binding.',
  ])('%s', (text) => {
    expect(trueIn(text).has(`${MISC}arbitration_clause`)).toBe(true);
  });
});

describe('notices: addresses given elsewhere, and "whenever notice is required"', () => {
  it.each([
    'Every notice under this Agreement shall be in writing and handed over personally or mailed to each party at its address written above.',
    'A notice permitted under this Agreement must be written and counts as given when it goes by registered mail to the parties\' address as shown on page 1.',
    'Whenever notice is required to be given under this Agreement, it is enough to mail or deliver a written notice to the Clinic at 12 Harbor Road, Salem, Oregon 97301.',
  ])('contact_info: %s', (text) => {
    expect(trueIn(text).has(`${MISC}contact_info`)).toBe(true);
  });

  it('does not take "the last known address" as an address given', () => {
    expect(trueIn('A written notice may be handed over or sent by certified mail to the last known address of whoever is to receive it.').has(`${MISC}contact_info`)).toBe(false);
  });
});

describe('governing law and venue', () => {
  it('reads the governing state', () => {
    expect(valueOf(`${MISC}governing_law`, 'The laws of the State of North Carolina, setting aside conflict of laws principles, shall govern the construction and effect of this Agreement.')).toBe('North Carolina');
    expect(valueOf(`${MISC}governing_law`, 'Ohio law governs this Agreement.')).toBe('Ohio');
    expect(valueOf(`${MISC}governing_law`, 'This Agreement is governed by the laws of the Commonwealth of Virginia.')).toBe('Virginia');
    // The national law and the state's each with its own "by the laws of".
    expect(valueOf(`${MISC}governing_law`, 'This letter is construed under federal law, namely the laws of the United States, and by the laws of the State of Idaho.')).toBe('Idaho');
  });

  it('reads the venue county', () => {
    expect(valueOf(`${MISC}jurisdiction`, 'Any action shall be brought exclusively in the state courts located in Franklin County, Ohio.')).toBe('Franklin County, Ohio');
    expect(valueOf(`${MISC}jurisdiction`, 'Venue for any action shall lie exclusively in the Superior Court of the State of Washington for King County.')).toBe('King County, Washington');
    expect(valueOf(`${MISC}jurisdiction`, 'The arbitration shall be held in Tucson, Pima County, Arizona.')).toBe('Pima County, Arizona');
    // The state's court named first, its county after: "the Ohio supreme court, County of Summit".
    expect(valueOf(`${MISC}jurisdiction`, 'Both sides submit to the exclusive jurisdiction of the Ohio state supreme court, County of Summit, or the federal court for that district.')).toBe('Summit County, Ohio');
  });

  it('does not take a party address for the venue', () => {
    expect(valueOf(`${MISC}jurisdiction`, 'Jane Roe, M.D., an individual residing in Gallatin County, Montana.')).toBeUndefined();
  });
});

describe('miscellaneous provisions', () => {
  it('reads notices: clause, addresses and methods', () => {
    const t = trueIn(
      '14.3 Notices. Each notice hereunder shall be in writing and either sent by registered mail or delivered by hand to the addresses below.\nIf to the Clinic: 200 Harbor Boulevard, Suite 4, Mobile, Alabama 36602\nIf to Physician: 18 Pine Lane, Daphne, Alabama 36526\n14.4 Governing Law. This Agreement is governed by Alabama law.',
    );
    expect(t.has(MISC + 'notice_communication')).toBe(true);
    expect(t.has(MISC + 'contact_info')).toBe(true);
    expect(t.has(MISC + 'communication_methods')).toBe(true);
  });

  it('does not read termination notice or a letterhead as a notices clause', () => {
    const t = trueIn('Riverbend Clinic, 12 Main Street, Salem, Oregon 97301\nEither party may terminate this Agreement upon ninety days written notice.');
    expect(t.has(MISC + 'notice_communication')).toBe(false);
    expect(t.has(MISC + 'contact_info')).toBe(false);
  });

  it('tells a notices clause without addresses or methods', () => {
    const t = trueIn('Notices. Any notice under this Agreement shall be in writing and sent to the last address a party has given.');
    expect(t.has(MISC + 'notice_communication')).toBe(true);
    expect(t.has(MISC + 'contact_info')).toBe(false);
    expect(t.has(MISC + 'communication_methods')).toBe(false);
  });

  it('tells an amended agreement from an amendment clause', () => {
    const restated = trueIn('This First Amendment to Physician Employment Agreement amends the Agreement dated March 1, 2022 as follows.');
    expect(restated.has(MISC + 'contract_amendments')).toBe(true);
    const plain = trueIn('Amendment. This Agreement may be modified only by a writing signed by both parties. The Operating Agreement, as amended from time to time, governs ownership.');
    expect(plain.has(MISC + 'contract_amendments')).toBe(false);
    expect(plain.has(MISC + 'amendment_clause')).toBe(true);
  });

  it('finds boilerplate clauses', () => {
    const t = trueIn(
      'Exhibit A (Compensation) is attached hereto. Neither party is liable for delay caused by acts of God or other causes beyond its reasonable control. If a change in law makes this Agreement unlawful, the parties shall renegotiate it. Each party shall indemnify the other against third-party claims. In no event shall either party be liable for consequential damages. This Agreement is the entire agreement of the parties. Disputes shall be submitted to non-binding mediation and then to binding arbitration. A waiver of any breach shall not be a waiver of any later breach.',
    );
    for (const f of ['appendix_docs', 'force_majeure', 'unforeseen_circumstances', 'indemnification', 'liability', 'entire_agreement', 'mediation_clause', 'arbitration_clause', 'waiver_breach_clause']) expect(t.has(MISC + f), f).toBe(true);
  });

  it('does not take DEA schedules, jury waivers or court disputes for boilerplate', () => {
    const t = trueIn('Physician may prescribe Schedule II through V controlled substances. Each party waives trial by jury. Disputes shall be heard in the courts of Dallas County, Texas.');
    for (const f of ['appendix_docs', 'waiver_breach_clause', 'arbitration_clause', 'mediation_clause']) expect(t.has(MISC + f), f).toBe(false);
  });
});

describe('governing law in its several forms', () => {
  it.each([
    ['This Agreement is governed by Idaho law.', 'Idaho'],
    ['The law of the State of Kansas governs this Agreement and any dispute under it.', 'Kansas'],
    ['Nevada law applies to every question arising under this Agreement.', 'Nevada'],
    ['This Agreement shall be construed under the laws of the Commonwealth of Kentucky.', 'Kentucky'],
    ['This Agreement will be interpreted and enforced under Maine law.', 'Maine'],
    ['12.4 Governing Law. The internal laws of the State of Iowa apply, without regard to conflict of laws principles.', 'Iowa'],
    ['This Second Amendment is to be construed under the internal laws and not the conflict of laws rules of the State of Oregon.', 'Oregon'],
    // Round 27: the conflict rules set aside between commas with "but not".
    ['The meaning and enforcement of this letter shall be governed by the internal laws, but not the conflict of laws rules, of the State of Idaho.', 'Idaho'],
  ])('reads form %#', (text, want) => {
    expect(valueOf(LAW, text)).toBe(want);
  });

  it.each([
    'Physician shall hold an unrestricted license to practice medicine under the laws of the State of Georgia.',
    'The Practice is a professional corporation organized under the laws of the State of Delaware.',
    'Physician shall comply with all federal and Texas laws on the prescribing of controlled substances.',
  ])('does not take a licence, incorporation or compliance mention for the governing law %#', (text) => {
    expect(valueOf(LAW, text)).toBeUndefined();
  });
});

describe('venue: the arbitration seat where no court is named', () => {
  it.each([
    ['Any dispute shall be resolved by binding arbitration. Any arbitration hearing shall be conducted in Boise, Idaho.', 'Boise, Idaho'],
    ['Disputes shall be settled by arbitration under the AAA rules. The seat of arbitration shall be Salt Lake City, Utah.', 'Salt Lake City, Utah'],
    ['Claims shall go to binding arbitration, which shall take place in Tulsa, Oklahoma.', 'Tulsa, Oklahoma'],
  ])('reads the seat %#', (text, want) => {
    expect(valueOf(VENUE, text)).toBe(want);
  });

  // Round 27: the courts a party may bring its action to name the venue.
  it('reads the city of the courts a party may bring its action in', () => {
    const text = 'Either party may bring a suit about this letter in the federal court for the District of Idaho or in any state court of Idaho sitting in the City of Boise, Idaho.';
    expect(valueOf(VENUE, text)).toBe('Boise, Idaho');
    expect(valueOf(VENUE, 'The Doctor may bring her own patients to the new clinic in Boise, Idaho.')).toBeUndefined();
  });

  it('prefers a named court county to the seat', () => {
    const text = 'Disputes go to binding arbitration held in Omaha, Nebraska. Any action to enforce the award shall be brought exclusively in the courts of Douglas County, Nebraska.';
    expect(valueOf(VENUE, text)).toBe('Douglas County, Nebraska');
  });

  it.each([
    'Employer, a nonprofit corporation with its principal office in Reno, Nevada, employs Physician.\n\nAny dispute shall be resolved by binding arbitration.',
    'Physician will practice at the clinic in Reno, Nevada. Disputes shall be settled by arbitration.',
    'The arbitration shall take place in the county where Physician practices.',
  ])('does not take an address or a clinic for the seat %#', (text) => {
    expect(valueOf(VENUE, text)).toBeUndefined();
  });
});

describe('PRC labour contracts: the law and the labour forum', () => {
  const head = 'Party A: Lantern Works Co., Ltd.\nOffice Address: 8 Plum Street, Meiyuan County\n\nParty B: Zhou Lan\nHome Address: 3 Pine Lane, Meiyuan County, Hebei Province\n\n';
  const law = 'Party A and Party B sign this contract as the Labour Law requires.';
  it('takes the country from a people\'s court or a labour arbitration body where no law is chosen', () => {
    const text = `${head}${law}\n\nA party that rejects the award of the labour dispute arbitration committee may sue in the people's court.`;
    expect(valueOf(LAW, text)).toBe("People's Republic of China");
  });

  it('places a forum set at the employer\'s seat by the addresses at the head', () => {
    const text = `${head}${law}\n\nDisputes not settled by talks go to the labour arbitration commission where Party A is located.`;
    expect(valueOf(VENUE, text)).toBe('Meiyuan County, Hebei');
  });

  it('reads a forum named by its city, with the province the document names', () => {
    const text = `Party A: Fujian Lantern Works Co., Ltd.\nParty B: Zhou Lan\n\n${law}\n\nDisputes may be taken to the arbitration board for labour disputes in Linshan City.`;
    expect(valueOf(VENUE, text)).toBe('Linshan City, Fujian');
  });

  it('falls back on the city-province whose rules the contract follows', () => {
    const text = `Party A: Lantern Works Co., Ltd.\nParty B: Zhou Lan\n\nThis contract is made under the labour rules of Tianjin City.\n\nAny dispute may be filed with the labour arbitration committee where Party A is based.`;
    expect(valueOf(VENUE, text)).toBe('Tianjin');
  });

  it('leaves the forum unknown where the employer\'s seat is never placed', () => {
    const text = `Party A: Lantern Works Co., Ltd.\nParty B: Zhou Lan\n\n${law}\n\nDisputes go to the labour arbitration commission where Party A is located.`;
    expect(valueOf(VENUE, text)).toBeUndefined();
  });
});

describe('governing law outside the United States', () => {
  it.each([
    ['This Agreement is governed by the laws of the Province of British Columbia and the federal laws of Canada applicable therein.', 'British Columbia'],
    ['This contract shall be governed by and construed in accordance with the law of Scotland.', 'Scotland'],
    ['The laws of the Commonwealth of Australia govern this Agreement.', 'Australia'],
  ])('reads %#', (text, law) => {
    expect(valueOf(LAW, text)).toBe(law);
  });
});

describe('executive agreements: law and forum in other forms', () => {
  it('reads a choice of law cut off by a line break before its place', () => {
    expect(valueOf(LAW, '14.2 This letter is to be governed by and read under\n\nthe laws of the State of Vermont.')).toBe('Vermont');
  });

  it('reads the law a contract is concluded under', () => {
    expect(valueOf(LAW, 'In accordance with the Labour Law of the Republic of Singapore and other rules, both parties have signed this contract of their own will.')).toBe('Singapore');
  });

  it.each([
    // The statute named country first, and "PRC" for the People's Republic of China.
    ["This Contract is concluded by Party A and Party B, after fair consultation, under the PRC Labour Law and the PRC Labour Contract Law.", "People's Republic of China"],
    // The contract named with its kind ("this employment contract").
    ["Pursuant to the Labour Law of the People's Republic of China, Wuhan Glassworks and its foreman today sign this service contract as equals.", "People's Republic of China"],
    // An aside set off by commas between the law and its place; the blanks of a filled-in form.
    ['The internal law, without regard to conflict of law principles, of the State of Utah shall govern this letter.', 'Utah'],
    ['The laws of the State of __Oregon___ shall govern every question on this offer.', 'Oregon'],
  ])('reads the law in other wordings %#', (text, law) => {
    expect(valueOf(LAW, text)).toBe(law);
  });

  it.each([
    // A company organised in China, and a statute named without any choice of it, choose no law.
    'Party A is a company organized under the laws of the PRC with its office in Wuhan.',
    'The parties note that the PRC Labour Contract Law was amended in 2012.',
  ])('does not read a law nobody chose %#', (text) => {
    expect(valueOf(LAW, text)).toBeUndefined();
  });

  it.each([
    // A forum named by a party's seat or by the tribunal's subject names no place by itself.
    "This Contract is concluded under the PRC Labour Law. Disputes that talks cannot settle go to the labour arbitration commission at Party A's address.",
    'This Contract is concluded under the PRC Labour Law. Disputes may be filed with the Arbitration Committee of Labour Disputes where Party A is based.',
  ])('reads no forum from a party or a tribunal\'s subject %#', (text) => {
    expect(valueOf(VENUE, text)).toBeUndefined();
  });

  it('reads the city that carries its state\'s name', () => {
    expect(valueOf(VENUE, 'Actions on this letter must be filed before a competent court located within the City, County and State of New York.')).toBe('New York, New York');
  });

  it.each([
    ['This Agreement is governed by the laws of Switzerland. All disputes under it shall be finally settled by arbitration in Geneva under the Swiss Rules.', 'Geneva, Switzerland'],
    ['This Agreement is governed by the laws of Switzerland. Disputes arising from this contract go before the ordinary Courts of Canton Ticino.', 'Canton Ticino, Switzerland'],
    // The hearing placed in a sentence of its own.
    ['This Agreement is governed by the laws of Switzerland. Either side may refer a quarrel to the chamber of commerce. The arbitration shall be held in Lugano, and its language shall be Italian.', 'Lugano, Switzerland'],
  ])('reads a foreign seat with the country of the governing law %#', (text, want) => {
    expect(valueOf(VENUE, text)).toBe(want);
  });

  it('does not read a US governing law into a bare city', () => {
    expect(valueOf(VENUE, 'This Agreement is governed by the laws of Ohio. Any dispute is to be resolved by arbitration in Accordance with the AAA rules.')).toBeUndefined();
  });
});

describe('law and seat written as list lines', () => {
  const text = [
    '# 12. Disputes',
    'Any dispute shall be finally resolved by arbitration administered by the AAA before one arbitrator, seated in Tampa, Florida.',
    '# 13. General',
    'a. Governing law: Florida.',
    'b. Notices: by email to the addresses in the portal.',
  ].join('\n');
  it('reads the state and the seat', () => {
    expect(valueOf(LAW, text)).toBe('Florida');
    expect(valueOf(VENUE, text)).toBe('Tampa, Florida');
  });

  it('a "Label: value" line naming no state is silent', () => {
    expect(valueOf(LAW, 'a. Governing law: as set out in the Master Agreement.')).toBeUndefined();
  });
});
