import type { z } from 'zod';
import type {
  StaffLoginStep,
  StaffMember as StaffMemberAnswer,
  StaffSession as StaffSessionAnswer,
  staffSetupLinkSchema,
} from '@/lib/api/contract/ops-staff';
import type { LoginStep, SetupLink, StaffMember, StaffSession } from './types';

/*
 * The back office's staff answers reshaped for its pages (the sign-in's among them): zod-free, so
 * the sign-in page loads no schema with it.
 */

export const toStaffMember = (member: StaffMemberAnswer): StaffMember => ({
  id: member.id,
  email: member.email,
  name: member.name,
  roles: member.roles,
  storeCodes: member.store_codes,
  disabled: member.disabled,
  enrolled: member.enrolled,
  createdAt: member.created_at,
});

export const toStaffSession = (session: StaffSessionAnswer): StaffSession => ({
  member: toStaffMember(session.member),
  idleUntil: session.idle_until,
  endsAt: session.ends_at,
});

/** The secret in groups of four ('JBSW Y3DP EHPK 3PXP'), as a person types it. */
const groupsOfFour = (secret: string) => secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? [];

export const toLoginStep = (step: StaffLoginStep): LoginStep =>
  step.next === 'enrol'
    ? {
        next: 'enrol',
        secretGroups: groupsOfFour(step.secret),
        // An image, never markup: whatever the SVG holds cannot run in the page.
        qrImage: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qr_svg)}`,
      }
    : { next: 'code' };

export const toSetupLink = (link: z.infer<typeof staffSetupLinkSchema>): SetupLink => ({
  member: toStaffMember(link.member),
  setupUrl: link.setup_url,
  expiresAt: link.expires_at,
});
