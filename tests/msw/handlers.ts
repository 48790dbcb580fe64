import { http, HttpResponse } from 'msw';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });

/** Handlers per resource; tests override them with server.use() for failures. */
export const commonHandlers = [
  http.get('*/api/v1_1/common/get_global_config', () => ok({ ...builtinGlobalConfig(), expiresMin: 10 })),
];

export const handlers = [...commonHandlers];
