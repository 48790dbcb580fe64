import { API_MESSAGES, codeName, type ApiErrorName } from '../../api/contract/codes';

/** A failed API call as the site sees it: a catalogue name to localize, never raw server text. */
export class ApiClientError extends Error {
  constructor(
    readonly code: number | 'network' | 'timeout',
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }

  /** The catalogue entry, for choosing a localized message (errors.<name> in the message files). */
  get reason(): ApiErrorName | 'network' | 'timeout' {
    if (this.code === 'network' || this.code === 'timeout') return this.code;
    const name = codeName(this.code);
    return name && name !== 'ok' ? name : 'system_error';
  }
}

export function fromEnvelope(code: number, msg: string | undefined, data: unknown) {
  const name = codeName(code);
  const fallback = name && name !== 'ok' ? API_MESSAGES[name] : API_MESSAGES.system_error;
  return new ApiClientError(code, msg || fallback, data);
}
