import { useState } from 'react';

/** True from the first time `open` is true on: a panel loaded on demand then stays mounted for its closing animation. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
