/**
 * The Polish tax number (NIP) of product-decisions §30: 10 digits whose weighted sum (6,5,7,2,3,4,5,6,7) modulo
 * 11 equals the last digit (a sum giving 10 makes no valid NIP). "PL", spaces and dashes are stripped first.
 */
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

export function normalizeNip(value: string): string {
  return value.trim().replace(/^PL/i, '').replace(/[\s-]/g, '');
}

export function isValidNip(value: string): boolean {
  const digits = normalizeNip(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}
