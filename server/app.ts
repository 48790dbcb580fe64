import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { describeError, logger } from '@/lib/logger';
import type { Db } from './db/client';
import { answerHeaders } from './http/answer-headers';
import { ApiError, paramsErrorOf } from './domain/errors';
import { httpStatusOf } from './http/error-status';
import { inputGuard } from './http/input-guard';
import type { AppEnv } from './http/context';
import {
  clientContext,
  identity,
  requestId,
  sameSiteWrites,
  withDb,
  withGateway,
  withMessages,
} from './http/middleware';
import { paramsErrorHook } from './http/openapi';
import { requestMetrics } from './http/request-metrics';
import { messageProviderFromEnv } from './providers/messaging/provider';
import type { MessageProvider } from './providers/messaging/types';
import { paymentGatewayFromEnv } from './providers/payment/provider';
import type { PaymentGateway } from './providers/payment/types';
import { bannerRoutes } from './routes/banners';
import { campaignRoutes } from './routes/campaign';
import { carRoutes } from './routes/car';
import { cmsRoutes } from './routes/cms';
import { commonRoutes } from './routes/common';
import { healthRoutes } from './routes/health';
import { couponRoutes } from './routes/coupon';
import { orderRoutes } from './routes/order';
import { orderChangeRoutes } from './routes/order-change';
import { orderGuestRoutes } from './routes/order-guest';
import { orderListRoutes } from './routes/order-list';
import { orderVoucherRoutes } from './routes/order-voucher';
import { paymentRoutes } from './routes/payment';
import { preAuthRoutes } from './routes/pre-auth';
import { refundRoutes } from './routes/refund';
import { verifyRoutes } from './routes/verify';
import { captchaRoutes } from './routes/captcha';
import { savedPeopleRoutes } from './routes/saved-people';
import { userRoutes } from './routes/user';
import { userCouponRoutes } from './routes/user-coupon';
import { opsRoutes } from './routes/ops';

export const API_BASE = '/api/v1_1';

/**
 * The v1_1 API. The database is passed in, so tests can give each suite its own; so are the
 * message provider (the configured one by default), so tests can read what was sent, and the
 * payment gateway.
 */
export function createApp({
  db,
  messages = messageProviderFromEnv(),
  gateway = paymentGatewayFromEnv(db),
}: {
  db: Db;
  messages?: MessageProvider;
  /** the card acquirer (the sandbox by default); tests pass one that settles pending charges at once */
  gateway?: PaymentGateway;
}) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook }).basePath(API_BASE);

  app.use(
    requestMetrics,
    requestId,
    answerHeaders,
    inputGuard,
    withDb(db),
    withMessages(messages),
    withGateway(gateway),
    clientContext,
    identity,
    sameSiteWrites,
  );

  app.route('/health', healthRoutes);
  app.route('/cms', cmsRoutes);
  app.route('/common', commonRoutes);
  app.route('/common', bannerRoutes);
  app.route('/payment', paymentRoutes);
  app.route('/payment', preAuthRoutes);
  app.route('/car', carRoutes);
  app.route('/order', orderRoutes);
  app.route('/order', orderGuestRoutes);
  app.route('/order', orderListRoutes);
  app.route('/order', orderVoucherRoutes);
  app.route('/order', orderChangeRoutes);
  app.route('/coupon', couponRoutes);
  app.route('/refund', refundRoutes);
  app.route('/verify', verifyRoutes);
  app.route('/user', userRoutes);
  app.route('/user', savedPeopleRoutes);
  app.route('/user/coupon', userCouponRoutes);
  app.route('/captcha', captchaRoutes);
  app.route('/campaign', campaignRoutes);
  app.route('/ops', opsRoutes);

  app.doc31('/doc', {
    openapi: '3.1.0',
    info: {
      title: 'Car rental API',
      version: 'v1_1',
      description:
        'Every answer is { code, msg, data }: code 200 on success, -1 "params error" on invalid input. ' +
        'Every request may carry the Client-id header and the common params region, currency, locale, ' +
        'user_id and referer; POST bodies are form-encoded.',
    },
  });

  app.notFound((c) => c.json({ code: 404, msg: 'not found', data: null }, 404));

  // The one place errors become envelopes: known ones keep their code, anything else is logged
  // with the request id and answers 500 without leaking details.
  app.onError((thrown, c) => {
    // A schema checked outside a route's validator (the common params, say) is bad input too.
    const error = thrown instanceof z.ZodError ? paramsErrorOf(thrown) : thrown;
    if (error instanceof ApiError) {
      return c.json(
        { code: error.code, msg: error.message, data: error.detail ?? null },
        httpStatusOf(error),
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ code: -1, msg: 'params error', data: null }, error.status);
    }
    logger.error('unhandled error', {
      requestId: c.var.requestId,
      path: c.req.path,
      ...describeError(error),
    });
    return c.json({ code: 500, msg: 'unknown system error, try later', data: null }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
