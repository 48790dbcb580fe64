import { z } from 'zod';
import { rowIdSchema } from './common';

/** Spec §7: the zhima credit pre-authorisation calls (a logged-in traveller only, spec §6). */
export const PRE_AUTH_PASSING_SCORE = 650;

export const notBindSignSchema = z.object({
  payment_no: z.string().describe('the unbound sign payment number'),
});

export const getPreAuthNoBodySchema = z.object({
  return_to: z.string().min(1).max(2048).describe('a path on this site the provider returns to'),
  app_id: z.string().min(1).max(64),
  sign_payment_no: z.string().min(1).max(64).describe('payment_no of /payment/alipay/pre_auth/not_bind_sign'),
  service_id: z.string().min(1).max(64),
  sku_id: rowIdSchema,
  package_code: z.string().min(1).max(64),
});

export const preAuthNoSchema = z.object({
  pre_auth_payment_no: z.string(),
  provider_url: z.string().describe("the provider's page to send the browser to"),
});

export const getPreAuthStatusBodySchema = z.object({ payment_no: z.string().min(1).max(64) });

/** 'success' is the only passing answer (spec §4); the others say why not yet or not at all. */
export const preAuthStatusSchema = z
  .enum(['success', 'pending', 'declined', 'abandoned'])
  .describe("passes only when 'success' (a score above 650)");
export type PreAuthStatus = z.infer<typeof preAuthStatusSchema>;

export const sandboxDecisionSchema = z.object({
  pre_auth_payment_no: z.string().min(1).max(64),
  decision: z.enum(['approve', 'decline', 'abandon']),
});
