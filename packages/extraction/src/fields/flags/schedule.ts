// Where and when the physician works: flexible scheduling, remote work, work from
// home, telemedicine; and the partnership track of basicInformation.
import type { FlagRule } from './rule.js';
import { PHYSICIAN } from './words.js';
import { anyOf, around } from '../alternatives.js';

// Not his home address, where notices are mailed ("delivered by hand or mailed to him at his home address"): no place of work.
const HOME = anyOf([
  String.raw`\b(?:from|at) (?:the |a |an )?(?:(?:the )?${PHYSICIAN}'s|his|her|their|your)? ?(?:own )?(?:(?:approved|designated|secure|private|remote|alternate|alternative) )?(?:home|residence)(?: office| worksite| work ?site| workstation| duty station| location)?\b(?![- ](?:health|care|infusion|hospice|dialysis|visits?|for|of|address(?:es)?|mailing address)\b)`,
  String.raw`\bhome[- ](?:office|workstation|work ?station|worksite|work ?site|duty station|computer|reading station)\b`,
  String.raw`\bwork(?:ing)? from home\b|\bwork-from-home\b|\btelecommut\w+|\btele-?work\w*`,
  String.raw`\bfrom any(?:where| (?:[\w'-]+ ){0,3}(?:location|place|site|setting)s?)\b[^.;]{0,60}\bincluding (?:at |from )?(?:the |a |an )?(?:[\w-]+'s |his |her |their |your )?(?:own )?(?:home|residence)\b`,
]);

/** Work done wherever the physician chooses: "from any private location", "from a location of Physician's choosing". */
const ANYWHERE = anyOf([
  String.raw`\bfrom any (?:private|remote|off-?site|secure|other|non-?(?:clinic|hospital|practice|company|group|facility)) (?:[\w-]+ )?(?:location|place|site|setting|premises)s?\b`,
  String.raw`\bfrom (?:any |a )?(?:location|place|site)s? of (?:the )?(?:his|her|their|your|[\w-]+'s) (?:own )?choos\w+`,
  String.raw`\bfrom anywhere\b`,
]);

/** Call taken from home is an on-call duty, not remote work. */
const HOME_CALL = anyOf([
  String.raw`\bhome call\b|\bcall (?:duty |coverage )?from (?:(?:the )?${PHYSICIAN}'s|his|her|their|your)? ?home\b`,
  String.raw`\b(?:take|taking|provide|providing) (?:\w+ )?call\b|\bon-?call\b`,
]);

/** His home made his place of work: "may use her home as a base of operations", "keep his residence as his office". */
const HOME_AS_BASE = new RegExp(String.raw`\b(?:use|keep|maintain|establish|treat)s? (?:(?:the )?${PHYSICIAN}'s|his|her|their|your) (?:own )?(?:home|residence) as (?:an? |the |his |her |their |your )?(?:[\w-]+ ){0,2}(?:base|office|workplace|place of (?:work|business)|work ?site)\b`);
/**
 * His home office named as a place of his employment: "the place of the Doctor's work shall be the Clinic's rooms in
 * Dover or the Doctor's home office at 5 Elm Road".
 */
const HOME_AS_PLACE_OF_WORK = new RegExp(String.raw`\bplace of (?:(?:the )?${PHYSICIAN}'s |his |her |their |your )?(?:employment|work|business|services)\b[^.;]{0,80}\b(?:(?:the )?${PHYSICIAN}'s|his|her|their|your) (?:own )?home(?: office)?\b`);

/** Where and when he works left to his convenience: "at such times and places as are convenient to him". */
const HIS_CONVENIENCE = String.raw`[^.;]{0,80}\b(?:convenient|suit(?:s|able)?|acceptable)\b[^.;]{0,40}\b(?:(?:the )?${PHYSICIAN}'s|${PHYSICIAN}|his|her|their|your|him|them)\b`;

/** The time he gives judged by himself: "devote such time as he deems reasonably necessary". */
const HIS_OWN_JUDGMENT = new RegExp(String.raw`\bsuch (?:time|hours|days)\b[^.;]{0,80}\bas (?:(?:the )?${PHYSICIAN}|he|she|they|you) (?:shall |may |will )?(?:in (?:his|her|their|your) (?:own )?(?:sole )?(?:discretion|judgment) )?(?:deems?|considers?|judges?|determines?|believes?)\b`);

/** Services given at a distance: "services may be given by telephone and by correspondence". */
const AT_A_DISTANCE = /\b(?:services?|duties|work)\b[^.;]{0,60}\b(?:may|can|shall|will) be (?:rendered|performed|provided|made|given|carried out)\b[^.;]{0,20}\b(?:by|via|over) (?:the )?(?:telephone|phone|correspondence|e-?mail|video)\b/;

