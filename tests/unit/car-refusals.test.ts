import { carDetailRefusalOf } from '@/features/car-detail/refusals';
import { searchRefusalOf } from '@/features/car-list/refusals';
import { API_CODES } from '@/lib/api/contract/codes';
import { ApiClientError } from '@/lib/site/api/errors';

const refused = (name: keyof typeof API_CODES, data: unknown = null) =>
  new ApiClientError(API_CODES[name], name, data);

describe("the car list's refusals", () => {
  it("names the store's age range when the refusal carries it", () => {
    expect(searchRefusalOf(refused('age_not_allowed', { min: 21, max: 75 }))).toEqual({
      reason: 'age_not_allowed',
      min: 21,
      max: 75,
    });
    expect(searchRefusalOf(refused('age_not_allowed', { min: '21' }))).toEqual({ reason: 'info_error' });
    expect(searchRefusalOf(refused('age_not_allowed'))).toEqual({ reason: 'info_error' });
  });

  it('reads a refused return store and an invalid search; anything else is not a refusal', () => {
    expect(searchRefusalOf(refused('drop_store_not_allowed'))).toEqual({ reason: 'drop_store_not_allowed' });
    expect(searchRefusalOf(refused('params_error'))).toEqual({ reason: 'info_error' });
    expect(searchRefusalOf(refused('info_error'))).toEqual({ reason: 'info_error' });
    expect(searchRefusalOf(refused('out_of_stock'))).toBeUndefined();
    expect(searchRefusalOf(new ApiClientError('network', 'offline'))).toBeUndefined();
    expect(searchRefusalOf(new Error('boom'))).toBeUndefined();
  });
});

describe("the car detail's refusals", () => {
  it('reads a car gone as sold out and a refused search with its reason', () => {
    expect(carDetailRefusalOf(refused('out_of_stock'))).toEqual({ status: 'sold_out' });
    expect(carDetailRefusalOf(refused('invalid_sku'))).toEqual({ status: 'sold_out' });
    expect(carDetailRefusalOf(refused('age_not_allowed'))).toEqual({
      status: 'refused',
      reason: 'age_not_allowed',
    });
    expect(carDetailRefusalOf(refused('drop_store_not_allowed'))).toEqual({
      status: 'refused',
      reason: 'drop_store_not_allowed',
    });
  });

  it('leaves every other error to the error page', () => {
    expect(carDetailRefusalOf(refused('params_error'))).toBeUndefined();
    expect(carDetailRefusalOf(new ApiClientError('timeout', 'slow'))).toBeUndefined();
    expect(carDetailRefusalOf(new Error('boom'))).toBeUndefined();
  });
});
