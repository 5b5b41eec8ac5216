export { agentCommissionsProjection, checkInDay } from './projection';
export { checkedIn, commissionFigures, type CommissionBooking, type ReferralCounts } from './commission-figures';
export { agentCommissions, commissionBookings, referralCounts } from './query';
