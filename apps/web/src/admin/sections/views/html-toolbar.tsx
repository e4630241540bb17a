import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** What each button wraps the selection in; a link asks for nothing and leaves `href` for the author to fill. */
const TOOLS = [
  { id: 'bold', open: '<strong>', close: '</strong>', label: 'B' },
  { id: 'italic', open: '<em>', close: '</em>', label: 'I' },
  { id: 'heading2', open: '<h2>', close: '</h2>', label: 'H2' },
  { id: 'heading3', open: '<h3>', close: '</h3>', label: 'H3' },
  { id: 'paragraph', open: '<p>', close: '</p>', label: '¶' },
  { id: 'list', open: '<ul>\n  <li>', close: '</li>\n</ul>', label: '•' },
  { id: 'link', open: '<a href="https://">', close: '</a>', label: '🔗' },
] as const;

/**
 * A few tags around the textarea's selection: enough for legal pages without a rich-text editor's weight.
 * `getTextarea` is read at click time, as antd's TextArea exposes its element only after mounting.
 */
export function HtmlToolbar(props: {
  getTextarea: () => HTMLTextAreaElement | null | undefined;
  onChange: (value: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const apply = (open: string, close: string) => {
    const area = props.getTextarea();
    if (!area) return;
    const { selectionStart: start, selectionEnd: end, value } = area;
    props.onChange(`${value.slice(0, start)}${open}${value.slice(start, end)}${close}${value.slice(end)}`);
    // Back to the text with the same words selected, now inside the tags.
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(start + open.length, end + open.length);
    });
  };
  return (
    <Flex role="group" aria-label={props.label} gap={4} wrap>
      {TOOLS.map((tool) => (
        <Button
          key={tool.id}
          size="small"
          aria-label={t(`admin.views.pages.tool.${tool.id}`)}
          title={t(`admin.views.pages.tool.${tool.id}`)}
          onClick={() => apply(tool.open, tool.close)}
        >
          <span aria-hidden="true">{tool.label}</span>
        </Button>
      ))}
    </Flex>
  );
}
