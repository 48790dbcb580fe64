// The ops command's one implementation: `npm run ops` runs it in its own process (scripts/ops.mts)
// or, on the embedded database under a running server, that server runs it (server/routes/ops/cli.ts).
import { parseArgs } from 'node:util';
import {
  ForbiddenMoveError,
  ORDER_STATUSES,
  REFUND_STATUSES,
  type OrderState,
  type RefundState,
} from '@/lib/orders/transitions';
import type { Db } from '../db/client';
import { confirmOrder, listOrders, listRefundRequests } from '../domain/operators/orders';
import { OperatorRefusal, type OperatorContext } from '../domain/operators/record';
import {
  approveRefund,
  completeRefund,
  rejectRefund,
  reviewRefund,
  type ActionResult,
} from '../domain/operators/refunds';
import type { PaymentGateway } from '../providers/payment/types';
import { staffAddBodySchema } from '@/lib/api/contract/ops-staff';
import { STAFF_ROLES } from '@/lib/ops/roles';
import { ApiError } from '../domain/errors';
import { addStaff } from '../domain/staff/manage';

export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

export const USAGE = `usage: npm run ops -- <command> [options]

  orders list [--status S]                      newest orders (S: ${ORDER_STATUSES.join(', ')})
  orders confirm <trade_no> [--pickup-no X]     NORMAL -> CONFIRMED, with the pick-up number (one is made if omitted)
  refunds list [--status S]                     newest refund requests (S: ${REFUND_STATUSES.join(', ')})
  refunds review <trade_no>                     REQUEST_REFUND -> VERIFYING_REFUND
  refunds approve <trade_no>                    -> REFUNDING, and the money is sent back through the payment gateway
  refunds reject <trade_no> --reason "..."      -> REJECTED; the traveller reads the reason
  refunds complete <trade_no>                   REFUNDING -> COMPLETE_REFUND: the order is cancelled, the car released
  staff add --email E --role R [--role R2 | --roles R,R2] [--name N] [--store CODE]...
                                                a member of staff (R: ${STAFF_ROLES.join(', ')}; a store role
                                                needs --store); prints their one-time set-up link (72 hours).
                                                The first admin: staff add --email you@example.com --role admin

  --operator NAME   who acts (default: $OPERATOR, else $USER); every action is recorded in operator_actions
  --limit N         rows of a list (default 50)

exit codes: 0 done, 1 refused (nothing changed; the reason is printed), 2 usage error`;

export type OpsIo = { out: (line: string) => void; err: (line: string) => void };
export type OpsDeps = {
  db: Db;
  gateway: PaymentGateway;
  env: Record<string, string | undefined>;
  now?: () => Date;
};

const pad = (value: string, width: number) => value.padEnd(width);

