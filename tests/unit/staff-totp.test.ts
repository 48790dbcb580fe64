// @vitest-environment node
import { normaliseRecoveryCode } from '@/server/domain/staff/recovery-codes';
import { enrolmentOf, matchTotp, newTotpSecret, totpCode, totpStep } from '@/server/domain/staff/totp';

// RFC 6238, appendix B: the SHA-1 secret is the ASCII '12345678901234567890'.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe('the staff second factor (TOTP, RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('makes the RFC test vector at T=%i (its last six digits)', (seconds, code) => {
    expect(totpCode(RFC_SECRET, at(seconds))).toBe(code);
    expect(matchTotp(RFC_SECRET, code, at(seconds))).toBe(Math.floor(seconds / 30));
  });

  it('takes the code of the step before and after (a phone a little off), not two steps away', () => {
    const secret = newTotpSecret();
    const now = new Date('2030-01-01T12:00:10Z');
    const step = totpStep(now);
    const thirtyBefore = totpCode(secret, new Date(now.getTime() - 30_000));
    const thirtyAfter = totpCode(secret, new Date(now.getTime() + 30_000));
    const twoMinutesBefore = totpCode(secret, new Date(now.getTime() - 120_000));
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, thirtyBefore, now)).toBe(step - 1);
    expect(matchTotp(secret, thirtyAfter, now)).toBe(step + 1);
    if (twoMinutesBefore !== totpCode(secret, now))
      expect(matchTotp(secret, twoMinutesBefore, now)).toBeNull();
  });

  it('refuses what is not six digits, and codes of another secret', () => {
    const now = new Date();
    const code = totpCode(RFC_SECRET, now);
    expect(matchTotp(RFC_SECRET, `${code}0`, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, code.slice(1), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', now)).toBeNull();
    expect(matchTotp(newTotpSecret(), code, now)).toBeNull();
  });

  it('makes 160-bit secrets, and an enrolment an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const enrolment = enrolmentOf(secret, 'amy@example.com');
    const uri = new URL(enrolment.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('amy@example.com');
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('reads a recovery code typed with or without hyphens, in either case, and nothing else', () => {
    expect(normaliseRecoveryCode('abcd-efgh-jk')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode('ABCD EFGH JK')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode('abcdefghjk')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode('abcd-efgh-j')).toBeNull();
    expect(normaliseRecoveryCode('abcd-efgh-j0')).toBeNull(); // 0 is not in the alphabet
    expect(normaliseRecoveryCode('123456')).toBeNull();
  });
});
