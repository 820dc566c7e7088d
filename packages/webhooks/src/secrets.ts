// Ids and signing secrets. A secret is `whsec_` + base64 of 32 random bytes, the
// form the Standard Webhooks libraries take as is.
import { randomBytes } from 'node:crypto';

export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;
export const newSubscriptionId = (): string => `wh_${randomBytes(12).toString('base64url')}`;
export const newDeliveryId = (): string => `msg_${randomBytes(16).toString('base64url')}`;
