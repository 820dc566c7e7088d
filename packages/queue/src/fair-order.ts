// Waiting jobs of the in-process queue, taken in turn per tenant: one tenant's burst
// of 200 uploads waits behind every other tenant's next job instead of in front of
// all of them. Within a tenant the order stays first in, first out.
export const DEFAULT_TENANT = 'default';

export class TenantRoundRobin<T> {
  private readonly byTenant = new Map<string, T[]>();
  /** Tenants with waiting items, in the order they get their next turn. */
  private readonly turns: string[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(tenant: string, item: T): void {
    const list = this.byTenant.get(tenant);
    if (list) list.push(item);
    else {
      this.byTenant.set(tenant, [item]);
      this.turns.push(tenant);
    }
    this.count++;
  }

  /** The next tenant's oldest item; that tenant then goes to the back of the line. */
  shift(): T | undefined {
    const tenant = this.turns.shift();
    if (tenant === undefined) return undefined;
    const list = this.byTenant.get(tenant)!;
    const item = list.shift()!;
    if (list.length) this.turns.push(tenant);
    else this.byTenant.delete(tenant);
    this.count--;
    return item;
  }

  clear(): void {
    this.byTenant.clear();
    this.turns.length = 0;
    this.count = 0;
  }
}
