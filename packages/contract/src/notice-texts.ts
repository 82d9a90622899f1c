/**
 * Every text the server sends to people, by key: the English text, with i18next-style
 * `{{param}}` placeholders. Answers carry the English text in `message` and the key and values
 * in `notice` (notices.ts); the web shows `server.<key>` from its dictionary (English is this
 * table). Fragments used as `reason` of `invalidRequest` are lower-case; the rest are sentences.
 * A file of its own with nothing but literals (no side effects), so that a web bundle that
 * only reads notices (`noticeSchema`) leaves the table to the English dictionary's chunk. Texts
 * that are also form rules repeat `ValidationMessage` word for word (notices.test.ts).
 */
export const noticeTexts = {
  // The request itself.
  invalidRequest: 'Invalid {{where}}: {{field}} {{reason}}',
  invalidRequestPart: 'Invalid {{where}}',
  containsNul: 'must not contain the NUL character',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedBody: 'Send the body as JSON or as a form.',
  bodyTooLarge: 'The request body is too large.',
  badUrl: 'The address is not a valid URL: check its %-escapes.',
  urlTooLong: 'The address is too long.',
  unreadableRequest: 'The request could not be read: it is not valid HTTP.',
  headersTooLarge: 'The request headers are too large.',
  requestTimedOut: 'The request took too long to arrive.',
  requestRefused: '{{reason}}',
  requestNotHandled: 'The request could not be handled.',
  noSuchCall: 'No such call: {{method}} {{path}}',
  serverError: 'Something went wrong on our side. Please try again.',
  shuttingDown: 'This server is shutting down and takes no new requests. Please try again.',
  // Operators' endpoints: readiness and metrics.
  notReadyTimedOut: 'The database did not answer within {{ms}} ms.',
  notReadyMigrationMissing:
    'The database lacks migration {{tag}}: start an instance of this build to migrate it.',
  notReadyNoMigrations: 'The database has no migrations applied.',
  notReadyDatabaseError: 'The database does not answer: {{detail}}',
  metricsTokenRequired: 'The metrics need Authorization: Bearer followed by METRICS_TOKEN.',
  // Operators' endpoints: the media ingest queue and why a file was not packaged.
  operatorTokenRequired: 'This call needs Authorization: Bearer followed by METRICS_TOKEN.',
  ingestNotVideo: 'This file holds no video that ffmpeg can read.',
  ingestEmptyFile: 'This file is empty.',
  ingestNotFound: 'There is no such file.',
  ingestTruncated: 'This file is cut short: it ends before its video does.',
  ingestNoVideo: 'This file has sound but no picture.',
  ingestNoAudio: 'This file has a picture but no sound.',
  ingestUnreadable: 'This file cannot be read: permission denied.',
  ingestDiskFull: 'The disk filled up while this file was packaged.',
  ingestFfmpegFailed: 'ffmpeg could not package this file: {{detail}}',
  ingestUnrecognisedName:
    'Its name is neither a film\'s "Title (Year)" nor an episode\'s "Show - S01E02".',
  ingestBusy: 'This file is already being imported.',
  ingestTitleGone: 'Its title was deleted while it was packaged.',
  ingestGaveUp: 'Packaging stopped its worker three times, so it was given up.',
  ingestStopped: 'The import stopped before this file was packaged.',
  ingestFailed: 'Packaging failed: {{detail}}',
  // Session and login.
  notLoggedIn: 'You are not logged in. Please log in to continue.',
  sessionEnded: 'Your session has ended. Please log in again.',
  sessionExpired: 'Your session has expired.',
  authorizationMissing: 'Missing Authorization header: send Basic base64(identifier:password).',
  authorizationNotBasic: 'The Authorization header must be Basic base64(identifier:password).',
  credentialsNotPair: 'The Basic credentials must be identifier:password.',
  identifierRequired: 'Email or username required',
  passwordRequired: 'Password required',
  identifierControlCharacters: 'The email or username must not contain control characters.',
  credentialsTooLong: 'The credentials are too long.',
  wrongCredentials: 'Incorrect email, username or password.',
  tooManyLogins: 'Too many failed logins. Try again in {{seconds}} seconds.',
  noProfileYet: 'This account has no profile yet.',
  // The operators' console (/api/studio).
  studioNotLoggedIn:
    'This call needs an operator session: send Authorization: Bearer and its token.',
  studioSessionEnded: 'Your studio session has ended. Please log in again.',
  studioWrongCredentials: 'Incorrect email or password.',
  studioRoleRefused: 'Your role ({{role}}) may not do this.',
  studioPasswordChangeRequired: 'Choose a new password before anything else.',
  studioWrongCurrentPassword: 'The current password is not correct.',
  studioSamePassword: 'The new password must differ from the current one.',
  studioPasswordChanged: 'Your password has been changed.',
  subscriberNotFound: 'This subscriber was not found.',
  subscriberResetLinkSent: 'A password reset link has been sent to {{email}}.',
  subscriberResetLinksSpent:
    '{{email}} has been sent {{max}} reset links in the last hour. Try again later.',
  studioConfigurationSaved: 'The configuration is saved: apps show it now.',
  studioWrongCode:
    'That code is not correct. Check the code in your authenticator app or use a recovery code.',
  studioChallengeExpired: 'This login has expired. Enter your email and password again.',
  studioTotpAlreadyEnabled:
    'Two-step verification is already on. Turn it off before setting it up again.',
  studioTotpNotStarted: 'Set up two-step verification first: ask for a new secret.',
  studioTotpNotEnabled: 'Two-step verification is off.',
  studioTotpEnabled: 'Two-step verification is on. Keep your recovery codes somewhere safe.',
  studioTotpDisabled: 'Two-step verification has been turned off.',
  studioRecoveryCodesRenewed: 'New recovery codes: the old ones no longer work.',
  // The owners' management of operators.
  studioOperatorNotFound: 'This operator was not found.',
  studioOperatorEmailTaken: 'An operator with the e-mail {{email}} exists already.',
  studioOperatorAdded:
    '{{email}} has been added. Give them the one-time password: it is shown only now.',
  studioOperatorRoleChanged: 'The role of {{email}} has been changed.',
  studioOperatorDisabled: '{{email}} has been disabled: their sessions have ended.',
  studioOperatorEnabled: '{{email}} can log in again.',
  studioOperatorPasswordReset:
    '{{email}} has a new one-time password, shown only now. Their sessions have ended.',
  studioOperatorSelfDisable: 'You cannot disable your own account: another owner can.',
  studioOperatorSelfRole: 'You cannot change your own role: another owner can.',
  studioOperatorSelfReset:
    'You cannot reset your own password here: change it on My account instead.',
  studioOperatorRenamed: 'The name of {{email}} has been changed.',
  studioOperatorSecondFactorRemoved:
    '{{email}} signs in with their password alone now: their authenticator and recovery codes no longer work.',
  studioOperatorSelfSecondFactor:
    'You cannot turn off your own two-step verification here: do it on My account instead.',
  studioLastOwnerDisable:
    '{{email}} is the last enabled owner and cannot be disabled: make another operator an owner first.',
  studioLastOwnerDemote:
    '{{email}} is the last enabled owner and must stay an owner: make another operator an owner first.',
  studioAdBannerSaved: 'The banner is saved: apps show it as scheduled.',
  studioAdBannerDeleted: 'The banner has been deleted.',
  studioAdBannerNotFound: 'There is no such banner.',
  studioAdImageSaved: 'The banner’s image is saved.',
  studioAdImageRemoved: 'The banner shows its generated image again.',
  studioAdImageUnsupported: 'The image must be a PNG, JPEG or WebP file.',
  studioAdImageTooLarge: 'The image must be 2 MiB or smaller.',
  studioVideoCampaignSaved: 'The video campaign is saved.',
  studioVideoCampaignDeleted: 'The video campaign has been deleted.',
  studioVideoCampaignNotFound: 'There is no such video campaign.',
  studioCampaignVodUnknown: 'There is no movie or episode with id {{id}}.',
  studioCampaignShowUnknown: 'There is no TV show with id {{id}}.',
  // Registration and password recovery.
  registered: 'Your account is ready. Log in to start watching.',
  alreadyDeclared: 'Already declared email or username!',
  tooManyRegistrations: 'Too many registration attempts. Try again in {{minutes}} min.',
  resetLinkSent:
    'If an account uses this email address, we have sent it a link to reset the password. The link works for 60 minutes.',
  passwordChanged: 'Your password has been changed. Log in with the new password.',
  resetLinkInvalid: 'This reset link is not valid. Ask for a new one.',
  resetLinkUsed: 'This reset link has already been used. Ask for a new one.',
  resetLinkExpired: 'This reset link has expired. Ask for a new one.',
  tooManyResetRequests: 'Too many password reset requests. Try again in {{minutes}} min.',
  // Profiles and PINs.
  profileUpdated: 'Profile updated',
  profileCreated: 'Profile created',
  profileNotFound: 'This profile was not found.',
  tooManyProfiles: 'An account can have at most {{max}} profiles.',
  noParentalPin: 'This profile has no parental PIN yet. Set one in My Account.',
  noPurchasePin: 'This account has no purchase PIN yet. Set one in My Account.',
  pinAccepted: 'PIN accepted',
  wrongParentalPin: 'Wrong parental pin!',
  wrongPurchasePin: 'Wrong purchase pin!',
  tooManyWrongPins: 'Too many wrong PINs. Try again in {{seconds}} seconds.',
  // Devices and subscriptions.
  deviceRemoved: 'Device removed',
  deviceNotFound: 'This device was not found.',
  subscribed: 'Successfully subscribed',
  noSuchPackage: 'This subscription package does not exist. Choose another one.',
  subscriptionNoSavedCard: 'Subscription failed: there is no saved card to charge.',
  subscriptionDeclined: 'Subscription failed: {{reason}}',
  subscriptionExpired: 'Your subscription has expired. Please renew your subscription.',
  // Why a payment gateway declined a card (the `reason` of the declined notices).
  cardNumberInvalid: 'The card number is not valid.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Insufficient funds.',
  sandboxCardsOnly:
    'The sandbox accepts only its test cards, such as 4242 4242 4242 4242 (Visa) or 5555 5555 5555 4444 (Mastercard).',
  savedCardUnknown: 'The saved card is unknown to the payment gateway. Add a card again.',
  // Titles, renting, playing and rating.
  titleNotFound: 'This title does not exist.',
  playbackProfileNotFound: 'This title has no such playback profile.',
  rented: 'Successfully rented',
  bought: 'Successfully bought',
  includedInSubscription: 'This profile is included in the subscription; it cannot be rented.',
  noPrice: 'This profile has no price, so it cannot be rented.',
  durationRequired: 'duration is required: choose {{days}} days.',
  durationRequiredChoice: 'duration is required: choose {{days}} or {{last}} days.',
  durationNotForPurchase: 'duration is only for rentals by days (tvod_dtr); leave it out to buy.',
  durationNotOffered: 'This profile is not rented for {{duration}} days: choose {{days}} days.',
  durationNotOfferedChoice:
    'This profile is not rented for {{duration}} days: choose {{days}} or {{last}} days.',
  rentNoSavedCard: 'Renting failed: there is no saved card to charge.',
  rentDeclined: 'Renting failed: {{reason}}',
  notRented: 'This title is not rented. Rent it before watching.',
  mediaLinkExpired: 'This media link has expired: ask for the stream again.',
  mediaLinkInvalid: 'This media link is not valid.',
  mediaDeviceRevoked: 'This device may no longer play media.',
  mediaNotFound: 'This stream does not exist.',
  // Channels: renting, live, catch-up and start-over.
  channelNotFound: 'This channel does not exist.',
  channelProfileNotFound: 'This channel has no such streaming profile.',
  channelNotRented: 'This channel is not rented. Rent it before watching.',
  channelUnavailable: 'This channel is unavailable right now. We keep trying to bring it back.',
  programmeNotFound: 'This programme is not in the guide of this channel.',
  programmeNotStarted: 'This programme has not started yet.',
  catchupNotOffered: 'This channel does not offer catch-up or start-over.',
  catchupWindowPassed: 'This programme is no longer available to watch again.',
  momentNotAired: 'This moment has not been on air yet.',
  momentBeforeCatchup:
    'This moment is no longer available to watch again: catch-up on this channel reaches back {{days}} days.',
  programmeOrMoment:
    'Ask for a programme (epg_programme_id) or a moment (from_timestamp), not both.',
  rated: 'Item successfully rated',
  alreadyRated: 'Item already rated',
  // Live TV.
  favouriteAdded: 'Channel added to your favourites.',
  favouriteRemoved: 'Channel removed from your favourites.',
  // Guide reminders.
  reminderAdded: 'Reminder set.',
  reminderChanged: 'Reminder changed.',
  reminderDeleted: 'Reminder deleted.',
  reminderProgrammeNotFound: 'This programme is not in the guide.',
  reminderProgrammeStarted:
    'This programme has already started: reminders are only for programmes still to come.',
  reminderExists: 'You already have a reminder for this programme.',
  reminderNotFound: 'This reminder does not exist.',
  // Pages, artwork and analytics.
  pageNotFound: 'Page not found',
  artworkNotFound: 'This title has no artwork.',
  channelArtworkNotFound: 'This channel has no artwork.',
  bannerNotFound: 'No such banner.',
  brandImageNotFound: 'No such brand image.',
  eventTimeOutOfRange: 'must be after 2000 and not ahead of the server by more than a day',
  invalidUnicode: 'must be valid Unicode text',
} as const;
