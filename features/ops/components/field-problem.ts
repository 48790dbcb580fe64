import { useProblemWords } from '@/components/forms/use-problem-text';

/** A field's own words for some of its schema's codes ('required', 'length', 'password_mismatch'). */
export type OwnWords = Partial<Record<string, string>>;

/**
 * The words of a back-office field's problem: the field's own words first (ops.*: 'Please enter
 * your password.'), else the site's form words for the schema's code with the field's label.
 */
export function useFieldProblem(): (
  problem: string | undefined,
  label: string,
  own?: OwnWords,
) => string | undefined {
  const words = useProblemWords();
  return (problem, label, own = {}) => {
    if (!problem) return undefined;
    return own[problem.split(':')[0] ?? ''] ?? words(problem, label);
  };
}
