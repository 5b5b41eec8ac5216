import { ImageDisplay } from '../../../components/ui/image-display';
import type { Hotel } from '../types';

interface HotelPhotoProps {
  hotel: Pick<Hotel, 'imageUrl'>;
  /** `thumbnail`: a 120×80 picture beside a room's words; `banner`: the card's full width, 3:2, above them. */
  variant?: 'thumbnail' | 'banner';
}

/**
 * A hotel's photograph for a room or hotel card, ready for the festival page and the booking
 * wizard. Its text alternative is empty: the card prints the hotel's name beside it. A hotel
 * without a picture shows the fallback every picture has.
 */
export function HotelPhoto({ hotel, variant = 'thumbnail' }: HotelPhotoProps) {
  return variant === 'thumbnail' ? (
    <ImageDisplay src={hotel.imageUrl} alt="" width={120} height={80} sizes="120px" className="hotel-photo" />
  ) : (
    <ImageDisplay src={hotel.imageUrl} alt="" height="auto" sizes="(min-width: 768px) 480px, 100vw" className="hotel-photo hotel-photo-banner" />
  );
}
