import { OpenAPIHono } from '@hono/zod-openapi';
import { paramsErrorHook } from '../../http/openapi';
import type { OpsEnv } from '../../http/staff-session';

export const staffRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });
