import { sql } from 'drizzle-orm';
import { LANGS } from '@/lib/i18n/locales';
import type { Db } from '../client';
import { cmsArticles } from '../schema';
import { cmsSeeds } from './data/cms';

const fromSeed = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Writes the site's articles, one row per language. Upserted on (key, intro_id, lang), so a
 * re-run keeps every cms_id that links and bookmarks point at; articles added by an operator
 * under other keys are left alone.
 */
export async function seedCms(db: Db): Promise<void> {
  const rows = cmsSeeds.flatMap((article) =>
    LANGS.map((lang) => ({
      key: article.key,
      introId: article.introId ?? '',
      lang,
      ...article.text[lang],
      publishedAt: article.publishedAt,
      sort: article.sort ?? 0,
    })),
  );
  await db
    .insert(cmsArticles)
    .values(rows)
    .onConflictDoUpdate({
      target: [cmsArticles.key, cmsArticles.introId, cmsArticles.lang],
      set: {
        title: fromSeed('title'),
        summary: fromSeed('summary'),
        body: fromSeed('body'),
        publishedAt: fromSeed('published_at'),
        sort: fromSeed('sort'),
      },
    });
}
