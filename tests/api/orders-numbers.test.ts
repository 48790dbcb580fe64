import { databaseKinds, useApiDatabase } from './databases';
import { bookAsGuest } from './orders-fixtures';

/** Issue 12: order numbers are not sequential, so one order's number tells nothing of another's. */
describe.each(databaseKinds)('order numbers on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { freshman: false });

  it('gives orders booked back to back unrelated, far-apart numbers', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 6; i += 1) numbers.push((await bookAsGuest(client, database.db)).tradeNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const tradeNo of numbers) expect(tradeNo).toMatch(/^[1-9]\d{17}$/);
    for (let i = 1; i < numbers.length; i += 1) {
      const gap = BigInt(numbers[i]!) - BigInt(numbers[i - 1]!);
      expect(gap > 1_000_000_000n || gap < -1_000_000_000n).toBe(true);
    }
  });
});
