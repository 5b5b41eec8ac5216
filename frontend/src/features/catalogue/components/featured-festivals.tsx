import '../catalogue.css';
import { Grid, Heading, Section, Spinner, Flex, Text, Container } from '@radix-ui/themes';
import { useProducts } from '../api/get-products';
import { isListed } from '../types';
import { FestivalCard } from './festival-card';

/** The 'Featured Poker Festivals' grid of the home page (anchor #festivals). */
export function FeaturedFestivals() {
  const products = useProducts();
  const festivals = (products.data ?? []).filter(isListed);

  return (
    <Section id="festivals" size="2" className="festivals-section">
      <Container size="4" px="4">
        <Heading as="h2" size="7" mb="5" align="center">
          Featured Poker Festivals
        </Heading>
        {products.isLoading ? (
          <Flex role="status" aria-label="Loading festivals" justify="center" py="6">
            <Spinner size="3" />
          </Flex>
        ) : festivals.length === 0 ? (
          <Text as="p" align="center" color="gray">
            No festivals available at the moment.
          </Text>
        ) : (
          <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="5">
            {festivals.map((festival) => (
              <FestivalCard key={festival.id} festival={festival} />
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
