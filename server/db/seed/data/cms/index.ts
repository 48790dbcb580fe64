import { aboutUs } from './about';
import { contact } from './contact';
import { introduce } from './introduce';
import { news } from './news';
import { paymentRefundPolicy } from './payment-refund-policy';
import { planInfo } from './plan-info';
import { privacyPolicy } from './privacy-policy';
import { recruit } from './recruit';
import { rentRulesNZ } from './rent-rules-nz';
import { rentRulesTH } from './rent-rules-th';
import { rentRulesUS } from './rent-rules-us';
import { userAgreement } from './user-agreement';
import type { CmsSeed } from './types';

/**
 * Every seeded article. The order is the insertion order of a new database, so cms_ids are the
 * same on every fresh install: append new articles at the end.
 */
export const cmsSeeds: CmsSeed[] = [
  aboutUs,
  ...news,
  ...recruit,
  contact,
  userAgreement,
  privacyPolicy,
  rentRulesUS,
  rentRulesNZ,
  rentRulesTH,
  paymentRefundPolicy,
  ...planInfo,
  ...introduce,
];
