import { useFormatter, useTranslations } from 'next-intl';
import type { CampaignReport } from '../to-site-report';
import styles from './ops.module.css';

// The campaigns the chart shows (most visits first); the table lists every one.
const SHOWN = 8;
const SERIES = [
  { key: 'visits', colour: '#4C1D85' },
  { key: 'searches', colour: '#7C5CC4' },
  { key: 'bookings', colour: '#0F766E' },
  { key: 'paid', colour: '#B45309' },
] as const;
const LABEL_W = 180;
const BAR_H = 10;
const GROUP_H = SERIES.length * BAR_H + 14;
const PLOT_W = 420;

/**
 * Visits, searches, bookings and paid bookings of the leading campaigns, as horizontal bars in plain
 * SVG. The figure has a title and a description; the table under it carries the same numbers as
 * text, so the chart is named as an image and its bars are not read one by one.
 */
export function CampaignReportChart({ report }: { report: CampaignReport }) {
  const t = useTranslations('ops.report');
  const format = useFormatter();
  const rows = report.rows.slice(0, SHOWN);
  if (rows.length === 0) return null;
  const max = Math.max(1, ...rows.flatMap((row) => SERIES.map((series) => row[series.key])));
  const height = rows.length * GROUP_H + 30;
  const width = LABEL_W + PLOT_W + 50;
  const label = (row: (typeof rows)[number]) => {
    const text = [row.source, row.medium, row.campaign].map((part) => part || t('none')).join(' / ');
    return text.length > 28 ? `${text.slice(0, 27)}…` : text;
  };
  return (
    <figure className={styles.card}>
      <svg
        role="img"
        aria-labelledby="campaign-chart-title campaign-chart-desc"
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: width }}
      >
        <title id="campaign-chart-title">{t('chartTitle')}</title>
        <desc id="campaign-chart-desc">{t('chartDescription', { shown: rows.length })}</desc>
        {SERIES.map((series, index) => (
          <g key={series.key} transform={`translate(${LABEL_W + index * 105}, 4)`}>
            <rect width="10" height="10" fill={series.colour} />
            <text x="14" y="9" fontSize="11" fill="#1f1f1f">
              {t(`columns.${series.key}`)}
            </text>
          </g>
        ))}
        {rows.map((row, rowIndex) => {
          const top = 26 + rowIndex * GROUP_H;
          return (
            <g key={JSON.stringify([row.source, row.medium, row.campaign])} transform={`translate(0, ${top})`}>
              <text x={LABEL_W - 8} y={GROUP_H / 2} fontSize="11" textAnchor="end" fill="#1f1f1f">
                {label(row)}
              </text>
              {SERIES.map((series, index) => {
                const value = row[series.key];
                const barWidth = (value / max) * PLOT_W;
                return (
                  <g key={series.key} transform={`translate(${LABEL_W}, ${index * BAR_H + 4})`}>
                    <rect width={Math.max(barWidth, value > 0 ? 1 : 0)} height={BAR_H - 2} fill={series.colour} />
                    <text x={barWidth + 4} y={BAR_H - 3} fontSize="9" fill="#1f1f1f">
                      {format.number(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.hint}>{t('chartCaption')}</figcaption>
    </figure>
  );
}
