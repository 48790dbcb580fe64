import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { lazyResolver, type LazyResolver } from './lazy-resolver';

/**
 * Every form's schema, by name: the contract's own (the same one the API parses) or, for the order
 * forms, lib/site/forms/order-forms.ts. This is the one place a form's checks load lazily: a schema,
 * zod and zodResolver load with the form's first check, never with its page.
 */
const formSchemas = {
  booking: () => import('@/lib/api/contract/booking-form').then((m) => m.bookingFormSchema),
  card: () => import('@/lib/api/contract/payment').then((m) => m.cardFormSchema),
  refund: () => import('@/lib/api/contract/refunds').then((m) => m.refundFormSchema),
  addCoupon: () => import('@/lib/api/contract/coupons').then((m) => m.addCouponBodySchema),
  savedDriver: () => import('@/lib/api/contract/account').then((m) => m.savedDriverBodySchema),
  savedContact: () => import('@/lib/api/contract/account').then((m) => m.savedContactBodySchema),
  passwordLogin: () => import('@/lib/api/contract/account').then((m) => m.passwordLoginBodySchema),
  codeLogin: () => import('@/lib/api/contract/account').then((m) => m.codeLoginBodySchema),
  register: () => import('@/lib/api/contract/account').then((m) => m.registerBodySchema),
  resetPassword: () => import('@/lib/api/contract/account').then((m) => m.resetPasswordBodySchema),
  orderLookup: () => import('./order-forms').then((m) => m.lookupFormSchema),
  orderForgot: () => import('./order-forms').then((m) => m.forgotFormSchema),
  orderBind: () => import('./order-forms').then((m) => m.bindFormSchema),
  // The back office's forms (features/ops): the bodies of /ops/auth/*, /ops/staff/* and
  // /ops/orders/*; a form without the body's trade_no or id checks the fields it has.
  staffLogin: () => import('@/lib/api/contract/ops-staff').then((m) => m.staffLoginBodySchema),
  staffCode: () => import('@/lib/api/contract/ops-staff').then((m) => m.staffCodeBodySchema),
  staffSetup: () => import('@/lib/api/contract/ops-staff').then((m) => m.staffSetupBodySchema),
  staffAdd: () => import('@/lib/api/contract/ops-staff').then((m) => m.staffAddBodySchema),
  staffUpdate: () =>
    import('@/lib/api/contract/ops-staff').then((m) => m.staffUpdateBodySchema.omit({ id: true })),
  staffReason: () =>
    import('@/lib/api/contract/ops-staff').then((m) => m.staffIdBodySchema.pick({ reason: true })),
  opsNote: () => import('@/lib/api/contract/ops-orders').then((m) => m.opsNoteBodySchema.pick({ body: true })),
  opsReason: () =>
    import('@/lib/api/contract/ops-orders').then((m) => m.opsRejectBodySchema.pick({ reason: true })),
  opsCoupon: () => import('@/lib/api/contract/ops-coupons').then((m) => m.opsCreateCouponBodySchema),
  opsBanner: () => import('@/lib/api/contract/ops-banners').then((m) => m.opsSaveBannerBodySchema),
};

export type FormName = keyof typeof formSchemas;

/**
 * Rules a form adds after its schema, which need what only the page knows (the rental's driver
 * ages, whether the phone is verified): zod-free, so they load with the page.
 */
export type AfterSchema<TValues extends FieldValues, TContext, TOutput> = (
  result: ResolverResult<TValues, TOutput>,
  values: TValues,
  context: TContext | undefined,
  options: ResolverOptions<TValues>,
) => ResolverResult<TValues, TOutput> | Promise<ResolverResult<TValues, TOutput>>;

/**
 * The resolver of a form (zodResolver over its schema), loaded with the first check; `after` runs
 * on its result. The form's values type is the caller's: a form may start with '' where the schema
 * refuses it ('choose'), the same resolver typed for the form.
 */
export function formResolver<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  name: FormName,
  after?: AfterSchema<TValues, TContext, TOutput>,
): LazyResolver<TValues, TContext, TOutput> {
  return lazyResolver(async () => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      formSchemas[name](),
    ]);
    const base = zodResolver(schema) as unknown as Resolver<TValues, TContext, TOutput>;
    if (!after) return base;
    return async (values, context, options) =>
      after(await base(values, context, options), values, context, options);
  });
}
