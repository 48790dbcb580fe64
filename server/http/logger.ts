/** One JSON line per event, so logs from several instances can be searched by request id. */
type Level = 'info' | 'warn' | 'error';

function write(level: Level, message: string, fields: Record<string, unknown>) {
  if (level === 'info' && process.env.NODE_ENV === 'test') return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  // One per request: straight to the stream, as console.log's formatting showed in the profile.
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  info: (message: string, fields: Record<string, unknown> = {}) => write('info', message, fields),
  warn: (message: string, fields: Record<string, unknown> = {}) => write('warn', message, fields),
  error: (message: string, fields: Record<string, unknown> = {}) => write('error', message, fields),
};

export function describeError(error: unknown) {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
