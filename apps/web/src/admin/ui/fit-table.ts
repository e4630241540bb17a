import styles from '../admin.module.css';

/**
 * What a list's <Table> needs to fit its card (issue 19, item 8): a fixed layout that keeps each column to its
 * width (one column without a width takes the rest), long words wrapping in their cell, and below `minWidth` (a
 * phone) the row scrolling inside the card under the columns pinned to its right, the status and the actions.
 * At 1280 px a card holds 918 px of table, so a list's `minWidth` stays under that.
 */
export function fitTable(minWidth: number) {
  return { tableLayout: 'fixed' as const, scroll: { x: minWidth }, className: styles.fitTable };
}
