// legalContractualProvisions.reportingStructureSupervision, peer feedback and
// relocation: who the physician answers to, growth and leadership, workplace culture.
import type { FlagRule } from './rule.js';
import { EMPLOYER, NOT_A_STEP_UP, PERSONAL_DATA, PHYSICIAN, HONORIFIC } from './words.js';
import { PLAIN, STATED, LIKELY } from '../confidence.js';
import { around, group } from '../alternatives.js';

const L = 'legalContractualProvisions.';
const R = `${L}reportingStructureSupervision.`;

/** Words between "report" and "to": "report directly to", "will report initially to". */
const REPORT_ADVERBS = String.raw`(?:(?:directly|initially|primarily|administratively|functionally)\s+)*`;

/** What a superior holds over the physician's work. */
const CONTROL = String.raw`(?:direction|supervision|control|authority|instructions?|oversight)`;

/** A person or office the physician can report to. */
const SUPERIOR = around(String.raw``, [
  String.raw`chief|chair|director|officer|president|ceo|cmo|cfo|dean|head|manager|supervisor|administrator|lead|partner`,
  String.raw`shareholder|principal|owner|executive|superintendent|designee|program director|medical director|department`,
  // A committee of the board or of the managers: "report to the Operations Committee".
  String.raw`division|board|committee`,
  // The chief officers written with stops: "the C.E.O. of the parent".
  String.raw`c·[eofm]·o`,
], String.raw``);

/**
 * An office that leads: "President", "Executive Vice President", "Chief Medical Officer", "CFO", "Chairman", "General
 * Counsel", "Medical Director", "Head of Research", "General Manager", "SVP". A staff or specialist title ("staff
 * cardiologist") is not one.
 */
// "Chief" before a director by function: "chief financial director".
const OFFICE = String.raw`(?:(?:executive|senior|sr[.·]?|group|corporate|first|assistant|regional|division(?:al)?|interim|acting|contract|deputy|chief(?= (?:sales|marketing|operations|finance|financial|clinical|program|research|technical) director))\s+)*` + group([
  String.raw`vice[- ]president|president|chief\s+(?:[a-z&,]+\s+){0,3}officer|chairman|chair(?:person|woman)?`,
  // The officer of a function without "chief": "engaged as the Financial Officer and Treasurer".
  String.raw`(?:principal )?(?:financial|accounting|operating|administrative) officer`,
  // The chief officers by their initials: CEO, CFO, COO, CMO, CTO, CIO, CLO, CGO (governance), CAO, CCO, CHRO.
  String.raw`c[acdefgilmnopst]o\b|chro\b`,
  String.raw`vice[- ]chair(?:man)?|general counsel|treasurer|(?:corporate )?secretary|managing director|medical director`,
  // "general director" is the chief executive of a company in the Russian and other civil-law forms.
  String.raw`executive director|general director|director of [a-z]+|head of [a-z]+|general manager|[se]?vp\b`,
  // A director named by the function he leads: "National Sales Director", "Clinical Director".
  String.raw`(?:(?:national|regional|global|area) )?(?:sales|marketing|operations|finance|financial|clinical|program|research|technical) director`,
]);
/**
 * What stands before the office: an article or possessive ("its", "the Company's"), or the blank of a filled-in form
 * ("as ____Chief Financial Officer____").
 */
const BEFORE_OFFICE = String.raw`(?:an? |its |the |our |their |his |her |(?:the )?[a-z]+'s )?\(?"?_*\s*`;
/** Words that name no one in particular: "employ any person as Treasurer", "assign another officer to act as Secretary". */
const NOT_ANYONE = String.raw`(?!(?:any|other|such|another|all|each|no|additional|a|an|the|its|our|his|her|their|one|someone|persons?|individuals?|employees?|officers?|staff)\b)`;
/** The employee as a summary or letter names him: a defined term, "you", "Dr. Roe", "Mr. Roe". */
const SUBJECT = String.raw`(?:${PHYSICIAN}|your|${HONORIFIC} [a-z]+)`;
/** "in the position of", "in his current capacity of", "in the offices of". */
const IN_OFFICE = String.raw`(?:in|to|for) (?:the |his |her |their |its )?(?:current |present |then[- ]current )?(?:office|offices|position|positions|capacity|capacities|role|post) of`;
/**
 * The words between the employee and his office, across the full stop of a company's abbreviation ("employment with
 * Acme, Inc., a Nevada corporation, in the positions of President"). A middle initial ("Jane Q. Roe") needs no exception
 * here: matchText has made its period neutral, and only there, so a sentence ending in a one-letter word ("... plan
 * a. As ...", "... than I. As ...") is not crossed.
 */
const SPAN = String.raw`(?:[^.;]|(?<=\b(?:inc|corp|co|ltd|jr|sr|n\.a|l\.p))\.)`;
/**
 * A signature block ("By: ... Title: President"), a Good Reason trigger, a recital, a career told up to now ("has held
 * several posts, most recently as President"): no appointment is made there,
 * unless the recital states the appointment the agreement is for ("WHEREAS, the Company desires to employ X as CFO").
 * A filing's cover asks for a "former name or former address": that is no career told.
 */
