import { and, asc, eq, inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { CMS_KEYS, type CmsArticle, type CmsList, type PlanInfo } from '@/lib/api/contract/cms';
import type { Lang } from '@/lib/i18n/locales';
import type { Db } from '../db/client';
import { cmsArticles, packages, stores } from '../db/schema';

type Row = typeof cmsArticles.$inferSelect;

// Articles are written by people with database access, not by the code: whatever is stored, a page
// only ever receives these tags, and links only to web, mail, phone or same-site addresses.
const TEXT_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_TAGS, ...TABLE_TAGS],
  allowedAttributes: { a: ['href'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
};

export const sanitizeArticleHtml = (html: string) => sanitizeHtml(html, SANITIZE);

/** A list item: everything but the body. Title and summary are plain text, rendered escaped. */
function toItem(row: Row): CmsList['items'][number] {
  return {
    id: row.id,
    intro_id: row.introId,
    lang: row.lang as Lang,
    title: row.title,
    summary: row.summary,
    published_at: row.publishedAt.toISOString(),
  };
}

const toArticle = (row: Row): CmsArticle => ({
  ...toItem(row),
  key: row.key,
  body: sanitizeArticleHtml(row.body),
});

/** The row in `lang`, else the English one: other languages never stand in for each other. */
const preferLang = (rows: Row[], lang: Lang) =>
  rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en');

const inLangOrEnglish = (lang: Lang) => inArray(cmsArticles.lang, [lang, 'en']);

export async function findArticle(db: Db, key: string, introId: string, lang: Lang) {
  const rows = await db
    .select()
    .from(cmsArticles)
    .where(and(eq(cmsArticles.key, key), eq(cmsArticles.introId, introId), inLangOrEnglish(lang)));
  const row = preferLang(rows, lang);
  return row ? toArticle(row) : null;
}

/** A cms_id names one row; its article is answered in `lang` when the key has that language. */
export async function findArticleById(db: Db, id: number, lang: Lang) {
  const [row] = await db.select().from(cmsArticles).where(eq(cmsArticles.id, id)).limit(1);
  if (!row) return null;
  if (row.lang === lang) return toArticle(row);
  const [translated] = await db
    .select()
    .from(cmsArticles)
    .where(
      and(eq(cmsArticles.key, row.key), eq(cmsArticles.introId, row.introId), eq(cmsArticles.lang, lang)),
    )
    .limit(1);
  return toArticle(translated ?? row);
}

/** The items under a key (news, open roles), newest first; null when the key is unknown. */
export async function listArticles(db: Db, key: string, lang: Lang): Promise<CmsList | null> {
  const rows = await db
    .select()
    .from(cmsArticles)
    .where(and(eq(cmsArticles.key, key), inLangOrEnglish(lang)))
    .orderBy(asc(cmsArticles.id));
  if (rows.length === 0) return null;
  const byItem = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.introId !== '') byItem.set(row.introId, [...(byItem.get(row.introId) ?? []), row]);
  }
  const items = [...byItem.values()]
    .map((group) => preferLang(group, lang)!)
    .sort((a, b) => a.sort - b.sort || b.publishedAt.getTime() - a.publishedAt.getTime())
    .map(toItem);
  return { key, items };
}

/** A tier's article with the facts of one package of that tier; null when they do not match. */
export async function findPlanInfo(
  db: Db,
  key: string,
  packageCode: string,
  lang: Lang,
): Promise<PlanInfo | null> {
  const [pkg] = await db
    .select({ pkg: packages, storeName: stores.name })
    .from(packages)
    .innerJoin(stores, eq(stores.code, packages.storeCode))
    .where(eq(packages.code, packageCode))
    .limit(1);
  if (!pkg || pkg.pkg.planGroup !== key) return null;
  const article = await findArticle(db, CMS_KEYS.planInfo, key, lang);
  if (!article) return null;
  return {
    article,
    package: {
      code: pkg.pkg.code,
      name: pkg.pkg.name[lang],
      plan_group: pkg.pkg.planGroup,
      pay_mode: pkg.pkg.payMode,
      services: pkg.pkg.services,
      store: { code: pkg.pkg.storeCode, name: pkg.storeName[lang] },
    },
  };
}
