import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { tradeNoSchema } from '@/lib/api/contract/booking';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { LOCALE_TO_LANG } from '@/lib/i18n/locales';
import { findOwnOrder } from '../domain/booking/order-access';
import { buildConfirmation } from '../domain/booking/confirmation/build-confirmation';
import { loadOrderContext, presentOrder } from '../domain/booking/present-order';
import { ApiError } from '../domain/errors';
import type { AppEnv } from '../http/context';
import { json, paramsErrorHook, withCommonParams } from '../http/openapi';

/** The order's voucher, to keep or print (the confirmation e-mail's page). */
export const orderVoucherRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const getVoucher = createRoute({
  method: 'get',
  path: '/get_voucher',
  tags: ['order'],
  summary: 'The voucher of one of the caller’s orders, as an HTML file to keep or print',
  description:
    'The confirmation e-mail’s voucher in the page’s language (locale), downloaded as voucher-{trade_no}.html. ' +
    "Another person's order reads as unknown (404).",
  request: {
    query: withCommonParams({
      trade_no: tradeNoSchema,
      lang: z.enum(['en', 'th', 'zh', 'zh-hant']).optional().describe('the locale common param when absent'),
    }),
  },
  responses: {
    200: { content: { 'text/html': { schema: z.string() } }, description: 'the voucher' },
    400: json(errorEnvelopeSchema, 'code -1 params error'),
    404: json(errorEnvelopeSchema, 'no such order for this caller'),
  },
});

orderVoucherRoutes.openapi(getVoucher, async (c) => {
  const query = c.req.valid('query');
  const order = await findOwnOrder(c.var.db, c.var.identity, query.trade_no);
  if (!order) throw new ApiError('not_found');
  const presented = presentOrder(order, await loadOrderContext(c.var.db, order), new Date());
  const { html } = buildConfirmation(presented, query.lang ?? LOCALE_TO_LANG[c.var.params.locale]);
  return c.body(html, 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Disposition': `attachment; filename="voucher-${order.tradeNo}.html"`,
    'Cache-Control': 'private, no-store',
  });
});
