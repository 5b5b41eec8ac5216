// The words of the details form's choices (product spec section 2 'Booking details').
import type { CasinoMembership, HeardFromChannel, RoomOccupancy } from '@pokerfest/domain';

export const casinoMembershipLabels: Record<CasinoMembership, string> = {
  member: 'Member',
  'not-member': 'Not a member',
  'prefer-not-say': 'Prefer not to say',
};

export const heardFromLabels: Record<HeardFromChannel, string> = {
  friend: 'A friend',
  social: 'Social media',
  search: 'Search engine',
  casino: 'Casino',
  email: 'Email',
  other: 'Other',
};

export const roomOccupancyLabels: Record<RoomOccupancy, string> = {
  single: 'Single occupancy',
  shared: 'Shared occupancy',
};
