'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/lib/site/behaviours/chunk-reload';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reloads the page once a minute at most when the browser fails to load a code chunk (spec §2). */
export function reloadIfChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false;
  return reloadForChunkError(sessionStore(), () => window.location.reload());
}

/** Listens for chunk failures that reach the window; errors caught by error.tsx call reloadIfChunkError. */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      reloadIfChunkError(event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadIfChunkError(event.reason);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
