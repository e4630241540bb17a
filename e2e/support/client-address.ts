/**
 * A private address of its own for one person's client: the server takes it from X-Forwarded-For (a trusted
 * proxy). The suite's many sign-ins then stay within the limits per address, which the server keeps as in
 * production, as real buyers and staff each sign in from their own machine.
 */
export function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}
