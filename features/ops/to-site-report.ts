import type { CampaignFigures, OpsCampaignReport } from '@/lib/api/contract/ops-report';

/** A campaign's figures as the report page shows them (the API's names stop here). */
export type ReportFigures = {
  visits: number;
  searches: number;
  bookings: number;
  paid: number;
  revenueUsd: number;
  revenue: { currency: string; amount: number }[];
  cancellations: number;
  refunds: number;
  refundedUsd: number;
  paidPerVisit: number | null;
  bookingsPerSearch: number | null;
};

export type ReportRow = ReportFigures & { source: string; medium: string; campaign: string };

export type CampaignReport = { rows: ReportRow[]; totals: ReportFigures };

const toFigures = (figures: CampaignFigures): ReportFigures => ({
  visits: figures.visits,
  searches: figures.searches,
  bookings: figures.bookings,
  paid: figures.paid_bookings,
  revenueUsd: Number(figures.revenue_usd),
  revenue: figures.revenue.map((item) => ({ currency: item.currency, amount: Number(item.amount) })),
  cancellations: figures.cancellations,
  refunds: figures.refunds,
  refundedUsd: Number(figures.refunded_usd),
  paidPerVisit: figures.paid_per_visit,
  bookingsPerSearch: figures.bookings_per_search,
});

export const toCampaignReport = (report: OpsCampaignReport): CampaignReport => ({
  rows: report.rows.map((row) => ({
    source: row.utm_source,
    medium: row.utm_medium,
    campaign: row.utm_campaign,
    ...toFigures(row),
  })),
  totals: toFigures(report.totals),
});
