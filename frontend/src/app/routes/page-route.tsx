import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/loading-screen';

function routeOf<P extends object>(Page: ComponentType<P>, label: string, usePageProps: () => P) {
  return function PageRoute() {
    const props = usePageProps();
    return (
      <Suspense fallback={<LoadingScreen label={label} />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

const noProps = () => ({});

function useBookingId() {
  const { id = '' } = useParams();
  return { orderId: id };
}

/**
 * The route of a page that may suspend (a React.lazy chunk loading only on its route, or a page
 * waiting for its data): the loading screen, saying `label`, until it can show.
 */
export const pageRoute = (Page: ComponentType, label: string) => routeOf(Page, label, noProps);

/** The same for a page about one booking, /orders/{id}/…: the page is given the booking's id. */
export const bookingPageRoute = (Page: ComponentType<{ orderId: string }>) => routeOf(Page, 'Loading your booking', useBookingId);
