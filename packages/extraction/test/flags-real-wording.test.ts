// Flag families met in real filed agreements (corpus/real, dev split): a provision is found
// where the contract makes it, never where it only mentions its topic. Every sentence is
// written for this file; none is copied from a contract. Laid out like the schema.
import { describe, expect, it } from 'vitest';
import { MISC, trueIn } from './flags-helpers.js';

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
