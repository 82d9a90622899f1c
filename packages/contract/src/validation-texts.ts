/**
 * The texts of the form rules (access §5), by key: the English text of every message a form
 * rule gives. The rules' zod issues carry the key as their message; the server's `errors`
 * answer the English text (`issuesByField`), and the web's and the console's dictionaries show
 * `validation.<key>` (English is this table; pt and pt_BR are validation-texts-pt*.ts). Texts in quotes in the spec are kept exactly, typos
 * included; the others are ours. No zod here, so a bundle that reads only the texts leaves
 * the schemas out.
 */
export const ValidationMessage = {
  identifierRequired: 'Email or username required',
  passwordRequired: 'Password required',
  /** The studio's second factor: a TOTP or a recovery code. */
  codeRequired: 'Code required',
  emailRequired: 'Email required',
  invalidEmail: 'Invalid email address',
  /** Dictionary text, used by the registration form. */
  enterValidEmail: 'Enter a valid email address',
  confirmPasswordRequired: 'Confirm password required',
  passwordTooShort: 'Password must contain minimum 4 characters',
  /** Reset-password mismatch, as the spec writes it. */
  passwordsDontMatch: "Password don't match",
  /** Dictionary text, used by the registration form. */
  passwordDoesntMatch: "Password doesn't match",
  firstNameRequired: 'First name required',
  firstNameNumeric: 'First name must not contain numbers',
  lastNameRequired: 'Last name required',
  lastNameNumeric: 'Last name must not contain numbers',
  purchasePinRequired: 'Purchase pin required',
  /** Sic: the spec's text has this typo. */
  purchasePinLength: 'Purhase pin must contain 5 characters',
  purchasePinDigits: 'Purchase PIN must contain 5 numbers',
  parentalPinRequired: 'Parental pin required',
  parentalPinLength: 'Parental pin must contain 4 characters',
  parentalPinDigits: 'Parental PIN must contain 4 numbers',
  ageRequired: 'Age required',
  invalidAge: 'Invalid age',
  genderRequired: 'Gender required',
  invalidGender: 'Gender must be male or female',
  subscriptionRequired: 'Choose a subscription package',
  cardFirstNameRequired: 'Card holder first name required',
  cardFirstNameNumeric: 'Card holder first name must not contain numbers',
  cardLastNameRequired: 'Card holder last name required',
  cardLastNameNumeric: 'Card holder last name must not contain numbers',
  cardNumberRequired: 'Card number required',
  cardNumberDigits: 'Card number must contain only digits',
  cardNumberTooShort: 'Card number must contain at least 16 digits',
  cardNumberTooLong: 'Card number must contain at most 19 digits',
  expiryMonthRequired: 'Expiry month required',
  invalidExpiryMonth: 'Invalid expiry month',
  expiryYearRequired: 'Expiry year required',
  invalidExpiryYear: 'Invalid expiry year',
  cardExpired: 'Card has expired',
  cvvRequired: 'CVV required',
  cvvCharacters: 'CVV wrong characters',
  cvvLength: 'Incorrect CVV',
  /** Banner shown over a form with missing fields, as the spec writes it. */
  fieldsRequired: 'this fields are required',
  wrongParentalPin: 'Wrong parental pin!',
  wrongPurchasePin: 'Wrong purchase pin!',
  nameTooLong: 'Name must be 100 characters or fewer',
  profileNameRequired: 'Profile name required',
  profileNameTooLong: 'Profile name must be 50 characters or fewer',
  avatarUnknown: 'Choose one of the avatars',
  maturityCeilingUnknown: 'Choose G, PG or PG-13',
  resetTokenRequired: 'Reset token required',
  resetTokenTooLong: 'Reset token is too long',
  brandTextRequired: 'Required',
  brandTextTooLong: 'Must be 200 characters or fewer',
  addressInvalid: 'Must be an address (text)',
  addressTooLong: 'Must be 2000 characters or fewer',
  notAColour: 'Not a colour: use #rrggbb, rgb(), hsl() or a colour name',
  moduleSwitchInvalid: 'Must be true or false',
  boxPositionInvalid: 'Choose one of the box positions',
  adTargetInvalid: 'Must be a path of the app (/movies/12) or an https:// address',
  orderInvalid: 'Must be a whole number from 0 to 9999',
  dateTimeInvalid: 'Must be a date and time',
  scheduleEndsBeforeStart: 'Must be after the start',
  playRuleInvalid: 'Must be 1 (at the start), 2 (at the end) or 3 (mid-roll)',
  midRollTimeRequired: 'A mid-roll needs the second it plays at',
  midRollTimeOnlyMidRoll: 'Only a mid-roll has a time',
  secondsInvalid: 'Must be a whole number of seconds from 0 to 86400',
  videoUrlInvalid: 'Must be an https:// address or a path on this server',
  campaignTargetsRequired: 'Choose titles or shows, or all titles',
  yearInvalid: 'Must be a year from 1870 to 2100',
  namesInvalid: 'Each name must be 1 to 100 characters, 100 names at most',
  choiceInvalid: 'Choose from the list',
  descriptionTooLong: 'Must be 5000 characters or fewer',
  parentalCodeInvalid: 'Must be 1 to 20 characters',
  trailerUrlInvalid: 'Must be a path on this server (/media/...) or an https:// address',
  runtimeInvalid: 'Must be a whole number of minutes from 1 to 1440',
  episodeNumberInvalid: 'Must be a whole number from 1 to 9999',
  cropInvalid: 'The crop must be a rectangle inside the image',
  subtitleUrlInvalid: 'Must be an https:// address',
  subtitleSourceRequired: 'Upload a WebVTT file or give its address',
  logoUrlInvalid: 'Must be an https:// address',
  logoSourceOne: 'Upload an image or give an address, not both',
  catchupDaysInvalid: 'Must be a whole number of days from 0 to 30',
  sourceUrlInvalid: 'Must be an http:// or https:// address',
  refreshHoursInvalid: 'Must be a whole number of hours from 1 to 168, or none',
  sourceFileRequired: 'Upload a file or give an address',
  slugInvalid: 'Use lower-case letters and digits, words joined by hyphens, 80 at most',
  pageBodyTooLong: 'Must be 50000 characters or fewer',
  currencyInvalid: 'Must be a three-letter currency code, such as EUR',
  daysInvalid: 'Must be a whole number of days from 1 to 3650',
  businessModelInvalid: 'Must be svod, tvod or tvod_dtr',
  rentalDaysRequired: 'A rental by days needs its days at every price',
  fileNameInvalid: 'Must be a file name of 1 to 200 characters, not a path',
  importPathInvalid: 'Must be a path inside the import folder',
  streamUrlInvalid: 'Must be an HLS playlist on this server (/media/...) or an https:// address',
  offerNameInvalid: 'Must be 1 to 50 characters',
  offerCodeInvalid: 'Must be 1 to 20 lower-case letters, digits, - or _',
  priceInvalid: 'Must be a price from 0 to 100000 with at most two decimals',
  rentalDaysInvalid: 'Must be a whole number of days from 1 to 365',
  pricingNotForSubscription: 'A profile included in the subscription has no prices',
  pricingRequired: 'Give it from 1 to 10 prices',
  purchaseOnePrice: 'It may be bought for good at one price only, with no days',
  rentalDurationRequired: 'A rental needs at least one price with its days',
  durationRepeated: 'Each number of days may have one price only',
  markerTimeInvalid: 'Must be a time as m:ss, h:mm:ss or seconds, up to 24 hours',
  markerTimeRequired: 'Give the start and the end, or neither',
  markerPastRuntime: "Must be within the title's runtime",
} as const;
export type ValidationMessageKey = keyof typeof ValidationMessage;

/** Every validation key, as itself: the message a rule's zod issue carries. */
export const ValidationKey = Object.fromEntries(
  Object.keys(ValidationMessage).map((key) => [key, key]),
) as { readonly [K in ValidationMessageKey]: K };

/** Whether an issue's message is a validation key (and not a text of its own). */
export function isValidationKey(message: string): message is ValidationMessageKey {
  return Object.hasOwn(ValidationMessage, message);
}

/** The English text of an issue's message: a validation key's text, any other message as is. */
export function validationText(message: string): string {
  return isValidationKey(message) ? ValidationMessage[message] : message;
}
