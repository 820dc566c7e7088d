// Non-compete and other agreements (legalContractualProvisions.nonCompeteOtherAgreements.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { NC, expectFlags, trueIn } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // Round 27: the promise put as refraining from competing; a promise that opens with its period and runs through a
  // long list of capacities and a radius before the barred business.
  ["non_comp_clause", "Covenants. Once any ending that earns him severance has come, the Doctor shall refrain from competing with the Clinic and its practice for eighteen months."],
  ["-non_comp_clause", "Nothing here asks the Doctor to refrain from teaching at the medical school or writing for journals while employed."],
  ["non_comp_clause", "(a) The Doctor will not, during his time at the Clinic and for two years after it (the \"Covered Period\"), in any role at all (for example as owner, partner, lender, adviser, locum, salaried doctor, trustee, board member or any other role), whether on his own or through relatives or firms he controls, within thirty miles of the Clinic's main building in Millbrook, Vermont, for himself or for any other person, open, engage in or be connected with any practice which is like or in competition with the practice run by the Clinic."],
  ["-non_comp_clause", "(a) The Doctor will not, during his time at the Clinic and for two years after it, in any role at all (for example as owner, partner, lender, adviser, locum, salaried doctor, trustee, board member or any other role), whether on his own or through relatives or firms he controls, share the Clinic's patient records with any person, nor engage in any act that would harm the Clinic's name."],
  // Round 24: outside work allowed only where it does not compete (the proviso is the covenant); a covenant list whose
  // promise sits in the lead-in ("shall not:"); staff drawn out of the employer's service, or solicited for employment.
  ["non_comp_clause", "The Officer may take up part-time roles with other firms, provided that those firms do not compete with the Bank."],
  ["non_comp_clause", "Nothing here shall limit Dr. Vale from sitting on other boards unless the other company would be in competition with the Clinic."],
  ["non_comp_clause", "You may accept consulting work for other laboratories during your half-time tenure, provided that such firms are not engaged in any work on retinal imaging."],
  ["-non_comp_clause", "The Officer may take up part-time roles with other firms, provided that he gives the Bank a month's notice."],
  ["-non_comp_clause", "You may accept consulting work for other laboratories, provided that such work is not done on Clinic time."],
  ["non_solicit_agree", "For two years after his last day, in any county where the Bank has a branch, whether as owner, agent or officer, the Officer shall not:\\n(a) open a rival bank;\\n(b) solicit or induce any of the Bank's tellers to resign and join him."],
  ["non_solicit_agree", "The Officer agrees not to hire, directly or indirectly, or encourage in any way to leave the Bank's employ, any teller of the Bank."],
  ["non_solicit_agree", "For a year after leaving, Dr. Vale will not, directly or indirectly, open, run or invest in a rival clinic or solicit for employment any employee of the Clinic."],
  ["-non_solicit_agree", "The Officer shall not be required to:\\n(a) move house;\\n(b) take part in hiring away tellers from rival banks."],
  ["-non_solicit_agree", "The Bank may post openings and solicit applications from the public for any vacant teller post."],
  // Round 23: a covenant of another agreement only reaffirmed, an outside party's secrecy agreement, and information
  // made public named beside the company's property.
  ["-non_comp_clause", "The Officer confirms again his obligations under Section 7 of the Service Agreement, among them his obligation not to compete with the Bank, which stay in effect."],
  ["non_comp_clause", "The Officer reaffirms his obligations under the Service Agreement and agrees that he will not compete with the Bank for a year."],
  ["-conf_non_disclosure_agree", "If the Trust signs a confidentiality agreement with a potential buyer about a sale and the sale closes within a year, the Officer keeps the payment."],
  ["conf_non_disclosure_agree", "The Officer shall sign the Trust's Confidentiality Agreement on his first day."],
  ["-IP_rights", "All data about the Trust that has not been made publicly available remains the sole property of the Trust, and he shall keep it private."],
  ["IP_rights", "Every program the Officer has made while employed belongs to the Trust."],
  // Round 15: a section replaced by an amendment, obligations to a former employer, work for hire meaning paid work,
  // other agreements left standing, a filing's list of risks.
  ["non_comp_clause", "4. Section 9 is deleted in its entirety, and is replaced by the text below:\\nB. Non-Competition and Non-Solicitation.\\nFor a year after leaving, the Officer will not work for any firm that competes with the Clinic."],
  // Round 16: the amendment's lead-in carries a mark-up legend, or drops its "and"; a covenant that lapses on a condition.
  ["non_comp_clause", "4. Section 9 is struck in full, replaced by the text below (new words in bold and old words struck through and deleted):\\nB. Non-Competition.\\nFor a year after leaving, the Officer will not work for any firm that competes with the Clinic."],
  ["non_comp_clause", "Should the Clinic dismiss the Officer without cause, he will no longer be bound by the non-competition covenant of Section 9."],
  ["-non_solicit_agree", "We expect you to honour any duty you still owe your former employer to refrain from soliciting its staff."],
  ["-IP_rights", "To keep his severance, the Officer will tell the Bank of all employment or work for hire he takes on during the severance period."],
  ["-IP_rights", "This Agreement does not affect other agreements between the parties on secrecy, assignment of patents or stock options."],
  ["-IP_rights", "Our reliance on outside vendors; intellectual property rights; integration of acquired firms; and other risks."],
  // Round 17: covenants only named (an amended agreement's title or recital, a release's acknowledgment, duties kept
  // up), secrecy "for his own benefit", and agreements the employee is bound to under names read more widely.
  ["-non_comp_clause -conf_non_disclosure_agree", "Second Amendment to the Service, Secrecy and Non-Competition Agreement, this amendment being made on May 3 by the Clinic and Dr. Vale."],
  ["-non_comp_clause", "The Bank and the Officer earlier entered into that certain Service and Non-Competition Agreement of 2011."],
  ["-conf_non_disclosure_agree", "Her pay goes on for a year once she signs a release and written acknowledgment of her obligations under the Secrecy Agreement."],
  ["-non_comp_clause", "He gets two years of salary after signing a release in return for his continuing obligations here (including his non-competition obligations)."],
  ["-non_comp_clause conf_non_disclosure_agree", "Dr. Vale will keep confidential all secret data of the Clinic and will not, without its consent, use any of it for his own benefit or in competition with the Clinic."],
  ["conf_non_disclosure_agree IP_rights", "You will sign the Clinic's Proprietary Informations and Inventions Agreement before your first day."],
  ["conf_non_disclosure_agree IP_rights", "We will send you for your review the Clinic's Secrecy and Invention Assignment Agreement next week."],
  ["IP_rights", "She stays bound by the Service, Confidentiality and Assignment Agreement she executed in 2009."],
  ["non_solicit_agree", "You must sign an agreement regarding secrecy, non-competition and non-interference/solicitation terms."],
  // -- phrasings of contract language written for the tests
  // A disclosure named only as a ground for dismissal promises no confidentiality.
  ["-conf_non_disclosure_agree", "(c) wilful disclosure of the Bank's secret and confidential plans to outsiders; or (d) a felony conviction."],
  ["-conf_non_disclosure_agree", "\"Cause\" means the Officer's improper disclosure of confidential data of the Bank, or gross neglect of duty."],
  // A summary that lists the covenants, and the duty to hand the information back.
  ["conf_non_disclosure_agree", "Her letter also contains a no-hire covenant lasting a year after she leaves, and a confidentiality covenant that outlasts it."],
  ["conf_non_disclosure_agree", "The Bank's duties are subject to several restrictive covenants, among them non-competition and confidentiality."],
  ["conf_non_disclosure_agree", "When his employment ends for any reason, the Officer shall at once return to the Bank all Confidential Information he then holds."],
  ["-conf_non_disclosure_agree", "The letter includes no confidentiality covenant of any kind."],
  ["non_comp_clause", "Physician agrees not to compete with Employer within 25 miles for two years after termination."],
  ["non_comp_clause", "During the Restricted Period, Physician will not engage in the practice of medicine within the Restricted Area."],
  ["-non_comp_clause", "Employer shall not enforce any non-compete against Physician."],
  ["-non_comp_clause non_solicit_agree", "This Agreement contains no non-competition covenant, but Physician shall not solicit patients for one year."],
  ["conf_non_disclosure_agree", "Physician acknowledges the confidential nature of Employer's trade secrets and agrees not to disclose them."],
  ["IP_rights", "All intellectual property developed by Physician during employment shall be the exclusive property of Employer."],
  ["-non_comp_clause", "Physician acknowledges that the Practice operates in a competitive market."],
  ["-conf_non_disclosure_agree", "This letter is personal and confidential."],
  ["-IP_rights", "Physician shall document patient encounters in the electronic health record."],
  // A stake in a competing firm barred by its form, the rival named as a competitive entity or enterprise.
  ["non_comp_clause", "During the term the Officer shall not make any investment in a competitive enterprise, save listed shares below two percent."],
  ["non_comp_clause", "For a year after he leaves, the Director will not invest in or work for any entity competitive with the Mill."],
  ["-non_comp_clause", "The Officer may invest his savings in any listed company he chooses."],
  ["-non_comp_clause", "The Mill shall not make any investment in a competitive market without board approval."],
  // The listed-stock carve-out belongs to the covenant; a plain promise not to stop him competing is still none.
  ["non_comp_clause", "The Officer shall not work for any competitive firm, except that the foregoing shall not restrict him from holding under two percent of the shares of a listed company."],
  ["-non_comp_clause", "The Mill shall not prevent the Officer from competing with it once the term ends."],
  ["non_solicit_agree", "Physician shall not induce any employee of the Practice to leave employment."],
  // Covenants named only as a condition of a payment or as a thing valued, their content set out elsewhere.
  ["-non_comp_clause -non_solicit_agree", "She stays eligible for a prorated share of each unit award (so long as she keeps to all non-compete and non-solicit duties owed to the Bank)."],
  ["-non_solicit_agree", "Subject to his continued compliance with items 8 and 9, on secrecy and non-solicitation, the Bank will pay him last year's bonus."],
  ["-non_comp_clause", "An outside appraiser shall fix the value of her non-competition covenant under item 12, and that part of the pay is not an excess payment."],
  ["-non_comp_clause", "An outside appraiser shall fix the value of his non-competition covenant, and that part shall not be treated as an excess payment."],
  ["non_solicit_agree", "For a year after leaving, she shall not solicit any client of the Bank, provided that she keeps to the notice rules."],
  ["non_comp_clause", "So long as he complies with this item, he agrees not to compete with the Bank within 20 miles for one year."],
  ["conf_non_disclosure_agree", "Physician agrees to execute the Employer's standard Confidentiality and Non-Disclosure Agreement."],
  ["IP_rights", "Physician agrees that all work product created during employment is work made for hire."],
  // A separate agreement on the subject, signed as part of the deal or kept in force by it.
  ["conf_non_disclosure_agree IP_rights", "As a condition of this offer, you will sign the Practice's standard Employee Proprietary Information and Inventions Agreement."],
  ["conf_non_disclosure_agree", "The Declaration of Secrecy attached as Annex 2 forms part of this contract."],
  ["IP_rights", "The Invention Assignment Agreement signed by Physician on joining remains in full force and effect."],
  ["-conf_non_disclosure_agree", "Physician will not be required to sign a non-disclosure agreement."],
  ["-IP_rights", "Physician is not required to execute any invention assignment agreement."],
  ["non_comp_clause", "Covenant Not to Compete. For one year after termination, Physician shall not practice within 10 miles of Hospital."],
  // Covenants as items of one promise's list in a single sentence, an item's own period or other verbs before its verb.
  ["non_solicit_agree", "For eighteen months after she leaves, the Director will not, directly or indirectly, (a) own, run or work for any dental practice that operates anywhere in the three counties served by the Group at the time she leaves, (b) solicit any patient of the Group to move elsewhere, or (c) hire any of its hygienists."],
  ["non_comp_clause", "While he is employed and for two years afterwards, the Engineer will not (1) compete in any way, whether as owner, lender, partner or staff member, with Larkspur Mills or any of its subsidiaries."],
  ["non_comp_clause", "Ms. Orsini shall not, directly or indirectly (i) during the nine months after any resignation by her, compete with the Foundation in the field of seed banking in Umbria, or (ii) during that period, take any seat on a rival board."],
  ["non_solicit_agree", "The Officer shall not (a) accept any directorship of a listed company without consent, or (b) make offers to, or solicit the services of, any person who is employed by the Cooperative during the twelve months after the Officer leaves."],
  ["-non_comp_clause -non_solicit_agree", "The Clinic shall not (a) reduce the Physician's salary during the first year, or (b) assign the Physician to more than two sites."],
  ["-non_comp_clause", "Non-Competition. Intentionally omitted."],
  ["-non_comp_clause", "Non-Competition. Not applicable."],
  ["-non_comp_clause", "9.2 Non-Competition. [Reserved]"],
  // A bar on competing put in the passive, or with other verbs of taking part.
  ["non_comp_clause", "Until the close of 2031, Dr. Voss is barred from taking part in any competing veterinary chain."],
  ["non_comp_clause", "While this contract runs, the Manager will not, directly or indirectly, take part in any business competitive with the Cooperative."],
  ["-non_comp_clause", "The Manager is barred from taking part in votes on his own pay."],
  // An item of a covenant list whose period comes before the verb.
  ["non_comp_clause", "Without the Board's written consent you shall not:\\n(a) hire away any staff member of the Foundry; or\\n(b) until two years after you leave the board, engage directly or indirectly in any business in competition with the Foundry."],
  // The restricted area or activity set by a distance, though the covenant itself lies in another document.
  ["non_comp_clause", "In the definition of \"Restricted Area\" in Clause 6 of the Prior Agreement, the words \"twelve (12) mile radius\" are deleted and replaced by \"twenty (20) mile radius\"."],
  ["-non_comp_clause", "The shuttle serves patients living within a fifteen mile radius of the Clinic."],
  // Non-solicitation put in the passive; a past participle is no act of soliciting.
  ["non_solicit_agree", "For two years after leaving, Ms. Ferro is barred from soliciting any client of the Brokerage or hiring its agents."],
  ["-non_solicit_agree", "The Board may dismiss the Manager for repeated failure to do tasks requested of the Manager by the Board, or on a decision of the Board to end the business."],
  ["non_solicit_agree", "Aid to a rival includes encouraging staff of the Lab to terminate their employment there."],
  ["non_comp_clause", "Physician shall not, for a period of two (2) years following termination, engage in the practice of medicine within a twenty-five (25) mile radius of any Practice office."],
  ["-non_comp_clause", "TABLE OF CONTENTS\\n9. Non-Competition ........................ 12\\n10. Notices ........................ 13"],
  ["non_comp_clause", "Physician shall not, within a radius of ten (10) miles of the Hospital, engage in the practice of cardiology for two years."],
  ["non_solicit_agree", "The no-hire provision applies for twelve months after termination."],
  ["non_comp_clause non_solicit_agree", "During the Restricted Period, Physician shall not:\\n(a) engage in the practice of dermatology within ten (10) miles of any Practice office;\\n(b) solicit any patient of the Practice; or\\n(c) hire any employee of the Practice."],
  ["-non_comp_clause -non_solicit_agree", "The Practice may:\\n(a) hire any employee it chooses;\\n(b) open offices within ten (10) miles of the Hospital."],
  // A restrictive covenant taken out of the agreement.
  ["-non_comp_clause", "9.4 Non-Competition Struck.\nArticle 9.4 (Non-Competition) of the Prior Agreement is hereby struck and shall be of no further force or effect."],
  ["-non_comp_clause", "The parties agree to rescind the non-compete contained in the 2019 employment agreement."],
  ["-non_comp_clause", "Section 10 (Restrictive Covenant Not to Compete) is deleted."],
  ["non_comp_clause", "For one year after termination Physician shall not practice dermatology within twelve (12) miles of any Clinic office; deleted text in drafts has no effect."],
  // Intellectual property assigned without the words "intellectual property"; billing rights are not it.
  ["IP_rights", "Physician hereby assigns to the Company all right, title and interest in any software or course materials Physician develops."],
  ["IP_rights", "Educational videos you create while employed belong exclusively to the Clinic."],
  ["-IP_rights", "Physician assigns to the Practice all rights to bill and collect for Physician's services."],
  ["-IP_rights", "Medical records created by Physician are the property of the Hospital."],
  // A non-solicitation binds the physician; the employer's promise alone is not one.
  ["-non_solicit_agree", "The Practice shall not solicit Physician's family members as patients."],
  ["non_solicit_agree", "Neither party shall solicit the other party's employees for one year."],
  // -- families of phrasing (positives, negations, distractors)
  // Confidentiality: keep a long list of things confidential.
  ['conf_non_disclosure_agree', 'The Surgeon shall keep the Clinic\'s payer agreements, fee schedules, vendor pricing, strategic plans, personnel files and patient lists strictly confidential.'],
  ['conf_non_disclosure_agree', '8.1 Confidential Information. The Contractor agrees to hold all business, financial and patient information of the Company in confidence.'],
  ['-conf_non_disclosure_agree', 'The Practice offers a confidential employee assistance program.'],
  // -- more families of phrasing
  ['non_comp_clause', 'Is there a covenant not to compete?\nYes.\nFor two years after you leave you may not practise within five miles of the clinic.'],
  // -- wordings of other hands
  // A covenant on practising nearby after leaving, British spelling or kilometres, without the word "compete".
  ['non_comp_clause', 'For 12 months after the appointment ends, the Doctor must not practise dermatology within 15 kilometres of the Clinic.'],
  ['non_comp_clause', '# RESTRICTIVE COVENANT\nFor two years after employment ends, the Surgeon shall not practise orthopaedics within ten miles of the Hospital.'],
  ['-non_comp_clause', 'There is no restrictive covenant, and the Doctor may practise anywhere after leaving.'],
  ['-non_comp_clause', 'The Surgeon shall practise within ten miles of the Hospital during the term.'],
  // -- wordings the older rules had not seen
  // Confidentiality as a duty under policies.
  ['conf_non_disclosure_agree', 'Physician shall comply with Hospital policies on the confidentiality of patient information.'],
  ['-conf_non_disclosure_agree', 'The Hospital will provide a confidential employee assistance program.'],
  // A term sheet's "NC:" line.
  ['non_comp_clause', 'NC: 18 months; 15 miles from the main office.'],
  ['-non_comp_clause', 'NC: not applicable.'],
  // -- executive agreements: solicitation inside a restrictive-covenant section, the promise far from the verb
  ['non_solicit_agree', 'For a year after leaving, the Executive agrees not to:\\n(i) run a competing shop within 30 miles of any store;\\n(ii) solicit any client, employee or agent of the Company.'],
  ['non_solicit_agree', 'The Officer shall not, on behalf of himself or of any firm, partnership or other business in which he has an interest, or as agent of anyone:\\n(a) own or manage a rival lender in the region;\\n(b) ask or induce any borrower of the Bank to reduce its dealings with the Bank.'],
  ['non_solicit_agree', '(c) either directly or through others, solicit any employee or consultant of the Company to end his or her relationship with the Company.'],
  ['non_solicit_agree', '8.2.3 Persuade or attempt to persuade any customer of the Company to cancel its orders.'],
  ['non_solicit_agree', 'b) recruit any staff member of the Firm or otherwise induce such staff member to leave the employ of the Firm.'],
  ['non_solicit_agree', '(b) Hire, offer to hire or entice away any officer or contractor of the Company.'],
  ['non_solicit_agree', 'If he takes the severance money, but not otherwise, the Executive shall not, for himself or for any other business, knowingly endeavour to entice away from the Company any of its key staff.'],
  ['non_solicit_agree', 'You will not, in any capacity: open a competing agency; or induce or attempt to induce any individual then employed by the Agency to move to another firm.'],
  ['non_solicit_agree', 'For two years you shall not (1) take an interest in any rival jeweller or (2) for yourself or any business you are engaged in, employ or otherwise engage any individual employed by the Company during your employment.'],
  // -- executive agreements: a covenant against competing, the promise far from the verb or the competitor
  ['non_comp_clause', 'For one year after he leaves he will not, directly or indirectly, own, run, join or control, or be linked as a partner, shareholder, officer, agent or consultant with, any firm that in any capacity makes or sells goods directly competitive with those of the Company.'],
  ['non_comp_clause', 'While employed, the Manager shall not, whether as staff, agent, consultant, investor, partner, shareholder (other than a holder of less than 2% of a quoted company) or director, or in any other role, engage in any enterprise that is in competition in any way with the Company.'],
  ['non_comp_clause', 'During your employment here you may not engage in activities competitive with the Group\'s own business.'],
  ['non_comp_clause', 'Throughout the term, under no circumstances may the Director work for any competitor of the Company.'],
  ['non_comp_clause', 'If before the end of the Restricted Period the Company finds that the Executive is engaging in competition, it may stop the remaining payments.'],
  ['non_comp_clause', 'The statutory provisions on competition prohibitions apply to this contract.'],
  ['non_comp_clause', 'For eighteen months following the termination of your employment, you shall not engage or be interested in any retail furniture business.'],
  ['non_comp_clause', 'During the term the Executive will not, within any state where the Company trades, work for or invest in any firm engaged in the business of leasing scanners and related equipment (the "Restricted Business").'],
  // In-term exclusivity with no competitor named is not a covenant against competing (corpus/real/ADJUDICATION.md, r31).
  ['-non_comp_clause', 'During his employment the Executive shall not engage in any other business without the consent of the Board.'],
  ['-non_comp_clause', 'For fifteen months thereafter the Employee shall not, for his own account or as agent of any business, hire any then current employee of the Company.'],
  // -- executive agreements: non-disclosure without the word "confidential"
  ['conf_non_disclosure_agree', 'The Manager shall not disclose any of those trade secrets, directly or indirectly, during or after the employment.'],
  ['conf_non_disclosure_agree', 'After leaving he shall not disclose the firm\'s proprietary information for three years.'],
  ['conf_non_disclosure_agree', 'For a year after leaving, the Director must not disclose to outsiders any information gained while doing the work.'],
  ['conf_non_disclosure_agree', 'Every piece of confidential information the Employee has now or gets later about the business of the Company, its customers, vendors or partners, in any form, must not be published, revealed or made available by him to any person.'],
  ['conf_non_disclosure_agree', 'Party B must keep the research results, data and other business secrets.'],
  ['-conf_non_disclosure_agree', 'The Company shall not disclose the Employee\'s salary information to other staff.'],
  // -- intellectual property in other words; an earlier agreement named only as a source of duties is not bound here
  ['IP_rights', 'Any manuals or software the Manager writes for the Company are meant to be works made by hire.'],
  ['IP_rights', 'As to inventions and works of the employee, the statutory provisions on employees apply.'],
  ['IP_rights', 'All designs developed or improved by the Employee will be the sole property of the Company and the Employee will not be allowed to keep copies.'],
  ['-IP_rights', 'Besides his duties under the Invention Assignment Agreement dated May 1, 2004, the Employee shall keep client data in confidence.'],
  ['-IP_rights', 'No severance is paid unless the Employee complies with any invention assignment agreement he has signed.'],
  // A separate covenant agreement made between the parties on the day of the contract.
  ['non_solicit_agree conf_non_disclosure_agree IP_rights', '"Cause" includes a material breach of his Non-Solicitation, Invention Assignment and Non-Disclosure Agreement, which he and the Company signed on the same day as this contract.'],
  // The employer hiring, a person induced to join, an employee asked to leave a room: no covenant.
  ['-non_solicit_agree', 'To induce the Executive to join, the Company will grant him a signing bonus.'],
  ['-non_solicit_agree', 'The Company may employ any individual it wishes, including any person employed by its affiliates.'],
  ['-non_solicit_agree', 'The Company shall not induce any employee of a client to leave that client.'],
  // Round 6: covenants told in a summary of the agreement.
  ['non_comp_clause non_solicit_agree', 'Her contract also has covenants barring her from competing with the Mill or soliciting its clients and staff after she leaves.'],
  ['non_comp_clause non_solicit_agree', 'The letter shields the Bank from competition and from solicitation of its depositors by the Officer for a year after he leaves.'],
  ['conf_non_disclosure_agree', 'The contract also protects the Mill\'s confidential pricing data.'],
  ['-non_comp_clause', 'Nothing in this letter restricts her from competing in local chess tournaments.'],
  // A confidentiality item of a promise's list, far from the word "confidential"; the verb before "trade secrets".
  ['conf_non_disclosure_agree', 'Until the end of 2030 the Officer shall not, without the Board\'s consent: (a) ask any supplier to stop dealing with the Mill; (b) for two years and save as the old contract allows, reveal to any outside party, including any rival of the Mill or of its group members, any trade secret, method, know-how or knowledge of prices, plant, sales plans or research results that the Mill uses, together with any other private data of the Mill; or (c) hire its staff.'],
  ['conf_non_disclosure_agree', 'He will not work for any rival firm within fifty miles, nor shall he use any know-how, trade secrets or client lists gained while employed.'],
  ['conf_non_disclosure_agree', 'During her term she will be bound by the Mill\'s policy governing the handling of confidential data.'],
  // A caption over a section that bars no competing or soliciting is no covenant.
  ['-non_comp_clause', '10. Secrecy and Non-Competition.\n\n10.1 Secrecy. The Officer shall keep the Mill\'s data secret and shall not disclose it to anyone.\n\n10.2 Staff. For a year after leaving, the Officer shall not hire any person on the Mill\'s payroll.\n\n11. Notices.\n\nNotices shall be in writing.'],
  ['non_comp_clause', '10. Secrecy and Non-Competition.\n\n10.1 Secrecy. The Officer shall keep the Mill\'s data secret.\n\n10.2 Rivals. For a year after leaving, the Officer shall not work for any rival mill in the county.\n\n11. Notices.\n\nNotices shall be in writing.'],
  ['-non_solicit_agree', 'Restraint and Non-Solicitation.\n\nYou will not act for or advise any direct rival of the Mill while employed and for a year after you leave.\n\nHolidays.\n\nYou have 25 days of leave.'],
  // What the employee produces, owned by the employer.
  ['IP_rights', 'You accept that your sketches, drafts and products of your work shall be owned by the Mill.'],
  ['IP_rights', 'As your employer, the Mill shall own every right in and to the results and proceeds of your services here.'],
  ['-IP_rights', 'The Mill shall own the building and all proceeds from its sale.'],
  // Round 8: an in-term bar on business like the employer's, without the word "compete".
  ['non_comp_clause', 'While this contract runs, the Manager will not hold any stake, as owner, lender or adviser, in any other firm similar to the Mill\'s business or any allied trade.'],
  ['non_comp_clause', 'While employed here I shall not take up any other job, consultancy or business venture directly related to the business in which the Mill is engaged.'],
  ['non_comp_clause', 'During her employment she will not render any services of a commercial nature, paid or not, to any firm which competes with the Mill.'],
  ['-non_comp_clause', 'While employed here the Manager will not take up any other job that keeps her from her duties to the Mill.'],
  ['-non_comp_clause', 'The Mill may open branches in any region related to the business of its customers.'],
  ['-non_comp_clause', 'He shall not take up other work, save that he may join guilds and societies related to the business of the Mill.'],
  // Covenants told in a summary, the person by name; pay lost by competing.
  ['non_comp_clause non_solicit_agree', 'His new contract has covenants restricting Mr. Osei from competing with the Mill or soliciting its clients after he leaves.'],
  ['non_comp_clause', 'The letter also has clauses protecting the Mill\'s price lists and the Mill itself from competition by Ms. Varga.'],
  ['non_comp_clause', 'No severance is owed under this section if, on the date he is dismissed, the Officer is engaged in any activities that compete with the Mill.'],
  ['-non_comp_clause', 'The Mill is engaged in activities that compete with larger firms.'],
  // Covenants named only as someone else's, or among causes for dismissal, or "unfair competition" (misuse of secrets).
  ['-non_comp_clause', 'You confirm that no agreement with any former employer, such as a non-competition or secrecy agreement, limits your work for the Mill.'],
  ['-non_comp_clause', 'Cause includes (c) any breach by you of any confidentiality or non-competition agreement with the Mill.'],
  ['-non_comp_clause', 'The Officer shall not engage in unfair competition with the Mill at any time, during or after the employment.'],
  ['non_comp_clause', 'The Officer shall not engage in unfair competition and, for a year after leaving, shall not compete with the Mill.'],
  // The employer's title to patents on the employee's inventions; a proprietary rights agreement to sign; a filing's
  // cautionary list of business risks is no term.
  ['IP_rights', 'The Mill shall be entitled, at home and abroad, to all patents on inventions the Officer makes while employed.'],
  ['IP_rights conf_non_disclosure_agree', 'Before starting, you will sign the Mill\'s usual Staff Proprietary Rights Agreement.'],
  ['-IP_rights', 'Actual results may differ materially from these forward-looking statements owing to risks and uncertainties, such as reliance on suppliers and the defence of our intellectual property rights.'],
  // A separate severance or change-in-control agreement this contract binds the parties to; one only named is none.
  ['term_sev_prov', 'On signing this letter the Officer shall also sign the Change in Control and Severance Agreement set out in Annex 2.'],
  ['term_sev_prov', 'Alongside this letter, the Severance Agreement the Mill and the Officer have both signed stays in effect.'],
  ['-term_sev_prov', 'The Mill has no severance agreement with any of its officers.'],
  // Severance priced with a titled name, as a share of a sum, or named by a filed summary.
  ['term_sev_prov', 'The Mill may terminate the contract at any time upon payment of nine months of Ms. Hart\'s base salary.'],
  ['term_sev_prov', 'On a dismissal other than for Cause she shall receive a lump sum equal to 120% of the sum of (a) her Base Salary and (b) her target bonus.'],
  ['term_sev_prov', 'The letter sets out payments owed to Dr. Hale in the event of a termination before the term ends.'],
  ['term_sev_prov', 'If the Bank ends his employment without Cause, the Bank shall provide him the payments and benefits set out in Section 7.3.'],
  // A fixed sum, a share of the pay, or the continued salary owed at the ending.
  ['term_sev_prov', 'Ninety days after the date of termination of her employment, the Mill shall pay $210,000 to the Officer.'],
  ['term_sev_prov', 'Upon an involuntary termination of your service, the Mill shall pay you a lump sum payment equal to sixty percent (60%) of your Compensation.'],
  ['term_sev_prov', 'All continued base salary owed under Section 4 will be paid at once within thirty days following his separation from service.'],
  ['term_sev_prov', 'Should the Bank dismiss her without cause, the agreement provides for the Bank to pay Ms. Ode an amount equal to her then-current annual base salary.'],
  ['-term_sev_prov', 'The letter sets out payments owed to Dr. Hale in the event of a termination for cause.'],
  ['-term_sev_prov', 'The Officer will receive the bonus only if he complies with the change of control agreement he signed with his former employer.'],
];

