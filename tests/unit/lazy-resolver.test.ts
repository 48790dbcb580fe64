import type { Resolver } from 'react-hook-form';
import { lazyResolver } from '@/lib/site/forms/lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: undefined, names: ['name' as const] };
const accept: Resolver<Values> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the real resolver with the first validation, once', async () => {
    const load = vi.fn(async () => accept);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({
      values: { name: 'a' },
      errors: {},
    });
    await resolver({ name: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can start loading early, without validating', async () => {
    const real = vi.fn(accept);
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    resolver.prefetch();
    resolver.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: 'a' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load on, and tries again on the next validation', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('Failed to load chunk'))
      .mockResolvedValue(accept);
    const resolver = lazyResolver(load);
    resolver.prefetch(); // a failed prefetch is quiet: the validation that waits for it reports it
    await expect(resolver({ name: 'a' }, undefined, options)).rejects.toThrow('Failed to load chunk');
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
