import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TValues extends FieldValues, TContext, TOutput> = Resolver<
  TValues,
  TContext,
  TOutput
> & {
  /** Starts loading the resolver's code (on the form's first hover or focus), without validating. */
  prefetch(): void;
};

/**
 * A react-hook-form resolver whose code loads with the first validation: zod and a form's schema
 * are far larger than the form, and a page should not wait for them before the traveller has even
 * touched it. `load` is a dynamic import of a module that builds the real resolver (zodResolver on
 * the form's schema). A failed load is tried again on the next validation; its error reaches the
 * site's chunk-reload behaviour like any other failed chunk.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): LazyResolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, {
    prefetch: () => void loaded().catch(() => {}),
  });
}
