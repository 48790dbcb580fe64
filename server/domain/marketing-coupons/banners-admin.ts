import { asc, eq } from 'drizzle-orm';
import type { OpsBanner, OpsSaveBannerBody } from '@/lib/api/contract/ops-banners';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { ApiError, paramsErrorAt } from '../errors';
import { recordAction, type OperatorContext } from '../operators/record';

type BannerRow = typeof banners.$inferSelect;

function present(row: BannerRow): OpsBanner {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    link: row.link,
    image: row.image,
    stores: row.stores,
    drop_off_stores: row.dropOffStores,
    starts_at: row.startTime.toISOString(),
    ends_at: row.endTime.toISOString(),
    status: row.status ? 'on' : 'off',
  };
}

/** Every banner, on or off, past or coming, in the order the site shows them. */
export async function listBanners(db: Db): Promise<OpsBanner[]> {
  return (await db.select().from(banners).orderBy(asc(banners.id))).map(present);
}

/**
 * Creates (no id) or edits a banner, audited with before and after. The public read
 * (server/domain/banners.ts) is not cached by the API, so its next answer has the change.
 */
export async function saveBanner(
  db: Db,
  context: OperatorContext,
  body: OpsSaveBannerBody,
): Promise<OpsBanner> {
  const values = {
    code: body.code,
    title: { en: body.title_en, th: body.title_th, zh: body.title_zh, 'zh-hant': body.title_zh_hant },
    link: body.link ?? null,
    image: { en: body.image_en, th: body.image_th, zh: body.image_zh, 'zh-hant': body.image_zh_hant },
    stores: body.stores,
    dropOffStores: body.drop_off_stores,
    startTime: new Date(body.starts_at),
    endTime: new Date(body.ends_at),
    status: body.status === 'on',
  };
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: banners.id }).from(banners).where(eq(banners.code, body.code));
    if (taken && taken.id !== body.id) throw paramsErrorAt('code', 'taken');
    if (body.id === undefined) {
      const [created] = await tx.insert(banners).values(values).returning();
      const after = present(created!);
      await recordAction(tx, context, 'banner_create', {}, { banner: created!.id }, { before: null, after });
      return after;
    }
    const [before] = await tx.select().from(banners).where(eq(banners.id, body.id)).for('update');
    if (!before) throw new ApiError('not_found');
    const [updated] = await tx.update(banners).set(values).where(eq(banners.id, body.id)).returning();
    const after = present(updated!);
    await recordAction(
      tx,
      context,
      'banner_edit',
      {},
      { banner: body.id },
      { before: present(before), after },
    );
    return after;
  });
}
