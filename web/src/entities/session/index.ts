// The session user's side of the domain: where sign-in lives, returning to where the user was, the
// action to finish after signing in, the referrer link.
export { LOGIN_PATH, LOGIN_MODES, accountPaths, safeReturnTo, parseLoginMode, type LoginMode } from './returnTo';
export { PENDING_ACTION_KEY, setPendingAction, takePendingAction, usePendingAction, type PendingAction } from './pendingAction';
export { useCaptureReferrer } from './referrer';
export { SignInGate, useLoginUrl } from './SignInGate';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { PASSWORD_RULES, passwordProblems, type PasswordRule } from './password';
