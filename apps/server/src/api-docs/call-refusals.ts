import type { NoticeKey, allCalls } from '@marquee/contract';

type CallName = {
  [
    Domain in keyof typeof allCalls
  ]: `${Domain}.${Extract<keyof (typeof allCalls)[Domain], string>}`;
}[keyof typeof allCalls];

/** A refusal a call's service gives on purpose: its HTTP status and the notices it carries. */
export interface Refusal {
  status: number;
  notices: readonly NoticeKey[];
}

const rentRefusals = (
  notFound: readonly NoticeKey[],
  stillInSubscription: NoticeKey = 'includedInSubscription',
): Refusal[] => [
  {
    status: 400,
    notices: [
      stillInSubscription,
      'noPrice',
      'durationRequired',
      'durationRequiredChoice',
      'durationNotForPurchase',
      'durationNotOffered',
      'durationNotOfferedChoice',
    ],
  },
  { status: 402, notices: ['rentDeclined', 'rentNoSavedCard'] },
  { status: 403, notices: ['subscriptionExpired'] },
  { status: 404, notices: notFound },
];

/**
 * The refusals each call's service makes beyond those every call of its kind can meet (bad
 * input, a session problem, a body too large: openapi-document.ts adds those). Read from the
 * services (their `HttpError`s); a call missing here refuses nothing of its own.
 */
