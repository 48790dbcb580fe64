import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { getListQueryOptions } from '@/features/cms/api/get-list';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { LANG_TAG, type Lang } from '@/lib/i18n/locales';
import { describeError, logger } from '@/lib/logger';
import type { PressHeadline } from './press-room';

const HEADLINES = 3;

/** The newest press-room items; none when the CMS cannot answer, so the home page still renders. */
export async function latestNews(lang: Lang): Promise<PressHeadline[]> {
  try {
    const items = await getServerQueryClient().fetchQuery(
      getListQueryOptions(serverApiFor(lang), { lang, key: 'news' }),
    );
    return items.slice(0, HEADLINES).map((item) => ({
      introId: item.introId,
      title: item.title,
      summary: item.summary,
      publishedAt: item.publishedAt,
      // An item shown in English on another language's page is marked as English for screen readers.
      lang: item.translated ? LANG_TAG[item.lang] : undefined,
    }));
  } catch (error) {
    unstable_rethrow(error);
    logger.warn('home news fell back', describeError(error));
    return [];
  }
}
