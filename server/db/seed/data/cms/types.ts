import type { Lang } from '@/lib/i18n/locales';

/** One language's text of an article; body is HTML with the simple tags the sanitizer keeps. */
export type CmsText = { title: string; summary: string; body: string };

/** An article in all four languages: the seed writes one cms_articles row per language. */
export type CmsSeed = {
  key: string;
  /** An item under the key (a news slug, a role); omitted for the key's own article. */
  introId?: string;
  publishedAt: Date;
  /** Lower first in lists; equal sorts fall back to newest first. */
  sort?: number;
  text: Record<Lang, CmsText>;
};

/**
 * HTML written one block per line in the data files: lines are trimmed and kept apart by a
 * newline, which browsers render as nothing between blocks (no stray spaces inside CJK or Thai).
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return String.raw({ raw: strings }, ...values)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
