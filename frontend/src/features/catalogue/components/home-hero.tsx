import '../catalogue.css';
import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../config/brand';
import { appPaths } from '../../../config/paths';
import { homeHeroText } from '../home-hero-text';

/** The home page hero; the join button is only for visitors who are not logged in. */
export function HomeHero({ showJoin }: { showJoin: boolean }) {
  return (
    <section className="home-hero">
      <Container size="3" px="4">
        <Flex direction="column" align="center" gap="5" py="9">
          <Heading as="h1" size={{ initial: '8', md: '9' }} align="center">
            {homeHeroText.title}
          </Heading>
          <Text as="p" size="4" align="center" className="home-hero-lead">
            {homeHeroText.lead}
          </Text>
          <Flex gap="3" wrap="wrap" justify="center">
            <Button asChild size="3">
              <Link to={appPaths.festivalsSection}>Browse Festivals</Link>
            </Button>
            {showJoin && (
              <Button asChild size="3" variant="surface" highContrast>
                <Link to={appPaths.auth}>Join {PRODUCT_NAME}</Link>
              </Button>
            )}
          </Flex>
        </Flex>
      </Container>
    </section>
  );
}