export const callRefusals: Partial<Record<CallName, readonly Refusal[]>> = {
  'account.login': [
    {
      status: 400,
      notices: [
        'authorizationMissing',
        'authorizationNotBasic',
        'credentialsNotPair',
        'identifierRequired',
        'passwordRequired',
        'identifierControlCharacters',
        'credentialsTooLong',
      ],
    },
    { status: 401, notices: ['wrongCredentials'] },
    { status: 409, notices: ['noProfileYet'] },
    { status: 429, notices: ['tooManyLogins'] },
  ],
  'account.relogin': [{ status: 401, notices: ['sessionEnded'] }],
  'account.removeDevice': [{ status: 404, notices: ['deviceNotFound'] }],
  'account.forgotPassword': [{ status: 429, notices: ['tooManyResetRequests'] }],
  'account.resetPassword': [
    { status: 400, notices: ['resetLinkInvalid', 'resetLinkUsed', 'resetLinkExpired'] },
  ],
  'account.registration': [
    { status: 402, notices: ['cardNumberInvalid', 'cardDeclined', 'insufficientFunds'] },
    { status: 409, notices: ['alreadyDeclared'] },
    { status: 429, notices: ['tooManyRegistrations'] },
  ],
  'account.updateSubscription': [
    { status: 400, notices: ['noSuchPackage'] },
    { status: 402, notices: ['subscriptionNoSavedCard', 'subscriptionDeclined'] },
  ],
  'account.updateProfile': [{ status: 404, notices: ['profileNotFound'] }],
  'account.createProfile': [{ status: 409, notices: ['tooManyProfiles'] }],
  'account.checkPin': [
    { status: 409, notices: ['noParentalPin', 'noPurchasePin'] },
    { status: 429, notices: ['tooManyWrongPins'] },
  ],
  'vod.stream': [
    { status: 403, notices: ['subscriptionExpired', 'notRented'] },
    { status: 404, notices: ['titleNotFound', 'playbackProfileNotFound'] },
  ],
  'playback.rentVod': rentRefusals(['titleNotFound', 'playbackProfileNotFound']),
  'playback.saveProgress': [{ status: 404, notices: ['titleNotFound'] }],
  'playback.campaigns': [{ status: 404, notices: ['titleNotFound'] }],
  'catalogue.rateVod': [
    { status: 404, notices: ['titleNotFound'] },
    { status: 409, notices: ['alreadyRated'] },
  ],
  'catalogue.rateTvShow': [
    { status: 404, notices: ['titleNotFound'] },
    { status: 409, notices: ['alreadyRated'] },
  ],
  'live.toggleFavorite': [{ status: 404, notices: ['channelNotFound'] }],
  'live.rentChannel': rentRefusals(['channelNotFound', 'channelProfileNotFound']),
  'live.channelStream': [
    { status: 400, notices: ['programmeOrMoment'] },
    {
      status: 403,
      notices: [
        'subscriptionExpired',
        'channelNotRented',
        'programmeNotStarted',
        'catchupNotOffered',
        'catchupWindowPassed',
        'momentNotAired',
        'momentBeforeCatchup',
      ],
    },
    { status: 404, notices: ['channelNotFound', 'channelProfileNotFound', 'programmeNotFound'] },
    { status: 409, notices: ['channelUnavailable'] },
  ],
  'live.addReminder': [
    { status: 404, notices: ['reminderProgrammeNotFound'] },
    { status: 409, notices: ['reminderProgrammeStarted', 'reminderExists'] },
  ],
  'live.editReminder': [
    { status: 404, notices: ['reminderNotFound'] },
    { status: 409, notices: ['reminderProgrammeStarted'] },
  ],
  'live.deleteReminder': [{ status: 404, notices: ['reminderNotFound'] }],
  'pages.get': [{ status: 404, notices: ['pageNotFound'] }],
  'studio.createCatalogueFilm': [{ status: 400, notices: ['studioChoiceUnknown'] }],
  'studio.changeCatalogueFilm': [
    { status: 400, notices: ['studioChoiceUnknown'] },
    { status: 404, notices: ['studioTitleNotFound'] },
  ],
  'studio.changeCatalogueEpisode': [
    { status: 400, notices: ['studioChoiceUnknown'] },
    { status: 404, notices: ['studioTitleNotFound'] },
  ],
  'studio.changeCatalogueShow': [
    { status: 400, notices: ['studioChoiceUnknown'] },
    { status: 404, notices: ['studioTitleNotFound'] },
  ],
  'studio.catalogueVod': [{ status: 404, notices: ['studioTitleNotFound'] }],
  'studio.catalogueShow': [{ status: 404, notices: ['studioTitleNotFound'] }],
  'studio.deleteCatalogueVod': [{ status: 404, notices: ['studioTitleNotFound'] }],
  'studio.deleteCatalogueShow': [{ status: 404, notices: ['studioTitleNotFound'] }],
  'studio.createCatalogueSeason': [
    { status: 400, notices: ['studioSeasonNumberTaken'] },
    { status: 404, notices: ['studioTitleNotFound'] },
  ],
  'studio.changeCatalogueSeason': [
    { status: 400, notices: ['studioSeasonNumberTaken'] },
    { status: 404, notices: ['studioSeasonNotFound'] },
  ],
  'studio.deleteCatalogueSeason': [{ status: 404, notices: ['studioSeasonNotFound'] }],
  'studio.catalogueEpisodes': [{ status: 404, notices: ['studioSeasonNotFound'] }],
  'studio.createCatalogueEpisode': [
    { status: 400, notices: ['studioChoiceUnknown'] },
    { status: 404, notices: ['studioSeasonNotFound'] },
  ],
  'studio.uploadCatalogueArt': [
    {
      status: 400,
      notices: ['studioArtUnsupported', 'studioArtTooLarge', 'studioArtCropOutside'],
    },
    { status: 404, notices: ['studioTitleNotFound'] },
    { status: 503, notices: ['studioArtUnavailable'] },
  ],
  'studio.removeCatalogueStill': [{ status: 404, notices: ['studioStillUnknown'] }],
  'studio.setCatalogueSubtitle': [
    { status: 400, notices: ['studioSubtitleInvalid', 'studioSubtitleTooLarge'] },
    { status: 404, notices: ['studioTitleNotFound'] },
  ],
  'studio.removeCatalogueSubtitle': [
    { status: 404, notices: ['studioTitleNotFound', 'studioSubtitleNotFound'] },
  ],
  'studio.login': [
    { status: 401, notices: ['studioWrongCredentials'] },
    { status: 429, notices: ['tooManyLogins'] },
  ],
  'studio.changePassword': [
    { status: 400, notices: ['studioWrongCurrentPassword', 'studioSamePassword'] },
    { status: 429, notices: ['tooManyLogins'] },
  ],
  'studio.subscriber': [{ status: 404, notices: ['subscriberNotFound'] }],
  'studio.removeSubscriberDevice': [
    { status: 404, notices: ['subscriberNotFound', 'deviceNotFound'] },
  ],
  'studio.sendSubscriberPasswordReset': [
    { status: 404, notices: ['subscriberNotFound'] },
    { status: 429, notices: ['subscriberResetLinksSpent'] },
  ],
  'studio.secondFactor': [
    { status: 401, notices: ['studioWrongCode', 'studioChallengeExpired'] },
    { status: 409, notices: ['studioTotpKeyMismatch'] },
    { status: 429, notices: ['tooManyLogins'] },
  ],
  'studio.startTotp': [{ status: 409, notices: ['studioTotpAlreadyEnabled'] }],
  'studio.confirmTotp': [
    { status: 400, notices: ['studioWrongCode'] },
    {
      status: 409,
      notices: ['studioTotpAlreadyEnabled', 'studioTotpNotStarted', 'studioTotpKeyMismatch'],
    },
  ],
  'studio.disableTotp': [
    { status: 400, notices: ['studioWrongCurrentPassword'] },
    { status: 409, notices: ['studioTotpNotEnabled'] },
    { status: 429, notices: ['tooManyLogins'] },
  ],
  'studio.renewRecoveryCodes': [
    { status: 400, notices: ['studioWrongCurrentPassword'] },
    { status: 409, notices: ['studioTotpNotEnabled'] },
    { status: 429, notices: ['tooManyLogins'] },
  ],
  'studio.liveChannel': [{ status: 404, notices: ['studioLiveChannelNotFound'] }],
  'studio.createLiveChannel': [
    { status: 400, notices: ['studioLiveCategoryUnknown'] },
    { status: 409, notices: ['studioLiveChannelNumberTaken'] },
  ],
  'studio.changeLiveChannel': [
    { status: 400, notices: ['studioLiveCategoryUnknown'] },
    { status: 404, notices: ['studioLiveChannelNotFound'] },
    { status: 409, notices: ['studioLiveChannelNumberTaken'] },
  ],
  'studio.setLiveChannelLogo': [
    {
      status: 400,
      notices: ['studioArtUnsupported', 'studioArtTooLarge', 'studioLiveLogoUnreadable'],
    },
    { status: 404, notices: ['studioLiveChannelNotFound'] },
    { status: 503, notices: ['studioLiveLogoUnavailable'] },
  ],
  'studio.deleteLiveChannel': [{ status: 404, notices: ['studioLiveChannelNotFound'] }],
  'studio.addOperator': [{ status: 400, notices: ['studioOperatorEmailTaken'] }],
  'studio.changeOperatorRole': [
    { status: 400, notices: ['studioOperatorSelfRole'] },
    { status: 404, notices: ['studioOperatorNotFound'] },
    { status: 409, notices: ['studioLastOwnerDemote'] },
  ],
  'studio.disableOperator': [
    { status: 400, notices: ['studioOperatorSelfDisable'] },
    { status: 404, notices: ['studioOperatorNotFound'] },
    { status: 409, notices: ['studioLastOwnerDisable'] },
  ],
  'studio.enableOperator': [{ status: 404, notices: ['studioOperatorNotFound'] }],
  'studio.renameOperator': [{ status: 404, notices: ['studioOperatorNotFound'] }],
  'studio.removeOperatorSecondFactor': [
    { status: 400, notices: ['studioOperatorSelfSecondFactor'] },
    { status: 404, notices: ['studioOperatorNotFound'] },
  ],
  'studio.resetOperatorPassword': [
    { status: 400, notices: ['studioOperatorSelfReset'] },
    { status: 404, notices: ['studioOperatorNotFound'] },
  ],
  'studio.createStudioPage': [{ status: 409, notices: ['studioPageSlugTaken'] }],
  'studio.changeStudioPage': [{ status: 404, notices: ['studioPageNotFound'] }],
  'studio.deleteStudioPage': [{ status: 404, notices: ['studioPageNotFound'] }],
  'studio.saveHighlightedSlides': [{ status: 400, notices: ['studioCurationTitleUnknown'] }],
  'studio.saveRecommendedRows': [{ status: 400, notices: ['studioCurationTitleUnknown'] }],
  'studio.changePackage': [{ status: 404, notices: ['studioPackageNotFound'] }],
  'studio.retirePackage': [{ status: 404, notices: ['studioPackageNotFound'] }],
  'studio.restorePackage': [{ status: 404, notices: ['studioPackageNotFound'] }],
  'studio.changeChannelProfilePrice': [{ status: 404, notices: ['studioChannelProfileNotFound'] }],
  'studio.rental': [{ status: 404, notices: ['studioRentalNotFound'] }],
  'studio.refundRental': [
    { status: 404, notices: ['studioRentalNotFound'] },
    { status: 409, notices: ['studioRentalAlreadyRefunded'] },
  ],
  'studio.subscriberPayments': [{ status: 404, notices: ['subscriberNotFound'] }],
};
