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
