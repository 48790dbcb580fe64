/** A campaign event as the beacons send it: a visit, or a search at a pick-up store. */
export type CampaignEvent = { kind: 'visit' } | { kind: 'search'; store: string };
