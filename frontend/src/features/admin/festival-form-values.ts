import type { FestivalCreateInput, FestivalView } from '@pokerfest/domain';
import { flagValue } from './catalogue-search';

/**
 * The festival form's starting values: the festival's own, or the spec's defaults for a new one (section 9).
 * A new festival's id starts absent: left empty, the server assigns festival-{timestamp}.
 */
export function festivalFormValues(festival?: FestivalView): FestivalCreateInput {
  return {
    productId: festival?.productId || undefined,
    title: festival?.title || festival?.name || '',
    description: festival?.description ?? '',
    location: festival?.location ?? '',
    latitude: festival?.latitude ?? '',
    longitude: festival?.longitude ?? '',
    casinoId: festival?.casinoId ?? null,
    startDate: festival?.startDate ?? '',
    endDate: festival?.endDate ?? '',
    imageUrl: festival?.imageUrl ?? '',
    basePrice: festival?.basePrice ?? 0,
    startingPrice: festival?.startingPrice ?? 450,
    startingPriceCurrency: (festival?.startingPriceCurrency as FestivalCreateInput['startingPriceCurrency']) ?? 'EUR',
    maxLoyaltyPoints: festival?.maxLoyaltyPoints ?? 1500,
    featured: flagValue(festival?.featured, false),
    active: flagValue(festival?.active, true),
    // an instant with its offset; the field shows it in the admin's local time
    salesOpenAt: festival?.salesOpenAt ?? '',
  };
}

/** The id a festival is addressed by in PATCH /api/admin/products/{productId}, if it has one. */
export function festivalIdOf(festival: Pick<FestivalView, 'productId' | 'id'> | undefined): string | undefined {
  const id = festival?.productId || festival?.id;
  return id ? String(id) : undefined;
}

/** An id field left empty means "let the server choose". */
export const emptyAsAbsent = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);
