import { canViewReferrals, type Role } from '@pokerfest/domain';

export type DashboardSection = 'bookings' | 'referrals' | 'loyalty';

export interface DashboardSectionLink {
  value: DashboardSection;
  label: string;
}

/** The dashboard's sections: My Referrals only for agents and admins (spec sections 2 and 6). */
export function dashboardSections(role: Role): DashboardSectionLink[] {
  return [
    { value: 'bookings', label: 'My Bookings' },
    ...(canViewReferrals(role) ? [{ value: 'referrals' as const, label: 'My Referrals' }] : []),
    { value: 'loyalty', label: 'Loyalty Status' },
  ];
}
