import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';

/** The site's own names towards the provider (spec §7 asks for an app id and a service id). */
const APP_ID = 'rentcar-web';
const SERVICE_ID = 'zhima_deposit';

export type PreAuthCar = { skuId: number; packageCode: string; returnTo: string };

/**
 * Spec §7, steps 1-2: a sign (POST /payment/alipay/pre_auth/not_bind_sign), then the
 * pre-authorisation of the car and package (POST /payment/get_pre_auth_no). Answers its number
 * and the provider's page, which sends the browser back to `returnTo` with the number.
 */
export async function requestPreAuth(
  api: Api,
  car: PreAuthCar,
): Promise<{ paymentNo: string; providerUrl: string }> {
  const sign = await api.post('/payment/alipay/pre_auth/not_bind_sign', {});
  const answer = await api.post('/payment/get_pre_auth_no', {
    return_to: car.returnTo,
    app_id: APP_ID,
    sign_payment_no: sign.payment_no,
    service_id: SERVICE_ID,
    sku_id: car.skuId,
    package_code: car.packageCode,
  });
  return { paymentNo: answer.pre_auth_payment_no, providerUrl: answer.provider_url };
}

export function useRequestPreAuth() {
  const api = useApi();
  // 'always': offline, the call fails (the traveller may start again) instead of waiting unseen.
  return useMutation({ mutationFn: (car: PreAuthCar) => requestPreAuth(api, car) });
}
