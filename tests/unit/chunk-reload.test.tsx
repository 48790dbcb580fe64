import { render } from '@testing-library/react';
import { ChunkReload } from '@/components/behaviours/chunk-reload';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForChunkError,
  shouldReload,
} from '@/lib/site/behaviours/chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises the failures of webpack, Turbopack and native dynamic import', () => {
    const webpack = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(webpack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk app/book/page failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 9 failed')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('shouldReload', () => {
  const now = 1_700_000_000_000;
  it('reloads the first time and again only after a minute', () => {
    expect(shouldReload(null, now)).toBe(true);
    expect(shouldReload(now - 1_000, now)).toBe(false);
    expect(shouldReload(now - CHUNK_RELOAD_INTERVAL_MS + 1, now)).toBe(false);
    expect(shouldReload(now - CHUNK_RELOAD_INTERVAL_MS, now)).toBe(true);
  });

  it('is not blocked by a bad value or a clock set back', () => {
    expect(shouldReload(Number.NaN, now)).toBe(true);
    expect(shouldReload(now + 3_600_000, now)).toBe(true);
  });
});

describe('reloadForChunkError', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads at most once a minute, remembering the time in sessionStorage', () => {
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadForChunkError(window.sessionStorage, reload, t0)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadForChunkError(window.sessionStorage, reload, t0 + 30_000)).toBe(false);
    expect(reloadForChunkError(window.sessionStorage, reload, t0 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without working storage (the guard could not hold)', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(reloadForChunkError(undefined, reload)).toBe(false);
    expect(reloadForChunkError(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('<ChunkReload />', () => {
  const reload = vi.fn();
  const original = window.location;

  beforeEach(() => {
    window.sessionStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('reloads on an unhandled chunk rejection, once a minute', () => {
    render(<ChunkReload />);
    const chunkError = Object.assign(new Error('Loading chunk 5 failed.'), { name: 'ChunkLoadError' });
    const rejection = () =>
      window.dispatchEvent(
        Object.assign(new Event('unhandledrejection'), { reason: chunkError, promise: Promise.resolve() }),
      );
    rejection();
    rejection();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on a window error about a module import, not on other errors', () => {
    render(<ChunkReload />);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error', error: new Error('other') }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Failed to fetch dynamically imported module: /x.js' }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
