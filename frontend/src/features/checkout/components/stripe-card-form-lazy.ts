import { lazy } from 'react';

/** The Stripe checkout, loaded only when the server names Stripe: its module and script stay out of the page in demo mode. */
export const StripeCardForm = lazy(() => import('./stripe-card-form'));
