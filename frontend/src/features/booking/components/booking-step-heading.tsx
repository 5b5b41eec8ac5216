import { Box, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { BookingProgress } from './booking-progress';

/** The top of the details and payment steps: the step's title, the festival under it, and the booking's progress. */
export function BookingStepHeading({ title, festival, step }: { title: string; festival: ReactNode; step: 1 | 2 }) {
  return (
    <>
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Text as="p" color="gray" mt="1">
        {festival}
      </Text>
      <Box my="5">
        <BookingProgress current={step} />
      </Box>
    </>
  );
}
