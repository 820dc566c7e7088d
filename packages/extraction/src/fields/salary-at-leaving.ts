// The salary taken as it stands on the day the employment ends. Severance, covenant and pay-structure readers all ask
// whether a salary is only that measure; one wording of the leaving moment keeps them from drifting apart.

/**
 * The moment of leaving as a rate is fixed at it: "at the time of his termination", "as of the date of separation",
 * "in effect immediately before the termination", "at the date of the Executive's termination".
 */
export const AT_LEAVING = String.raw`(?:(?:as )?in effect (?:at|on|as of|immediately (?:prior to|before))|at the time of|as of the date of|on the date of|as of|at) (?:the )?(?:(?:date|time) of )?(?:the |such |his |her |your |(?:the )?[a-z]+'s )?(?:termination|separation)\b`;

/**
 * A salary (or the compensation) named with that moment a short way after it: "twice her base salary at the time of
 * termination", "his salary as in effect on the date of such separation". The figure it goes with measures what the
 * ending pays, not pay for the work.
 */
export const SALARY_AT_LEAVING = String.raw`\b(?:salary|compensation)\b[^.;]{0,60}\b${AT_LEAVING}`;

/**
 * Pay owed for the time up to the leaving day ("his salary and bonus earned through the date of termination", "the salary
 * otherwise payable to her up to and including the Termination Date"): what the ending settles, not pay the agreement sets.
 * Pay "through the termination of this Agreement" runs for the whole term: that is pay the agreement sets.
 */
export const OWED_UP_TO_LEAVING = new RegExp(String.raw`\b(?:salary|compensation|bonus(?:es)?)\b[^.;]{0,80}\b(?:through|up to|until) (?:and including )?(?:the |such )?(?:(?:effective )?date of (?:the |such |his |her |your |(?:the )?[a-z]+'s )?)?(?:termination|separation|resignation)(?: date)?\b(?! of (?:this|the) (?:agreement|term|contract)\b)`);
