import { Button, DataList } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import { formatDateRange } from '../../catalogue';
import type { Festival } from '../../catalogue';
import { SectionCard } from '../../../components/ui/section-card';

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
    <SectionCard headingId="festival-info-heading" title="Festival Information">
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
    </SectionCard>
  );
}
