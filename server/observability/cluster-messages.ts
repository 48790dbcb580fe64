/**
 * The IPC message a worker of `npm run start:cluster` sends its primary to get the whole
 * instance's metrics, and the primary's answer (the same type and id, with the text or an error).
 * Apart from ./metrics so the primary, which serves no requests, does not load the registry.
 */
export const METRICS_REQUEST = 'rentcar:metrics';
export type MetricsMessage = { type: typeof METRICS_REQUEST; id: number; text?: string; error?: string };

export const isMetricsMessage = (message: unknown): message is MetricsMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === METRICS_REQUEST &&
  typeof (message as { id?: unknown }).id === 'number';
