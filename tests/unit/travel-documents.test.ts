import { LICENSE_TYPES } from '@/lib/choices';
import { RENT_RULE_COUNTRIES } from '@/lib/cms-keys';
import {
  documentsForDrivers,
  requiredDocuments,
  TRAVEL_DOCUMENT_RULES,
  type RequiredDocuments,
} from '@/lib/booking-rules/travel-documents';
import en from '@/messages/en.json';

/** Every document a rule's lines name, the alternatives included. */
const named = (documents: RequiredDocuments | null) =>
  [...(documents?.licenceLines ?? []), ...(documents?.commonLines ?? [])].flatMap((line) => line.documents);
const keys = (documents: RequiredDocuments | null) => [
  ...(documents?.licenceLines ?? []).map((line) => line.key),
  ...(documents?.notes ?? []).map((note) => note.key),
];

describe('the documents to bring', () => {
  it('has a rule for every store country and licence type, each line and note sourced and dated', () => {
    for (const country of RENT_RULE_COUNTRIES) {
      for (const licence of LICENSE_TYPES) {
        const rule = TRAVEL_DOCUMENT_RULES[country].byLicence[licence];
        expect(rule.lines[0]?.key).toBe('licence');
        for (const item of [...rule.lines, ...rule.notes]) {
          expect(item.source.url).toMatch(/^(https:\/\/|\/rent_rules)/);
          expect(item.source.publisher).not.toBe('');
          expect(item.source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    }
  });

  it('has words for every line and note', () => {
    for (const country of RENT_RULE_COUNTRIES) {
      for (const licence of LICENSE_TYPES) {
        const documents = requiredDocuments(country, licence)!;
        for (const line of [...documents.licenceLines, ...documents.commonLines]) {
          expect(en.documents.lines).toHaveProperty(line.key);
        }
        for (const note of documents.notes) expect(en.documents.notes).toHaveProperty(note.key);
      }
    }
  });

  it('always asks for the licence, the passport and the main driver’s card for the deposit', () => {
    for (const country of RENT_RULE_COUNTRIES) {
      for (const licence of LICENSE_TYPES) {
        expect(named(requiredDocuments(country, licence))).toEqual(
          expect.arrayContaining(['licence', 'passport', 'deposit_card']),
        );
      }
    }
    expect(named(requiredDocuments('NZ', 'cn', { depositByCard: false }))).not.toContain('deposit_card');
  });

  it('New Zealand: a mainland licence needs an approved translation (China issues no IDP)', () => {
    const cn = requiredDocuments('NZ', 'cn');
    expect(cn?.licenceLines[1]).toMatchObject({ documents: ['approved_translation'], need: 'required' });
    expect(named(cn)).not.toContain('idp');
    expect(keys(cn)).toEqual(expect.arrayContaining(['cn_no_idp', 'nz_fine']));
    expect(cn?.licenceLines[1]?.source.publisher).toMatch(/NZ Transport Agency/);
    // Hong Kong licences are in English and Chinese: an IDP is only recommended.
    const hk = requiredDocuments('NZ', 'hk');
    expect(hk?.licenceLines[1]).toMatchObject({ documents: ['idp'], need: 'recommended' });
    expect(requiredDocuments('NZ', 'other')?.licenceLines[1]).toMatchObject({
      documents: ['idp', 'approved_translation'],
      need: 'either',
    });
    expect(cn?.rulesPath).toBe('/rent_rules/NZ');
  });

  it('Thailand: a mainland licence is not accepted alone; Thai licences are; visitors need an IDP', () => {
    const cn = requiredDocuments('TH', 'cn');
    expect(cn?.licenceLines.length).toBeGreaterThan(1);
    expect(keys(cn)).toEqual(expect.arrayContaining(['th_cn_not_alone', 'cn_no_idp']));
    expect(cn?.checkWithStore).toBe(true);
    const th = requiredDocuments('TH', 'th');
    expect(th?.licenceLines.map((line) => line.key)).toEqual(['licence']);
    expect(th?.checkWithStore).toBe(false);
    for (const licence of ['hk', 'other'] as const) {
      const rule = requiredDocuments('TH', licence);
      expect(rule?.licenceLines[1]).toMatchObject({ documents: ['idp'], need: 'required' });
      expect(keys(rule)).toContain('th_english_licence');
      expect(rule?.checkWithStore).toBe(true);
    }
  });

  it('the USA: rules vary by state, so every licence type is told to check with the store', () => {
    for (const licence of LICENSE_TYPES) {
      const rule = requiredDocuments('US', licence);
      expect(rule?.checkWithStore).toBe(true);
      expect(keys(rule)).toContain('us_states');
      expect(rule?.licenceLines.slice(1).every((line) => line.need === 'recommended')).toBe(true);
    }
  });

  it('has no rules for a country without stores, and groups drivers by licence type', () => {
    expect(requiredDocuments('JP', 'cn')).toBeNull();
    expect(documentsForDrivers('NZ', ['', ''])).toBeNull();
    const drivers = documentsForDrivers('NZ', ['cn', 'hk', 'cn', '']);
    expect(drivers?.groups.map((group) => group.licence)).toEqual(['cn', 'hk']);
    expect(drivers?.checkWithStore).toBe(false);
    expect(documentsForDrivers('TH', ['th', 'cn'])?.checkWithStore).toBe(true);
  });
});
