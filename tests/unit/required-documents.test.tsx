import { render, screen, within } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { NextIntlClientProvider } from 'next-intl';
import { RequiredDocuments } from '@/components/documents/required-documents';
import { OrderDocuments } from '@/components/documents/order-documents';
import { LANGS, regionOfLang, type Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { makeOrder, storeInfo } from '../fixtures/order';

vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

const MESSAGES = { en, th, zh, 'zh-hant': zhHant } as const;

/** Only the 'documents' namespace: what the fill-in route sends the browser for this component. */
function renderIn(lang: Lang, ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale={lang} messages={{ documents: MESSAGES[lang].documents }} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}

const CASES = [
  ['CHC01', 'NZ', ['licence', 'nz_translation_cn'], ['cn_no_idp', 'nz_fine'], false],
  ['BKK01', 'TH', ['licence', 'th_translation_cn'], ['th_cn_not_alone', 'cn_no_idp'], true],
  ['LAX01', 'US', ['licence', 'us_translation_cn'], ['us_states', 'cn_no_idp'], true],
] as const;

describe.each(LANGS)('the documents for a mainland China licence, in %s', (lang) => {
  const words = MESSAGES[lang].documents;
  const licenceLine = new IntlMessageFormat(words.lines.licence, lang).format({ years: 1 });

  it.each(CASES)('at %s (%s)', (store, country, lines, notes, check) => {
    expect(storeInfo(store).country.value).toBe(country);
    renderIn(lang, <RequiredDocuments country={storeInfo(store).country.value} licences={['cn']} />);
    const section = screen.getByRole('region', { name: words.title });
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(lines.length + 2);
    expect(items[0]).toBe(licenceLine); // held for at least one year
    expect(items[1]).toBe(words.lines[lines[1]]);
    expect(items.slice(-2)).toEqual([words.lines.passport, words.lines.deposit_card]);
    expect(section).toHaveTextContent(words.forLicence.replace('{licence}', words.licences.cn));
    for (const note of notes) expect(section).toHaveTextContent(words.notes[note]);
    if (check) expect(section).toHaveTextContent(words.checkWithStore);
    else expect(section).not.toHaveTextContent(words.checkWithStore);
    const link = within(section).getByRole('link', {
      name: words.rulesLink.replace('{country}', words.countries[country]),
    });
    expect(link).toHaveAttribute('href', `/${regionOfLang(lang)}/${lang}/rent_rules/${country}`);
  });
});

describe('the documents block', () => {
  it('writes Chinese natively', () => {
    renderIn('zh', <RequiredDocuments country="NZ" licences={['cn']} />);
    expect(screen.getByRole('region', { name: '取车需携带的证件' })).toHaveTextContent(
      '中国大陆不签发国际驾照。',
    );
  });

  it('shows nothing before a licence type is chosen, one group per type after', () => {
    const { container, rerender } = renderIn('en', <RequiredDocuments country="TH" licences={['']} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <NextIntlClientProvider locale="en" messages={{ documents: en.documents }} timeZone="UTC">
        <RequiredDocuments country="TH" licences={['th', 'cn']} depositByCard={false} />
      </NextIntlClientProvider>,
    );
    const section = screen.getByRole('region', { name: en.documents.title });
    expect(section).toHaveTextContent('With a Thai licence');
    expect(section).toHaveTextContent('With a Chinese mainland licence');
    expect(section).toHaveTextContent(en.documents.lines.passport_or_thai_id);
    expect(section).not.toHaveTextContent(en.documents.lines.deposit_card);
  });

  it('on the order page reads the order’s drivers, store and deposit', () => {
    renderIn('zh-hant', <OrderDocuments order={makeOrder({ store: 'CHC01', lang: 'zh-hant' })} />);
    const section = screen.getByRole('region', { name: zhHant.documents.title });
    expect(section).toHaveTextContent(zhHant.documents.lines.nz_translation_cn);
    expect(section).toHaveTextContent(zhHant.documents.lines.deposit_card);
  });
});
