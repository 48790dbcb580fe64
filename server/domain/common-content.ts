import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { AdData, AnalyticsEvent, VcConfig } from '@/lib/api/contract/common';
import type { Db } from '../db/client';
import { adData, analyticsEvents, settings } from '../db/schema';

const DEFAULT_VC: VcConfig = {
  pc: {},
  global: { zhima_auth_h5: { enabled: false, url: '' } },
  expiresMin: 30,
};

/** Per-platform content and the zhima auth h5 config (GET /common/vc). */
export async function loadVcConfig(db: Db): Promise<VcConfig> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'vc')).limit(1);
  const value = (row?.value ?? {}) as Partial<VcConfig>;
  return {
    pc: value.pc ?? DEFAULT_VC.pc,
    global: { ...DEFAULT_VC.global, ...value.global },
    expiresMin: value.expiresMin ?? DEFAULT_VC.expiresMin,
  };
}

/** The store's promotional content running now (GET /common/addata). */
export async function loadAdData(db: Db, storeCode: string, now = new Date()): Promise<AdData> {
  const rows = await db
    .select()
    .from(adData)
    .where(
      and(
        eq(adData.storeCode, storeCode),
        eq(adData.active, true),
        lte(adData.startTime, now),
        gt(adData.endTime, now),
      ),
    )
    .orderBy(asc(adData.sort), asc(adData.id));
  return {
    ad_data: rows.map((row) => ({
      id: row.id,
      position: row.position,
      title: row.content.title,
      text: row.content.text,
      link: row.content.link,
      tone: row.content.tone,
    })),
  };
}

export async function recordAnalyticsEvent(db: Db, event: AnalyticsEvent, clientId: string | undefined) {
  await db.insert(analyticsEvents).values({
    type: event.type,
    isUpload: event.is_upload,
    tid: event.tid,
    category: event.category,
    action: event.action,
    label: event.label,
    dimension: event.dimension,
    metric: event.metric,
    cid: event.cid,
    clientId,
  });
}
