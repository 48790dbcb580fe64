const PROBLEM = '[aria-invalid="true"], [data-invalid-focus]';

/**
 * Moves focus to an element as soon as it is on screen: a step's heading may still be loading, and
 * fields render their problems themselves, a moment after the form learnt of them. Looks again for
 * a short while (20 × 50 ms), then gives up.
 */
export function focusSoon(find: () => HTMLElement | null | undefined, tries = 20): void {
  const element = find();
  if (element) element.focus();
  else if (tries > 1) window.setTimeout(() => focusSoon(find, tries - 1), 50);
}

/** The first control with a problem in screen order, whose message is then read out. */
export const firstProblem = (container: HTMLElement | null) => container?.querySelector<HTMLElement>(PROBLEM);