const NOT_APPOINTED = /^(?:by|its|name)\s*:|\bby:\s|\breduction in (?:the )?(?:executive's |employee's |physician's )?(?:title|position|office)|\bgood reason\b|^whereas\b(?![^.;]{0,80}\b(?:desires?|wishes?|wants?|intends?) to (?:employ|engage|hire|retain|appoint)\b)|\bformer(?:ly)?\b(?! (?:known|named|called|name|address)\b)|\b(?:prior to|before) (?:this|that|the|her|his|their|such|joining)\b[^.;]{0,60}\b(?:served|held|was)\b|\bpreviously (?:served|held|been elected|elected|been appointed|appointed)\b|\bmost recently\b/;

/**
 * The office he holds already, stated as the ground of the document rather than given by it: "he is employed as its
 * President under a service agreement dated 2019", "she currently serves as Treasurer", a worked-over earlier change
 * ("the Bank asked him to move and take the post of Senior Vice President, and he agreed, under that certain amendment").
 * A promise in the same sentence ("shall", "will", "hereby") lifts it.
 */
// The same told as a standing state ("has for some years been serving as its Treasurer", "is currently employed as CFO",
// "has served as President since 2001") or through the earlier paper ("the parties to that certain service agreement
// under which he was made Controller", "an employment contract, pursuant to which he agreed to act as CFO").
const HELD_UNDER_EARLIER_PAPER = /^(?![\s\S]*\b(?:shall|will|hereby|agrees to)\b)[\s\S]*(?:\bcurrently (?:serves|holds|acts|is serving|employed)\b|\bhas (?:[a-z]+ ){0,3}?been (?:holding|serving)\b|\bhas served as\b[^.;]{0,120}\bsince\b|\bpursuant to (?:the terms (?:set forth|contained|provided) in )?(?:an?|the|that certain|his|her) (?:[\w'\u2019-]+ ){0,4}(?:agreement|contract|letter|amendment)\b|\bunder (?:an?|that certain|his|her) (?![^.;]{0,40}\bthis\b)(?:[\w'\u2019-]+ ){0,4}(?:agreement|contract)\b|\bpursuant to which\b|\bparties to (?:an?|that certain) (?:[\w'\u2019-]+ ){0,4}(?:agreement|contract)\b)/;
/** The office named only as a condition of something else: "vesting in each tranche provided he is still employed as President then". */
const OFFICE_AS_CONDITION = /\b(?:provided|so long as|as long as|only if|if)\b(?: that)? (?:the |such )?[a-z]+ (?:is|remains|continues to be) (?:still )?(?:employed|serving)\b[^.;]{0,60}\bas\b/;
/** An office the definition says he lacks, as a ground for resigning: "Title Reduction means that he does not hold the title of CFO". */
const OFFICE_NOT_HELD = /\b(?:does|do|did|shall|will) not (?:have|hold|bear|carry|retain|keep)\b[^.;]{0,20}\b(?:title|position|office)\b|\bno longer (?:has|holds|serves)\b/;
/** A board office held as a director, not an office of the employment: "remains a member of the Board, serving as its Vice Chairman". */
const BOARD_OFFICE = /\bmember of (?:the |its |our )?(?:[a-z]+'s )?board\b[^.;]{0,60}\bserving as\b/;
/** A seat withheld, as a ground for resigning: "the board's failure to nominate him for election as a director". */
const SEAT_WITHHELD = /\b(?:fail\w*|refus\w*|omit\w*) to (?:re-?)?(?:nominate|elect|appoint|propose)\b/;

/**
 * The office named only as the occasion of a paper about something else ("in connection with our offer to employ you as
 * CFO, the Company agrees to pay severance if ...", "in consideration of his continued employment as Treasurer, the
 * parties agree"): the office is given elsewhere, if at all (ADJUDICATION: an office counts when this agreement makes
 * the appointment). A promise of the office in the same sentence lifts it.
 */
const OFFICE_AS_BACKGROUND = /^(?![\s\S]*\b(?:shall|will) (?:continue to )?(?:serve|be employed|act|hold|become|be appointed|remain)\b)[\s\S]*\b(?:in connection with|in consideration (?:of|for))\b[^.;]{0,80}\b(?:employment|offer to employ|engagement)\b[^.;]{0,100}\b(?:as|in the (?:position|capacity|office|role) of)\b/;
/** A promise or an appointment in the sentence: what makes an office named in a paper about leaving one it gives. */
const OFFICE_GIVEN = /\b(?:shall|will|hereby|agrees? to|is to|(?:re-?)?elect\w*|(?:re-?)?appoint\w*|nam(?:e|es|ed|ing)|promot\w*|designat\w*)\b/;
/** The office named as it ends: "your employment as President will end on the leaving date". */
const POST_ENDING = /\b(?:employment|service|tenure|term|position) as\b[^.;]{0,120}\b(?:will|shall|is to) (?:end|terminate|cease|conclude)\b/;
/** A post lost or not kept: "his removal as a director", "not being re-elected as Chairman", "ceases to serve as President". */
// His service ending in the post is the same: "the date he has a termination of service, for any reason, as Chairman".
// The post may be named as a position rather than with "as": "she ceases to hold the office of Controller", "his removal
// from the post of Treasurer".
const LOSS_OF_POST = /\b(?:remov(?:al|ed|e|es|ing)|not (?:being )?re-?(?:elected|appointed|nominated)|fail\w* to (?:re-?)?(?:elect|appoint|nominate)|ceas\w* (?:to (?:serve|be|hold)|serving|holding)|termination of (?:his |her |its )?(?:service|employment|office))\b[^.;]{0,80}\b(?:as|the (?:position|office|post|title|role)s? of)\b/;

/**
 * What may follow the superior before the verb that hands out the work: its defined name in brackets and a second
 * superior or his delegate ("as the Chief Executive Officer (the "CEO") or any person the CEO designates may assign",
 * "which the Board (the "Board") or the President from time to time may assign"). Either of them sets the work.
 */
const SECOND_SUPERIOR = String.raw`(?:\s?\([^()]{1,40}\))?(?: of [a-z.'’ ]{1,40}?)?(?:\s?\([^()]{1,40}\))?(?:,? (?:or|and|and\/or) (?:the |its |any |such |a |an |his |her )?(?:[\w'’-]+\s+){0,4}?(?:board|chief|president|c[eofm]o|chair\w*|supervisor|manager|director|officer|designee|individual|person|committee)\b(?: (?:designated|appointed|selected|chosen|named) by (?:the |its |such |him|her)?(?:[\w'’-]+\s+){0,3}?(?:board|chief|president|c[eofm]o|chair\w*|officer|committee)?\b)?(?: of [a-z.'’ ]{1,40}?)?(?:\s?\([^()]{1,40}\))?)?`;

/** Relocation help he gives up ("he agrees to forgo the firm's relocation programme"): none is given. */
const RELOCATION_WAIVED = /\b(?:forego|forgo|foregoes|forgoes|forewent|forwent|waive[sd]?|waiving|decline[sd]?|give up|gives up|relinquish\w*)\b[^.;]{0,60}\breloc\w+/;

export const reportingRules: readonly FlagRule[] = [
  {
    path: `${R}leader_opp`,
    // This agreement puts the physician in an office that leads (corpus/real/ADJUDICATION.md: an executive office counts
    // when this agreement makes the appointment): "employ the Executive as its Chief Operating Officer", "shall serve as
    // President", "Your title shall be Vice President", "Title: Executive Vice President".
    match: [
      around(String.raw`\b${SUBJECT}\b[^.;]{0,100}?\b`, [
        String.raw`employ(?:s|ed|ing|ment)?|engag(?:e|es|ed|ing|ement)|hire[sd]?|hiring|appoint\w*|elect(?:ed|s)?|serve[sd]?`,
        String.raw`serving|act(?:s|ing)?(?= as\b)|work(?:s|ing)?(?= as\b)|render (?:[a-z-]+ )?services|continue[sd]? to (?:employ|serve)|join\w*`,
        // The office confirmed or renewed by this agreement: "confirms your reappointment as Chief Financial Officer".
        String.raw`accept\w*|ratif(?:y|ies|ied|ication)|reappoint\w*|reelect\w*`,
        // "shall be generally responsible as Vice President of Sales": the office the employee answers for.
        String.raw`responsible(?= as\b)`,
        // The office written into a form's blank ends on the blank's underscore ("as _Treasurer_"), a word character.
      ], String.raw`\b${SPAN}{0,140}?\b(?:as|${IN_OFFICE}|with the title of)\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // A letter that confirms or records the office he holds under it: "this letter confirms your position as Treasurer",
      // "we write to record your employment with the Bank as its Vice President".
      new RegExp(String.raw`\b(?:confirm(?:s|ed|ing)?|document(?:s|ed|ing)?|record(?:s|ed|ing)?|memoriali[sz](?:e|es|ed|ing))\s+(?:your|his|her|(?:the\s+)?${PHYSICIAN}'s)\s+(?:\[[^\]]{1,60}\]\s+)?(?:continued\s+|current\s+|new\s+|ongoing\s+)?(?:position|relationship|employment|role|appointment|title|engagement|office)\b${SPAN}{0,80}?\bas\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // An appointment that puts the office straight after the person, with no "as": "we appoint you Vice Chairman",
      // "the Board elected him Chief Executive Officer", "names the Executive to the post of Treasurer".
      new RegExp(String.raw`\b(?:appoint|appoints|appointing|elect|elects|electing|name|names|naming|designate|designates|designating|promote|promotes|promoting)\s+(?:you|him|her|(?:the\s+)?${PHYSICIAN}|${HONORIFIC} [a-z]+)\s+(?:as\s+|to be\s+|to (?:the )?(?:office|position|post|role|title) of\s+)?${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // The same in the passive: "Employee Jane Roe is appointed General Director of the company", "you are hereby
      // named Chief Operating Officer". Not a past appointment ("was appointed CFO in 2019"): the agreement makes this one.
      new RegExp(String.raw`\b${SUBJECT}\b[^.;]{0,100}?\b(?:is|are|shall be|will be)\s+(?:hereby\s+)?(?:appointed|elected|named|designated|promoted)\s+(?:as\s+|to (?:the )?(?:office|position|post|role|title) of\s+|to\s+)?${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // The office offered in a letter: "we now offer you the post of Chief Financial Officer", "offer you a position as
      // VP Europe", "offer you a position with Acme Tools, Inc. as its Vice President" (the employer's name may end in "Inc.").
      new RegExp(String.raw`\boffer(?:s|ed|ing)?\s+(?:to\s+)?(?:you|him|her|(?:the\s+)?${PHYSICIAN})\s+(?:the\s+|an?\s+)?(?:position|post|office|role|title|job)\s+(?:with\s+(?:[\w&'’-]+[.,\u00b7]?\s+){1,6}?)?(?:of|as)\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // "makes an offer of employment to Jane Roe as the National Sales Director"; "desires Jane Roe to serve as its
      // Senior Vice President", in a recital.
      new RegExp(String.raw`\boffer(?:s|ed|ing)? (?:of )?employment\b${SPAN}{0,140}?\bas\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      new RegExp(String.raw`\b(?:desires?|wishes?|wants?)\s+${NOT_ANYONE}(?:${HONORIFIC}\s+)?(?:[\p{L}'’.-]+\s+){1,3}to (?:serve|act|work|be employed) as\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`, 'u'),
      // "our offer to you, pending the Board's approval, for the position of Chief Financial Officer".
      new RegExp(String.raw`\boffer(?:s|ed|ing)?\s+to\s+(?:you|him|her|(?:the\s+)?${PHYSICIAN})\b[^.;]{0,80}?\bfor the (?:position|post|office|role)s? of\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // The appointment or promotion the agreement is made for: "in connection with Mr. Roe's promotion to the office of
      // Chief Executive Officer", "upon your appointment as Treasurer".
      new RegExp(String.raw`\b(?:(?:the )?${PHYSICIAN}'s|his|her|your|${HONORIFIC} [a-z]+'s) (?:appointment|promotion|election|reappointment|reelection) (?:as|to(?: the (?:office|position|post|role)s? of)?)\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // A recommendation or intention that he be named: "we will recommend to the Board that you be named a Vice President".
      new RegExp(String.raw`\bthat ${SUBJECT} (?:be|would be|will be|shall be) (?:appointed|elected|named|designated|promoted) (?:as |to (?:the )?(?:office|position|post|role) of )?${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // The employee's own duties, set by an office: "shall perform the duties relating to the office of President",
      // "besides the usual duties associated with the position as CFO".
      new RegExp(String.raw`\b${SUBJECT}\b[^.;]{0,80}\bduties\b[^.;]{0,60}?\b(?:associated with|relating to|related to|attached to|pertaining to|incident to|of) (?:the |his |her |such )?(?:office|position|role|post)s? (?:of|as) (?:the |its )?${OFFICE}(?![a-z0-9])`),
      // The duties named by the office itself, as the employee undertakes them: "shall give his full time to his duties as
      // Vice President of the region" (not a return to them after an illness, "if he resumes his duties as Treasurer").
      new RegExp(String.raw`\b${SUBJECT} (?:shall|will|agrees to)\b[^.;]{0,80}\b(?:his|her|their|your) duties as\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // The office stated as the employee's position: "the post of Party B is CFO, reporting to the CEO".
      // Party B is the employee of the labour-contract forms.
      new RegExp(String.raw`\b(?:position|post|title|job title|office) of (?:${SUBJECT}|party b) (?:is|shall be|will be)\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      new RegExp(String.raw`\bduties (?:associated with|relating to|related to|attached to|pertaining to|incident to) (?:the |his |her |such )?(?:office|position|role|post)s? (?:of|as) (?:the |its )?${OFFICE}(?![a-z0-9])[^.;]{0,80}\b${SUBJECT} (?:shall|will)\b`),
      // An officer of the employer by his post: "based on his role as an officer of the Company".
      new RegExp(String.raw`\b(?:his|her|your|(?:the )?${PHYSICIAN}'s) (?:role|position|capacity|status) as an? (?:executive |corporate )?officer of (?:the )?${EMPLOYER}\b`),
      new RegExp(String.raw`\b(?:employ|engage|hire|appoint|elect|retain)(?:s|ed)?\s+(?:the\s+services\s+of\s+)?(?:the\s+)?(?:[a-z]+\s+)?(?:${PHYSICIAN}|dr[.·]? [a-z]+)\b[^.;]{0,80}?\b(?:as|${IN_OFFICE})\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // The title as this agreement sets or keeps it: "Your title shall be Vice President", "Your business title will
      // remain Executive Vice President", "the Employee's title for his new position will be CEO".
      // The employee's role or work stated as an office: "his primary role will be in the capacity of Senior Vice President".
      new RegExp(String.raw`\b(?:title|titles|position|office|role|job|work)\b[^.;]{0,80}?\b(?:shall|will|is to) (?:be|remain|continue to be)\s+(?:in the (?:capacity|role|area|position) of\s+)?${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // "Executive shall continue to be the Chief Executive Officer", "Employee will become President of the Company".
      new RegExp(String.raw`\b${SUBJECT}\s+(?:shall|will|is to|agrees to)\s+(?:continue to\s+|hereafter\s+)?(?:be|become|remain)\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // "the Executive will act for the Bank with the title of Senior Vice President".
      new RegExp(String.raw`\b${SUBJECT}\b[^.;]{0,100}\bwith the (?:title|position|office|rank)s? of\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // A summary of the agreement: "the employment agreement provides that Jane will serve as President and CEO".
      new RegExp(String.raw`\b(?:agreement|contract|letter) provides? (?:that|for) (?:[a-z.·'-]+ ){1,3}(?:will |shall |to )?(?:serve|be employed|act|continue to serve) as\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // The post the employee is given to take: "the Hospital engages Dr. Li to hold the post of director".
      new RegExp(String.raw`\b(?:take|takes|taking|hold|holds|holding|assume|assumes|assuming|accept|accepts|fill|fills|filling|occupy|occupies|occupying) (?:up )?the (?:position|post|office|role) (?:as|of)\s+${BEFORE_OFFICE}(?:${OFFICE}|director)\b`),
      // A "Title:" line of a term sheet or exhibit that goes on to the duties (not the signatory's title in a signature block).
      // A letter's numbered "1. POSITION Vice President, ... reporting to me" and a form's "a) Job Title: Chairman
      // b) Responsibility: ..." are the same line.
      new RegExp(String.raw`^(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:(?:job|business|position) )?(?:title\s*:|position\s*:?)\s*${OFFICE}(?![a-z0-9])[^|]{0,80}\b(?:duties|responsibilit(?:y|ies)|reports? to|reporting)\b`),
      // A form's "Job Title: Chairman" is the employee's job; a signatory's "Title:" line never says "job title".
      new RegExp(String.raw`^(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:job|position) title\s*:\s*${OFFICE}(?![a-z0-9])`),
      new RegExp(String.raw`\bin (?:his|her|their|your) capacity as (?:its |the )?${OFFICE}(?![a-z0-9])[^.;]{0,160}\b(?:shall|will) (?:faithfully |diligently )?perform`),
      new RegExp(String.raw`\bperform (?:in )?the (?:duties|capacity|role) of (?:the )?${OFFICE}(?![a-z0-9])`),
      // "will have the title of Executive Vice President", "shall function in the capacity of its President".
      new RegExp(String.raw`\b(?:${PHYSICIAN}|you)\b[^.;]{0,40}\b(?:have|hold|bear|carry)\s+the\s+(?:title|titles|position|office)\s+of\s+(?:an? |its |the )?${OFFICE}(?![a-z0-9])`),
      // The office may be said full-time or part-time: serving "in the capacity of" a part-time or full-time President.
      new RegExp(String.raw`\b(?:function|serve|act)(?:s|ing)?\s+in\s+the\s+capacit(?:y|ies)\s+of\s+(?:its |the )?(?:(?:full|part)[- ]time\s+)?${OFFICE}(?![a-z0-9])`),
      // The employee's own undertaking, in an amended clause that leaves him unnamed: he "agrees to serve as" Chairman
      // and stays on the staff. Only the employee agrees to serve in an office.
      new RegExp(String.raw`\bagrees? to (?:continue to )?serve as\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      // The office put in by the amendment's own change of wording: 'the words "President" are deleted from Section 1 and
      // replaced with "Executive Chairman"'.
      new RegExp(String.raw`\b(?:deleted|struck|removed)\b[^.;]{0,60}\breplaced (?:with|by) (?:the (?:term|title|words?) )?"?${OFFICE}(?![a-z0-9])`),
      // The office as the offer itself: "our employment offer: Vice President, Sales, based in the west office".
      new RegExp(String.raw`\b(?:job|employment) offer\s*:\s*${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
    ],
    // Nor a post he held in a time already ended ("matters arising during his term as CEO"), nor one he loses.
    unless: [NOT_APPOINTED, LOSS_OF_POST, HELD_UNDER_EARLIER_PAPER, OFFICE_AS_CONDITION, OFFICE_NOT_HELD, BOARD_OFFICE,
      OFFICE_AS_BACKGROUND, POST_ENDING,
      /\b(?:during|in the course of|throughout) (?:the )?(?:[a-z]+'s |his |her |your )(?:term|tenure|time) as\b/,
      // An office kept only up to the leaving date: "you will go on serving as Controller through 30 June (the
      // Transition Period)", "remains Treasurer until the Separation Date". A separation letter offers no office.
      /\b(?:continu\w*|remain\w*|stay\w*)\b[^.;]{0,40}\bas\b[^.;]{0,100}\b(?:through|until|till|up to)\b[^.;]{0,80}\b(?:transition period|(?:resignation|separation|termination|retirement|departure) date|last day of (?:(?:his|her|your) )?(?:employment|work|service))\b/],
    denial: 'clause',
    // In a paper about leaving, the office he holds is mostly told as background ("the Executive is employed as CFO and
    // is a key executive"; "he has had an offer to work as CFO elsewhere"): only a promise or an appointment in the
    // sentence makes it an office this paper gives.
    leavingNeeds: [OFFICE_GIVEN],
    confidence: PLAIN,
  },
  {
    path: `${R}leader_opp`,
    // An offer letter's "Position" item states the office with its reporting line: under "1. Position", "Vice
    // President and General Manager, Eastern Region, reporting to me."
    match: [new RegExp(String.raw`^${OFFICE}(?![a-z0-9])[^.;|]{0,100},\s*report(?:ing|s) (?:directly )?to\b`)],
    needs: [/\b(?:position|title|role|appointment)\b/],
    neededIn: 'topic',
    unless: [NOT_APPOINTED],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${R}leader_opp`,
    // The employee by his own name rather than a defined term: "Acme hereby employs Novak as its Chief Financial
    // Officer", "the Bank appoints Ms. Reyes as Treasurer". The name is capitalised in the original; "employ any
    // person as Treasurer" names no one.
    // A middle initial may stand in the name ("appointed Jane Q. Roe as Executive Vice President"), and the employer may
    // assign him to the office ("assigns Party B Li Wei to work as President").
    match: [
      new RegExp(String.raw`\b(?:employ|employs|employed|engage|engages|engaged|hire|hires|hired|appoint|appoints|appointed|retain|retains|retained)\s+${NOT_ANYONE}(?:[a-z·'’.-]+\s+){1,3}as\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
      new RegExp(String.raw`\b(?:assign|assigns|assigned|appoint|appoints|appointed|designate|designates|designated)\s+${NOT_ANYONE}(?:[a-z·'’.-]+\s+){1,4}to (?:work|serve|act)\s+as\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`),
    ],
    needsText: [/\b(?:[Ee]mploy|[Ee]ngage|[Hh]ire|[Aa]ppoint|[Rr]etain|[Aa]ssign|[Dd]esignate)(?:s|ed)?\s+(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][a-z]/],
    unless: [NOT_APPOINTED, HELD_UNDER_EARLIER_PAPER],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${R}leader_opp`,
    // The employee by his own name as the subject: "Marta Vogel will work as Executive VP, Sales", "during the term,
    // Novak shall serve the Bank as its Executive Chairman". The name is capitalised in the original and is no
    // company or body ("The Company will act as ...").
    match: [new RegExp(String.raw`(?:^|[,:]\s|\bposition:?\s)(?:${HONORIFIC}\s+)?(?:[\p{L}'’-]+\s+(?:[a-z][.·]\s+)?){1,3}(?:will|shall)\s+(?:continue to\s+)?(?:work|serve|act)\b[^.;]{0,40}?\bas\s+${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`, 'u')],
    needsText: [new RegExp(String.raw`(?:^|[,:]\s+|\bPosition:?\s+)(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?(?!(?:The|This|Each|Such|Company|Employer|Bank|Corporation|Board|Hospital|Group|Practice|Party|Employee|Executive|Physician|Doctor|I|We|You|He|She|It|They)\b)\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2}\s+(?:will|shall)\s+(?:continue to\s+)?(?:work|serve|act)\b`, 'u')],
    unless: [NOT_APPOINTED],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${R}leader_opp`,
    // A job description attached to the agreement names the office: "Jane Roe is the Chief Executive Officer of the
    // Company. She is responsible for ...", under an "Executive Job Description" heading.
    match: [new RegExp(String.raw`^(?:[a-z.·'-]+ ){1,4}(?:is|serves as|shall serve as|will serve as) (?:the |its |our )?${OFFICE}(?![a-z0-9])`)],
    needs: [/\b(?:job|position|role) description\b/],
    neededIn: 'topic',
    unless: [NOT_APPOINTED],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${R}report_struct_superv`,
    // Who directs or assigns the physician's duties (corpus/real/ADJUDICATION.md): "the duties the Board may assign to him
    // from time to time", "as the Board may prescribe", "at the direction of the President", "reporting only to the Board".
    match: [
      // The work or the post a superior sets: "the tasks specified now and then by the Board", "in any
      // other role as designated by the Chief Executive Officer".
      // Projects and assignments handed out are the work too: "special projects as assigned by the CEO".
      new RegExp(String.raw`\b(?:duties|responsibilities|services|authority|functions|powers|tasks|position|title|role|capacity|projects|assignments)\b[^.;]{0,120}\b(?:assigned|delegated|prescribed|directed|determined|designated|requested|specified|established|set)\b[^.;]{0,40}\bby (?:the |its |such |our )?(?:[\w'’-]+,?\s+){0,4}${SUPERIOR.source}`),
      // The work a superior hands out, by a verb of giving: "carrying out the tasks given to him by the Board", "the
      // assignments entrusted from time to time by the President". The giver is a superior by title ("services provided
      // by the Executive" is the employee's own work).
      /\b(?:duties|tasks|assignments|responsibilities|projects|instructions)\b[^.;]{0,40}\b(?:provided|given|entrusted|allocated|handed)\b(?: to (?:him|her|you|them))?(?: from time to time)?,? by (?:the |its |our )?(?:[\w'’-]+\s+){0,3}(?:board|chief|president|ceo|chair\w*|supervisor|manager|director|officer|head|dean|administrator)\b/,
      // "at all times subject to the final control of the Board".
      new RegExp(String.raw`\b(?:at|under|subject(?: at all times| in all respects)? to) the (?:(?:general|direct|overall|reasonable|lawful|sole|ultimate|immediate|final|day-to-day)\s+)?${CONTROL}(?:\s+(?:and|or|and\/or)\s+${CONTROL})? of (?:the |its |our )?(?:[\w'’-]+,?\s+){0,4}${SUPERIOR.source}`),
      // Duties that change at a superior's discretion: "responsibilities are subject to change based on the discretion of the Board".
      new RegExp(String.raw`\b(?:duties|responsibilities|job description)\b[^.;]{0,100}\b(?:discretion|direction) of (?:the |its |our )?(?:[\w'’-]+,?\s+){0,4}${SUPERIOR.source}`),
      // A letter's signatory as the superior: "reporting to myself and the Chief Operating Officer".
      /\breport(?:s|ing)? (?:directly )?to (?:myself|me|the undersigned)\b/,
      new RegExp(String.raw`\breport(?:s|ing)?\s+(?:(?:solely|directly|only|exclusively|primarily)\s+(?:and\s+)?){1,3}to\s+(?:the |its |our )?(?:[\w'’-]+,?\s+){0,5}${SUPERIOR.source}`),
      new RegExp(String.raw`\breporting to (?:the |its |our )?(?:[\w'’-]+,?\s+){0,5}${SUPERIOR.source}`),
    ],
    unless: [
      /\bgood reason\b/,
      /\breport\w* (?:to [^.]{0,60})?any (?:incident|claim|conduct|breach|violation|suspected|investigation|action|charge|change|event|adverse|arrest|complaint|injury|accident|exposure)/,
      // Duties that may not be handed on to another ("his duties here are personal and shall not be assigned"): the
      // contract's transfer, not a superior who sets the work.
      /\b(?:shall|will|may) not be (?:assigned|delegated|transferred)\b/,
      // The one who takes over his work is chosen by the Board, not his work ("hand his duties over to a successor designated
      // by the Board"); the employer acting on a committee's direction sets no line for him (the employer wishing to
      // amend something "at the direction of" its pay committee).
      /\b(?:successor|replacement)s? (?:\w+ )?(?:designated|appointed|named|selected|chosen|identified) by\b/,
      new RegExp(String.raw`\b(?:${EMPLOYER}|bank),? (?:acting )?(?:at|under|upon) the (?:\w+ )?(?:direction|instruction)s? of\b`),
    ],
    allowHeadings: false,
    confidence: PLAIN,
  },
  {
    path: `${R}report_struct_superv`,
    // A protected reporting line, mostly a ground for resigning with good reason: "if he is no longer reporting to the
    // Chairman", "should you cease to report directly to me", "his reporting relationship moved below the chief executive",
    // "being required to report to anyone other than the Board". Naming whom he must keep reporting to states the line
    // (corpus/real/ADJUDICATION-holdout20.md h20-06, holdout24 h24-12, holdout27 h27-11); a bare "change in reporting
    // relationship" names nobody and a superior named only in the cause definition sets no line (h17-05, h23-06).
    match: [
      new RegExp(String.raw`\b(?:no longer|ceas\w* to|cessation of (?:his |her |the executive['’]s )?)(?: be)?(?:[^.;]{0,200}?\((?:[a-z]|[ivx]{1,4}|\d)\))? report(?:s|ing)? (?:directly |solely |exclusively )?to (?:me\b|the undersigned\b|(?:the |its |our )?(?:[\w'’-]+,?\s+){0,5}(?:${SUPERIOR.source})\b)`),
      new RegExp(String.raw`\breporting (?:relationship|line)s?\b[^.;]{0,40}\b(?:below|other than)\b[^.;]{0,30}\b(?:${SUPERIOR.source})\b`),
      // A layer put between him and his superior: "inserting another officer between the Executive and the Board".
      new RegExp(String.raw`\b(?:insert\w*|interpos\w*|plac(?:e|es|ed|ing)) (?:an?|any|another|other) (?:[\w-]+ )?(?:employee|person|officer|executive|individual|manager|layer)s?\b[^.;]{0,30}\bbetween (?:the )?(?:${PHYSICIAN}|you|him|her)\b(?:[^.;]{0,20})? and (?:the |its )?(?:[\w'’-]+\s+){0,4}(?:${SUPERIOR.source})\b`),
      new RegExp(String.raw`\b(?:requir\w+|ask\w*|caus\w+) to report (?:directly )?to (?:any ?one|someone|any (?:person|officer|individual)|a person)(?: or (?:any )?(?:body|entity))? other than (?:the |its |our )?(?:[\w'’-]+,?\s+){0,5}(?:${SUPERIOR.source})\b`),
    ],
    unless: [/\breport\w* (?:to [^.]{0,60})?any (?:incident|claim|conduct|breach|violation|suspected|investigation|action|charge|event|adverse|arrest|complaint|injury|accident|exposure)/],
    allowHeadings: false,
    // The line is mostly set inside the definition of good reason.
    allowDefinitions: true,
    // "no longer reporting to" is the trigger's own wording, not a denial of the line.
    denial: 'none',
    confidence: LIKELY,
  },
  {
    path: `${R}report_struct_superv`,
    // The employee answers to a superior's instructions, often named among the causes for dismissal: "failure to follow
    // the lawful directives of the Board", "refusal to comply with an instruction from the Chairman or the CEO". Who
    // gives the instructions is whom he answers to, though it is said less squarely than a reporting line.
    // The instructions are to be followed ("comply with", "fail to follow"), and come from a superior by title, not
    // from the executive himself ("payments made on instructions from the Executive").
    match: [new RegExp(String.raw`\b(?:follow\w*|comply\w*|obey\w*|carry out|abide by|adhere to|refus\w*|fail\w*|disregard\w*|in accordance with|pursuant to)\b[^.;]{0,50}\b(?:instructions?|directives?|directions?|orders?) (?:of|from|given by|issued by) (?:the |its |our )?(?:[\w'’-]+,?\s+){0,4}(?:board|chief|chair\w*|president|ceo|officer|director|supervisor|manager|head|dean|administrator)\b`),
      // The judge of his work by title: "failure to perform the duties of the post, if not remedied to the satisfaction
      // of the CEO or his designee".
      new RegExp(String.raw`\bduties\b[^.;]{0,160}\bto the (?:reasonable |sole |full )?satisfaction of (?:the |its |our )?(?:[\w'’-]+\s+){0,3}(?:board|chief|chair\w*|president|ceo|supervisor|manager|head|dean|administrator)\b`),
      // His post as adviser to a superior, in a list of duties or as the role he serves in: "(a) Advisor to the Company's
      // President on budgets and plans", "he shall serve as senior adviser to the Chief Executive Officer".
      new RegExp(String.raw`(?:^(?:\(?[\da-z]{1,3}[.)]\s*)*|\b(?:serves?|serving|acts?|acting) as (?:an? |the )?)(?:(?:senior|special|strategic|principal|chief) )?advis[eo]r to (?:the |its |our )?(?:[a-z]+'s )?(?:board|chief executive|chair\w*|president|ceo)\b`)],
    unless: [/\bgood reason\b/],
    allowHeadings: false,
    confidence: LIKELY,
  },
  {
    path: `${R}report_struct_superv`,
    // "such duties as the Board may prescribe", "as the Chief Executive Officer or his designee may request": a superior
    // who sets the work. The work must be named nearby: "such benefit plans as the Board shall determine" sets none.
    match: [
      around(String.raw`\bas (?:the |its |our )?(?:[\w'’-]+\s+){0,4}`, [
        String.raw`board|chief|president|ceo|chair\w*|supervisor|manager|director|officer`,
      ], String.raw`(?: of [a-z.'’ ]{1,40}?)?${SECOND_SUPERIOR} (?:may|shall|will) (?:reasonably |from time to time |,\s*)*(?:prescribe|assign|direct|determine|designate|request)\b`),
      // "further tasks that the Board may assign": the same with "that" or "which", for the verbs
      // that hand out work (not "determine", said of pay and benefits too).
      around(String.raw`\b(?:that|which) (?:the |its |our )?(?:[\w'’-]+\s+){0,4}`, [
        String.raw`board|chief|president|ceo|chair\w*|supervisor|manager|director|officer`,
      // The body may be named at length, and the timing may come before the verb: "which the Board of Directors of the
      // Company or its Chairman from time to time may assign".
      ], String.raw`(?: of [a-z.'’ ]{1,60}?)?${SECOND_SUPERIOR}(?:,? from time to time,?)? (?:may|shall|will) (?:reasonably |from time to time |,\s*)*(?:prescribe|assign|direct|delegate)\b`),
      // The relative word left out and the verb in the present ("such other tasks the Group's President, or her designee,
      // assigns now and then"), or the superior picking the work out for him ("the Chief Executive may name projects for
      // the Adviser to take on").
      new RegExp(String.raw`\b(?:duties|tasks|responsibilities|assignments|projects)\b (?:the |its |our )?(?:[\w'’-]+\s+){0,4}?(?:board|chief|president|ceo|chair\w*|supervisor|manager|director|officer)\b(?: of [a-z.'’ ]{1,40}?)?${SECOND_SUPERIOR},? (?:from time to time |now and then )?(?:assigns|prescribes|directs|delegates|requests)\b`),
      /\b(?:board|chief executive(?: officer)?|president|ceo|chair\w*|supervisor|manager)\b,? (?:may|shall|will) (?:from time to time |now and then )?(?:identify|name|select|assign|designate) (?:specific |particular |such )?(?:projects|tasks|assignments|activities)\b[^.;]{0,40}\bfor (?:the )?(?:consultant|adviser|advisor|executive|employee|officer|physician|you|him|her)\b/,
      // The passive: "advice on policy as may be requested by the Board", "as shall be assigned by the CEO".
      /\bas (?:may|shall|will) (?:be )?(?:reasonably |from time to time )*(?:requested|assigned|directed|prescribed|delegated)\b[^.;]{0,30}?\bby (?:the |its |our )?(?:[\w'’-]+\s+){0,3}(?:board|chief|president|ceo|chair\w*|supervisor|manager|director|officer|head|dean)\b/,
    ],
    needs: [/\b(?:duties|duty|responsibilities|services|functions|powers|tasks|authority|assignments?|position|capacity|work)\b/],
    unless: [/\bgood reason\b/],
    allowHeadings: false,
    confidence: PLAIN,
  },
  {
    path: `${R}report_struct_superv`,
    match: [
      new RegExp(String.raw`\b(?:shall|will|to|${PHYSICIAN})\s+(?:\w+\s+)?report(?:s|ing)?(?:,\s+[^,.;]{0,60},)?\s+${REPORT_ADVERBS}to(?:,| and)?\s+(?:(?:and|or) (?:be |is |shall be |will be )?(?:subject to|supervised|directed|overseen|managed|evaluated|(?:serve|hold office) at the pleasure of)[^,.;]{0,80},\s+)?(?:the\s+)?(?:[\w'’-]+\s+){0,6}${SUPERIOR.source}`),
      /\breporting (?:relationship|line|structure)s?\b/,
      new RegExp(String.raw`\b(?:shall|will) (?:directly )?(?:supervise|oversee) (?:the )?${PHYSICIAN}\b`),
      new RegExp(String.raw`\b(?:accountable|answerable|responsible) to (?:the )?(?:[\w'’-]+,?\s+){0,5}${SUPERIOR.source}`),
      /\b(?:supervised|overseen) by (?:the )?(?:[\w'-]+ ){0,5}(?:chief|chair|director|officer|president|dean|head|manager|supervisor)/,
      /\bunder the (?:direct |general |clinical |administrative )?(?:supervision|direction) of (?:the )?(?:[\w'-]+ ){0,5}(?:chief|chair|director|officer|president|dean|head|manager|supervisor)/,
      /\breports to\s*[|:]?\s*(?:the )?(?:[\w'-]+ ){0,4}(?:chief|chair|director|officer|president|dean|head|manager)/,
      // A letter's "Reporting To: Chief Executive Officer" line.
      /\breporting to\s*[|:]\s*(?:the )?(?:[\w'-]+ ){0,4}(?:chief|chair|director|officer|president|dean|head|manager|board|committee)/,
      // The same line with the colon first: "Reporting: Directly to Chairman/CEO".
      /\breporting\s*[|:]\s*(?:directly |solely )?to (?:the )?(?:[\w'-]+ ){0,4}(?:chief|chair|director|officer|president|dean|head|manager|board|committee|ceo|coo|cfo)/,
    ],
    unless: [
      /\breport to (?:the )?(?:[\w'-]+ ){0,4}(?:compliance|privacy|risk management)\b/,
      // A change of the reporting line named as a ground for resigning: no line is set there.
      // Or the employer's failure to keep it: "the failure to continue his present authority, duties and reporting line".
      /\b(?:change|changes|diminution|reduction|alteration|fail\w* to (?:continue|maintain|preserve|keep))\b[^.;]{0,60}\breporting (?:relationship|line|structure)/,
      /\breport\w* (?:to [^.]{0,60})?any (?:incident|claim|conduct|breach|violation|suspected|investigation|action|charge|change|event|adverse|arrest|complaint|injury|accident|exposure)/,
      new RegExp(String.raw`^(?![\s\S]*\b${PHYSICIAN} (?:shall|will) (?:\w+ )?report)[\s\S]*\bin turn reports\b`),
    ],
    allowHeadings: false,
  },
  {
    path: `${R}report_struct_superv`,
    // The physician reports to a named person or titled office, with the subject anywhere
    // before the verb: "You will report to Dr. Jane Roe, Managing Physician", "for
    // administrative purposes reports to, the Medical Director".
    // A middle initial may stand in the name: "shall report to Jane Q. Roe, President".
    // The post may stand for him ("this role will report to ..."), and "report into" is "report to".
    match: [new RegExp(String.raw`\b(?:${PHYSICIAN}|(?:this|your|his|her) (?:position|role|job|post)\b(?! of))\b[^.;]{0,100}\breports?\s+${REPORT_ADVERBS}(?:to|into),?\s+(?:the\s+)?(?:dr\W|doctor\b|(?:(?:[a-z]\.|[\w'’·-]+),?\s+){0,5}(?:${SUPERIOR.source}|physician)\b)`)],
    // The person is named with capitals in the original: "report to Dr. Feld", "to the Medical Director".
    needsText: [/\b[Rr]eports?\s+(?:(?:directly|initially|primarily|administratively|functionally)\s+)*(?:to|into),?\s+(?:the\s+)?(?:Dr\.?\s|Doctor\s|[A-Z])/],
    unless: [
      /\breport\w* (?:to [^.]{0,60})?any (?:incident|claim|conduct|breach|violation|suspected|investigation|action|charge|change|event|adverse|arrest|complaint|injury|accident|exposure)/,
      /\breports? to (?:the )?(?:[\w'-]+ ){0,4}(?:compliance|privacy|risk management|irs|internal revenue|state|board of medicine|medical board|data bank|npdb)\b/,
      /\b(?:will|shall) report (?:payments|income|earnings|compensation)\b/,
    ],
    allowHeadings: false,
    confidence: STATED,
  },
  {
    path: `${R}report_struct_superv`,
    // The employee told to report to a person by name alone, with no title: "You will report to Ana Ruiz." The name is
    // a capitalised first and last name in the original and ends the clause; a department ("Human Resources") is none.
    match: [new RegExp(String.raw`\b(?:you|${PHYSICIAN}) (?:shall|will) (?:continue to )?report (?:directly )?to (?:${HONORIFIC}\s+)?[a-z][\w'’-]+(?:\s+[a-z][.·])?\s+[a-z][\w'’-]+\s*(?:$|[.;,(])`)],
    needsText: [/\b[Rr]eport (?:directly )?to (?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z'’-]+/],
    unless: [/\b(?:resources|department|services|affairs|office|division|team|committee|board|counsel)\s*(?:$|[.;,(])/],
    allowHeadings: false,
    confidence: PLAIN,
  },
  {
    path: `${R}report_struct_superv`,
    // The office given with its reporting line to a person by name, in a letter: "the position of Controller,
    // reporting to Maria Lopez", "you remain an employee of the Company, reporting to Tom Ek." The name is a
    // capitalised first and last name in the original.
    match: [new RegExp(String.raw`,\s*reporting (?:directly |initially )?to (?:${HONORIFIC}\s+)?[a-z][\w'’-]+(?:\s+[a-z][.·])?\s+[a-z][\w'’-]+`)],
    needsText: [/,\s*[Rr]eporting (?:directly |initially )?to (?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z][A-Za-z'’-]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z]/],
    unless: [
      /\breport\w* (?:to [^.]{0,60})?any (?:incident|claim|conduct|breach|violation|suspected|investigation|action|charge|change|event|adverse|arrest|complaint|injury|accident|exposure)/,
      /\breporting to (?:the )?(?:[\w'-]+ ){0,4}(?:compliance|privacy|risk management|irs|internal revenue|state|board of medicine|medical board|data bank|npdb|securities)\b/,
      /\bgood reason\b/,
    ],
    allowHeadings: false,
    confidence: STATED,
  },
  {
    path: `${R}prof_growth_career_adv_opp`,
    match: [/\bcareer (?:advancement|development|growth|progression|path|ladder|opportunit\w+)\b/, /\bprofessional (?:growth|advancement)\b/, /\badvancement\b/, /\bpromot(?:ion|ions|ed)\b/],
    unless: NOT_A_STEP_UP,
    // A purpose in a list the employee's personal data may be used for ("... for these purposes: (d) performance and
    // promotion"): no step up is offered.
    leadUnless: [PERSONAL_DATA],
    denial: 'clause',
  },
  {
    path: `${R}prof_growth_career_adv_opp`,
    // A later, higher office the employer expects or intends to give him: "the Board expects to name you Chief Operating
    // Officer once the audit is filed", "it is intended that he will be elected Chair when the present Chair steps down".
    match: [new RegExp(String.raw`\b(?:anticipat\w*|expect\w*|intend\w*|intent|intention|plans?|contemplat\w*)\b[^.;]{0,80}?\b(?:will|shall|would|to)\s+(?:be\s+)?(?:appoint|elect|nam|promot|designat)\w*\b[^.;]{0,40}?\b(?:as\s+|to (?:the )?(?:position|office|post) of\s+)?${BEFORE_OFFICE}${OFFICE}(?![a-z0-9])`)],
    // A time still to come: after a transition, at a later meeting, when the holder retires.
    // Or a date named for it: "its intent to name you President in March of next year".
    needs: [/\b(?:until|after|once|following|when|upon|at which time|meeting|retire\w*|transition|succe\w*|thereafter|later)\b/,
      /\b(?:in|by|on|during) (?:or about |or before )?(?:early |mid-?|late )?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/],
    unless: [NOT_APPOINTED],
    denial: 'clause',
    confidence: LIKELY,
  },
  {
    path: `${R}leader_opp`,
    match: [around(String.raw`\b${PHYSICIAN}\b[^.]{0,60}\b(?:serve|appointed|named|designated|elected)\b[^.]{0,30}\bas (?:the )?`, [
      String.raw`chief|chair|chairman|chairperson|director|head|lead|president|vice chair`,
    ], String.raw`\b`), /\bleadership (?:roles?|positions?|opportunit\w+|development|track)\b/, /\b(?:physician|clinical|department|division) lead(?:er)?\b(?! time)/, /\bleader\w*\b[^.]{0,40}\b(?:opportunit\w+|role|position)/,
      // A titled role offered or given: "will be offered the role of Hospitalist Team Lead", "appointed to the post of Clinical Director".
      around(String.raw`\b`, [
        String.raw`offered|offer|appointed|appoint|named|designated|given|assume|assumes|take on|takes on|serve in|hold|holds`,
      ], String.raw`\b[^.;]{0,30}\b(?:role|position|post|title|office) of (?:the )?(?:[\w'-]+ ){0,4}(?:lead|leader|director|chief|chair|chairman|chairperson|head|president|vice[- ]chair|lead clinician)\b`),
      /\b(?:team|section|site|service|unit|programme|program) lead(?:er)? (?:role|position|post|stipend)\b/],
    // A post named as one he may lose (a good reason trigger: "his removal as Chair, or his not being re-elected to it")
    // is no role given here.
    unless: [/\bnursing leadership\b(?![^.]*\bleadership (?:role|position|opportunit))/, /\breports? to\b/, NOT_APPOINTED, LOSS_OF_POST, HELD_UNDER_EARLIER_PAPER, OFFICE_AS_BACKGROUND, POST_ENDING],
    denial: 'clause',
    leavingNeeds: [OFFICE_GIVEN],
  },
  {
    path: `${R}leader_opp`,
    // The physician takes a seat on the governing body, or chairs a committee: "eligible to serve ... on the Board of
    // Managers", "shall chair the Quality Committee". Plain committee membership is a duty, not a role.
    match: [
      around(String.raw`\b${PHYSICIAN}\b[^.;]{0,60}\b(?:serve|sit|seat|elected|election|appointed|appointment|nominated|eligible)\b[^.;]{0,80}\b(?:on|to) (?:the )?(?:[\w'-]+ ){0,2}`, [
        String.raw`board of (?:managers|directors|trustees|governors)|governing (?:board|body|council)|executive committee`,
        String.raw`management committee`,
      ], String.raw`\b`),
      new RegExp(String.raw`\b${PHYSICIAN}\b[^.;]{0,60}\b(?:to|shall|will|may) chair (?:the |a |one |any )?(?:[\w'&-]+ ){0,6}(?:committee|council)\b`),
      new RegExp(String.raw`\b${PHYSICIAN}\b[^.;]{0,60}\b(?:serve|act|appointed|elected|designated) as (?:the )?(?:chair|chairman|chairperson|president|vice[- ]chair) of (?:the |a |any )?(?:[\w'&-]+ ){0,6}(?:committee|council|board|section|department|division)\b`),
    ],
    // A seat he may lose, named as a ground for resigning: "if he is not re-elected to the parent's board".
    unless: [/\b(?:shall|will) not (?:serve|sit)\b[^.]{0,60}\b(?:competitor|other|any (?:entity|organization|company))\b/, /\b(?:competitor|competing)\b/, LOSS_OF_POST, SEAT_WITHHELD,
      // A standstill: he promises not to seek or take a seat ("he will not stand for election to the board, nor accept a
      // nomination to it"). The negation sits on the seeking, which the clause reader does not take for a denial.
      /\b(?:will|shall|may|to) not(?:,? directly or indirectly,?)? (?:seek|accept|stand for|run for|solicit)\b[^.;]{0,60}\b(?:election|nomination|appointment|seat)\b/,
      /\bnot (?:being )?re-?(?:nominated|elected|appointed)\b(?: or re-?(?:nominated|elected|appointed)\b)? to\b/],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${R}diversity_inclusivity_initiatives`,
    match: [
      /\bdiversity\b/,
      /\b(?:equity(?:,)? and|and) inclusion\b/,
      /\binclusion (?:council|initiatives?|programs?|committee|efforts?|training)\b/,
      /\binclusive (?:workplace|recruitment|culture|environment|excellence)\b/,
      /\bdei\b/,
      /\baffinity groups?\b/,
      /\bemployee resource groups?\b/,
    ],
    unless: [/\bequal (?:employment )?opportunity employer\b/],
    denial: 'clause',
  },
  {
    path: `${R}cultural_competence_training`,
    match: [/\bcultural(?:ly)? (?:competen\w+|humility|sensitivity|awareness|responsive\w*)\b/, /\bimplicit[- ]bias training\b/, /\bhealth equity training\b/, /\bunconscious bias\b/],
    denial: 'clause',
  },
  {
    path: `${R}team_building_activities`,
    match: [/\bteam[- ]?building\b/, /\b(?:staff|team|clinician|physician|all-staff|unit) retreats?\b/, /\bteam (?:outings|events|activities)\b/],
    denial: 'clause',
  },
  {
    path: `${L}performanceEvaluationFeedback.peer_feedback`,
    match: [/\bpeer (?:review|evaluations?|feedback|assessments?|input)\b/, /\b(?:feedback|evaluations?|input|ratings?|assessments?) (?:from|by) (?:the |other |fellow |its |his |her |your )?(?:faculty |physician |clinical |medical staff )?(?:colleagues|peers?)\b/,
      // The peers named by their profession: "feedback from peer physicians", "evaluated by fellow surgeons".
      around(String.raw`\b(?:feedback|evaluations?|evaluated|input|ratings?|rated|assessments?|assessed|reviews?|reviewed) (?:from|by) (?:the |other |its )?(?:peer|fellow) `, [
        String.raw`physicians|clinicians|surgeons|radiologists|providers|practitioners|faculty|colleagues|anesthesiologists`,
        String.raw`hospitalists|specialists`,
      ], String.raw`\b`), /\b360[- ]degree\b/,
      // British appraisal wording: "multi-source feedback", "colleague feedback", "feedback gathered from peers".
      /\bmulti-?source (?:colleague )?(?:feedback|appraisal|assessments?|reviews?)\b/, /\bcolleague (?:feedback|questionnaires?|surveys?)\b/,
      /\b(?:feedback|input|views|ratings?)\b[^.;]{0,40}\b(?:gathered|collected|obtained|sought|solicited|invited) from (?:the |other |fellow |its |his |her |your )?(?:peers|colleagues)\b/, /\bprofessional practice evaluation\b/],
    unless: [/\bpeer[- ]reviewed\b/, /\bpeer review (?:data|information|materials|records|privilege|documents)\b/, /\bconfidential\w*\b/],
    denial: 'clause',
  },
  {
    path: `${L}relocationAssistanceSigningBonuses.reloc_assist`,
    // Expenses of moving oneself and one's family ("reimburse him for the costs he incurs in moving himself and his family").
    // Not "relocatable" (code that can be loaded anywhere in memory, among the employer's secrets).
    match: [/\breloc(?!atable)\w+/, /\bmov(?:e|ing)\b[^.]{0,40}\bhousehold\b/, /\bmoving (?:expenses|costs|allowance)\b/, /\bhouse-hunting\b/, /\btemporary housing\b/,
      /\b(?:expenses?|costs?)\b[^.;]{0,60}\bmov(?:e|ing) (?:himself|herself|yourself|themselves)\b[^.;]{0,20}\bfamil(?:y|ies)\b/,
      // The cost of the move itself, British "removal" included: "the cost of moving to the new city and of the removal".
      // Not a move of the workplace or its things ("the costs of moving the clinic").
      /\b(?:costs?|expenses?) of (?:(?:his|her|your|their) )?(?:moving|removal|removals|the move)\b(?=\s*(?:$|[,.;)]|(?:to|from|and|of|for) (?!(?:the|its|our) (?:practice|office|clinic|facility|hospital|business|company|equipment|records)\b)|(?:him|her|your|them)sel(?:f|ves)\b|(?:his|her|your|their) (?:family|household|belongings|furniture|home)\b))/],
    // A relocation package, policy or list of benefits offered is the assistance itself; a sum for it is payable.
    needs: [/\b(?:reimburs\w*|pay|pays|paid|payable|provide[sd]?|allowance|assistance|stipend|payment|costs?|expenses|package|policy|benefits)\b/],
    // A move of the workplace or a required move of the employee named as a ground to resign (a move "of more than 50
    // miles", a move of his main place of work) is no assistance.
    unless: [/\breloc\w+ (?:of|to) (?:the |a )?(?:practice|office|clinic|facility|hospital)\b/, new RegExp(String.raw`\b(?:office|${EMPLOYER}) relocates\b`), /\bnot be required to relocate\b/,
      /\breloc\w+\b[^.;]{0,40}\b(?:more than|in excess of|greater than|further than|farther than|beyond|exceeding|over|at least) (?:\d+|[a-z]+(?:-[a-z]+)?) (?:\(\d+\) )?(?:miles?|kilomet(?:er|re)s?|km)\b/,
      /\breloc\w+ of (?:the |his |her |your |(?:the )?[a-z]+'s )?(?:principal |primary )?(?:place of (?:employment|business|work|performance)|work ?(?:place|site|location)|office|headquarters)\b/,
      /\b(?:required|requires?|requiring|forced|involuntary) (?:to )?reloc\w+\b[^.;]{0,60}\b(?:good reason|miles?|kilomet)/,
      // A move imposed on him, among the events that let him leave: "any of these without his consent: (i) he is relocated".
      /\bwithout (?:the )?(?:[\w']+ )?(?:prior )?(?:written )?consent\b[^.]{0,80}\breloc\w+/,
      // The move named as what lets him leave, often a defined term ("his work site is moved more than 30 miles (the
      // \"Relocation\") and he resigns because of the Relocation"), or a move of his office named with an honorific.
      /\b(?:terminat\w*|resign\w*|leave|quit)\b[^.;]{0,60}\b(?:as a result of|because of|due to|following|on account of|by reason of) (?:such |a |the |any |that )?reloc\w+/,
      /\breloc\w+ of (?:(?:mr|mrs|ms|dr)[.\u00b7]? )?[a-z]+'s (?:principal |primary )?(?:place of (?:employment|business|work|performance)|work ?(?:place|site|location)|office)\b/,
      // A move of the employer's operations, not of the employee: "a plan to relocate the plant to the new site".
      /\breloc\w+ (?:plan|project|of)\b[^.;]{0,20}?(?:\b(?:to )?(?:move|moving|transfer\w*) )?(?:the |its |our |their )?(?:[\w'-]+ ){0,2}(?:operations?|business|plant|manufacturing|production|facilit(?:y|ies)|headquarters|division)\b/,
      RELOCATION_WAIVED,
      // Relocation named among the claims a release gives up ("all claims for back pay, bonuses, relocation expenses").
      // The list may run on from a release verb left in the sentence before, its other claims still plain.
      /^(?=[^]*\b(?:releas\w*|waive[sd]?|waiving|discharg\w*|back pay|front pay|lost wages|wrongful (?:termination|discharge))\b)[^]*\bclaims? (?:for|of|relating to|arising (?:out of|from|under))\b(?:(?!\b(?:except|excluding|other than|save for)\b)[^.]){0,400}\breloc\w+/],
    // "Benefits and Relocation." over a section that only gives the relocation up grants nothing.
    captionNeeds: [new RegExp(String.raw`^(?![^]*${RELOCATION_WAIVED.source})[^]*\b(?:reloc\w+|mov(?:e|ing)|household|house-hunting|temporary housing|removals?)\b`)],
  },
];
