import type { CasinoInput, CasinoView } from '@pokerfest/domain';

/**
 * A casino form's starting values: the casino's own, or empty for a new one. A hotel is a casino's
 * place with stars and a picture (its view extends the casino's), so its form starts from these too.
 */
export const placeFormValues = (place?: CasinoView): CasinoInput => ({
  name: place?.name ?? '',
  description: place?.description ?? '',
  location: place?.location ?? '',
  latitude: place?.latitude ?? '',
  longitude: place?.longitude ?? '',
  website: place?.website ?? '',
  contactInfo: place?.contactInfo ?? '',
});
