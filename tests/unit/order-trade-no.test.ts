import { isTradeNo } from '@/lib/orders/trade-no';
import { newTradeNo } from '@/server/domain/booking/trade-no';

describe('order numbers', () => {
  const DRAWS = 5_000;
  const numbers = Array.from({ length: DRAWS }, () => newTradeNo());

  it('are 18 digits that never start with 0, and what the site accepts as an order number', () => {
    for (const tradeNo of numbers) {
      expect(tradeNo).toMatch(/^[1-9]\d{17}$/);
      expect(isTradeNo(tradeNo)).toBe(true);
    }
  });

  it('never repeat, and one drawn after another is nowhere near it', () => {
    expect(new Set(numbers).size).toBe(DRAWS);
    for (let i = 1; i < DRAWS; i += 1) {
      const gap = BigInt(numbers[i]!) - BigInt(numbers[i - 1]!);
      // Random over ~9e17: two within a billion of each other is a one in ~10^8 chance.
      expect(gap > 1_000_000_000n || gap < -1_000_000_000n).toBe(true);
    }
  });

  it('carry no order: about as many go down as up', () => {
    let ups = 0;
    for (let i = 1; i < DRAWS; i += 1) if (numbers[i]! > numbers[i - 1]!) ups += 1;
    // A fair coin over 4,999 steps stays within ±6 standard deviations (±212) of half.
    expect(Math.abs(ups - (DRAWS - 1) / 2)).toBeLessThan(212);
  });

  it('use every digit alike in every place after the first', () => {
    for (let place = 1; place < 18; place += 1) {
      const counts = Array<number>(10).fill(0);
      for (const tradeNo of numbers) counts[Number(tradeNo[place])]! += 1;
      // 500 expected per digit; ±6 standard deviations (~127) is far past any fair draw.
      for (const count of counts) expect(Math.abs(count - DRAWS / 10)).toBeLessThan(127);
    }
  });
});
