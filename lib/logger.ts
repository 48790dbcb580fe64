import { serverEnv } from './env';

/**
 * One JSON line per event, for the site's server side and the API alike, so the logs of several
 * instances can be searched by request id. Server-side only (it writes to the process's streams):
 * server/, lib/ modules that run on the server, and server components. Info lines (one per API
 * request) are left out under NODE_ENV=test; warnings and errors always go to stderr.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;
export type Logger = Record<LogLevel, (message: string, fields?: LogFields) => void>;

export type LoggerOptions = {
  /** whether info lines are written; warnings and errors always are */
  infoEnabled: () => boolean;
  /** where a finished line goes; the process's stdout (info) and stderr (warn, error) by default */
  write?: (level: LogLevel, line: string) => void;
  now?: () => Date;
};

// One line per request on the hot path: straight to the stream, as console.log's formatting showed
// in the profile.
function writeToProcess(level: LogLevel, line: string) {
  const stream = level === 'info' ? process.stdout : process.stderr;
  // A closed output (its reader gone) drops the line (server/process/broken-output.ts).
  if (!stream.destroyed) stream.write(`${line}\n`);
}

function formatLine(level: LogLevel, time: Date, message: string, fields: LogFields): string {
  const head = { level, time: time.toISOString(), message };
  try {
    // A field named like the head cannot overwrite it; the head stays first for the eye.
    return JSON.stringify(Object.assign({ ...head }, fields, head));
  } catch (error) {
    // A circular or BigInt field must not turn a log call into a crash.
    return JSON.stringify({ ...head, unserializable: String(error) });
  }
}

export function createLogger({ infoEnabled, write = writeToProcess, now = () => new Date() }: LoggerOptions) {
  const log =
    (level: LogLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (level === 'info' && !infoEnabled()) return;
      write(level, formatLine(level, now(), message, fields));
    };
  return { info: log('info'), warn: log('warn'), error: log('error') } satisfies Logger;
}

export const logger = createLogger({ infoEnabled: () => serverEnv().NODE_ENV !== 'test' });

/**
 * An error as log fields: its message and stack, or its text when something else was thrown, and
 * what caused it (a driver's error under drizzle's 'Failed query', say), a few levels deep.
 */
export function describeError(error: unknown, depth = 3): LogFields {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause =
    error.cause !== undefined && depth > 0 ? { cause: describeError(error.cause, depth - 1) } : {};
  return { error: error.message, stack: error.stack, ...cause };
}
