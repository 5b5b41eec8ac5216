import { DataList } from '@radix-ui/themes';
import { formatBuyIn, formatDate, formatDateRange } from '../../catalogue';
import { festivalTitle } from '../../catalogue';
import { useLoyaltyConfig } from '../../loyalty';
import { festivalDayCount, mainEvent, wizardLocation } from '../festival-facts';
import { packagePoints } from '../package-points';
import { quoteSelection, type WizardCatalogue, type WizardSelection } from '../wizard-package';
import { SectionCard } from '../../../components/ui/section-card';

interface FestivalFactsCardProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
  /** What the card pays at the server's price (issue 32), once it is in: the points are earned on it. */
  paidCents?: number;
}

/** Step 1's festival information: dates and their day count, location, main event and the points estimate. */
export function FestivalFactsCard({ catalogue, selection, paidCents }: FestivalFactsCardProps) {
  const { festival } = catalogue;
  const days = festivalDayCount(festival.startDate, festival.endDate);
  const main = mainEvent(catalogue.tournaments);
  const points = packagePoints(quoteSelection(catalogue, selection), useLoyaltyConfig().data, paidCents);
  return (
    <SectionCard headingId="wizard-festival-heading" title={festivalTitle(festival)}>
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>Dates</DataList.Label>
          <DataList.Value>
            {formatDateRange(festival.startDate, festival.endDate)}
            {days ? ` (${days} ${days === 1 ? 'day' : 'days'})` : ''}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Location</DataList.Label>
          <DataList.Value>{wizardLocation(festival.productId, festival.location)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Main Event</DataList.Label>
          <DataList.Value>
            {main ? `${main.title}, ${formatDate(main.date)}, buy-in ${formatBuyIn(main.buyIn, main.currency)}` : 'To be announced'}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Loyalty Points</DataList.Label>
          {/* the estimate once something payable is chosen; before that what the festival promises, as its page says */}
          <DataList.Value>{points === null ? `Earn up to ${festival.maxLoyaltyPoints} points` : `About ${points} points for this package`}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </SectionCard>
  );
}
