// The tenant condition of a MongoDB query. Documents written before tenants existed
// have no tenant field and belong to 'default' (null matches a missing field).
import { DEFAULT_TENANT } from '@cp/schema';

export function tenantFilter(tenant: string | undefined): Record<string, unknown> {
  if (tenant === undefined) return {};
  return tenant === DEFAULT_TENANT ? { tenant: { $in: [DEFAULT_TENANT, null] } } : { tenant };
}
