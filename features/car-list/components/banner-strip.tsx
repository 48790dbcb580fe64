import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/site/i18n/navigation';
import type { BannerView } from '../types';
import styles from './banner-strip.module.css';

/** The banners running for the search's stores; the picture is decoration, the title is the text. */
export async function BannerStrip({ banners }: { banners: BannerView[] }) {
  if (banners.length === 0) return null;
  const t = await getTranslations('carList');
  return (
    <section aria-label={t('offers')}>
      <ul className={styles.strip}>
        {banners.map((banner) => {
          const content = (
            <>
              <Image
                src={banner.image}
                alt=""
                width={480}
                height={120}
                unoptimized
                className={styles.image}
              />
              <span className={styles.title}>{banner.title}</span>
            </>
          );
          return (
            <li key={banner.id} className={styles.banner}>
              {banner.link ? (
                <Link href={banner.link} className={styles.inner}>
                  {content}
                </Link>
              ) : (
                <div className={styles.inner}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
