import { insuranceTypeSchema, payModeSchema, type InsuranceType, type PayMode } from '@/lib/api/contract/car';

/**
 * Reads a pack_path segment (formatPackPath in routes.ts writes it): the plan group and the pay method
 * joined by a dash, e.g. full_protection-full_prepaid; null when either is not one we sell. Apart from
 * routes.ts because it needs the contract's schemas (zod), which the links themselves do not.
 */
export function parsePackPath(segment: string): { planGroup: InsuranceType; payMode: PayMode } | null {
  const parts = safeDecode(segment)?.split('-');
  if (parts?.length !== 2) return null;
  const planGroup = insuranceTypeSchema.safeParse(parts[0]);
  const payMode = payModeSchema.safeParse(parts[1]);
  return planGroup.success && payMode.success ? { planGroup: planGroup.data, payMode: payMode.data } : null;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
