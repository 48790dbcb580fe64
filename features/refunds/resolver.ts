import { zodResolver } from '@hookform/resolvers/zod';
import { refundFormSchema } from '@/lib/api/contract/refunds';

/** The apply form's resolver: the API's own schema, loaded on demand. */
export const refundResolver = zodResolver(refundFormSchema);
