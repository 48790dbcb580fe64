import { OpenAPIHono } from '@hono/zod-openapi';
import { paramsErrorHook } from '../../http/openapi';
import { staffIdentity, type OpsEnv } from '../../http/staff-session';
import { authRoutes } from './auth';
import { bannersRoutes } from './banners';
import { cliRoutes } from './cli';
import { couponsRoutes } from './coupons';
import { deskRoutes } from './desk';
import { fleetRoutes } from './fleet';
import { ordersRoutes } from './orders';
import { pricesRoutes } from './prices';
import { refundsRoutes } from './refunds';
import { reportRoutes } from './report';
import { staffRoutes } from './staff';

/**
 * The back office's API, mounted at /ops: staff sign-in (/ops/auth), staff management
 * (/ops/staff), customer service's orders and refund queue (/ops/order, /ops/refund) and the
 * command line's door (/ops/cli). Every call reads the staff session first; each route asks
 * requireStaff() for the permission it needs (lib/ops/roles.ts).
 */
export const opsRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

opsRoutes.use(staffIdentity);
opsRoutes.route('/auth', authRoutes);
opsRoutes.route('/staff', staffRoutes);
opsRoutes.route('/order', ordersRoutes);
opsRoutes.route('/refund', refundsRoutes);
opsRoutes.route('/prices', pricesRoutes);
opsRoutes.route('/fleet', fleetRoutes);
opsRoutes.route('/coupons', couponsRoutes);
opsRoutes.route('/banners', bannersRoutes);
opsRoutes.route('/report', reportRoutes);
opsRoutes.route('/desk', deskRoutes);
opsRoutes.route('/cli', cliRoutes);
