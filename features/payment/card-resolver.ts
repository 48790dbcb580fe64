import { zodResolver } from '@hookform/resolvers/zod';
import { cardFormSchema } from '@/lib/api/contract/payment';

/** The card form's resolver: the API's own card schema (card-validator), loaded on demand. */
export const cardResolver = zodResolver(cardFormSchema);
