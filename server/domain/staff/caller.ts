import type { StaffRole } from '@/lib/ops/roles';

/**
 * The member of staff calling the back office, as the domain needs to know them. server/http works
 * it out from the staff cookie or the Staff-token header; the domain never reads either.
 */
export type StaffCaller = {
  staffId: string;
  sessionId: string;
  name: string;
  email: string;
  roles: StaffRole[];
  /** the stores a store role covers */
  storeCodes: string[];
};