function printAction(io: OpsIo, operator: string, result: ActionResult) {
  io.out(`${result.action} ${result.tradeNo}: ${result.from} -> ${result.to} (by ${operator})`);
  for (const [key, value] of Object.entries(result.detail)) {
    if (key === 'from' || key === 'to' || value === undefined) continue;
    io.out(
      `  ${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
    );
  }
}

/** A usage error: the message, then the usage, on standard error. */
function usageError(io: OpsIo, message: string): number {
  io.err(`${message}\n\n${USAGE}`);
  return EXIT.usage;
}

/** Who acts: --operator, else $OPERATOR, else $USER ('' when none says). */
const operatorOf = (given: string | undefined, env: OpsDeps['env']) =>
  (given ?? env.OPERATOR ?? env.USER ?? '').trim();

/** `staff add`: a member of staff and their set-up link, recorded as the operator's action. */
async function runStaffAdd(argv: string[], deps: OpsDeps, io: OpsIo): Promise<number> {
  const usage = (message: string) => usageError(io, message);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', multiple: true },
        roles: { type: 'string' },
        store: { type: 'string', multiple: true },
        operator: { type: 'string' },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 2 || positionals[1] !== 'add')
    return usage(`unknown command: ${positionals.join(' ')}`);
  const operator = operatorOf(values.operator, deps.env);
  if (!operator) return usage('who is acting? pass --operator NAME or set OPERATOR');
  const email = values.email?.trim() ?? '';
  if (!email) return usage('staff add needs --email E');
  const input = staffAddBodySchema.safeParse({
    email,
    name: values.name ?? email.split('@')[0],
    roles: [...(values.role ?? []), ...(values.roles ?? '').split(',')]
      .map((role) => role.trim())
      .filter(Boolean)
      .join(','),
    store_codes: (values.store ?? []).join(','),
  });
  if (!input.success) {
    const fields = input.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    return usage(`staff add: ${fields.join('; ')}`);
  }
  try {
    const link = await addStaff(
      deps.db,
      { operator, now: deps.now?.() ?? new Date() },
      { ...input.data, storeCodes: input.data.store_codes },
    );
    const { member } = link;
    io.out(`staff_add ${member.email}: ${member.name}, ${member.roles.join(', ')} (by ${operator})`);
    if (member.store_codes.length > 0) io.out(`  stores: ${member.store_codes.join(', ')}`);
    io.out(`  set-up link (once, until ${link.expires_at}; send it privately):`);
    io.out(`  ${link.setup_url}`);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = (error.detail as { fields?: { path: string; message: string }[] } | undefined)?.fields;
    io.err(
      `refused: ${error.message}${fields ? ` (${fields.map((f) => `${f.path}: ${f.message}`).join('; ')})` : ''}`,
    );
    return EXIT.refused;
  }
}

/** Runs one ops command; answers the exit code. Every refusal is printed and changes nothing. */
export async function runOps(argv: string[], deps: OpsDeps, io: OpsIo): Promise<number> {
  if (argv[0] === 'staff') return runStaffAdd(argv, deps, io);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        reason: { type: 'string' },
        'pickup-no': { type: 'string' },
        operator: { type: 'string' },
        limit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usageError(io, (error as Error).message);
  }
  const { values, positionals } = parsed;
  const [noun, verb, tradeNo, ...rest] = positionals;
  if (values.help || !noun) {
    (values.help ? io.out : io.err)(USAGE);
    return values.help ? EXIT.ok : EXIT.usage;
  }
  const usage = (message: string) => usageError(io, message);
  if (rest.length > 0) return usage(`unexpected arguments: ${rest.join(' ')}`);
  const operator = operatorOf(values.operator, deps.env);
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    return usage('--limit is a whole number from 1 to 1000');
  const context: OperatorContext = { operator, now: deps.now?.() ?? new Date() };
  const needsTradeNo = () => {
    if (!tradeNo || !/^\d{12,24}$/.test(tradeNo))
      return usage(`${noun} ${verb} needs an order number (digits)`);
    if (!operator) return usage('who is acting? pass --operator NAME or set OPERATOR');
    return null;
  };

  try {
    if (noun === 'orders' && verb === 'list') {
      const status = values.status?.toUpperCase();
      if (status && !ORDER_STATUSES.includes(status as OrderState))
        return usage(`unknown order status ${values.status}`);
      const rows = await listOrders(deps.db, status as OrderState | undefined, limit);
      io.out(`${pad('TRADE_NO', 22)}${pad('STATUS', 14)}${pad('PAYMENT', 10)}${pad('PICK-UP', 28)}TOTAL`);
      for (const row of rows) {
        io.out(
          `${pad(row.tradeNo, 22)}${pad(row.status, 14)}${pad(row.paymentStatus, 10)}${pad(row.pickup, 28)}${row.total} ${row.currency}`,
        );
      }
      io.out(`${rows.length} order(s)`);
      return EXIT.ok;
    }
    if (noun === 'refunds' && verb === 'list') {
      const status = values.status?.toUpperCase();
      if (status && !REFUND_STATUSES.includes(status as RefundState))
        return usage(`unknown refund status ${values.status}`);
      const rows = await listRefundRequests(deps.db, status as RefundState | undefined, limit);
      io.out(
        `${pad('TRADE_NO', 22)}${pad('REFUND', 18)}${pad('ORDER', 14)}${pad('REFUND AMOUNT', 16)}${pad('APPLIED', 26)}REASON`,
      );
      for (const row of rows) {
        io.out(
          `${pad(row.tradeNo, 22)}${pad(row.status, 18)}${pad(row.orderStatus, 14)}${pad(`${row.refund} ${row.currency}`, 16)}${pad(row.createdAt.toISOString(), 26)}${row.reason}${row.remark ? ` — ${row.remark}` : ''}`,
        );
      }
      io.out(`${rows.length} refund(s)`);
      return EXIT.ok;
    }
    const commands: Record<string, () => Promise<ActionResult>> = {
      'orders confirm': () => confirmOrder(deps.db, context, tradeNo!, values['pickup-no']),
      'refunds review': () => reviewRefund(deps.db, context, tradeNo!),
      'refunds approve': () => approveRefund(deps.db, context, deps.gateway, tradeNo!),
      'refunds reject': () => rejectRefund(deps.db, context, tradeNo!, values.reason ?? ''),
      'refunds complete': () => completeRefund(deps.db, context, deps.gateway, tradeNo!),
    };
    const command = commands[`${noun} ${verb}`];
    if (!command) return usage(`unknown command: ${[noun, verb].filter(Boolean).join(' ')}`);
    const invalid = needsTradeNo();
    if (invalid !== null) return invalid;
    if (verb === 'reject' && !values.reason?.trim())
      return usage('refunds reject needs --reason "..." (the traveller reads it)');
    printAction(io, operator, await command());
    return EXIT.ok;
  } catch (error) {
    if (error instanceof ForbiddenMoveError) {
      io.err(
        `refused: the ${error.machine} is ${error.from}, and ${error.event} is not allowed from ${error.from}; nothing changed`,
      );
      return EXIT.refused;
    }
    if (error instanceof OperatorRefusal) {
      io.err(`refused: ${error.message}`);
      return EXIT.refused;
    }
    throw error;
  }
}
