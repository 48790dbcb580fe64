'use client';

import { useEffect } from 'react';

/**
 * The CSP nonce React Aria reads (meta csp-nonce) for the <style> elements it adds (usePress,
 * usePreventScroll). The browser enforces the nonce of the document's own answer: a prerendered
 * page gets the meta with it from the server (server/http/prerendered-nonce.ts); a page rendered for
 * its request carries it on its scripts, where this reads it (the browser hides the attribute, not
 * the property). Set once per document, so a router.refresh() rendered with another request's
 * nonce changes nothing.
 */
export function CspNonceMeta() {
  useEffect(() => {
    if (document.querySelector('meta[property="csp-nonce"]')) return;
    const nonce = Array.from(document.scripts).find((script) => script.nonce)?.nonce;
    if (!nonce) return;
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = nonce;
    document.head.append(meta);
  }, []);
  return null;
}
