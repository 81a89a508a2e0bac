/**
 * Entries kept per client, each client's oldest first, within a quota per client and a cap on
 * them all. A client past its quota loses its own oldest entry; past the cap, the client holding
 * the most loses its oldest. So a client sending many reports pushes out only its own, never
 * those of a client that sent a few.
 */
export class FairShares<T> {
  private readonly byClient = new Map<string, Map<string, T>>();
  private total = 0;

  constructor(
    private readonly perClient: number,
    private readonly cap: number,
  ) {}

  /**
   * Sets `client`'s entry `key` to what `update` makes of the one before (if any), as that
   * client's newest.
   */
  put(client: string, key: string, update: (previous: T | undefined) => T): void {
    const entries = this.byClient.get(client) ?? new Map<string, T>();
    this.byClient.set(client, entries);
    const previous = entries.get(key);
    if (entries.delete(key)) this.total -= 1;
    entries.set(key, update(previous));
    this.total += 1;
    while (entries.size > Math.max(1, this.perClient)) this.dropOldestOf(client);
    while (this.total > Math.max(1, this.cap)) this.dropOldestOf(this.largestClient());
  }

  /** Every entry kept, client by client. */
  values(): T[] {
    return [...this.byClient.values()].flatMap((entries) => [...entries.values()]);
  }

  private largestClient(): string {
    let largest = '';
    let size = -1;
    for (const [client, entries] of this.byClient) {
      if (entries.size > size) [largest, size] = [client, entries.size];
    }
    return largest;
  }

  private dropOldestOf(client: string): void {
    const entries = this.byClient.get(client);
    const oldest = entries?.keys().next();
    if (entries === undefined || oldest === undefined || oldest.done === true) return;
    entries.delete(oldest.value);
    this.total -= 1;
    if (entries.size === 0) this.byClient.delete(client);
  }
}
