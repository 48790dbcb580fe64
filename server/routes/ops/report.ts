import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  opsCampaignReportSchema,
  opsReportQuerySchema,
  reportRangeProblem,
  type OpsReportQuery,
} from '@/lib/api/contract/ops-report';
import { reportCsv, reportCsvFilename } from '../../domain/campaign-report/csv';
import { campaignReport } from '../../domain/campaign-report/report';
import { paramsErrorAt } from '../../domain/errors';
import { json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { requireStaff, type OpsEnv } from '../../http/staff-session';

/**
 * Marketing's campaign report, mounted at /ops/report (marketing.manage: marketing and admins):
 * the figures by utm_source × utm_medium × utm_campaign over a range of UTC dates, as JSON for the
 * page and as CSV for a spreadsheet (the same rows and numbers). Reading a report changes nothing,
 * so nothing is written to operator_actions.
 */
export const reportRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const refusal = (description: string) => json(errorEnvelopeSchema, description);
const gate = {
  401: refusal('code 401: no staff session'),
  403: refusal('code 403: a role without marketing.manage, or a traveller or guest'),
};
const description =
  "from..to are UTC dates, both included, at most 366 days (-1 'params error' when reversed or longer: " +
  "fields[].message range_reversed or range_too_long); store or country keeps one pick-up store's or country's.";

/** The report a permitted caller asked for, after the checks the schema cannot make. */
async function reportFor(c: Context<OpsEnv>, query: OpsReportQuery) {
  requireStaff(c, 'marketing.manage');
  const problem = reportRangeProblem(query.from, query.to);
  if (problem) throw paramsErrorAt('to', problem);
  return campaignReport(c.var.db, query);
}

const campaignsRoute = createRoute({
  method: 'get',
  path: '/campaigns',
  tags: ['ops'],
  summary: 'The campaign report: visits, searches, bookings, paid, revenue, cancellations, refunds, conversion',
  description,
  request: { query: withCommonParams(opsReportQuerySchema.shape) },
  responses: { ...responses(opsCampaignReportSchema, 'the report'), ...gate },
});

reportRoutes.openapi(campaignsRoute, async (c) => {
  const report = await reportFor(c, c.req.valid('query'));
  c.header('Cache-Control', 'no-store');
  return c.json(ok(report), 200);
});

const csvRoute = createRoute({
  method: 'get',
  path: '/campaigns.csv',
  tags: ['ops'],
  summary: 'The campaign report as a CSV download (the same rows and numbers, then a total row)',
  description: `${description} Cells that a spreadsheet would read as a formula start with an apostrophe.`,
  request: { query: withCommonParams(opsReportQuerySchema.shape) },
  responses: {
    200: {
      content: { 'text/csv': { schema: z.string() } },
      description: 'the report as CSV (UTF-8 with a byte order mark), as an attachment',
    },
    400: json(errorEnvelopeSchema, "code -1 'params error': invalid input"),
    ...gate,
  },
});

reportRoutes.openapi(csvRoute, async (c) => {
  const report = await reportFor(c, c.req.valid('query'));
  return c.body(reportCsv(report), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${reportCsvFilename(report)}"`,
    'Cache-Control': 'no-store',
  });
});
