import { useMemo } from 'react';

/**
 * `value` as one object for as long as its content stays the same (plain data, compared as JSON):
 * a watched form value comes back as a new copy on every keystroke anywhere in the form, which
 * would compute everything that depends on it again, and render what shows it.
 */
export function useEqualValue<T>(value: T): T {
  const json = JSON.stringify(value);
  return useMemo(() => (json === undefined ? value : (JSON.parse(json) as T)), [json]); // eslint-disable-line react-hooks/exhaustive-deps -- the content is the key
}
