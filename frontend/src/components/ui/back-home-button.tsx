import { Button } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { appPaths } from '../../config/paths';

/** The way out of a screen that has nothing more to offer: a button to the home page. */
export function BackHomeButton({ variant }: { variant?: 'soft' }) {
  return (
    <Button asChild variant={variant}>
      <Link to={appPaths.home}>Back to Home</Link>
    </Button>
  );
}
