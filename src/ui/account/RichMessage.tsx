import { Fragment, type ReactElement, type ReactNode } from 'react';

// A catalogue message with a little markup in it: <b>…</b> becomes <strong>, <a>…</a> the
// link the caller gives (its href), so a sentence keeps its words' order in every language
// instead of being cut into pieces around the markup. The tags are literal text in the ICU
// message; the values are filled in before, and whatever they hold is rendered as text.

const TAG = /<(b|a)>(.*?)<\/\1>/g;

export function RichMessage({ text, href }: { text: string; href?: string }): ReactElement {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag, inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      tag === 'b' ? (
        <strong key={match.index}>{inner}</strong>
      ) : (
        <a key={match.index} href={href}>
          {inner}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
