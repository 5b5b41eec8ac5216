import { Button } from '@radix-ui/themes';
import { Link, useLocation } from 'react-router-dom';
import { MessageScreen } from '../../../components/ui/message-screen';
import { appPaths } from '../../../config/paths';

/** What a visitor sees on the details and payment pages: log in, and come back to the same page with the selections restored. */
export function AuthRequired() {
  const { pathname, search } = useLocation();
  return (
    <MessageScreen
      title="Authentication Required"
      message="Please log in or create an account to continue with your booking. Your selections are saved and will be restored after you log in."
      actions={
        <Button asChild size="3">
          <Link to={appPaths.authWithReturn(`${pathname}${search}`)}>Log in to continue</Link>
        </Button>
      }
    />
  );
}
