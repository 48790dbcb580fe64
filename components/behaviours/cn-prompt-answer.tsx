'use client';

import { useEffect } from 'react';
import {
  CN_PROMPT_ASKED,
  CN_PROMPT_ID,
  cnPromptChoiceOf,
  rememberCnPromptChoice,
} from '@/lib/site/behaviours/cn-english-prompt';
import { switchPath } from '@/lib/site/i18n/switch-path';

/**
 * Acts on the answer to the China site's English prompt (components/behaviours/cn-english-prompt.tsx):
 * remembers it for a year, and on Confirm opens the same page on /intl/en. The prompt closes itself
 * (its buttons, Escape), before hydration too: an answer found on a closed prompt at mount is acted
 * on then. Renders nothing; on pages without the prompt it does nothing.
 */
export function CnPromptAnswer() {
  useEffect(() => {
    const dialog = document.getElementById(CN_PROMPT_ID) as HTMLDialogElement | null;
    if (!dialog) return;
    const answer = () => {
      // Once per question: the opener marks it asked.
      if (!dialog.hasAttribute(CN_PROMPT_ASKED)) return;
      dialog.removeAttribute(CN_PROMPT_ASKED);
      const choice = cnPromptChoiceOf(dialog.returnValue);
      rememberCnPromptChoice(choice);
      if (choice === 'en') {
        const { pathname, search, hash } = window.location;
        window.location.assign(switchPath(pathname + search + hash, 'en'));
      }
    };
    if (!dialog.open) answer();
    dialog.addEventListener('close', answer);
    return () => dialog.removeEventListener('close', answer);
  }, []);
  return null;
}
