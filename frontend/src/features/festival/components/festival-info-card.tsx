import { Button, Card, DataList, Heading } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import { formatDateRange } from '../../catalogue';
import type { Festival } from '../../catalogue';

/** Loyalty points shown when the festival has none set (spec section 9). */
export const FALLBACK_LOYALTY_POINTS = 450;

interface FestivalInfoCardProps {
  festival: Festival;
  tournamentCount: number | undefined;
  accommodationCount: number | undefined;
}

/** The 'Festival Information' side card and the way to support. */
export function FestivalInfoCard({ festival, tournamentCount, accommodationCount }: FestivalInfoCardProps) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby="festival-info-heading">
        <Heading as="h2" size="4" id="festival-info-heading" mb="3">
          Festival Information
        </Heading>
        <DataList.Root orientation="vertical" size="2" mb="4">
          <DataList.Item>
            <DataList.Label>Dates</DataList.Label>
            <DataList.Value>{formatDateRange(festival.startDate, festival.endDate)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Location</DataList.Label>
            <DataList.Value>{festival.location || 'TBA'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Tournaments</DataList.Label>
            <DataList.Value>{tournamentCount ?? '…'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Accommodation options</DataList.Label>
            <DataList.Value>{accommodationCount ?? '…'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Loyalty points</DataList.Label>
            <DataList.Value>Earn up to {festival.maxLoyaltyPoints ?? FALLBACK_LOYALTY_POINTS} points</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Button asChild variant="outline" style={{ width: '100%' }}>
          <Link to={appPaths.help}>Contact Support</Link>
        </Button>
      </section>
    </Card>
  );
}
