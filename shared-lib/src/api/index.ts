export {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
} from './create-api-client';
export {
  ApiError,
  isApiError,
  numericCode,
  LOGIN_INVALID_MESSAGE,
  SERVER_ERROR_CODES,
  type ApiErrorCode,
  type ApiErrorInit,
} from './api-error';
export {
  errorMessageOf,
  fieldErrorsOf,
  NETWORK_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  SERVER_TROUBLE_MESSAGE,
  statusMessage,
  TIMEOUT_MESSAGE,
  type FieldError,
} from './error-message';
export { unwrapEnvelope, envelopeErrorCode, type EnvelopeResult } from './envelope';
export { buildRequestHeaders, type IdentityHeaderSource } from './headers';
export { buildFormData, isFormDataBody, type FormDataBody } from './form-data';
export { serializeParams, type QueryParams, type QueryValue } from './params';
export { isPublicPath, isDataServicePath, pathnameOf, sendsAccountId, sendsSessionId } from './paths';
export { randomId, visitorKey, VISITOR_KEY_STORAGE } from './visitor-key';
export { REFRESH_LOCK, type RefreshedToken, type TokenRefreshHook } from './token-refresh';
