import { Box } from '@mui/material';
import { createElement, useMemo, type ReactNode } from 'react';

// A preview of owner-written rich text that never puts the owner's HTML into the admin
// document: the text is parsed by DOMParser (an inert document: no script runs, no
// image loads, no handler fires), then only the formatting tags the public sanitiser allows
// are rebuilt as React elements, with their text as text and no attribute at all (a link is
// shown underlined, without its address, so nothing in the preview leads off the panel).
// Everything else is kept as its text only.

const KEPT_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
]);

function rebuild(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  const children = Array.from(node.childNodes, rebuild);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') return createElement('u', { key }, ...children);
  if (KEPT_TAGS.has(tag)) return createElement(tag, { key }, ...children);
  // script, style, template…: nothing of them is shown (their text is code, not content).
  if (['script', 'style', 'template', 'noscript', 'iframe', 'object'].includes(tag)) return null;
  return createElement('span', { key }, ...children);
}

export function RichTextPreview({ html, testId }: { html: string; testId?: string }) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, rebuild);
  }, [html]);
  return (
    <Box
      data-testid={testId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxHeight: 320, overflow: 'auto' }}
    >
      {content}
    </Box>
  );
}
