// Owner-written Markdown rendered as React elements. Raw HTML in a text is shown as text, never
// parsed or run, and link targets pass the library's URL sanitizer (no javascript: or data: links).
import { Heading, Link as ThemeLink, Text } from '@radix-ui/themes';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link to another page of the shop stays in the app; anything else (mailto:, other sites) is a
 * plain link. Always underlined: inside running text colour alone does not mark a link (axe).
 */
function TextLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <ThemeLink asChild underline="always">
        <Link to={href}>{children}</Link>
      </ThemeLink>
    );
  }
  return (
    <ThemeLink href={href} underline="always">
      {children}
    </ThemeLink>
  );
}

const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  ignoreHTMLBlocks: true,
  forceBlock: true,
  overrides: {
    h1: { component: Heading, props: { as: 'h1', size: '8', mb: '4' } },
    h2: { component: Heading, props: { as: 'h2', size: '5', mt: '5', mb: '2' } },
    h3: { component: Heading, props: { as: 'h3', size: '4', mt: '4', mb: '2' } },
    p: { component: Text, props: { as: 'p', mb: '3' } },
    a: { component: TextLink },
  },
};

export function LegalMarkdown({ source }: { source: string }) {
  return (
    <Markdown className="legal-text" options={options}>
      {source}
    </Markdown>
  );
}
