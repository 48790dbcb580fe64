import type { ZodType } from 'zod';

/**
 * Every call the site makes to the v1_1 API, by method and path, with the schema its answer is
 * checked against (the contract, lib/api/contract). This is the one place where the site loads
 * the contract lazily: a schema module, and zod with it, loads with the first call that needs it,
 * never with a page. Feature api files name a path; the transports (lib/site/api/client.ts in the
 * browser, lib/site/api/server.ts on the server) look its schema up here, and the answer's type follows
 * from it (lib/site/api/transport.ts).
 *
 * A path with a parameter is written as the route declares it ('/user/drivers/{id}'); the call
 * passes the value in `options.path`.
 */
export const endpoints = {
  get: {
    '/common/get_global_config': () => import('@/lib/api/contract/common').then((m) => m.globalConfigSchema),
    '/common/addata': () => import('@/lib/api/contract/common').then((m) => m.adDataSchema),
    '/common/banners': () => import('@/lib/api/contract/banner').then((m) => m.bannerListSchema),
    '/cms/article': () => import('@/lib/api/contract/cms').then((m) => m.cmsArticleSchema),
    '/cms/article_by_id': () => import('@/lib/api/contract/cms').then((m) => m.cmsArticleSchema),
    '/cms/list': () => import('@/lib/api/contract/cms').then((m) => m.cmsListSchema),
    '/cms/plan_info': () => import('@/lib/api/contract/cms').then((m) => m.planInfoSchema),
    '/car/get_car_list': () => import('@/lib/api/contract/car').then((m) => m.carListSchema),
    '/car/get_car_detail': () => import('@/lib/api/contract/car').then((m) => m.carDetailSchema),
    '/captcha/challenge': () => import('@/lib/api/contract/captcha').then((m) => m.captchaChallengeSchema),
    '/coupon/check': () => import('@/lib/api/contract/booking').then((m) => m.couponTermsSchema),
    '/order/get_order_detail': () => import('@/lib/api/contract/booking').then((m) => m.orderSchema),
    '/order/get_order_list': () => import('@/lib/api/contract/orders').then((m) => m.orderListSchema),
    '/order/change/list': () => import('@/lib/api/contract/order-change').then((m) => m.orderChangeListSchema),
    '/payment/get_payment_status': () =>
      import('@/lib/api/contract/payment').then((m) => m.paymentStateSchema),
    '/payment/get_pre_auth_sign_config_list': () =>
      import('@/lib/api/contract/common').then((m) => m.preAuthSignConfigListSchema),
    '/refund/get_refund_quote': () => import('@/lib/api/contract/refunds').then((m) => m.refundQuoteSchema),
    '/refund/get_refund_detail': () => import('@/lib/api/contract/refunds').then((m) => m.refundSchema),
    '/refund/get_refund_list': () => import('@/lib/api/contract/refunds').then((m) => m.refundListSchema),
    '/user/info': () => import('@/lib/api/contract/account').then((m) => m.userSchema),
    '/user/drivers': () => import('@/lib/api/contract/account').then((m) => m.savedDriversSchema),
    '/user/contacts': () => import('@/lib/api/contract/account').then((m) => m.savedContactsSchema),
    '/user/coupon/list': () => import('@/lib/api/contract/coupons').then((m) => m.walletSchema),
    '/ops/auth/setup_info': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffSetupInfoSchema),
    '/ops/auth/me': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffSessionSchema),
    '/ops/staff/list': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffListSchema),
    '/ops/order/search': () => import('@/lib/api/contract/ops-orders').then((m) => m.opsOrderSearchSchema),
    '/ops/order/detail': () => import('@/lib/api/contract/ops-orders').then((m) => m.opsOrderFileSchema),
    '/ops/refund/queue': () => import('@/lib/api/contract/ops-orders').then((m) => m.opsRefundQueueSchema),
    '/ops/prices/list': () => import('@/lib/api/contract/ops-prices').then((m) => m.opsPriceListSchema),
    '/ops/prices/history': () => import('@/lib/api/contract/ops-prices').then((m) => m.opsPriceHistorySchema),
    '/ops/coupons/list': () => import('@/lib/api/contract/ops-coupons').then((m) => m.opsCouponListSchema),
    '/ops/banners/list': () => import('@/lib/api/contract/ops-banners').then((m) => m.opsBannerListSchema),
    '/ops/report/campaigns': () =>
      import('@/lib/api/contract/ops-report').then((m) => m.opsCampaignReportSchema),
    '/ops/desk/day': () => import('@/lib/api/contract/ops-desk').then((m) => m.opsDeskDaySchema),
    '/ops/fleet/list': () => import('@/lib/api/contract/ops-fleet').then((m) => m.opsFleetSchema),
  },
  post: {
    '/captcha/report': () => import('@/lib/api/contract/acks').then((m) => m.reportRecordedSchema),
    '/campaign/record': () => import('@/lib/api/contract/campaign').then((m) => m.campaignEventRecordedSchema),
    '/order/create': () => import('@/lib/api/contract/booking').then((m) => m.createdOrderSchema),
    '/order/query': () => import('@/lib/api/contract/orders').then((m) => m.foundOrderSchema),
    '/order/forgot': () => import('@/lib/api/contract/orders').then((m) => m.forgotSentSchema),
    '/order/bind': () => import('@/lib/api/contract/orders').then((m) => m.boundOrderSchema),
    '/order/cancel': () => import('@/lib/api/contract/acks').then((m) => m.orderActedSchema),
    '/order/delete': () => import('@/lib/api/contract/acks').then((m) => m.orderActedSchema),
    '/order/change/quote': () => import('@/lib/api/contract/order-change').then((m) => m.changeQuoteSchema),
    '/order/change/confirm': () => import('@/lib/api/contract/order-change').then((m) => m.orderChangedSchema),
    '/payment/pay': () => import('@/lib/api/contract/payment').then((m) => m.paymentStateSchema),
    '/payment/alipay/pre_auth/not_bind_sign': () =>
      import('@/lib/api/contract/pre-auth').then((m) => m.notBindSignSchema),
    '/payment/get_pre_auth_no': () => import('@/lib/api/contract/pre-auth').then((m) => m.preAuthNoSchema),
    '/payment/get_pre_auth_status': () =>
      import('@/lib/api/contract/pre-auth').then((m) => m.preAuthStatusSchema),
    '/refund/apply': () => import('@/lib/api/contract/refunds').then((m) => m.refundSchema),
    '/refund/revoke': () => import('@/lib/api/contract/refunds').then((m) => m.refundSchema),
    '/user/send_code': () => import('@/lib/api/contract/verify').then((m) => m.sentCodeSchema),
    '/user/login': () => import('@/lib/api/contract/account').then((m) => m.sessionAnswerSchema),
    '/user/login_by_code': () => import('@/lib/api/contract/account').then((m) => m.sessionAnswerSchema),
    '/user/register': () => import('@/lib/api/contract/account').then((m) => m.sessionAnswerSchema),
    '/user/reset_password': () => import('@/lib/api/contract/acks').then((m) => m.passwordResetSchema),
    '/user/logout': () => import('@/lib/api/contract/acks').then((m) => m.loggedOutSchema),
    '/user/drivers/{id}': () => import('@/lib/api/contract/account').then((m) => m.savedDriverSchema),
    '/user/contacts/{id}': () => import('@/lib/api/contract/account').then((m) => m.savedContactSchema),
    '/user/coupon/add': () => import('@/lib/api/contract/coupons').then((m) => m.addedCouponSchema),
    '/verify/send_code': () => import('@/lib/api/contract/verify').then((m) => m.sentCodeSchema),
    '/verify/check_code': () => import('@/lib/api/contract/verify').then((m) => m.phoneProofSchema),
    '/ops/auth/setup': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffSetupInfoSchema),
    '/ops/auth/login': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffLoginStepSchema),
    '/ops/auth/enrol': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffEnrolledSchema),
    '/ops/auth/verify': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffSessionSchema),
    '/ops/auth/logout': () => import('@/lib/api/contract/acks').then((m) => m.loggedOutSchema),
    '/ops/staff/add': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffSetupLinkSchema),
    '/ops/staff/update': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffMemberSchema),
    '/ops/staff/disable': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffMemberSchema),
    '/ops/staff/enable': () => import('@/lib/api/contract/ops-staff').then((m) => m.staffMemberSchema),
    '/ops/staff/reissue_setup': () =>
      import('@/lib/api/contract/ops-staff').then((m) => m.staffSetupLinkSchema),
    '/ops/order/confirm': () => import('@/lib/api/contract/ops-orders').then((m) => m.opsActionResultSchema),
    '/ops/order/cancel': () => import('@/lib/api/contract/ops-orders').then((m) => m.opsActionResultSchema),
    '/ops/order/resend_confirmation': () =>
      import('@/lib/api/contract/ops-orders').then((m) => m.opsActionResultSchema),
    '/ops/order/add_note': () => import('@/lib/api/contract/ops-orders').then((m) => m.opsActionResultSchema),
    '/ops/refund/review': () => import('@/lib/api/contract/ops-orders').then((m) => m.opsActionResultSchema),
    '/ops/refund/approve': () => import('@/lib/api/contract/ops-orders').then((m) => m.opsActionResultSchema),
    '/ops/refund/reject': () => import('@/lib/api/contract/ops-orders').then((m) => m.opsActionResultSchema),
    '/ops/refund/complete': () =>
      import('@/lib/api/contract/ops-orders').then((m) => m.opsActionResultSchema),
    '/ops/prices/set_base': () => import('@/lib/api/contract/ops-prices').then((m) => m.opsPriceEditSchema),
    '/ops/prices/add_period': () => import('@/lib/api/contract/ops-prices').then((m) => m.opsPriceEditSchema),
    '/ops/coupons/create': () =>
      import('@/lib/api/contract/ops-coupons').then((m) => m.opsCouponCampaignSchema),
    '/ops/coupons/pause': () =>
      import('@/lib/api/contract/ops-coupons').then((m) => m.opsCouponCampaignSchema),
    '/ops/coupons/resume': () =>
      import('@/lib/api/contract/ops-coupons').then((m) => m.opsCouponCampaignSchema),
    '/ops/banners/save': () => import('@/lib/api/contract/ops-banners').then((m) => m.opsBannerSchema),
    '/ops/prices/withdraw_period': () =>
      import('@/lib/api/contract/ops-prices').then((m) => m.opsPriceEditSchema),
    '/ops/desk/hand_over': () => import('@/lib/api/contract/ops-desk').then((m) => m.opsDeskMoveSchema),
    '/ops/desk/take_back': () => import('@/lib/api/contract/ops-desk').then((m) => m.opsDeskMoveSchema),
    '/ops/desk/no_show': () => import('@/lib/api/contract/ops-desk').then((m) => m.opsDeskMoveSchema),
    '/ops/fleet/add_unit': () => import('@/lib/api/contract/ops-fleet').then((m) => m.opsFleetChangeSchema),
    '/ops/fleet/retire_unit': () => import('@/lib/api/contract/ops-fleet').then((m) => m.opsFleetChangeSchema),
    '/ops/fleet/block': () => import('@/lib/api/contract/ops-fleet').then((m) => m.opsFleetChangeSchema),
    '/ops/fleet/unblock': () => import('@/lib/api/contract/ops-fleet').then((m) => m.opsFleetChangeSchema),
  },
  delete: {
    '/user/drivers/{id}': () => import('@/lib/api/contract/acks').then((m) => m.deletedSchema),
    '/user/contacts/{id}': () => import('@/lib/api/contract/acks').then((m) => m.deletedSchema),
  },
} as const;

/** The schema a call's answer is checked against; a path not in the table is a programming error. */
export async function answerSchema(method: keyof typeof endpoints, path: string) {
  const table: Record<string, (() => Promise<ZodType>) | undefined> = endpoints[method];
  const load = table[path];
  if (!load) throw new TypeError(`${method.toUpperCase()} ${path} is not in lib/site/api/endpoints.ts`);
  return load();
}
