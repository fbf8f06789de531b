export { accessToken, claimsOf, createUserManager, signOut, userManager } from './auth';
export {
  ApiError,
  apiErrorOf,
  apiRequest,
  explainedErrorKey,
  hasErrorCode,
  onNoAccess,
  requestIdOf,
  sendWhileLeaving,
  type ClientErrorCode,
} from './api-client';
export { portalConfig, type PortalConfig } from './config';
export { clearSignOutReason, hasStoredSession, setSignOutReason, signOutReason, type SignOutReason } from './session-hints';
export { sendMultipart, type MultipartOptions } from './multipart-request';
export { AuthApp } from './auth-app';
export { SigninCallback } from './signin-callback';
export { fetchFile, fileNameFrom, saveFile, type DownloadedFile } from './file-download';
