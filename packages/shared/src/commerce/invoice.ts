import { z } from 'zod';
import { V } from '../validation/messages';
import { HTML_PATTERN, NAME_PATTERN, requiredText, zCountryCode } from '../validation/rules';
import { isValidNip, normalizeNip } from './nip';

/** Message keys of the invoice form (visitor-side.md §5 "Invoice", product-decisions §30). */
export const INVOICE_V = {
  nip: 'form.validate.nip',
  postalCode: 'form.validate.postal_code',
} as const;

export const INVOICE_TYPES = ['company', 'person'] as const;
export type TInvoiceType = (typeof INVOICE_TYPES)[number];

const COMPANY_MAX = 100;
const STREET_MAX = 100;
const CITY_MAX = 30;
const POSTAL_MAX = 10;
const PERSON_NAME_MAX = 50;
/** A Polish postal code (product-decisions §30). */
const PL_POSTAL = /^\d{2}-\d{3}$/;

const plain = (max: number) =>
  requiredText()
    .max(max, { error: V.tooLong })
    .refine((value) => !HTML_PATTERN.test(value), { error: V.noHtml });

const optionalName = () =>
  z
    .string({ error: V.wrong })
    .trim()
    .max(PERSON_NAME_MAX, { error: V.tooLong })
    .refine((value) => value === '' || NAME_PATTERN.test(value), { error: V.specialChars })
    .optional()
    .transform((value) => value || null);

/**
 * Invoice data sent with a purchase (visitor-side.md §3, §5): company and NIP only — and then required — for a
 * company; first and last name required for a person; the address always. The NIP is stored as its 10 digits
 * ("PL" and dashes stripped); a Polish address needs an NN-NNN postal code.
 */
export const ZInvoiceData = z
  .object({
    invoiceType: z.enum(INVOICE_TYPES, { error: V.required }),
    company: z.string({ error: V.wrong }).trim().optional(),
    nip: z.string({ error: V.wrong }).trim().optional(),
    firstname: optionalName(),
    lastname: optionalName(),
    street: plain(STREET_MAX),
    postal_code: plain(POSTAL_MAX),
    city: plain(CITY_MAX),
    state: plain(CITY_MAX),
    country_code: zCountryCode(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.invoiceType === 'company') {
      if (!value.company) issue('company', V.required);
      else if (value.company.length > COMPANY_MAX) issue('company', V.tooLong);
      else if (HTML_PATTERN.test(value.company)) issue('company', V.noHtml);
      if (!value.nip) issue('nip', V.required);
      else if (!isValidNip(value.nip)) issue('nip', INVOICE_V.nip);
    } else {
      if (!value.firstname) issue('firstname', V.required);
      if (!value.lastname) issue('lastname', V.required);
    }
    if (value.country_code === 'PL' && !PL_POSTAL.test(value.postal_code))
      issue('postal_code', INVOICE_V.postalCode);
  })
  .transform((value) => ({
    invoiceType: value.invoiceType,
    company: value.invoiceType === 'company' ? (value.company ?? null) : null,
    nip: value.invoiceType === 'company' && value.nip ? normalizeNip(value.nip) : null,
    firstname: value.firstname,
    lastname: value.lastname,
    street: value.street,
    postal_code: value.postal_code,
    city: value.city,
    state: value.state,
    country_code: value.country_code,
  }));
export type TInvoiceDataInput = z.input<typeof ZInvoiceData>;
export type TInvoiceData = z.output<typeof ZInvoiceData>;

/** Invoice data as answers carry it (already validated). */
export const ZInvoiceDataAnswer = z.object({
  invoiceType: z.enum(INVOICE_TYPES),
  company: z.string().nullable(),
  nip: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  state: z.string(),
  country_code: z.string(),
});
