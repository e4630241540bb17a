/** The tag colour of an order's status; the text beside it says the status, so colour is never alone. */
export function statusColor(status: string): string {
  switch (status) {
    case 'COMPLETED':
      return 'green';
    case 'CANCELED':
      return 'default';
    case 'REFUNDED':
    case 'WAITING_FOR_REFUND':
      return 'magenta';
    case 'PENDING':
    case 'WAITING_FOR_CONFIRMATION':
      return 'orange';
    default:
      return 'default';
  }
}