describe('non-compete and other agreements: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('covenant flags', () => {
  it('finds a radius covenant, non-solicitation, confidentiality and IP assignment', () => {
    const t = trueIn(
      '9. RESTRICTIVE COVENANTS\nFor eighteen months after termination, Physician shall not practice dermatology within twenty (20) miles of any office of the Practice. Physician shall not solicit any patient or employee of the Practice. Physician shall keep all proprietary information of the Practice strictly confidential. Physician assigns to the Practice all inventions conceived during employment.',
    );
    for (const f of ['non_comp_clause', 'non_solicit_agree', 'conf_non_disclosure_agree', 'IP_rights']) expect(t.has(NC + f), f).toBe(true);
  });

  it('does not take a covenant the contract says it lacks', () => {
    for (const text of [
      'This Agreement contains no restrictive covenant on the practice of medicine.',
      'There is no non-competition covenant in this Agreement.',
      'This Agreement does not contain a covenant not to compete.',
      'Nothing in this Agreement shall prevent Physician from competing with the Hospital after termination.',
    ]) expect(trueIn(text).has(NC + 'non_comp_clause'), text).toBe(false);
  });

  it('reads severance only when it is paid', () => {
    expect(trueIn('If the Hospital terminates without cause, it shall pay Physician severance equal to three months of salary.').has('legalContractualProvisions.terminationSeverance.term_sev_prov')).toBe(true);
    for (const text of ['Physician shall not be entitled to severance pay upon termination.', 'No severance is payable under this Agreement.']) {
      expect(trueIn(text).has('legalContractualProvisions.terminationSeverance.term_sev_prov'), text).toBe(false);
    }
  });
});
