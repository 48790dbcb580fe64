import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import {
  cmsArticleByIdQuerySchema,
  cmsArticleQuerySchema,
  cmsArticleSchema,
  cmsListQuerySchema,
  cmsListSchema,
  planInfoQuerySchema,
  planInfoSchema,
} from '@/lib/api/contract/cms';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { LOCALE_TO_LANG } from '@/lib/i18n/locales';
import { findArticle, findArticleById, findPlanInfo, listArticles } from '../domain/cms';
import { ApiError } from '../domain/errors';
import type { AppEnv } from '../http/context';
import { json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

export const cmsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

// Every CMS read can miss: an unknown key, id or package answers 404 'not found'.
const cmsResponses = <T extends z.ZodType>(data: T, description: string) => ({
  ...responses(data, description),
  404: json(errorEnvelopeSchema, "code 404 'not found': no such article or package"),
});

/** Present or not found: the handlers never answer an empty success. */
function found<T>(value: T | null): T {
  if (value === null) throw new ApiError('not_found');
  return value;
}

const getArticle = createRoute({
  method: 'get',
  path: '/article',
  tags: ['cms'],
  summary: "An article by key (and item), in the locale's language, else in English",
  request: { query: withCommonParams(cmsArticleQuerySchema.shape) },
  responses: cmsResponses(cmsArticleSchema, 'the article, its body sanitized'),
});

cmsRoutes.openapi(getArticle, async (c) => {
  const { key, intro_id } = c.req.valid('query');
  const lang = LOCALE_TO_LANG[c.var.params.locale];
  return c.json(ok(found(await findArticle(c.var.db, key, intro_id ?? '', lang))), 200);
});

const getArticleById = createRoute({
  method: 'get',
  path: '/article_by_id',
  tags: ['cms'],
  summary: "An article by cms_id, in the locale's language when its key has one",
  request: { query: withCommonParams(cmsArticleByIdQuerySchema.shape) },
  responses: cmsResponses(cmsArticleSchema, 'the article, its body sanitized'),
});

cmsRoutes.openapi(getArticleById, async (c) => {
  const lang = LOCALE_TO_LANG[c.var.params.locale];
  const id = Number(c.req.valid('query').id);
  return c.json(ok(found(await findArticleById(c.var.db, id, lang))), 200);
});

const getList = createRoute({
  method: 'get',
  path: '/list',
  tags: ['cms'],
  summary: 'The items under a key, e.g. the press room news, newest first',
  request: { query: withCommonParams(cmsListQuerySchema.shape) },
  responses: cmsResponses(cmsListSchema, 'the items, without their bodies'),
});

cmsRoutes.openapi(getList, async (c) => {
  const lang = LOCALE_TO_LANG[c.var.params.locale];
  return c.json(ok(found(await listArticles(c.var.db, c.req.valid('query').key, lang))), 200);
});

const getPlanInfo = createRoute({
  method: 'get',
  path: '/plan_info',
  tags: ['cms'],
  summary: "An insurance tier's article with the facts of one package of that tier",
  request: { query: withCommonParams(planInfoQuerySchema.shape) },
  responses: cmsResponses(planInfoSchema, 'the tier article and the package'),
});

cmsRoutes.openapi(getPlanInfo, async (c) => {
  const { key, package_code } = c.req.valid('query');
  const lang = LOCALE_TO_LANG[c.var.params.locale];
  return c.json(ok(found(await findPlanInfo(c.var.db, key, package_code, lang))), 200);
});
