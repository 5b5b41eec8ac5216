import { Text } from '@radix-ui/themes';

/**
 * Short lines (what a booking holds, the reasons of a change, the cancellation terms) as a bulleted
 * list; its `sentence-list` class (app.css) wraps long words, so a 320 px screen never scrolls sideways.
 */
export function SentenceList({ sentences, testId }: { sentences: readonly string[]; testId?: string }) {
  return (
    <ul className="sentence-list" data-testid={testId}>
      {sentences.map((sentence, index) => (
        <li key={`${index}:${sentence}`}>
          <Text size="2">{sentence}</Text>
        </li>
      ))}
    </ul>
  );
}
