// The one error catalogue. Every error body the API sends carries one of these codes; the
// status and message key come from here and nowhere else. docs/errors.md is the same table
// in prose, and a test keeps the two (and both languages) in step.

export type ErrorEntry = {
  status: number;
  /** i18n key under `errors.` in contract/i18n/{en,ko}.json */
  key: string;
  /** the client refreshes the session once on this 401 and repeats the request */
  refreshable?: true;
  /**
   * the status when the part is unreachable rather than failing (a lost database connection): a
   * load balancer or client may retry at once, on another instance (decision 024)
   */
  unavailableStatus?: 503;
};

export const errorCatalogue = {
  // System (5xx): one code per part that can fail; a 5xx never carries driver text.
  G00000: { status: 500, key: 'internalServerError' },
  G00001: { status: 500, key: 'databaseError', unavailableStatus: 503 },
  G00002: { status: 500, key: 'cacheError' },
  G00003: { status: 500, key: 'storageError' },
  G00004: { status: 500, key: 'fileUploadError' },
  G00005: { status: 500, key: 'calendarFileError' },
  G00006: { status: 500, key: 'mailError' },
  G00007: { status: 500, key: 'tokenSigningError' },
  G00008: { status: 503, key: 'serviceUnavailable' },

  // Request shape (our additions).
  G00100: { status: 400, key: 'validationFailed' },
  G00101: { status: 400, key: 'malformedJson' },
  G00102: { status: 413, key: 'bodyTooLarge' },
  G00103: { status: 404, key: 'routeNotFound' },
  G00104: { status: 429, key: 'tooManyRequests' },
  G00105: { status: 415, key: 'unsupportedMediaType' },
  G00106: { status: 400, key: 'unsupportedFileFormat' },
  G00107: { status: 413, key: 'fileSizeExceeded' },
  // Heavy reads: searches, lists and exports kept within bounds.
  G00340: { status: 400, key: 'searchTooShort' },
  G00341: { status: 503, key: 'queryTimedOut' },
  G00342: { status: 429, key: 'tooManyHeavyReads' },

  // Operations: what only an operator's tools call.
  G00300: { status: 401, key: 'metricsTokenRequired' },

  // Authentication (401) and access (403).
  G01001: { status: 401, key: 'signInRequired', refreshable: true },
  G01003: { status: 401, key: 'invalidAccessToken', refreshable: true },
  G01006: { status: 401, key: 'invalidCredentials' },
  G01008: { status: 401, key: 'invalidSignUpToken' },
  G01009: { status: 401, key: 'accessTokenExpired', refreshable: true },
  G01010: { status: 401, key: 'malformedAccessToken', refreshable: true },
  G01011: { status: 401, key: 'sessionRevoked', refreshable: true },
  G01012: { status: 401, key: 'sessionUserNotFound', refreshable: true },
  G01013: { status: 401, key: 'sessionOutdated', refreshable: true },
  G01014: { status: 401, key: 'reenterVerificationCode' },
  G01015: { status: 401, key: 'inputAttemptsExceeded' },
  G01016: { status: 401, key: 'inputAttemptsExceeded' },
  G01017: { status: 403, key: 'resendTimeLimit' },
  G01018: { status: 403, key: 'resendLimitExceeded' },
  G01019: { status: 403, key: 'noAccess' },
  G01020: { status: 401, key: 'invalidGuestCode' },
  G01022: { status: 401, key: 'refreshTokenMissing' },
  G01024: { status: 401, key: 'refreshTokenReused' },
  G01025: { status: 401, key: 'refreshTokenExpired' },
  G01026: { status: 401, key: 'verificationCodeExpired' },
  G01027: { status: 401, key: 'accountNotFound' },
  G01028: { status: 401, key: 'emailAlreadyRegistered' },
  G01029: { status: 401, key: 'ticketLinkInvalid' },
  // Community access (our additions).
  G01030: { status: 403, key: 'communityMembersOnly' },
  G01031: { status: 403, key: 'communityMembershipPending' },
  G01032: { status: 403, key: 'communityBarred' },
  G01033: { status: 403, key: 'communityNonManager' },
  G01034: { status: 403, key: 'communityOwnerOnly' },

  // Not found (404) family: one code per kind of object.
  G04001: { status: 404, key: 'userNotFound' },
  G04002: { status: 404, key: 'eventNotFound' },
  G04003: { status: 404, key: 'participantNotFound' },
  G04004: { status: 404, key: 'profileCardNotFound' },
  G04005: { status: 404, key: 'termsNotFound' },
  G04006: { status: 404, key: 'eventTicketNotFound' },
  G04007: { status: 404, key: 'formNotFound' },
  G04008: { status: 404, key: 'questionNotFound' },
  G04009: { status: 404, key: 'trackNotFound' },
  G04010: { status: 404, key: 'projectNotFound' },
  G04011: { status: 404, key: 'memberNotFound' },
  G04012: { status: 404, key: 'commentNotFound' },
  G04013: { status: 404, key: 'communityNotFound' },
  G04014: { status: 404, key: 'likedParticipantNotFound' },
  G04015: { status: 404, key: 'fileNotFound' },
  G04016: { status: 404, key: 'savedProjectNotFound' },
  G04020: { status: 404, key: 'communityJoinTypeNotFound' },
  G04021: { status: 404, key: 'communityProfileFormNotFound' },
  G04022: { status: 404, key: 'communityApplicationNotFound' },
  G04025: { status: 404, key: 'communityMemberNotFound' },
  G04026: { status: 404, key: 'communityProfileFieldNotFound' },
  G04027: { status: 404, key: 'curationNotFound' },
  // Judging (our additions).
  G04030: { status: 404, key: 'judgingScoreNotFound' },
  G04031: { status: 404, key: 'judgeNotFound' },
  G04032: { status: 404, key: 'resultsNotPublished' },

  // Conflict (409) family.
  G09001: { status: 409, key: 'userAlreadyExists' },
  G09002: { status: 409, key: 'alreadyLiked' },
  G09003: { status: 409, key: 'handleAlreadyInUse' },
  G09004: { status: 409, key: 'emailAlreadyInUse' },
  G09005: { status: 409, key: 'profileCardAlreadyCreated' },
  G09006: { status: 409, key: 'eventHandleAlreadyInUse' },
  G09007: { status: 409, key: 'alreadyRegistered' },
  G09008: { status: 409, key: 'alreadyInProject' },
  G09009: { status: 409, key: 'ticketAlreadyIssued' },
  G09010: { status: 409, key: 'userAlreadyInTeam' },
  G09020: { status: 409, key: 'communityAlreadyApplied' },
  G09021: { status: 409, key: 'communityAlreadyMember' },
  G09022: { status: 409, key: 'communityHandleInUse' },
  G09023: { status: 409, key: 'communityEntryExists' },
  G09024: { status: 409, key: 'communityOwnerChanged' },
  // Judging (our additions).
  G09030: { status: 409, key: 'scoreAlreadySubmitted' },
  G09031: { status: 409, key: 'conflictAlreadyDeclared' },
  G09032: { status: 409, key: 'judgeAlreadyAdded' },
  G09033: { status: 409, key: 'resultsAlreadyPublished' },

  // Profile and networking (400).
  G10010: { status: 400, key: 'cannotLikeYourself' },
  G10011: { status: 400, key: 'cannotUnlikeYourself' },
  G10014: { status: 400, key: 'duplicateSocialType' },
  G10015: { status: 400, key: 'duplicateTopic' },
  G10016: { status: 400, key: 'requiredTermsAgreement' },

  // Events and registration (400).
  G20002: { status: 400, key: 'eventRegistrationDisabled' },
  G20003: { status: 400, key: 'eventRegistrationFull' },
  G20008: { status: 400, key: 'eventCategoryNotFound' },
  G20011: { status: 400, key: 'duplicateNetworkingTag' },
  G20013: { status: 400, key: 'eventTicketSaleNotActive' },
  G20015: { status: 400, key: 'ticketQuantityBelowIssued' },
  G20016: { status: 400, key: 'ticketSaleEndAfterEventEnd' },
  G20017: { status: 400, key: 'eventAlreadyEnded' },
  G20018: { status: 400, key: 'memberOnlyNeedsCommunity' },
  G20021: { status: 400, key: 'cannotContactYourself' },
  G20024: { status: 400, key: 'cannotChangeRegistrationStatus' },

  // Host management: roles OWNER (the event's HOST) and NON_MANAGER (not on the host team).
  G20027: { status: 400, key: 'hostOwnerCannotBeRemoved' },
  G20028: { status: 400, key: 'hostOwnerCannotBeGranted' },
  G20029: { status: 400, key: 'hostCannotRemoveSelf' },
  G20030: { status: 400, key: 'hostNonManagerNotAllowed' },
  G20031: { status: 409, key: 'hostAlreadyExists' },
  G20032: { status: 400, key: 'hostInvalidRole' },
  G20033: { status: 400, key: 'hostOnlyOwnerMayManage' },

  // Registration form questions.
  G20040: { status: 400, key: 'questionKindUnchangeable' },
  G20041: { status: 400, key: 'questionChoicesRequired' },
  G20042: { status: 400, key: 'questionTermsIncomplete' },
  G20043: { status: 400, key: 'questionMoveInvalid' },
  G20044: { status: 400, key: 'questionNotDeleted' },
  G20045: { status: 409, key: 'questionAlreadyExists' },
  G20046: { status: 400, key: 'formPublishEmpty' },
  G20047: { status: 400, key: 'questionAnswerInvalid' },

  G20049: { status: 400, key: 'eventTicketNotAvailable' },

  // Check-in at the door (our additions): what a scanned or tapped guest can't be checked in for.
  G20080: { status: 400, key: 'invalidQrCodeFormat' },
  G20081: { status: 400, key: 'ticketNotRecognised' },
  G20082: { status: 400, key: 'ticketOfAnotherEvent' },
  G20083: { status: 400, key: 'checkInGuestRejected' },
  G20084: { status: 400, key: 'checkInGuestCancelled' },
  G20085: { status: 400, key: 'checkInGuestPending' },
  G20086: { status: 400, key: 'checkInGuestWaitlisted' },

  // Coffee chats in a lounge (our additions).
  G20090: { status: 429, key: 'contactDailyLimitReached' },
  G20091: { status: 409, key: 'contactRequestAlreadyPending' },
  G20092: { status: 400, key: 'contactRequestAlreadyDecided' },

  // Hackathons.
  G20052: { status: 400, key: 'cannotEditTrack' },
  G20061: { status: 400, key: 'teamLeaderRequired' },
  G20062: { status: 400, key: 'cannotSubmitFinalMaterials' },
  // Hackathon teams (our additions).
  G20070: { status: 400, key: 'onlyParticipantsCanBeAdded' },
  G20071: { status: 403, key: 'onlyParticipantsCreateProjects' },
  G20072: { status: 400, key: 'trackDisabled' },
  G20073: { status: 400, key: 'teamFull' },
  G20074: { status: 400, key: 'tooManyDeliverables' },
  // Hackathon join requests and invitations (our additions).
  G20400: { status: 409, key: 'teamRequestAlreadyPending' },
  G20401: { status: 400, key: 'teamNotRecruiting' },
  G20402: { status: 400, key: 'teamRequestAlreadyAnswered' },
  G20403: { status: 400, key: 'teamChangesClosed' },
  G20404: { status: 400, key: 'onlyParticipantsJoinTeams' },
  G20405: { status: 400, key: 'unknownHandle' },
  G20406: { status: 409, key: 'alreadyOnATeam' },
  G20407: { status: 404, key: 'teamRequestNotFound' },
  // Hackathon settings' warnings: sent beside a successful answer (`warnings`), never as a refusal.
  G20410: { status: 200, key: 'deadlineBeforeEventStart' },
  // Hackathon judging (our additions).
  G20100: { status: 400, key: 'criteriaLocked' },
  G20101: { status: 400, key: 'judgingNotOpen' },
  G20102: { status: 400, key: 'judgingClosed' },
  G20103: { status: 400, key: 'scoreIncomplete' },
  G20104: { status: 400, key: 'scoreOutOfScale' },
  G20105: { status: 400, key: 'unknownCriterion' },
  G20106: { status: 400, key: 'conflictAfterScoring' },
  G20107: { status: 400, key: 'onlyHostTeamAsHostJudge' },
  G20108: { status: 400, key: 'judgingNeedsCriteria' },
  G20109: { status: 400, key: 'scoreNotSubmitted' },

  // Communities: roles OWNER (exactly one) and NON_MANAGER (not an owner or manager).
  G20200: { status: 400, key: 'communityOwnerCannotBeRemoved' },
  G20201: { status: 400, key: 'communityOwnerCannotBeChanged' },
  G20202: { status: 400, key: 'communityOwnerCannotBeBarred' },
  G20203: { status: 400, key: 'communityApplicationAlreadyDecided' },
  G20204: { status: 400, key: 'communityRoleNeedsMember' },
  G20205: { status: 400, key: 'communityJoinTypeArchived' },
  G20206: { status: 400, key: 'communityOwnerCannotLeave' },
  G20225: { status: 400, key: 'curationMemberNotApproved' },
  // A community member's first day, and member-only events met from outside.
  G20300: { status: 403, key: 'eventForCommunityMembers' },

  // PRO access requests.
  G20500: { status: 409, key: 'proAccessAlreadyRequested' },
  G20501: { status: 400, key: 'proAccessAlreadyGranted' },
  // Announcements to guests (our additions).
  G20600: { status: 429, key: 'announcementDailyCapReached' },
  G20601: { status: 400, key: 'announcementNeedsLanguage' },
  G20602: { status: 400, key: 'announcementSendTimeInvalid' },
  G20603: { status: 404, key: 'announcementNotFound' },
  G20604: { status: 409, key: 'announcementAlreadyStarted' },
  G20605: { status: 404, key: 'muteLinkInvalid' },
  G20606: { status: 400, key: 'announcementAudienceEmpty' },
  // Feedback after an event.
  G20610: { status: 404, key: 'feedbackLinkInvalid' },
  G20611: { status: 409, key: 'feedbackAlreadyGiven' },
  // Announcements to a community's members.
  G20620: { status: 429, key: 'communityAnnouncementDailyCapReached' },
  G20621: { status: 404, key: 'communityAnnouncementNotFound' },
  G20622: { status: 400, key: 'communityAnnouncementAudienceEmpty' },
  G20623: { status: 400, key: 'communityAnnouncementMemberTypeUnknown' },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalogue, code);
}

export function isRefreshable(code: string): boolean {
  return isErrorCode(code) && 'refreshable' in errorCatalogue[code];
}

/** The error body every failed request answers with. */
export type ErrorBody = {
  statusCode: number;
  errorCode: ErrorCode;
  message: string;
  /** field path → message in the request language, for validation failures */
  fields?: Record<string, string>;
};
