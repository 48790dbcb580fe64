// @vitest-environment node
import { createLogger, describeError, logger, type LogLevel } from '@/lib/logger';

function captured(infoEnabled = true) {
  const lines: { level: LogLevel; line: string }[] = [];
  const log = createLogger({
    infoEnabled: () => infoEnabled,
    write: (level, line) => lines.push({ level, line }),
    now: () => new Date('2026-12-01T10:00:00.000Z'),
  });
  return { log, lines, parsed: () => lines.map(({ line }) => JSON.parse(line) as Record<string, unknown>) };
}

describe('createLogger', () => {
  it('writes one JSON line per event: level, time, message, then the fields', () => {
    const { log, lines } = captured();
    log.info('request', { requestId: 'abc', status: 200, ms: 12 });
    expect(lines).toEqual([
      {
        level: 'info',
        line: '{"level":"info","time":"2026-12-01T10:00:00.000Z","message":"request","requestId":"abc","status":200,"ms":12}',
      },
    ]);
  });

  it('hands each level to the writer under its own name', () => {
    const { log, lines } = captured();
    log.info('a');
    log.warn('b');
    log.error('c');
    expect(lines.map(({ level }) => level)).toEqual(['info', 'warn', 'error']);
  });

  it('leaves out info lines when info is off, never warnings or errors', () => {
    const { log, parsed } = captured(false);
    log.info('request');
    log.warn('idle database connection lost');
    log.error('unhandled error');
    expect(parsed().map((line) => [line.level, line.message])).toEqual([
      ['warn', 'idle database connection lost'],
      ['error', 'unhandled error'],
    ]);
  });

  it('keeps level, time and message even when a field has the same name', () => {
    const { log, parsed } = captured();
    log.warn('fell back', { level: 'debug', message: 'other', time: 'then', reason: 'timeout' });
    expect(parsed()[0]).toEqual({
      level: 'warn',
      time: '2026-12-01T10:00:00.000Z',
      message: 'fell back',
      reason: 'timeout',
    });
  });

  it('still writes a line when a field cannot be serialised', () => {
    const { log, parsed } = captured();
    log.error('odd', { amount: 10n });
    expect(parsed()[0]).toMatchObject({ level: 'error', message: 'odd', unserializable: expect.any(String) });
  });
});

describe('logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is quiet about info under NODE_ENV=test and writes warnings and errors to stderr', () => {
    expect(process.env.NODE_ENV).toBe('test');
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    logger.info('request', { path: '/x' });
    logger.warn('home news fell back', { error: 'timeout' });
    expect(stdout).not.toHaveBeenCalled();
    expect(stderr).toHaveBeenCalledTimes(1);
    const line = String(stderr.mock.calls[0]?.[0]);
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toMatchObject({
      level: 'warn',
      message: 'home news fell back',
      error: 'timeout',
    });
  });
});

describe('describeError', () => {
  it('gives an error its message and stack, anything else its text', () => {
    const error = new Error('boom');
    expect(describeError(error)).toEqual({ error: 'boom', stack: error.stack });
    expect(describeError('plain')).toEqual({ error: 'plain' });
  });

  it("keeps what caused it (a driver's error under the ORM's), a few levels deep", () => {
    const driver = new Error('terminating connection due to administrator command');
    const query = new Error('Failed query: select 1', { cause: driver });
    expect(describeError(query)).toEqual({
      error: 'Failed query: select 1',
      stack: query.stack,
      cause: { error: driver.message, stack: driver.stack },
    });
    const deep = new Error('4', {
      cause: new Error('3', { cause: new Error('2', { cause: new Error('1') }) }),
    });
    expect(JSON.stringify(describeError(deep, 1))).not.toContain('"2"');
  });
});
