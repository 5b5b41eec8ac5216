// Customer support and policy facts shown on several screens (product spec section 9).

export const SUPPORT_EMAIL = 'support@pokerfestivals.example';
export const SUPPORT_HOURS = 'Mon-Fri 9am-5pm CET';
/** Cancellations at least this many days before the festival starts are refunded in full. */
export const FULL_REFUND_DAYS = 14;

export const LOYALTY_RULES = {
  /** Share of the booking value earned as points. */
  bookingShare: 0.1,
  referralBonusPoints: 50,
  vipThresholdPoints: 500,
  pointsAddedWithinHours: 24,
} as const;
