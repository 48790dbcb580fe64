import type { SearchField } from '@/lib/rent-info/search-draft';

/** The fields in the order the form shows them (the drop-off store appears only for a return elsewhere). */
const FOCUS_ORDER: SearchField[] = ['pickup', 'dropOff', 'dates', 'pickupTime', 'dropOffTime', 'age'];

/** Moves focus to the first field with a problem, whose description then reads the message out. */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  errors: Partial<Record<SearchField, unknown>>,
): void {
  const field = FOCUS_ORDER.find((name) => errors[name]);
  if (!form || !field) return;
  form
    .querySelector<HTMLElement>(`[data-field="${field}"]`)
    // The dates are buttons until the date picker has loaded (DateRangeField).
    ?.querySelector<HTMLElement>('select, input, [role="spinbutton"], button')
    ?.focus();
}
