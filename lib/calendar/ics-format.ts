/**
 * RFC 5545 building blocks: text escaping, UTC date-times and line folding. Pure (no Node APIs),
 * so the same calendar file is made on the server and in the browser.
 */

/** TEXT values: backslash, semicolon and comma escaped, line breaks as '\n' (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A UTC DATE-TIME in the basic form: 20260701T170000Z (RFC 5545 §3.3.5, form 2). */
export function utcDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('not a date');
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

const MAX_OCTETS = 75;

/**
 * A content line folded to at most 75 octets per physical line (RFC 5545 §3.1): continuation lines
 * start with one space, which counts; a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0)!);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** Content lines joined with CRLF, each folded, the file ending with a CRLF. */
export const calendarText = (lines: readonly string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`;
