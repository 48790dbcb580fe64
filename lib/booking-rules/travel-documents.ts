import type { LicenseType } from '../choices';
import { RENT_RULE_COUNTRIES, type RentRuleCountry } from '../cms-keys';

/**
 * The papers a driver brings to the counter, per store country and licence type: the one place these
 * rules live. The fill-in step, the review step, the order page (components/documents) and the
 * voucher (server/domain/booking/confirmation) read them through `requiredDocuments`; their words are
 * in the 'documents' messages, keyed by the line and note keys below. Each rule names the source it
 * rests on and the day we relied on it ('checked'): re-read the source and move the date when a rule
 * is touched. Where the law or the stores vary, the rule says so (`checkWithStore`) instead of guessing.
 * Kept as code, not a table: no migration, and the pages read it without a call.
 */

/** What a driver may have to show. */
export const TRAVEL_DOCUMENTS = [
  'licence',
  'idp',
  'approved_translation',
  'passport',
  'deposit_card',
] as const;
export type TravelDocument = (typeof TRAVEL_DOCUMENTS)[number];

/** required: bring it; either: one of its documents; recommended: not the law's demand, but wise. */
export type DocumentNeed = 'required' | 'either' | 'recommended';

export type DocumentSource = {
  publisher: string;
  title: string;
  url: string;
  /** YYYY-MM-DD */ checked: string;
};

const CHECKED = '2026-12-03';

const SOURCES = {
  nzta: {
    publisher: 'NZ Transport Agency Waka Kotahi',
    title: 'New residents and visitors: driving in New Zealand (factsheet 56)',
    url: 'https://www.nzta.govt.nz/resources/factsheets/56/new-residents-and-visitors-driving-in-new-zealand.html',
    checked: CHECKED,
  },
  nzTourism: {
    publisher: 'Tourism New Zealand',
    title:
      'Do my clients need an international driver licence? (translations, fine up to NZ$1,000, insurance)',
    url: 'https://traveltrade.newzealand.com/en/campaign/care-for-new-zealand-(tiaki)/driving-in-new-zealand/tips-fr-planning-a-self-drive-itinerary/do-my-clients-need-an-international-drivers-licens/',
    checked: CHECKED,
  },
  geneva1949: {
    publisher: 'United Nations Treaty Collection',
    title: 'Convention on Road Traffic, Geneva 1949: status (China is not a party, so issues no IDP)',
    url: 'https://treaties.un.org/Pages/ViewDetailsV.aspx?src=TREATY&mtdsg_no=XI-B-1&chapter=11',
    checked: CHECKED,
  },
  hkTransport: {
    publisher: 'Transport Department, Hong Kong',
    title:
      'International Driving Permit (issued to Hong Kong licence holders; licences in English and Chinese)',
    url: 'https://www.td.gov.hk/en/public_services/licences_and_permits/',
    checked: CHECKED,
  },
  thLandTransport: {
    publisher: 'Department of Land Transport, Thailand (as reported by the Bangkok Post)',
    title: 'Visitors with a valid licence and an international driving permit may drive in Thailand',
    url: 'https://www.bangkokpost.com/thailand/general/2103575/more-driving-permit-options-for-thais-heading-overseas',
    checked: CHECKED,
  },
  caDmv: {
    publisher: 'California DMV (as repeated by the City of Alhambra)',
    title: 'Visitors may drive on a valid licence of their country; an IDP is a translation, advisable',
    url: 'https://www.cityofalhambra.org/faqs/i-am-visiting-from-another-country-do-i-need-to-obtain-a-california-drivers-license',
    checked: CHECKED,
  },
  ourRules: {
    publisher: 'Rentcar Go rent rules (server/db/seed/data/cms/rent-rules-*.ts)',
    title: 'Licence held at least one year; passport; deposit on a credit card in the main driver’s name',
    url: '/rent_rules',
    checked: CHECKED,
  },
} as const satisfies Record<string, DocumentSource>;

/** A line of the list; its words are documents.lines.{key}. */
export type DocumentLineKey =
  | 'licence'
  | 'nz_translation_cn'
  | 'nz_not_english'
  | 'idp_hk_recommended'
  | 'th_translation_cn'
  | 'th_idp'
  | 'us_translation_cn'
  | 'us_not_english'
  | 'passport'
  | 'passport_or_thai_id'
  | 'deposit_card';

