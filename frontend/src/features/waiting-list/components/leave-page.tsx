import { Spinner } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MessageScreen } from '../../../components/ui/message-screen';
import { leaveByToken } from '../api/waiting-list-calls';
import { leaveOutcomeText } from '../waiting-list-words';
import { BackHomeButton } from '../../../components/ui/back-home-button';

/** /waiting-list/leave?token=…: the offer e-mail's removal link, which works once and without a login. */
export default function LeavePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const leave = useMutation({ mutationFn: leaveByToken });
  // the token is single-use: it is sent once per visit, even when the effect runs twice
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    leave.mutate(token);
  }, [leave, token]);

  const home = <BackHomeButton variant="soft" />;
  if (!token) return <MessageScreen title="Waiting list" message="This link is not valid." actions={home} />;
  if (leave.isSuccess) return <MessageScreen title="Waiting list" message={leaveOutcomeText(leave.data)} actions={home} />;
  if (leave.isError) return <MessageScreen title="Waiting list" message={leaveOutcomeText({ error: leave.error })} actions={home} />;
  return <MessageScreen title="Waiting list" message="Removing you from the waiting list…" actions={<Spinner size="3" />} />;
}
