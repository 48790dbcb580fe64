import { useTranslations } from 'next-intl';

/** The words of a field's problem: the order forms' schemas name it by a key of orders.form.problems. */
export function useFieldProblem() {
  const t = useTranslations('orders.form');
  return (message: string | undefined) =>
    message ? t(`problems.${message}` as 'problems.required') : undefined;
}
