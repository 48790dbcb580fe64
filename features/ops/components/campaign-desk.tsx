'use client';

import type { MarketingChoices } from '../to-site-marketing';
import { CampaignForm } from './campaign-form';
import { CampaignList } from './campaign-list';

/** The coupons page's working part: the campaigns with their uses, and a new campaign. */
export function CampaignDesk({ choices }: { choices: MarketingChoices }) {
  return (
    <>
      <CampaignList />
      <CampaignForm choices={choices} />
    </>
  );
}
