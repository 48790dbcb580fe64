import { useFormatter, useTranslations } from 'next-intl';
import type { CampaignReport, ReportFigures } from '../to-site-report';
import styles from './ops.module.css';

/** The report's figures by campaign, with a total row: also the chart's text alternative. */
export function CampaignReportTable({ report }: { report: CampaignReport }) {
  const t = useTranslations('ops.report');
  const format = useFormatter();
  const usd = (amount: number) => format.number(amount, { style: 'currency', currency: 'USD' });
  const ratio = (value: number | null) =>
    value === null ? '–' : format.number(value, { style: 'percent', maximumFractionDigits: 1 });
  const cells = (figures: ReportFigures) => (
    <>
      <td>{format.number(figures.visits)}</td>
      <td>{format.number(figures.searches)}</td>
      <td>{format.number(figures.bookings)}</td>
      <td>{format.number(figures.paid)}</td>
      <td>{usd(figures.revenueUsd)}</td>
      <td>
        {figures.revenue.length === 0
          ? '–'
          : figures.revenue
              .map((item) => format.number(item.amount, { style: 'currency', currency: item.currency }))
              .join(' · ')}
      </td>
      <td>{format.number(figures.cancellations)}</td>
      <td>
        {format.number(figures.refunds)}
        {figures.refunds > 0 && ` (${usd(figures.refundedUsd)})`}
      </td>
      <td>{ratio(figures.paidPerVisit)}</td>
      <td>{ratio(figures.bookingsPerSearch)}</td>
    </>
  );
  if (report.rows.length === 0) return <p className={styles.notice}>{t('empty')}</p>;
  const none = (value: string) => value || t('none');
  return (
    // Thirteen columns scroll sideways on a narrow screen: the region takes the focus to scroll by keyboard.
    <div className={styles.tableWrap} role="region" aria-labelledby="campaign-table-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="campaign-table-caption">{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.source')}</th>
            <th scope="col">{t('columns.medium')}</th>
            <th scope="col">{t('columns.campaign')}</th>
            <th scope="col">{t('columns.visits')}</th>
            <th scope="col">{t('columns.searches')}</th>
            <th scope="col">{t('columns.bookings')}</th>
            <th scope="col">{t('columns.paid')}</th>
            <th scope="col">{t('columns.revenueUsd')}</th>
            <th scope="col">{t('columns.revenueByCurrency')}</th>
            <th scope="col">{t('columns.cancellations')}</th>
            <th scope="col">{t('columns.refunds')}</th>
            <th scope="col">{t('columns.paidPerVisit')}</th>
            <th scope="col">{t('columns.bookingsPerSearch')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={JSON.stringify([row.source, row.medium, row.campaign])}>
              <td>{none(row.source)}</td>
              <td>{none(row.medium)}</td>
              <th scope="row">{none(row.campaign)}</th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('total')}
            </th>
            {cells(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
