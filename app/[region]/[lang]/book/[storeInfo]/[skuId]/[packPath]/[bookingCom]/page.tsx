import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingStepper } from '@/components/booking-stepper';
import { WithCaptchaFlag } from '@/components/captcha/with-captcha-flag';
import { StoreDetails } from '@/components/store-details';
import { getSavedPeopleOrNoneQueryOptions } from '@/features/account/api/get-saved-people-or-none';
import { BookingFillIn } from '@/features/booking/components/booking-fill-in';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { COOKIES } from '@/lib/cookies';
import { readDatesReplaced } from '@/lib/site/booking-flow/dates-replaced';
import { isBookingChannel, sameFlowPageHref } from '@/lib/site/booking-flow/routes';
import { Link } from '@/lib/site/i18n/navigation';
import { ChosenPackage } from '../../_components/chosen-package';
import {
  detailMetadata,
  loadPackage,
  redirectIfSearchReplaced,
  type DetailParams,
  type DetailProps,
} from '../../_components/load';
import { DetailNotice } from '../../_components/notices';
import styles from '../../_components/page-shell.module.css';
import { fillInContext } from './_components/fill-in-context';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = DetailProps<DetailParams & { packPath: string; bookingCom: string }>;

/** booking_com must be a channel we book through: any other is a 404, before any API call. */
async function loadFillIn(props: Props) {
  const { bookingCom } = await props.params;
  if (!isBookingChannel(bookingCom)) notFound();
  return { ...(await loadPackage(props)), bookingCom };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, result } = await loadFillIn(props);
  return detailMetadata(result, lang);
}

/**
 * /book/{store_info}/{sku_id}/{pack_path}/{booking_com}: the fill-in step and, at ?step=review, the
 * review-and-book step. The car, the package and its price come from the same API answer as the
 * plan page; the booking feature's form and live bill are computed in the browser from that answer,
 * and the booking call checks them against the database.
 */
export default async function FillInPage(props: Props) {
  const { lang, route, query, result, plan, bookingCom } = await loadFillIn(props);
  setRequestLocale(lang);
  redirectIfSearchReplaced(result, lang, (search) =>
    sameFlowPageHref({ ...route, bookingCom }, search.storeInfo, ''),
  );
  if (!plan) return <DetailNotice result={result} />;

  const [t, jar] = await Promise.all([getTranslations('carDetail'), cookies()]);
  const context = fillInContext(result, plan);
  // A logged-in traveller's saved drivers and contacts, offered by the form (spec §6).
  const saved = await getServerQueryClient().fetchQuery(
    getSavedPeopleOrNoneQueryOptions(serverApiFor(lang), !!jar.get(COOKIES.auth)?.value),
  );
  return (
    <main className={styles.main}>
      <WithCaptchaFlag>
        <BookingFillIn
          context={context}
          lang={lang}
          saved={saved}
          steppers={{
            form: <BookingStepper current="extras" screen="details" />,
            review: <BookingStepper current="review" />,
          }}
          summary={
            <>
              <ChosenPackage
                result={result}
                plan={plan}
                carHeading="h2"
                lang={lang}
                billBeside
                datesReplaced={readDatesReplaced(query)}
                actions={
                  <Link href={context.links.changePackage} className={styles.actionsLink}>
                    {t('summary.change')}
                  </Link>
                }
              />
              <StoreDetails store={result.detail.pickup_store} heading={t('fillIn.store')} />
            </>
          }
        />
      </WithCaptchaFlag>
    </main>
  );
}
