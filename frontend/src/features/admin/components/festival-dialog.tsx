import { Box, Tabs, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import type { FestivalView } from '@pokerfest/domain';
import { festivalIdOf } from '../festival-form-values';
import { AccommodationsPanel } from './accommodations-panel';
import { AdminDialogBody, AdminDialogFrame, AdminDialogHeader } from './admin-dialog';
import type { EditDialogProps } from './entity-dialog';
import { ExtrasPanel } from './extras-panel';
import { FestivalDetailsForm } from './festival-details-form';
import { TournamentsPanel } from './tournaments-panel';

/** Spec section 4: saving an update closes the dialog after about 1 second. */
const CLOSE_AFTER_UPDATE_MS = 1000;

function SaveFirst({ what }: { what: string }) {
  return (
    <Text as="p" color="gray" align="center" my="6">
      Please save the festival first before adding {what}.
    </Text>
  );
}

function FestivalEditor({ initial, onClose }: { initial?: FestivalView; onClose: () => void }) {
  const [festival, setFestival] = useState(initial);
  const [tab, setTab] = useState('details');
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const festivalId = festivalIdOf(festival);

  const onUpdated = (updated: FestivalView) => {
    setFestival(updated);
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(onClose, CLOSE_AFTER_UPDATE_MS);
  };

  return (
    <>
      <AdminDialogHeader
        title={festival ? 'Edit Festival' : 'Add Festival'}
        description={festival ? `${festival.title} (${festivalId})` : 'Enter the festival details, then save to add rooms, tournaments and extras.'}
      />
      <AdminDialogBody>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List aria-label="Festival sections" wrap="wrap">
            <Tabs.Trigger value="details">Festival Details</Tabs.Trigger>
            <Tabs.Trigger value="accommodations">Accommodations</Tabs.Trigger>
            <Tabs.Trigger value="tournaments">Tournaments</Tabs.Trigger>
            <Tabs.Trigger value="extras">Extras</Tabs.Trigger>
          </Tabs.List>
          <Box pt="4">
            {/* kept mounted, so unsaved details survive a look at the other tabs */}
            <Tabs.Content value="details" forceMount hidden={tab !== 'details'}>
              <FestivalDetailsForm
                key={festivalId ?? 'new'}
                festival={festival}
                onCreated={setFestival}
                onUpdated={onUpdated}
              />
            </Tabs.Content>
            <Tabs.Content value="accommodations">
              {festival && festivalId ? <AccommodationsPanel festivalId={festivalId} festival={festival} /> : <SaveFirst what="accommodations" />}
            </Tabs.Content>
            <Tabs.Content value="tournaments">
              {festivalId ? <TournamentsPanel festivalId={festivalId} /> : <SaveFirst what="tournaments" />}
            </Tabs.Content>
            <Tabs.Content value="extras">{festivalId ? <ExtrasPanel festivalId={festivalId} /> : <SaveFirst what="extras" />}</Tabs.Content>
          </Box>
        </Tabs.Root>
      </AdminDialogBody>
    </>
  );
}

/** Add or edit a festival in four tabs: details, accommodations, tournaments and extras (spec section 2). */
export function FestivalDialog({ open, onOpenChange, record: festival }: EditDialogProps<FestivalView>) {
  return (
    <AdminDialogFrame open={open} onOpenChange={onOpenChange} maxWidth="960px">
      <FestivalEditor key={festivalIdOf(festival) ?? 'new'} initial={festival} onClose={() => onOpenChange(false)} />
    </AdminDialogFrame>
  );
}
