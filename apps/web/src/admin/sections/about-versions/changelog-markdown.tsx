import type { ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * The little markdown CHANGELOG.md uses (Keep a Changelog): `#` headings, `-` lists whose items may wrap onto
 * indented lines, paragraphs, and inline `code` and [links](https://…). Rendered as React elements, so the text
 * is never injected as HTML; a link that is not https stays plain text.
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let current: MarkdownBlock | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (line.trim() === '') {
      close();
    } else if (heading) {
      close();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
    } else if (item) {
      if (current?.kind !== 'list') {
        close();
        current = { kind: 'list', items: [] };
      }
      current.items.push(item[1]!.trim());
    } else if (current?.kind === 'list' && /^\s+\S/.test(line)) {
      current.items[current.items.length - 1] += ` ${line.trim()}`;
    } else if (current?.kind === 'paragraph') {
      current.text += ` ${line.trim()}`;
    } else {
      close();
      current = { kind: 'paragraph', text: line.trim() };
    }
  }
  close();
  return blocks;
}

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Inline code and https links as elements; everything else as text. */
export function renderInline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [whole, code, label, href] = match;
    if (code !== undefined) parts.push(<code key={match.index}>{code}</code>);
    else if (href && /^https:\/\//i.test(href)) {
      parts.push(
        <a key={match.index} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>,
      );
    } else parts.push(label ?? whole);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * The blocks under a card whose title is an <h2>: the document's own `#` title is left out (the card names it),
 * `##` becomes <h3> and deeper levels follow, so heading levels never skip.
 */
export function MarkdownView({ blocks }: { blocks: MarkdownBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            if (block.level === 1) return null;
            const level = Math.min(block.level + 1, 5) as 3 | 4 | 5;
            return (
              <Typography.Title key={index} level={level}>
                {renderInline(block.text)}
              </Typography.Title>
            );
          }
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{renderInline(item)}</li>
                ))}
              </ul>
            );
          case 'paragraph':
            // A <p>, not antd's <div>: the back-office underlines links inside paragraphs (WCAG 1.4.1).
            return <p key={index}>{renderInline(block.text)}</p>;
        }
      })}
    </>
  );
}
