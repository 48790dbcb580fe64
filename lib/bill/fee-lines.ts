/**
 * A fee of the bill rather than the car or its cover: every line but the rent and the insurance
 * (airport, counter, young-driver, one-way and out-of-hours fees). The pages name these wherever a
 * price that includes them is shown, so a price never rises without saying why.
 */
export const isFeeLine = (line: { code: string }): boolean =>
  line.code !== 'base_rent' && line.code !== 'insurance';
