/** PayU's public sandbox test POS (its docs publish them): the stand-in's only credentials. */
export const PAYU_STANDIN_CREDENTIALS = {
  posId: '300746',
  clientId: '300746',
  clientSecret: '2ee86a66e5d97e3fadc400c9f19b065d',
  secondKey: 'b6ca15b0d1020e8094d9b5f8d163db54',
} as const;
