// Partnership and ownership (legalContractualProvisions.partnershipOwnershipOpportunities.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { OWN, expectFlags, trueIn } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // Round 26: equity in a paper about leaving is mostly held and settled; a grant still made or a share plan he stays in
  // is offered. Held options named by their holder, a cash bonus sized by the share price, pay he may turn into stock.
  ["-ownership_equity_opp", "SEPARATION AGREEMENT AND RELEASE\n\nThe Trust will help the Executive, when he chooses to exercise them, with the share options granted to him under the staff plan."],
  ["ownership_equity_opp", "EMPLOYMENT AGREEMENT\n\nThe Trust will help the Executive, when he chooses to exercise them, with the share options granted to him under the staff plan."],
  ["-ownership_equity_opp", "SEPARATION AGREEMENT AND RELEASE\n\nOn June 3, 2014, the Trust granted the Executive an option to buy 40,000 shares of its common stock at $2.10."],
  ["ownership_equity_opp", "SEPARATION AGREEMENT AND RELEASE\n\nOn the separation date the Trust will grant the Executive 3,000 share options priced at that day's close."],
  ["-ownership_equity_opp", "Options held by him on the leaving date to buy stock of the Trust may be exercised for ninety days under the agreement granting them."],
  ["ownership_equity_opp", "Options to buy stock of the Trust granted to him on the start date may be exercised for ten years under the agreement granting them."],
  ["-ownership_equity_opp", "As a share-price bonus, the Officer shall receive a payment in cash equal to the rise in the closing price of the Trust's common stock over the year."],
  ["ownership_equity_opp", "As a share bonus, the Officer shall receive 2,000 shares of the Trust's common stock at the end of the year."],
  ["ownership_equity_opp", "For twelve months after the notice date the Officer shall continue to participate in the Trust's employee stock ownership plan."],
  ["ownership_equity_opp", "If he is let go, he keeps his pay and benefits for six months, including health cover, ESPP participation and his pension."],
  ["-ownership_equity_opp", "The Officer was first eligible to join the Trust's employee stock ownership plan in 2009."],
  ["ownership_equity_opp", "The Officer may elect to convert the cash payment of this bonus into common stock of the Trust at the market price on the day of the change of control."],
  ["-ownership_equity_opp", "The Trust's preferred shares convert into common stock on a change of control."],
  ["ownership_equity_opp", "He will take part in the pay-cut plan, and the options issuable to him under it are fixed by the Board."],
  ["-ownership_equity_opp", "He will take part in the pay-cut plan, but no options are issuable to him under it."],
  // Round 24: equity he already holds, named in a severance or separation paper, and equity named for someone else.
  ["-ownership_equity_opp", "For this letter, the term Cause shall have the meaning given to it in the standard agreement for stock-based awards granted under the Company's Equity Plan."],
  ["-ownership_equity_opp", "The Company confirms that her outstanding stock option grants and restricted shares vest on the day she retires."],
  ["ownership_equity_opp", "The Company confirms that her stock option grants and restricted shares vest on the day she retires."],
  ["-ownership_equity_opp", "Say he is let go four months after a restricted unit grant that vests by thirds each year; he would then vest in one ninth of that grant."],
  ["-ownership_equity_opp", "The Company is deemed to have sixty percent or more ownership interest in a venture where it is allocated sixty percent or more of its gains."],
  ["-ownership_equity_opp", "The Company will honor every stock agreement under which the Executive holds stock options, and shares will be issued as those agreements provide."],
  ["-ownership_equity_opp", "In addition to his 2015 stock award grant, the Executive received stock award grants in 2016 and 2017."],
  ["-ownership_equity_opp", "He releases all claims related to his pay, including salary, bonus, stock options or other ownership interests he was to receive in the Company."],
  ["-ownership_equity_opp", "Allow the Executive to exercise any stock options that were granted to the Executive and vested by the leaving date."],
  ["ownership_equity_opp", "Allow the Executive to exercise any stock options granted to the Executive."],
  ["-ownership_equity_opp", "These grants and the plan rules govern how these share awards and any linked appreciation rights vest."],
  ["ownership_equity_opp", "On signing, the Company will provide her with a stock option plan that would vest 3,000 options each year for three years."],
  ["ownership_equity_opp", "Besides the options he already holds, the Executive shall be granted 6,000 restricted stock units in March."],
  // Round 23: the employer bought out or bought into as a change of control, and held awards reset or netted on leaving.
  ["-partnership_buy_in_out", "Should there be a buyout of the Company, a third of her unvested units vest at once."],
  ["-partnership_buy_in_out", "A Change of Control means a sale, merger or buyout of the Trust to an outside firm."],
  ["-partnership_buy_in_out", "Any person, other than a staff ownership plan of the Trust, that shall purchase stock carrying 40% of the voting power by tender offer."],
  ["-ownership_equity_opp", "The vesting date of his restricted stock grant moves to the second working day after the yearly results, when the Trust keeps back 4,000 vested restricted shares for his taxes."],
  ["ownership_equity_opp", "On signing, the Trust shall grant the Officer 4,000 restricted shares vesting over two years."],
  ["-ownership_equity_opp", "The Officer confirms the forfeiture of all his restricted stock that has not vested by the end of March."],
  // Round 20: equity named by value only, in the singular, and options in the plural.
  ["ownership_equity_opp", "On the start date the Officer shall be granted a restricted share award worth $400,000, vesting over three years."],
  ["ownership_equity_opp", "The committee will be asked to grant him Options to purchase twice the number of shares he buys."],
  ["-ownership_equity_opp", "To fund her exercise of vested options to purchase the firm's stock, the firm lent her $25,000 at no interest."],
  // -- phrasings of contract language written for the tests
  ["-ownership_equity_opp", "If a person holds stock in both of the corporations that merge with each other, the shareholder is treated as acting as a group with the other shareholders."],
  ["partnership_buy_in_out ownership_equity_opp", "Upon becoming a partner, Physician shall purchase a 20% interest for $150,000."],
  ["-partnership_buy_in_out -ownership_equity_opp -partnership_track", "The Practice is owned by its three partners."],
  // Round 12: awards promised in a sentence that does not name their kind, under a caption that names them as equity.
  ["ownership_equity_opp", "FIRST AMENDMENT\n\nSection 5(c) is replaced as follows:\n\nc.Later Equity Incentive Awards.\n\nFrom 2021 on, the Officer shall remain eligible to be granted awards under the yearly long-term incentive program the Company runs for its senior staff."],
  ["ownership_equity_opp", "FIRST AMENDMENT\n\n4. Stock Awards.\n\nEach spring the Board will grant the Officer such further awards as it sets for the other vice presidents."],
  ["-ownership_equity_opp", "FIRST AMENDMENT\n\nc.Long-Term Cash Incentive.\n\nThe Officer shall remain eligible to be granted awards under the yearly long-term incentive program."],
  ["-ownership_equity_opp", "FIRST AMENDMENT\n\nc.Equity Incentive Awards.\n\nThe awards the Officer already holds shall become fully vested on the Retirement Date."],
  ["-ownership_equity_opp", "FIRST AMENDMENT\n\nc.Equity Incentive Awards.\n\nThe Officer shall not be eligible to be granted awards under the yearly long-term incentive program after 2022."],
  ["ownership_equity_opp", "Physician shall be granted 5,000 restricted stock units of Parent."],
  ["ownership_equity_opp", "On the first anniversary the Company will issue to Physician five hundred (500) Class B units."],
  ["-ownership_equity_opp", "Physician will be credited for each 1,000 work relative value units billed."],
  // Round 14: equity joined, paid or kept, in the wordings of letters and amendments.
  ['ownership_equity_opp', 'In 2024 the Officer will take part in the Bank\'s Stock-Option Plan and any plan that replaces it.'],
  ['ownership_equity_opp', 'The yearly bonus is payable at the Officer\'s election in cash, a stock award under the Bank\'s plan, or both.'],
  ['ownership_equity_opp', 'The Bank is granting to the Officer an option to buy 4,000 shares and is issuing to her 1,000 shares, which shall be fully vested.'],
  ['ownership_equity_opp', 'The Officer may buy into the Bank\'s equity program up to 3,000 shares.'],
  ['ownership_equity_opp', '(c) Bonus, stock options or other incentive pay as may be determined by the Board on the advice of its pay committee.'],
  ['ownership_equity_opp', 'While he remains chief executive he stays entitled to his car, his bonus potential and his stock option potential.'],
  ['ownership_equity_opp', 'The Committee sets the Officer\'s yearly incentive award, to be paid in cash, shares or otherwise.'],
  ['-ownership_equity_opp', 'After he leaves the Officer will be entitled to exercise his vested stock options for ninety days.'],
  ['-ownership_equity_opp', 'On the Exit Date all unvested options granted to her under the Bank plans shall vest.'],
  // An award made apart from the amendment, named as its price, is not granted by it.
  ['-ownership_equity_opp', 'As consideration for this Amendment, at the same time the Executive will be awarded 8,000 units of the Fund under separate unit award agreements.'],
  ['-ownership_equity_opp', 'To the extent not yet vested, the units covered by her Unit Award shall vest and the rest will stay eligible to vest on their terms.'],
  ['ownership_equity_opp', 'All unvested options shall vest at once, and the Executive will be granted a new option for 2,000 shares.'],
  // Round 17: held options that stop vesting or lapse, and options issued earlier that vest sooner.
  ['-ownership_equity_opp', 'Despite the terms of his option plan, every stock option of the Officer stops vesting when he leaves and any unvested option shall be forfeited.'],
  ['-ownership_equity_opp', 'If she is let go, the unvested options heretofore issued to her by the Bank to buy its shares shall vest at once.'],
  // -- more families of phrasing
  // Equity the employee already holds, named as it vests sooner or as it was given before, is not offered.
  ['-ownership_equity_opp', 'On such a dismissal the Officer shall receive a cash severance and partially-accelerated vesting of her equity grants.'],
  ['-ownership_equity_opp', 'The Officer has already been granted the share options listed in Schedule 2 to buy common stock of the Bank.'],
  ['-ownership_equity_opp', 'If the Officer resigns, he shall receive accelerated vesting for the shares covered by any grant of restricted stock made to the Officer.'],
  // A recital names why the parties sign; a denied eligibility offers nothing.
  ['-ownership_equity_opp', 'WHEREAS, in return for the Bank separately granting the Officer a stock award of 20,000 units, the parties wish to amend the Agreement.'],
  ['-ownership_equity_opp', 'The Officer agrees that she will earn no further leave, nor will she be eligible during the remaining term for the vesting of any stock options under the Bank plans.'],
  ['-ownership_equity_opp', 'The Bank shall have the option to suspend its payments under this Agreement and the Stock Option Amendment Agreement until the release is signed.'],
  // A grant counted in words is new equity, even where the same sentence mentions faster vesting.
  ['ownership_equity_opp', 'The Board awarded to the Officer twelve thousand (12,000) shares of common stock, which vest over two years, subject to accelerated vesting as set out below.'],
  // Equity given as pay: shares by the year, pay owed settled in shares, a bonus in cash or registered shares, options to be awarded.
  ['ownership_equity_opp', '2. Common shares of the Bank: sixty thousand (60,000) shares over three years, payable 20,000 shares per year.'],
  ['ownership_equity_opp', 'If funding is late, the Bank may at its choice issue its own shares as settlement of the accrued salary.'],
  ['ownership_equity_opp', 'The yearly bonus is set by the Board and may be paid out, as the Bank elects, in cash or S-8 registered stock.'],
  ['ownership_equity_opp', 'The goals for any discretionary cash bonus or bonus options to be awarded to the Officer may include growth in revenue.'],
  ['ownership_equity_opp', 'The Bank shall provide the Officer with all benefits it gives its staff, such as group dental; stock options and any other benefits the Bank may provide for him.'],
  ['ownership_equity_opp -partnership_track', 'The Company does not offer a partnership track, but the Surgeon will be granted stock options under the Equity Plan.'],
  // A buy-out of a restrictive covenant is a release price, not a partnership buy-in or buy-out.
  ['-partnership_buy_in_out non_comp_clause', '9.1 Non-Competition. For two years after termination, the Surgeon shall not practise within ten miles of any Clinic office.\n9.4 Buy-Out.\nThe Surgeon may be released from the covenant in Section 9.1 by paying the Clinic $100,000.'],
  ['-partnership_buy_in_out', 'The Associate may buy out the non-compete by paying liquidated damages equal to six months of salary.'],
  ['-partnership_buy_in_out', '8.3 Buyout. The restricted period ends early if the Provider pays the Practice the amount in Exhibit C as liquidated damages.'],
  ['partnership_buy_in_out', '12.2 Buy-Out. On leaving the Practice, the Partner\'s shares shall be repurchased at book value.'],
  ['partnership_buy_in_out', 'Upon admission the Physician shall pay a buy-in of $120,000 for a 10% ownership interest.'],
  // -- wordings the older rules had not seen
  // Buy-in terms left for later are not set out.
  ['-partnership_buy_in_out', 'Buy-in: to be negotiated when partnership is offered.'],
  ['partnership_buy_in_out', 'The buy-in price is $120,000, payable over three years.'],
  // -- executive agreements: equity offered in other words (corpus/real/ADJUDICATION.md: eligibility and plan-type lists count)
  ['ownership_equity_opp', 'The Officer may take part in every plan the Company keeps for its senior staff, including equity, pension and savings plans.'],
  ['ownership_equity_opp', 'The Officer is entitled to participate in the Company\'s equity incentive plan on terms the committee sets.'],
  ['ownership_equity_opp', 'On signing, the Officer shall receive a one-time stock bonus of 40,000 shares of common stock.'],
  ['ownership_equity_opp', 'The Committee approves the Officer for the stock purchase and incentive award programs open to peers.'],
  ['ownership_equity_opp', 'Half of any bonus paid shall be used by the Officer to purchase the stock of the Company.'],
  ['ownership_equity_opp', 'Within ninety days the Company shall issue 10,000 options to the Executive under its option plan.'],
  ['ownership_equity_opp', 'The Officer\'s allocation of restricted shares under the long-term plan will match that of others at her level.'],
  // -- equity that is named but not offered (ADJUDICATION.md: acceleration, cessation and the like stay false)
  ['-ownership_equity_opp', 'The Officer shall not become connected with any rival firm as an owner, partner, shareholder, officer or consultant.'],
  ['-ownership_equity_opp', 'The Officer may hold, solely as a passive investment, up to two percent of a company traded on a national securities exchange.'],
  ['-ownership_equity_opp', 'Participation in the stock option plans and other staff benefits shall cease on the day the employment ends.'],
  ['-ownership_equity_opp', 'After a breach the Officer shall repay the Company the spread on any stock options exercised after the separation date.'],
  ['-ownership_equity_opp', 'He shall then be paid a lump sum equal to twice the Black-Scholes value of the yearly equity grant made to an outside director.'],
  ['-ownership_equity_opp', 'You should get advice on the tax implications of moving for any future stock option exercises.'],
  ['-ownership_equity_opp', 'The Officer shall observe the insider trading rules on dealings in the shares of the Company, but may exercise options granted to him under any plan.'],
  ['-ownership_equity_opp', 'On a change of control the Officer will receive full vesting of all stock options he holds.'],
  ['-ownership_equity_opp', 'Any business that buys the Company\'s shares, whether directly or through others, counts as a successor.'],
  // -- held awards under a caption; full vesting named among severance items; awards to be received later or at discretion
  ['-ownership_equity_opp', '4.1 Share Option Grants. The Manager\'s existing share options keep vesting under the 2004 plan and their award letters.'],
  ['-ownership_equity_opp', 'If dismissed without cause he gets a year of medical cover, outplacement help, and full vesting in all outstanding options and performance units.'],
  ['ownership_equity_opp', '(a) to receive, once the listing of the Shares is complete, a stock option over as many as 6,000 Shares, the option becoming exercisable in equal yearly parts;'],
  ['ownership_equity_opp', '(b) to receive, as the Board may decide, further share options, restricted stock and other plan awards;'],
  ['ownership_equity_opp', 'Further stock-based compensation may be awarded to Dr. Lund each year by the remuneration committee.'],
  ['-ownership_equity_opp', '(c) Either way the Director will receive full vesting of every share option and restricted stock unit, plus two years of welfare cover.'],
];

