'use client';

import { useEffect, type CSSProperties } from 'react';
import { reloadIfChunkError } from '@/components/behaviours/chunk-reload';
import { FALLBACK_TEXTS } from '@/lib/site/i18n/api-error-message';
import { LANG_TAG, LANGS } from '@/lib/i18n/locales';

// The root layout failed, so neither globals.css nor the page language is available: plain inline
// styles in the brand colours, and the default error text in all four languages.
const BRAND = '#4C1D85';
const css = {
  body: {
    margin: 0,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Microsoft YaHei', sans-serif",
    color: '#1d1b22',
    background: '#f7f6f9',
    lineHeight: 1.5,
  },
  main: { maxWidth: '36rem', margin: '0 auto', padding: '4rem 1rem', textAlign: 'center' },
  status: { margin: 0, fontSize: '5rem', fontWeight: 700, lineHeight: 1, color: BRAND },
  list: { listStyle: 'none', padding: 0, margin: '1.5rem 0 2rem', display: 'grid', gap: '0.5rem' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.75rem' },
  button: {
    minHeight: '2.75rem',
    padding: '0.5rem 1.25rem',
    border: `1px solid ${BRAND}`,
    borderRadius: 8,
    background: BRAND,
    color: '#fff',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    padding: '0.5rem 1.25rem',
    border: '1px solid #dcd7e4',
    borderRadius: 8,
    background: '#fff',
    color: BRAND,
    fontWeight: 600,
    textDecoration: 'none',
  },
} satisfies Record<string, CSSProperties>;

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    if (!reloadIfChunkError(error)) console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body style={css.body}>
        <title>Error 500</title>
        <main style={css.main}>
          <p style={css.status}>
            <span aria-hidden="true">500</span>
          </p>
          <h1>{FALLBACK_TEXTS.en.title}</h1>
          <ul style={css.list}>
            {LANGS.map((lang) => (
              <li key={lang} lang={LANG_TAG[lang]}>
                {FALLBACK_TEXTS[lang].error}
              </li>
            ))}
          </ul>
          <div style={css.actions}>
            <button type="button" style={css.button} onClick={() => retry()}>
              {FALLBACK_TEXTS.en.retry}
            </button>
            {/* A full page load on purpose (the app shell is broken): '/' reaches the region home through the proxy. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={css.link}>
              {FALLBACK_TEXTS.en.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
