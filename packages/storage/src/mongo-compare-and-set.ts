import type { Collection, Document, Filter, UpdateFilter } from 'mongodb';

/**
 * Applies `update` to the one document matching `filter`, if it still matches, and
 * says whether it did. The filter carries the condition (a version, a status), so
 * this is the compare-and-set every conditional write here goes through.
 *
 * Why an `update` command and not `findAndModify`: MongoDB runs both atomically, but
 * wire-compatible servers need not. jongodb 0.1.6 (the server CI tests on) answers
 * findAndModify by a find and then an update by `_id` alone, so two writers that read
 * the same version both win; its update command matches and writes under one lock.
 */
export async function compareAndSet<T extends Document>(
  coll: Collection<T>,
  filter: Filter<T>,
  update: UpdateFilter<T>,
): Promise<boolean> {
  const { matchedCount } = await coll.updateOne(filter, update);
  return matchedCount === 1;
}