describe('partnership and ownership: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('ownership and expenses', () => {
  it('finds buy-in terms and an equity opportunity', () => {
    const t = trueIn('Ownership. After three years Physician shall be eligible to purchase an ownership interest in the Practice. The buy-in price shall equal book value.');
    expect(t.has(OWN + 'partnership_buy_in_out')).toBe(true);
    expect(t.has(OWN + 'ownership_equity_opp')).toBe(true);
    expect(t.has('basicInformation.partnership_track')).toBe(false);
  });

  it('reads business expenses but not relocation or CME as reimbursed overhead', () => {
    const reimb = 'legalContractualProvisions.compensationStructurePaymentFrequency.reimb_exp_overhead';
    expect(trueIn('The Company shall reimburse Physician for reasonable business expenses incurred in performing the Services.').has(reimb)).toBe(true);
    expect(trueIn('The Company shall reimburse Physician for relocation expenses up to $10,000. The Company shall pay CME travel expenses.').has(reimb)).toBe(false);
  });
});

// Round 11: pay put toward the employer's stock. Sentences written for these tests.
describe('ownership: bonus applied to buy the employer\'s stock', () => {
  const OWNQ = 'legalContractualProvisions.partnershipOwnershipOpportunities.ownership_equity_opp';
  it('reads a program letting him put his bonus toward company shares', () => {
    expect(trueIn('The Officer may also join any Firm program that lets staff apply part of their bonus to the purchase of the Firm\'s shares and get matching awards.').has(OWNQ)).toBe(true);
  });
  it('does not read a bonus applied to a loan', () => {
    expect(trueIn('The Officer may apply part of his bonus to the repayment of the Firm\'s loan to him.').has(OWNQ)).toBe(false);
  });
});
