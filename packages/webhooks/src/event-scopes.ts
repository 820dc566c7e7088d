// Which scope a key needs to subscribe to an event: an event tells the subscriber
// what it could otherwise only learn through the routes of that scope (parse.* the
// fate of an upload, contract.* a contract's changes), so it asks for the same scope.
import type { ApiKeyScope } from '@cp/schema';
import type { WebhookEventType } from './types.js';

export const EVENT_SCOPES: Readonly<Record<WebhookEventType, ApiKeyScope>> = {
  'parse.completed': 'parse',
  'parse.failed': 'parse',
  'contract.verified': 'read',
  'contract.updated': 'read',
  'contract.deleted': 'read',
};

/** The events of `events` that a key with `scopes` may not subscribe to (admin may subscribe to all). */
export function eventsBeyondScopes(events: readonly WebhookEventType[], scopes: readonly ApiKeyScope[]): WebhookEventType[] {
  if (scopes.includes('admin')) return [];
  return events.filter((e) => !scopes.includes(EVENT_SCOPES[e]));
}
