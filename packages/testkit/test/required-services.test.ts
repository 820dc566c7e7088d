import { describe, expect, it } from 'vitest';
import { MissingServiceError, serviceRequired, skipUnlessRequired } from '../src/required-services.js';

describe('services a test requires', () => {
  it('lets a test skip on a developer machine, with its reason', () => {
    expect(skipUnlessRequired('redis-server', 'no redis-server binary', {})).toBe('no redis-server binary');
    expect(serviceRequired('mongo', { CI: '0' })).toBe(false);
    expect(serviceRequired('mongo', { CI: 'false' })).toBe(false);
  });

  it('fails instead of skipping in CI, or where one service is required by name', () => {
    expect(() => skipUnlessRequired('redis-server', 'no redis-server binary', { CI: '1' })).toThrow(MissingServiceError);
    expect(() => skipUnlessRequired('mongo', 'no MongoDB', { CI: 'true' })).toThrow(/REQUIRE_MONGO_TESTS/);
    expect(() => skipUnlessRequired('mongo', 'no MongoDB', { REQUIRE_MONGO_TESTS: '1' })).toThrow(/no MongoDB/);
    expect(serviceRequired('redis', { REQUIRE_MONGO_TESTS: '1' })).toBe(false);
  });
});
