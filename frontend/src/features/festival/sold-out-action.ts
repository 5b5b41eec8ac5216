// The slot a sold-out room type or tournament offers for what a player can still do about it (the
// waiting list's "Notify me"): the festival page renders it under the "Sold out" badge.
import type { ReactNode } from 'react';
import type { ChosenItem } from '../catalogue';

/** A sold-out item of a festival, as the slot is told it. */
export interface SoldOutItem extends ChosenItem {
  /** The festival's productId. */
  festivalId: string;
}

/** Renders what a sold-out item offers; nothing when left out. */
export type SoldOutAction = (item: SoldOutItem) => ReactNode;

/** Whether this player may still choose a sold-out item (a unit held for them by a waiting-list offer). */
export type ChoosableWhenSoldOut = (item: SoldOutItem) => boolean;

/** "On sale from …" for a room type or tournament whose own sales open later (issue 30), or null when it may be chosen now. */
export type OnSaleFrom = (salesOpenAt: string | null | undefined) => string | null;
