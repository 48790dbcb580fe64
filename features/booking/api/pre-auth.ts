import type { BrowserApi } from '@/lib/api/browser';
import {
  notBindSignSchema,
  preAuthNoSchema,
  preAuthStatusSchema,
  type PreAuthStatus,
} from '@/lib/api/contract/pre-auth';

/** The site's own names towards the provider (spec §7 asks for an app id and a service id). */
const APP_ID = 'rentcar-web';
const SERVICE_ID = 'zhima_deposit';

/**
 * Spec §7, steps 1-2: a sign (POST /payment/alipay/pre_auth/not_bind_sign), then the
 * pre-authorisation of the car and package (POST /payment/get_pre_auth_no). Answers its number
 * and the provider's page, which sends the browser back to `returnTo` with the number.
 */
export async function requestPreAuth(
  api: BrowserApi,
  car: { skuId: number; packageCode: string; returnTo: string },
): Promise<{ paymentNo: string; providerUrl: string }> {
  const sign = await api.post('/payment/alipay/pre_auth/not_bind_sign', notBindSignSchema, {});
  const answer = await api.post('/payment/get_pre_auth_no', preAuthNoSchema, {
    return_to: car.returnTo,
    app_id: APP_ID,
    sign_payment_no: sign.payment_no,
    service_id: SERVICE_ID,
    sku_id: car.skuId,
    package_code: car.packageCode,
  });
  return { paymentNo: answer.pre_auth_payment_no, providerUrl: answer.provider_url };
}

/** Spec §7, step 3: passed only when the answer is 'success'. */
export const preAuthStatus = (api: BrowserApi, paymentNo: string): Promise<PreAuthStatus> =>
  api.post('/payment/get_pre_auth_status', preAuthStatusSchema, { payment_no: paymentNo });
