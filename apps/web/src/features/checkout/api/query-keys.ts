export const checkoutKeys = {
  product: (type: string, id: string, userId: number, language: string) =>
    ['checkout', 'product', type, id, userId, language] as const,
  order: (extOrderId: string) => ['checkout', 'order', extOrderId] as const,
};
