// The session user's side of the domain: where sign-in lives, returning to where the user was, the
// action to finish after signing in, the referrer link.
export { LOGIN_PATH, LOGIN_MODES, accountPaths, safeReturnTo, parseLoginMode, type LoginMode } from './returnTo';
export { PENDING_ACTION_KEY, setPendingAction, takePendingAction, usePendingAction, type PendingAction } from './pendingAction';
export { useCaptureReferrer } from './referrer';
export { useLogout } from './logout';
export { SignInGate, useLoginUrl } from './SignInGate';
// The password field is not here: it imports its stylesheet, so every screen that reads the index (the header's
// account button, the salon's favourite button) would carry the field and its styles. Import './PasswordInput'.
export { PASSWORD_RULES, passwordProblems, type PasswordRule } from './password';
