import type { OpsCampaignReport } from '@/lib/api/contract/ops-report';
import { csvCell, reportCsv, reportCsvFilename, toCsv } from '@/server/domain/campaign-report/csv';

describe('the campaign report CSV writer', () => {
  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('=HYPERLINK("http://x.test","x")')).toBe(`"'=HYPERLINK(""http://x.test"",""x"")"`);
    // Only the start counts: a formula sign inside text is text.
    expect(csvCell('spring=2026')).toBe('spring=2026');
    expect(csvCell('a-b')).toBe('a-b');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and leaves plain text and numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('春季')).toBe('春季');
    expect(csvCell(0.6)).toBe('0.6');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [['x', 1], ['=y', null]])).toBe("a,b\r\nx,1\r\n'=y,\r\n");
  });

  it('writes the report row by row with a total row, a byte order mark and a file name of its range', () => {
    const figures = {
      visits: 5,
      searches: 3,
      bookings: 4,
      paid_bookings: 3,
      revenue_usd: '612.40',
      revenue: [
        { currency: 'THB', amount: '3500.00' },
        { currency: 'USD', amount: '512.00' },
      ],
      cancellations: 1,
      refunds: 1,
      refunded_usd: '180.00',
      refunded: [{ currency: 'USD', amount: '180.00' }],
      paid_per_visit: 0.6,
      bookings_per_search: 1.3333,
    };
    const report: OpsCampaignReport = {
      from: '2026-11-01',
      to: '2026-11-30',
      store: 'LAX01',
      country: null,
      rows: [{ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring, 2026', ...figures }],
      totals: figures,
    };
    const text = reportCsv(report);
    expect(text.startsWith('\uFEFFutm_source,utm_medium,utm_campaign,visits,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      'newsletter,email,"spring, 2026",5,3,4,3,612.40,THB 3500.00; USD 512.00,1,1,180.00,USD 180.00,0.6,1.3333',
    );
    expect(lines[2]).toBe('total,,,5,3,4,3,612.40,THB 3500.00; USD 512.00,1,1,180.00,USD 180.00,0.6,1.3333');
    expect(lines).toHaveLength(4);
    expect(reportCsvFilename(report)).toBe('campaigns_2026-11-01_2026-11-30_LAX01.csv');
    expect(reportCsvFilename({ ...report, store: null })).toBe('campaigns_2026-11-01_2026-11-30.csv');
  });
});
