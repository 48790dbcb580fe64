import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readDatesReplaced } from '@/lib/site/booking-flow/dates-replaced';
import { carDetailHref, fillInHref, sameFlowPageHref } from '@/lib/site/booking-flow/routes';
import { Link } from '@/lib/site/i18n/navigation';
import { ChosenPackage } from '../_components/chosen-package';
import {
  detailMetadata,
  loadPackage,
  redirectIfSearchReplaced,
  type DetailParams,
  type DetailProps,
} from '../_components/load';
import { DetailNotice } from '../_components/notices';
import { PageShell } from '../_components/page-shell';
import styles from '../_components/page-shell.module.css';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = DetailProps<DetailParams & { packPath: string }>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, result } = await loadPackage(props);
  return detailMetadata(result, lang);
}

/**
 * /book/{store_info}/{sku_id}/{pack_path}: the chosen package and its bill. Choosing it sets the
 * package index, insurance type and id and the package code of the booking draft; the page itself
 * renders from the URL, so the price shown is the one the booking is made at.
 */
export default async function PlanPage(props: Props) {
  const { lang, route, query, result, plan } = await loadPackage(props);
  setRequestLocale(lang);
  redirectIfSearchReplaced(result, lang, (search) => sameFlowPageHref(route, search.storeInfo, ''));
  if (!plan) return <DetailNotice result={result} />;

  const t = await getTranslations('carDetail');
  const { detail, search } = result;
  const { pkg } = plan;
  const skuId = detail.car.sku_id;
  return (
    <PageShell step="extras" screen="package">
      <ChosenPackage
        result={result}
        plan={plan}
        carHeading="h1"
        lang={lang}
        datesReplaced={readDatesReplaced(query)}
        actions={
          <>
            <Link
              href={carDetailHref(search.storeInfo, skuId, search.query, pkg.pay_mode)}
              className={styles.actionsLink}
            >
              {t('summary.change')}
            </Link>
            <Link href={fillInHref(search.storeInfo, skuId, pkg, search.query)} className={styles.continue}>
              {t('summary.continue')}
            </Link>
          </>
        }
      />
    </PageShell>
  );
}
