// The API files share one module cache per worker (isolate: false in vitest.config.mts): what a
// file changed in the process is put back before the next file starts there.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
