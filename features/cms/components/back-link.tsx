import { Link } from '@/lib/site/i18n/navigation';
import styles from './back-link.module.css';

/** The way back from an item to its list, shown above the article. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p className={styles.back}>
      <Link href={href}>
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </p>
  );
}
