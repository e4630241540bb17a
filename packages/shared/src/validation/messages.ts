/**
 * Validation message keys. Schemas carry these keys as their messages; the web app and the server each
 * translate them (i18n/messages.*.ts), so a form and the route that receives it always agree.
 */
export const V = {
  required: 'form.validate.required',
  email: 'form.validate.email',
  passwd: 'form.validate.passwd',
  passwdmatch: 'form.validate.passwdmatch',
  specialChars: 'form.validate.special_chars',
  date: 'form.validate.date',
  futureDate: 'form.validate.future_date',
  minAge: 'form.validate.min_age',
  wrongInputMax2: 'form.validate.wrong_input_max2',
  country: 'form.validate.country',
  wrong: 'form.validate.wrong',
  tooLong: 'form.validate.too_long',
  noHtml: 'form.validate.no_html',
  notAllowed: 'form.validate.not_allowed',
  emailTaken: 'form.validate.email_taken',
  adminDomain: 'form.validate.admin_domain',
  ownAdminRole: 'form.validate.own_admin_role',
  wrongPassword: 'form.validate.wrong_password',
  currentPassword: 'form.validate.current_password',
  linkInvalid: 'form.validate.link_invalid',
  minLength3: 'form.validate.min_length_3',
} as const;

export type MessageKey = (typeof V)[keyof typeof V];
