import { useTranslations } from 'next-intl';
import type { ChangedField } from '../types';

/** What a change changed, in words, joined as the language lists things. */
export function ChangedFields({ fields }: { fields: ChangedField[] }) {
  const t = useTranslations('orders.change.fields');
  return <>{fields.map((field) => t(field)).join(t('separator'))}</>;
}
