// The stored booking state a booking screen needs (product spec section 2 'Booking details' and
// 'Payment'): read once when the screen opens; when it is missing the player is told and sent home.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '../../config/paths';
import { notify, type Notice } from '../../lib/notify';
import { useRestoreFlagRemoval } from '../../lib/restore-flag';
import { saveBookingDraft, type BookingDraft } from './booking-draft';
import { browserStorage, readBookingDraft, readBookingOrderId } from './booking-storage';

const NOT_FOUND: Notice = {
  title: 'Booking data not found',
  description: 'Please select your booking options first',
  tone: 'destructive',
  id: 'booking-state',
};

const LOAD_ERROR: Notice = {
  title: 'Error loading booking data',
  description: 'There was a problem loading your booking. Please try again.',
  tone: 'destructive',
  id: 'booking-state',
};

interface BookingState {
  draft: BookingDraft | null;
  orderId: string | null;
  problem: Notice | null;
}

function readState(needsOrderId: boolean, skip: boolean): BookingState {
  if (skip) return { draft: null, orderId: null, problem: null };
  const stored = readBookingDraft(browserStorage());
  const orderId = readBookingOrderId(browserStorage());
  if (stored.kind === 'unreadable') return { draft: null, orderId, problem: LOAD_ERROR };
  if (stored.kind === 'missing' || (needsOrderId && !orderId)) return { draft: null, orderId, problem: NOT_FOUND };
  return { draft: stored.draft, orderId, problem: null };
}

/**
 * The draft (and for the payment page the order id). `active` is false while the screen shows the
 * login card instead, so a visitor is not sent away before logging in; `skip` when the screen pays
 * an order named in its URL and needs no stored state.
 */
export function useBookingState({ active, needsOrderId, skip = false }: { active: boolean; needsOrderId: boolean; skip?: boolean }) {
  const navigate = useNavigate();
  const [state, setState] = useState(() => readState(needsOrderId, skip));
  useRestoreFlagRemoval();

  const paidOrderId = state.draft?.paidOrderId;
  useEffect(() => {
    if (!active) return;
    // Back after paying: this draft's order is paid, its confirmation is what there is to show
    if (paidOrderId) void navigate(appPaths.bookingConfirmationOf(paidOrderId), { replace: true });
    else if (state.problem) {
      notify(state.problem);
      void navigate(appPaths.home, { replace: true });
    }
  }, [active, state.problem, paidOrderId, navigate]);

  const replaceDraft = (draft: BookingDraft) => {
    saveBookingDraft(draft, browserStorage());
    setState((current) => ({ ...current, draft }));
  };

  return { draft: paidOrderId ? null : state.draft, orderId: state.orderId, replaceDraft };
}
