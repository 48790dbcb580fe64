import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StoreDetails } from '@/components/store-details';
import { BookingFormSlot } from '@/features/car-detail/components/booking-form-slot';
import { isBookingChannel, packPlanHref } from '@/lib/booking-flow/routes';
import { Link } from '@/lib/i18n/navigation';
import { ChosenPackage } from '../../_components/chosen-package';
import { detailMetadata, loadPackage, type DetailParams, type DetailProps } from '../../_components/load';
import { DetailNotice } from '../../_components/notices';
import { PageShell } from '../../_components/page-shell';
import styles from '../../_components/page-shell.module.css';

type Props = DetailProps<DetailParams & { packPath: string; bookingCom: string }>;

/** booking_com must be a channel we book through: any other is a 404, before any API call. */
async function loadFillIn(props: Props) {
  const { bookingCom } = await props.params;
  if (!isBookingChannel(bookingCom)) notFound();
  return loadPackage(props);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, result } = await loadFillIn(props);
  return detailMetadata(result, lang);
}

/**
 * /book/{store_info}/{sku_id}/{pack_path}/{booking_com}: the fill-in step. The car, the package and
 * its bill come from the same API answer as the plan page, so the price is the same; the booking
 * form (drivers, contact, extras, payment) is rendered into the marked section by the booking feature.
 */
export default async function FillInPage(props: Props) {
  const { lang, result, plan } = await loadFillIn(props);
  setRequestLocale(lang);
  if (!plan) return <DetailNotice result={result} />;

  const t = await getTranslations('carDetail');
  const { detail, search } = result;
  return (
    <PageShell step="extras">
      <h1 className={styles.title}>{t('fillIn.title')}</h1>
      <ChosenPackage
        result={result}
        plan={plan}
        carHeading="h2"
        actions={
          <Link
            href={packPlanHref(search.storeInfo, detail.car.sku_id, plan.pkg, search.query)}
            className={styles.actionsLink}
          >
            {t('summary.change')}
          </Link>
        }
      />
      <StoreDetails store={detail.pickup_store} heading={t('fillIn.store')} />
      <BookingFormSlot />
    </PageShell>
  );
}
