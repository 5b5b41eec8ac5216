import { Button } from '@radix-ui/themes';
import { Link, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { MessageScreen } from '../../../components/ui/message-screen';
import { appPaths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useProduct } from '../../catalogue';
import { useProductAccommodations } from '../../catalogue';
import { useProductExtras } from '../../catalogue';
import { useProductHotels } from '../../catalogue';
import { useProductTournaments } from '../../catalogue';
import type { Festival } from '../../catalogue';
import { BookingWizard } from './booking-wizard';

function ReturnHome() {
  return (
    <Button asChild>
      <Link to={appPaths.home}>Return to Home</Link>
    </Button>
  );
}

/** Loads the festival's rooms, hotels, seats and extras; the wizard starts once all are here. */
function FestivalBooking({ festival }: { festival: Festival }) {
  const productId = festival.productId;
  const rooms = useProductAccommodations(productId);
  const hotels = useProductHotels(productId);
  const tournaments = useProductTournaments(productId);
  const extras = useProductExtras(productId);
  const failed = [
    rooms.isError && 'Failed to fetch accommodations',
    hotels.isError && 'Failed to fetch hotels',
    tournaments.isError && 'Failed to fetch tournaments',
    extras.isError && 'Failed to fetch extras',
  ].find(Boolean);
  if (failed) return <MessageScreen title={failed} message="Please try again in a moment." actions={<ReturnHome />} />;
  if (!rooms.data || !hotels.data || !tournaments.data || !extras.data) return <LoadingScreen label="Loading booking options" />;
  const catalogue = { festival, rooms: rooms.data, hotels: hotels.data, tournaments: tournaments.data, extras: extras.data };
  return <BookingWizard catalogue={catalogue} />;
}

/** /booking/{id}: the booking wizard for one festival, or 'Festival Not Found'. */
export default function BookingWizardPage() {
  const { id } = useParams();
  const festival = useProduct(id);
  if (festival.isPending) return <LoadingScreen label="Loading festival" />;
  const missing = festival.isError ? festival.error instanceof ApiError && festival.error.status === 404 : !festival.data;
  if (festival.isError || !festival.data) {
    return (
      <MessageScreen
        title={missing ? 'Festival Not Found' : 'Failed to fetch festival details'}
        message={missing ? "The festival you're trying to book doesn't exist or has been removed" : 'Please try again in a moment.'}
        actions={<ReturnHome />}
      />
    );
  }
  return <FestivalBooking key={festival.data.productId} festival={festival.data} />;
}
