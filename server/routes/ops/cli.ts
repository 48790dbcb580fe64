import { parseArgs } from 'node:util';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { describeError, logger } from '@/lib/logger';
import { runOps } from '../../ops-command/run';
import { ApiError } from '../../domain/errors';
import { isLoopbackAddress, opsCliKeyMatches } from '../../domain/operators/cli-key';
import { clientAddress } from '../../http/middleware';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import type { OpsEnv } from '../../http/staff-session';

/**
 * The command line's door, mounted at /ops/cli. On the embedded database the production server
 * holds the database open, so `npm run ops` sends its command here and this server runs it: the
 * very same runOps (server/ops-command/run.ts) on the server's own database and gateway, so every command
 * has one implementation. Only a process on this machine that can read the data folder gets in:
 * the caller must be on loopback (403) and send the key of the server's key file (401,
 * server/process/ops-key.ts). On PostgreSQL no key is held and the command line opens the database
 * itself.
 */
export const cliRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

export const OPS_CLI_KEY_HEADER = 'ops-cli-key';

/** How the audit trail tells an action that came through the door: 'cli:<operator>'. */
export const CLI_OPERATOR_PREFIX = 'cli:';

const ARGS_MAX = 64;
const ARG_MAX = 2000;

/** A form field that holds JSON; what does not parse is refused by the schema as the wrong type. */
const jsonField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

export const opsCliRunBodySchema = z.object({
  args: jsonField(z.array(z.string().max(ARG_MAX)).max(ARGS_MAX)).describe(
    'the command line after `npm run ops --`, as a JSON array of strings: ["refunds","approve","…"]',
  ),
  operator: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe('who acts when the args name no --operator ($OPERATOR, else $USER, of the caller)'),
});

export const opsCliAnswerSchema = z.object({
  exit_code: z.number().int().describe('0 done, 1 refused or failed (nothing changed), 2 usage error'),
  out: z.array(z.string()).describe("the command's standard output, line by line"),
  err: z.array(z.string()).describe("the command's standard error, line by line"),
});

export type OpsCliAnswer = z.infer<typeof opsCliAnswerSchema>;

const marked = (name: string) =>
  name.trim() === '' || name.startsWith(CLI_OPERATOR_PREFIX) ? name : `${CLI_OPERATOR_PREFIX}${name.trim()}`;

/**
 * The args and environment of a command run through the door, with who acts marked 'cli:<name>':
 * the --operator values of the args (as runOps will read them) and the caller's default.
 */
export function throughTheDoor(args: string[], operator: string | undefined) {
  const rewritten = [...args];
  const { tokens } = parseArgs({
    args,
    strict: false,
    allowPositionals: true,
    tokens: true,
    options: { operator: { type: 'string' } },
  });
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name !== 'operator' || token.value === undefined) continue;
    if (token.inlineValue) rewritten[token.index] = `${token.rawName}=${marked(token.value)}`;
    else if (!token.value.startsWith('-')) rewritten[token.index + 1] = marked(token.value);
  }
  return { args: rewritten, env: { OPERATOR: operator ? marked(operator) : undefined } };
}

// Before the route's validators: a caller who may not use the door learns nothing about its input.
cliRoutes.use('/run', async (c, next) => {
  if (!isLoopbackAddress(clientAddress(c))) throw new ApiError('forbidden');
  if (!opsCliKeyMatches(c.req.header(OPS_CLI_KEY_HEADER))) throw new ApiError('unauthorized');
  await next();
});

const run = createRoute({
  method: 'post',
  path: '/run',
  tags: ['ops'],
  summary: 'Runs one `npm run ops` command in this server (the command line beside a running site)',
  description:
    'For `npm run ops` on the machine of a server on the embedded database, which that server holds ' +
    'open. Only from loopback, with the key of the server’s key file (.data/pglite.ops-cli.json, mode ' +
    '0600) in the Ops-cli-key header. The answer is the command’s exit code and its lines; actions are ' +
    'recorded in operator_actions by cli:<operator>.',
  request: {
    query: withCommonParams(),
    headers: z.object({
      [OPS_CLI_KEY_HEADER]: z.string().max(128).describe("the key of the server's key file"),
    }),
    body: formBody(opsCliRunBodySchema),
  },
  responses: {
    ...responses(opsCliAnswerSchema, 'the command ran: its exit code and its output'),
    401: json(errorEnvelopeSchema, 'code 401: no key, or not the key of this server'),
    403: json(errorEnvelopeSchema, 'code 403: the caller is not on this machine (loopback)'),
  },
});

cliRoutes.openapi(run, async (c) => {
  const form = c.req.valid('form');
  const command = throughTheDoor(form.args, form.operator);
  const answer: OpsCliAnswer = { exit_code: 1, out: [], err: [] };
  const io = { out: (line: string) => answer.out.push(line), err: (line: string) => answer.err.push(line) };
  try {
    answer.exit_code = await runOps(
      command.args,
      { db: c.var.db, gateway: c.var.gateway, env: command.env },
      io,
    );
  } catch (error) {
    // As the command line says it when it runs the command itself (scripts/ops.mts).
    logger.error('ops command failed', { requestId: c.var.requestId, ...describeError(error) });
    io.err(`failed: ${error instanceof Error ? error.message : String(error)}`);
    answer.exit_code = 1;
  }
  return c.json(ok(answer), 200);
});
