import { API_VERSION_PATH, CLIENT_ID, formEncode } from '@/lib/site/api/config';
import { LANG_TO_LOCALE, type Lang } from '@/lib/i18n/locales';
import type { CampaignEvent } from './types';

/**
 * POST /campaign/record: a campaign visit or search (the API reads the campaign from the utm
 * cookie). A beacon, not a feature call: it goes to the site's own API path (the site always
 * serves it, whatever API host the pages use), and its answer is not read, so it needs neither the
 * API client nor the contract's schemas (a campaign's landing page loads no more script than any
 * other). Best effort: a lost beacon (a page left before it went) is one visit fewer in a report,
 * never a broken page.
 */
export function sendCampaignEvent(event: CampaignEvent, lang: Lang): void {
  void fetch(`${API_VERSION_PATH}/campaign/record?locale=${LANG_TO_LOCALE[lang]}`, {
    method: 'POST',
    body: formEncode(event),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Client-id': CLIENT_ID },
    credentials: 'same-origin',
  })
    // Read to its end, so the connection is free again; what it says does not matter here.
    .then((answer) => answer.text())
    .catch(() => undefined);
}
