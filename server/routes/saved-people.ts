import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  savedContactBodySchema,
  savedContactSchema,
  savedContactsSchema,
  savedDriverBodySchema,
  savedDriverSchema,
  savedDriversSchema,
  savedIdParamSchema,
} from '@/lib/api/contract/account';
import { deletedSchema } from '@/lib/api/contract/acks';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  deleteContact,
  deleteDriver,
  listContacts,
  listDrivers,
  saveContact,
  saveDriver,
} from '../domain/accounts/saved-people';
import type { AppEnv } from '../http/context';
import { requireUser } from '../http/middleware';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

/** A logged-in user's saved drivers and contacts (owner only: another user's id answers 404). */
export const savedPeopleRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const guarded = {
  401: json(errorEnvelopeSchema, '401 unauthorized: not logged in'),
  404: json(errorEnvelopeSchema, '404 not found: no such saved person of this user'),
};
const deleted = deletedSchema;
const query = withCommonParams();

savedPeopleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/drivers',
    tags: ['user'],
    summary: 'Saved drivers',
    request: { query },
    responses: { ...responses(savedDriversSchema, 'the list'), ...guarded },
  }),
  async (c) => c.json(ok({ list: await listDrivers(c.var.db, requireUser(c).userId) }), 200),
);

savedPeopleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/drivers',
    tags: ['user'],
    summary: 'Save a driver',
    request: { query, body: formBody(savedDriverBodySchema) },
    responses: { ...responses(savedDriverSchema, 'saved'), ...guarded },
  }),
  async (c) => c.json(ok(await saveDriver(c.var.db, requireUser(c).userId, c.req.valid('form'))), 200),
);

savedPeopleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/drivers/{id}',
    tags: ['user'],
    summary: 'Change a saved driver',
    request: { query, params: savedIdParamSchema, body: formBody(savedDriverBodySchema) },
    responses: { ...responses(savedDriverSchema, 'saved'), ...guarded },
  }),
  async (c) => {
    const { userId } = requireUser(c);
    return c.json(ok(await saveDriver(c.var.db, userId, c.req.valid('form'), c.req.valid('param').id)), 200);
  },
);

savedPeopleRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/drivers/{id}',
    tags: ['user'],
    summary: 'Delete a saved driver',
    request: { query, params: savedIdParamSchema },
    responses: { ...responses(deleted, 'deleted'), ...guarded },
  }),
  async (c) => {
    await deleteDriver(c.var.db, requireUser(c).userId, c.req.valid('param').id);
    return c.json(ok({ deleted: true as const }), 200);
  },
);

savedPeopleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/contacts',
    tags: ['user'],
    summary: 'Saved contacts',
    request: { query },
    responses: { ...responses(savedContactsSchema, 'the list'), ...guarded },
  }),
  async (c) => c.json(ok({ list: await listContacts(c.var.db, requireUser(c).userId) }), 200),
);

savedPeopleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/contacts',
    tags: ['user'],
    summary: 'Save a contact',
    request: { query, body: formBody(savedContactBodySchema) },
    responses: { ...responses(savedContactSchema, 'saved'), ...guarded },
  }),
  async (c) => c.json(ok(await saveContact(c.var.db, requireUser(c).userId, c.req.valid('form'))), 200),
);

savedPeopleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/contacts/{id}',
    tags: ['user'],
    summary: 'Change a saved contact',
    request: { query, params: savedIdParamSchema, body: formBody(savedContactBodySchema) },
    responses: { ...responses(savedContactSchema, 'saved'), ...guarded },
  }),
  async (c) => {
    const { userId } = requireUser(c);
    return c.json(ok(await saveContact(c.var.db, userId, c.req.valid('form'), c.req.valid('param').id)), 200);
  },
);

savedPeopleRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/contacts/{id}',
    tags: ['user'],
    summary: 'Delete a saved contact',
    request: { query, params: savedIdParamSchema },
    responses: { ...responses(deleted, 'deleted'), ...guarded },
  }),
  async (c) => {
    await deleteContact(c.var.db, requireUser(c).userId, c.req.valid('param').id);
    return c.json(ok({ deleted: true as const }), 200);
  },
);
