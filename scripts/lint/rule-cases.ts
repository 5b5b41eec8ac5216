// A lint rule's refuse and allow tables, run the one way every rule test runs them: made-up code at
// a path of the repository, linted with the repository's own config (lint-messages.ts).
import { expect, it } from 'vitest';
import { ruleMessages } from './lint-messages';

/** A path of the repository and the made-up code that stands there; a refused case may name its own message. */
export type RuleCase = readonly [file: string, code: string, says?: RegExp];

interface RuleTables {
  /** What a refusal says, for the refused cases that name no message of their own. */
  says?: RegExp;
  refuses?: readonly RuleCase[];
  allows?: readonly RuleCase[];
  /** Makes a whole file of a case's code, where the rule needs more around it. */
  file?: (code: string) => string;
}

// the first case of a file builds the typed program ESLint lints against: seconds alone, half a
// minute on two cores under the whole suite's load (it timed out at 30 s once in CI)
const caseOptions = { timeout: 120_000 };

/** One test per case: a refused case draws exactly one message of the rule, the one it names; an allowed case draws none. */
export function ruleCases(ruleId: string, { says, refuses = [], allows = [], file = (code) => code }: RuleTables): void {
  if (refuses.length > 0) {
    it.for(refuses)('refuses %s: %s', caseOptions, async ([path, code, own]) => {
      const message = own ?? says;
      if (!message) throw new Error(`a refused case of ${ruleId} names no message, and the table has none`);
      expect(await ruleMessages(ruleId, path, file(code))).toEqual([expect.stringMatching(message)]);
    });
  }
  if (allows.length > 0) {
    it.for(allows)('allows %s: %s', caseOptions, async ([path, code]) => {
      expect(await ruleMessages(ruleId, path, file(code))).toEqual([]);
    });
  }
}