/** A sentence under the list; its words are documents.notes.{key}. */
export type DocumentNoteKey =
  | 'nz_fine'
  | 'cn_no_idp'
  | 'hk_bilingual'
  | 'th_english_licence'
  | 'th_asean'
  | 'th_cn_not_alone'
  | 'us_states';

export type DocumentLine = {
  key: DocumentLineKey;
  documents: readonly TravelDocument[];
  need: DocumentNeed;
  source: DocumentSource;
};
export type DocumentNote = { key: DocumentNoteKey; source: DocumentSource };

export type DocumentRule = {
  /** the licence's own line, then what goes with it; the passport and the card follow for everyone */
  lines: readonly DocumentLine[];
  notes: readonly DocumentNote[];
  /** the law or the stores vary: the traveller is told to check with the store */
  checkWithStore: boolean;
};

const line = (
  key: DocumentLineKey,
  documents: readonly TravelDocument[],
  need: DocumentNeed,
  source: DocumentSource,
): DocumentLine => ({ key, documents, need, source });
const note = (key: DocumentNoteKey, source: DocumentSource): DocumentNote => ({ key, source });

const LICENCE = line('licence', ['licence'], 'required', SOURCES.ourRules);
const PASSPORT = line('passport', ['passport'], 'required', SOURCES.ourRules);
const DEPOSIT_CARD = line('deposit_card', ['deposit_card'], 'required', SOURCES.ourRules);

type CountryRules = { licenceHeldYears: number; byLicence: Record<LicenseType, DocumentRule> };

export const TRAVEL_DOCUMENT_RULES: Record<RentRuleCountry, CountryRules> = {
  // A licence not in English needs an IDP or an accurate English translation; China issues no IDP.
  NZ: {
    licenceHeldYears: 1,
    byLicence: {
      cn: {
        lines: [LICENCE, line('nz_translation_cn', ['approved_translation'], 'required', SOURCES.nzta)],
        notes: [note('cn_no_idp', SOURCES.geneva1949), note('nz_fine', SOURCES.nzTourism)],
        checkWithStore: false,
      },
      hk: {
        lines: [LICENCE, line('idp_hk_recommended', ['idp'], 'recommended', SOURCES.hkTransport)],
        notes: [note('hk_bilingual', SOURCES.nzta)],
        checkWithStore: false,
      },
      th: {
        lines: [LICENCE, line('nz_not_english', ['idp', 'approved_translation'], 'either', SOURCES.nzta)],
        notes: [note('nz_fine', SOURCES.nzTourism)],
        checkWithStore: false,
      },
      other: {
        lines: [LICENCE, line('nz_not_english', ['idp', 'approved_translation'], 'either', SOURCES.nzta)],
        notes: [note('nz_fine', SOURCES.nzTourism)],
        checkWithStore: false,
      },
    },
  },
  // Visitors drive on their licence with a 1949 Geneva IDP; a few stores take an English licence alone.
  TH: {
    licenceHeldYears: 1,
    byLicence: {
      cn: {
        lines: [LICENCE, line('th_translation_cn', ['approved_translation'], 'required', SOURCES.ourRules)],
        notes: [note('th_cn_not_alone', SOURCES.thLandTransport), note('cn_no_idp', SOURCES.geneva1949)],
        checkWithStore: true,
      },
      hk: {
        lines: [LICENCE, line('th_idp', ['idp'], 'required', SOURCES.thLandTransport)],
        notes: [note('th_english_licence', SOURCES.thLandTransport)],
        checkWithStore: true,
      },
      th: {
        lines: [LICENCE],
        notes: [],
        checkWithStore: false,
      },
      other: {
        lines: [LICENCE, line('th_idp', ['idp'], 'required', SOURCES.thLandTransport)],
        notes: [note('th_asean', SOURCES.ourRules), note('th_english_licence', SOURCES.thLandTransport)],
        checkWithStore: true,
      },
    },
  },
  // Each state has its own rules (California takes a valid foreign licence); stores differ too.
  US: {
    licenceHeldYears: 1,
    byLicence: {
      cn: {
        lines: [LICENCE, line('us_translation_cn', ['approved_translation'], 'recommended', SOURCES.caDmv)],
        notes: [note('us_states', SOURCES.caDmv), note('cn_no_idp', SOURCES.geneva1949)],
        checkWithStore: true,
      },
      hk: {
        lines: [LICENCE, line('idp_hk_recommended', ['idp'], 'recommended', SOURCES.hkTransport)],
        notes: [note('us_states', SOURCES.caDmv)],
        checkWithStore: true,
      },
      th: {
        lines: [
          LICENCE,
          line('us_not_english', ['idp', 'approved_translation'], 'recommended', SOURCES.caDmv),
        ],
        notes: [note('us_states', SOURCES.caDmv)],
        checkWithStore: true,
      },
      other: {
        lines: [
          LICENCE,
          line('us_not_english', ['idp', 'approved_translation'], 'recommended', SOURCES.caDmv),
        ],
        notes: [note('us_states', SOURCES.caDmv)],
        checkWithStore: true,
      },
    },
  },
};

