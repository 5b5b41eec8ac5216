/** The booking reference shown to the player (product spec section 9), as the domain makes it. */
export { bookingReference } from '@pokerfest/domain';
