'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import dialogStyles from '@/components/dialog.module.css';
import {
  rememberCnPromptChoice,
  shouldAskForEnglish,
  type CnPromptChoice,
} from '@/lib/behaviours/cn-english-prompt';
import { switchPath } from '@/lib/i18n/switch-path';
import { COOKIES } from '@/lib/store/cookies';
import styles from './cn-english-prompt.module.css';

const noSubscription = () => () => {};

function browserLanguages(): readonly string[] {
  const { languages, language } = window.navigator;
  return languages?.length ? languages : language ? [language] : [];
}

/**
 * Spec §2 / DESIGN.md §6: on the China site, a visitor whose browser language is not Chinese is
 * asked once 'Would you like to switch to English Version?'. Confirm opens the same page on
 * /intl/en; either answer (Escape is Cancel) is remembered in a cookie for a year.
 */
export function CnEnglishPrompt() {
  const t = useTranslations('behaviours.cnPrompt');
  const lang = useLocale();
  const { region } = useParams<{ region?: string }>();
  const [answered, setAnswered] = useState(false);
  // Decided in the browser only (language and cookie), so the server render never shows it.
  const shouldAsk = useSyncExternalStore(
    noSubscription,
    () =>
      shouldAskForEnglish({
        region,
        languages: browserLanguages(),
        cookieHeader: document.cookie,
        cookieName: COOKIES.cnPrompt,
      }),
    () => false,
  );

  const answer = (choice: CnPromptChoice) => {
    rememberCnPromptChoice(choice);
    setAnswered(true);
    if (choice === 'en') {
      const { pathname, search, hash } = window.location;
      window.location.assign(switchPath(pathname + search + hash, 'en'));
    }
  };

  const english = lang === 'en';
  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={shouldAsk && !answered}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) answer('stay');
      }}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog role="alertdialog" className={dialogStyles.dialog}>
          <Heading slot="title" className={styles.question} lang="en">
            {t('englishQuestion')}
          </Heading>
          {!english && <p className={styles.translation}>{t('question')}</p>}
          <div className={styles.actions}>
            <Button className={styles.cancel} onPress={() => answer('stay')}>
              {english ? t('cancel') : `${t('cancel')} · `}
              {!english && <span lang="en">{t('englishCancel')}</span>}
            </Button>
            <Button className={styles.confirm} onPress={() => answer('en')} autoFocus>
              {english ? t('confirm') : `${t('confirm')} · `}
              {!english && <span lang="en">{t('englishConfirm')}</span>}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