/** Travel: "away from home or the normal place of work". */
const AWAY_FROM_HOME = /\baway from (?:(?:his|her|their|your|the) )?home\b/;

/**
 * His home as the point a move of his workplace is measured from, a ground to resign ("moved to a site more than 30 miles
 * further from his residence", "lengthens his one-way commute by over 40 miles"): he works at the employer's site.
 */
const HOME_AS_DISTANCE = /\b(?:miles|kilometers|kilometres|km)\b[^.;]{0,60}\b(?:from|of) (?:the )?(?:[a-z]+'s |his |her |their |your )?(?:residence|home)\b|\bcommut\w*\b[^.;]{0,60}\b(?:miles|kilometers|kilometres|km)\b/;
/** A home office's equipment named among the employer's property he hands back on leaving. */
const HOME_PROPERTY_RETURNED = /\b(?:return|deliver|surrender)\w*\b[^.;]{0,120}\b(?:all|any) (?:and all )?(?:(?:of )?(?:the )?[a-z]+'s property|property (?:of|belonging to) (?:the )?[a-z]+)\b/;
export const scheduleRules: readonly FlagRule[] = [
  {
    path: 'workSchedule.flex_sched',
    match: [
      /\bflexib(?:le|ility)\b[^.]{0,30}\b(?:schedul\w*|hours|work (?:hours|days|arrangements?)|working (?:hours|days))\b/,
      new RegExp(String.raw`\bset (?:(?:the )?${PHYSICIAN}'s|his|her|their|your) own (?:working |work )?(?:days|hours|schedule)\b`),
      new RegExp(String.raw`\b(?:select|choose|determine|set) (?:(?:the )?${PHYSICIAN}'s|his|her|their|your) own (?:session|schedule|hours|shifts|working)\w*`),
      /\bmay (?:elect|choose) to (?:satisfy|work|complete)\b[^.]{0,80}\b(?:blocks?|days|shifts)\b/,
      /\bcompressed (?:work ?week|schedule)\b/,
      new RegExp(String.raw`\bat such (?:times?|hours|days)\b${HIS_CONVENIENCE}`),
      HIS_OWN_JUDGMENT,
      /\bschedul\w*\b[^.]{0,30}\b(?:is|are|shall be|will be) flexible\b/,
      // The physician decides when to work: "may set Contractor's own availability", "may accept or decline any shift".
      new RegExp(String.raw`\b(?:set|determine|choose|select|manage) (?:(?:the )?${PHYSICIAN}'s|his|her|their|your) own (?:availability|calendar|rotation|shifts?|sessions?)\b`),
      // Any defined term and any tense: "Associate sets Associate's own clinic hours", "chooses Contractor's own availability blocks", "agrees his own rota".
      around(String.raw`\b`, [
        String.raw`sets?|setting|determines?|determining|chooses?|choosing|selects?|selecting|manages?|managing|decides?|deciding`,
        String.raw`controls?|controlling|plans?|planning|arranges?|arranging|agrees?`,
      ], String.raw` (?:the )?(?:his|her|their|your|(?:the )?${PHYSICIAN}'s) own (?:[\w-]+ ){0,2}(?:availability|calendar|rotation|rota|shifts?|sessions?|schedules?|timetable|hours|days|working (?:hours|days|pattern|week)|work (?:hours|days|pattern|week))\b`),
      // British wording: "flexible working", "flexible working pattern".
      /\bflexible working\b(?! (?:time|capital))/,
      around(String.raw`\b${PHYSICIAN}\b[^.;]{0,40}\b(?:may|can|is free to|will be free to|shall be free to|has the right to|is entitled to)\b[^.;]{0,30}\b`, [
        String.raw`accept or (?:decline|reject|refuse)|decline or accept|pick|choose|select|sign up for`,
      ], String.raw`\b[^.;]{0,30}\bshifts?\b`),
    ],
    unless: [
      /\b(?:retains?|reserves?|have|has|maintain) (?:the )?(?:sole |full )?(?:flexibility|discretion)\b/, /\bflexible spending\b/,
      // Times set to suit both sides ("at times mutually convenient to him and the Company"): not his own choice.
      /\bmutually convenient\b/,
      // A flexible regime named only as the one not used: "under the integrated system (rather than the flexible hours system)".
      /\b(?:rather than|instead of|other than|in place of)\b[^.;()]{0,60}\bflexible (?:working )?(?:hours?|time)(?: system| regime)\b/,
    ],
  },
  {
    path: 'workSchedule.remote_work',
    match: [
      /\bremotely\b/,
      /\bremote (?:work|working|basis|location|reading|interpretation|review|practice|services?|arrangements?|days?)\b/,
      /\bwork(?:ing)? remote\b/,
      HOME,
      ANYWHERE,
      /\bvirtual(?:ly)? (?:from|work)\b/,
      new RegExp(String.raw`\bat such (?:places?|locations?|sites?)\b${HIS_CONVENIENCE}`),
      AT_A_DISTANCE,
      // Not sites he travels to for the work ("must travel to and work at temporary off-site locations").
      /(?<!\btemporary |\btravel\w*\b[^.]{0,40})\boff-?site\b[^.]{0,40}\b(?:location|work)\b/,
    ],
    needs: [around(String.raw`\b`, [
      String.raw`work|perform|render|provide|conduct|services?|duties|review|read|interpret|practi[cs]e|see|chart|document`,
      String.raw`consult|cover|staff|visits?|appointments?|telecommut|tele-?work|sessions?|clinics?|tele-?(?:health|medicine)`,
    ], String.raw`\w*\b`)],
    unless: [
      /\bremote (?:access|monitoring) to\b(?![^.]*\b(?:perform|work from|render)\b)/,
      /\bremote patient monitoring\b/,
      /\bremote (?:rural |outreach )?(?:clinic|site|area|communit)/,
      HOME_CALL,
      AWAY_FROM_HOME,
      HOME_AS_DISTANCE,
      // Help given after leaving "at times and places convenient to both him and the Company": the places are agreed
      // for a meeting, not his work from where he likes.
      /\bmutually (?:convenient|agreeable|acceptable)\b/,
      HOME_PROPERTY_RETURNED,
    ],
  },
  // A home made the base of his work needs no other word of work beside it.
  { path: 'workSchedule.remote_work', match: [HOME_AS_BASE, HOME_AS_PLACE_OF_WORK] },
  { path: 'benefits.wellnessWorkLifeBalance.work_from_home', match: [HOME_AS_BASE, HOME_AS_PLACE_OF_WORK] },
  {
    path: 'benefits.wellnessWorkLifeBalance.work_from_home',
    match: [HOME],
    unless: [HOME_CALL, AWAY_FROM_HOME, HOME_AS_DISTANCE, HOME_PROPERTY_RETURNED],
    needs: [around(String.raw`\b`, [
      String.raw`work|perform|render|provide|conduct|services?|duties|review|read|interpret|practi[cs]e|see|chart|document`,
      String.raw`consult|cover|staff|visits?|appointments?|telecommut|tele-?work|sessions?|clinics?|tele-?(?:health|medicine)`,
    ], String.raw`\w*\b`)],
  },
  {
    path: 'benefits.wellnessWorkLifeBalance.telemed_opp',
    match: [/\btele-?(?:health|medicine|psychiatry|hospitalist|stroke|radiology|consult\w*|visits?|neurology|icu)\b/, /\bvirtual (?:visits?|care|consult\w*)\b/, /\bvideo visits?\b/],
    needs: [/\b(?:may|will|shall|opportunit\w+|offered|participate|provide|see|render|staff|conduct|perform|platform|program)\b/],
    unless: [/\b(?:chang\w+ in (?:the )?law|medicare coverage of telehealth|enacted|amended|regulation)\b/, /\btelephone\b(?![^.]*\btele(?:health|medicine))/],
  },
  {
    path: 'basicInformation.partnership_track',
    match: [
      /\b(?:partnership|shareholder|ownership|equity|partner) track\b/,
      /\bpath (?:to|toward) (?:becoming (?:a )?)?(?:partner(?:ship)?|ownership|shareholder|co-?owner)\b/,
      /\b(?:eligible|considered|consideration)\b[^.]{0,40}\b(?:for |to be (?:offered|considered for) )?(?:partnership|admission as a (?:partner|shareholder|member)|shareholder status)\b/,
      /\b(?:become|becoming|admitted as|admission as|admit \w+ as) (?:a |an )?(?:co-?owner|partner|shareholder|equity (?:partner|owner|member))\b/,
      /\boffered partnership\b/,
      // Owners of an LLC are members: "eligible for election as a full Member of the Group, with voting rights".
      /\b(?:eligible|considered|consideration|opportunity)\b[^.;]{0,40}\b(?:election|admission|elected|admitted|appointed)\b[^.;]{0,15}\b(?:as )?(?:a |an )?(?:full |voting |equity )?(?:member|partner|shareholder|owner)\b(?!\s+of\s+(?:the\s+)?(?:active\s+)?(?:medical|faculty|staff|society|association|college|academy|board|committee|department|division|team))/,
      around(String.raw`\b`, [
        String.raw`become|becoming|admitted as|admission as|elected as|election as`,
      ], String.raw` (?:a |an )?(?:full|voting|equity) member\b(?!\s+of\s+(?:the\s+)?(?:active\s+)?(?:medical|faculty|staff|society|association|college|academy|board|committee))`),
    ],
    unless: [/\bnothing in this agreement creates\b[^.]{0,40}\bpartnership\b(?![^.]*track)/],
    denial: 'clause',
  },
];
