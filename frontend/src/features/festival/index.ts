// The festival page's public entry: the booking progress bar its flow shares, and stay dates.
export { BookingProgress } from './components/booking-progress';
export * from './stay-dates';
