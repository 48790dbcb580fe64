import { asc, eq } from 'drizzle-orm';
import type { PreAuthSignConfigList } from '@/lib/api/contract/common';
import type { Db } from '../db/client';
import { preAuthAdminConfig, stores, users } from '../db/schema';

/**
 * Which stores allow zhima credit, and whether the caller is on the admin allow list (spec §5).
 * Spec §5 makes it usable only when the admin config exists and is not disabled: with no config
 * row it answers disOpen (switched off) and no allow list, so nobody may use it.
 */
export async function loadPreAuthSignConfig(
  db: Db,
  userId: string | undefined,
): Promise<PreAuthSignConfigList> {
  const [storeRows, [admin], [user]] = await Promise.all([
    db.select({ code: stores.code, alipay: stores.alipay }).from(stores).orderBy(asc(stores.sort)),
    db.select().from(preAuthAdminConfig).limit(1),
    userId
      ? db
          .select({ area: users.phoneAreaCode, phone: users.phone })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const mobile = user?.phone ? `${user.area ?? ''}${user.phone}` : undefined;
  return {
    list: storeRows.map((row) => ({ store: row.code, alipay: row.alipay ? '1' : '0' })),
    adminConfig: {
      disOpen: admin?.disOpen ?? true,
      whitelisted: !!mobile && (admin?.allowMobiles ?? []).includes(mobile),
    },
  };
}