export type RequiredDocuments = {
  country: RentRuleCountry;
  licence: LicenseType;
  licenceHeldYears: number;
  /** the licence and what must go with it */
  licenceLines: readonly DocumentLine[];
  /** the passport, and the main driver's card when the deposit is held on one */
  commonLines: readonly DocumentLine[];
  notes: readonly DocumentNote[];
  checkWithStore: boolean;
  /** the country's rent rules article, without the /{region}/{lang} prefix (give it to Link) */
  rulesPath: `/rent_rules/${RentRuleCountry}`;
};

const isRulesCountry = (value: string): value is RentRuleCountry =>
  (RENT_RULE_COUNTRIES as readonly string[]).includes(value);

type DepositOption = { /** false with a Zhima Credit deposit: no card is held */ depositByCard?: boolean };

/**
 * What a driver with this licence brings at a store of this country (the store's `country.value`):
 * the licence and what goes with it, the passport, and the main driver's credit card when the deposit
 * is held on a card (not with Zhima Credit). Null for a country without rules here.
 */
export function requiredDocuments(
  country: string,
  licence: LicenseType,
  { depositByCard = true }: DepositOption = {},
): RequiredDocuments | null {
  if (!isRulesCountry(country)) return null;
  const rules = TRAVEL_DOCUMENT_RULES[country];
  const rule = rules.byLicence[licence];
  const passport =
    country === 'TH' && licence === 'th'
      ? line('passport_or_thai_id', ['passport'], 'required', SOURCES.ourRules)
      : PASSPORT;
  return {
    country,
    licence,
    licenceHeldYears: rules.licenceHeldYears,
    licenceLines: rule.lines,
    commonLines: [passport, ...(depositByCard ? [DEPOSIT_CARD] : [])],
    notes: rule.notes,
    checkWithStore: rule.checkWithStore,
    rulesPath: `/rent_rules/${country}`,
  };
}

export type DriversDocuments = {
  country: RentRuleCountry;
  rulesPath: RequiredDocuments['rulesPath'];
  licenceHeldYears: number;
  /** one group per licence type among the drivers, the main driver's first */
  groups: readonly Pick<RequiredDocuments, 'licence' | 'licenceLines' | 'notes'>[];
  /** for every driver (the main driver's wording); the card is the main driver's */
  commonLines: readonly DocumentLine[];
  checkWithStore: boolean;
};

/**
 * The documents of a booking's drivers at a store of this country: what each licence type among them
 * needs, once per type, then what everyone brings. Null for a country without rules here, or before
 * any licence type is chosen.
 */
export function documentsForDrivers(
  country: string,
  licences: readonly (LicenseType | '')[],
  options: DepositOption = {},
): DriversDocuments | null {
  const types = [...new Set(licences.filter((type): type is LicenseType => type !== ''))];
  const each = types.flatMap((type) => requiredDocuments(country, type, options) ?? []);
  const main = each[0];
  if (!main) return null;
  return {
    country: main.country,
    rulesPath: main.rulesPath,
    licenceHeldYears: main.licenceHeldYears,
    groups: each.map(({ licence, licenceLines, notes }) => ({ licence, licenceLines, notes })),
    commonLines: main.commonLines,
    checkWithStore: each.some((documents) => documents.checkWithStore),
  };
}
