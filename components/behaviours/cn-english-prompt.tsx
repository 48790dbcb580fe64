import { getTranslations } from 'next-intl/server';
import { CN_PROMPT_ID, CN_PROMPT_OPENER } from '@/lib/site/behaviours/cn-english-prompt';
import styles from './cn-english-prompt.module.css';

/**
 * Spec §2 / DESIGN.md §6, on the China site's pages: 'Would you like to switch to English
 * Version?', in English and in the page's language. Rendered closed into every /cn page (cached
 * pages too: nothing here depends on the visitor); CN_PROMPT_OPENER, right after it, opens it as
 * the page is parsed when the browser's language is not Chinese, so it is there from the first
 * paint. The buttons close it natively with their value; useCnPromptAnswer acts on it.
 */
export async function CnEnglishPrompt() {
  const t = await getTranslations('behaviours.cnPrompt');
  return (
    <>
      <dialog
        id={CN_PROMPT_ID}
        role="alertdialog"
        aria-labelledby={`${CN_PROMPT_ID}-question`}
        aria-describedby={`${CN_PROMPT_ID}-translation`}
        className={styles.dialog}
        // The opener sets open and data-asked before hydration.
        suppressHydrationWarning
      >
        <form method="dialog">
          <h2 id={`${CN_PROMPT_ID}-question`} className={styles.question} lang="en">
            {t('englishQuestion')}
          </h2>
          <p id={`${CN_PROMPT_ID}-translation`} className={styles.translation}>
            {t('question')}
          </p>
          <div className={styles.actions}>
            <button value="stay" className={styles.cancel}>
              {`${t('cancel')} · `}
              <span lang="en">{t('englishCancel')}</span>
            </button>
            <button value="en" className={styles.confirm}>
              {`${t('confirm')} · `}
              <span lang="en">{t('englishConfirm')}</span>
            </button>
          </div>
        </form>
      </dialog>
      {/* Allowed by its hash in the page's policy (proxy.ts). */}
      <script dangerouslySetInnerHTML={{ __html: CN_PROMPT_OPENER }} />
    </>
  );
}
