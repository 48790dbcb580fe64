import type { ReactNode } from 'react';
import { WithCaptchaFlag } from '@/components/captcha/with-captcha-flag';
import styles from './account-page.module.css';

/** The frame of the account pages: the page's heading, then its form (with the captcha flag). */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.main}>
      <h1>{title}</h1>
      <WithCaptchaFlag>{children}</WithCaptchaFlag>
    </main>
  );
}
