// The account screens' server calls: the profile (its avatar, its password), sign-out and the account's deletion,
// favourite salons, saved cards (adding one goes through the 3-D Secure step), payments and cashbacks. A form's
// mutation says which error statuses it shows itself (`handles: [422]`: the messages under the fields).
import { useQueryClient } from '@tanstack/react-query';
import type { ApiError, User } from '@salonbook/sdk';
import { offsetPaging } from '@salonbook/sdk/react';
import { useMutation } from '@tanstack/react-query';
import { useApi, useSdk } from '../../lib/sdk';
import { botCheckToken } from '../../entities/session/botCheck';
import { useLogout } from '../../entities/session';

const PROFILE = '/rest/clients-app/v1/my/profiles';
const FAVORITES = '/rest/clients-app/v1/favorite-firms';
const CARDS = '/rest/clients-app/v1/payments/cards';

/** Page size of the payment history. */
export const PAYMENTS_PAGE = 20;

interface Callbacks<T = unknown> {
  onSuccess?: (data: T) => unknown;
  onError?: (error: ApiError) => void;
}

export function useProfile() {
  return useApi().useQuery('get', PROFILE);
}

/**
 * The profile for the deletion form, asked only when `enabled` (the stored user lacks the phone). Its init (`{}`)
 * gives it a cache entry of its own, apart from useProfile's.
 */
export function useDeletionProfile(enabled: boolean) {
  return useApi().useQuery('get', PROFILE, {}, { enabled });
}

/** Keeps the cached profile and the stored current user (the header's name) in step with what the server returned. */
export function useStoreProfile() {
  const sdk = useSdk();
  const client = useQueryClient();
  const api = useApi();
  return (user: User) => {
    client.setQueryData(api.queryOptions('get', PROFILE).queryKey, user);
    sdk.storage.set('currentUser', user);
  };
}

export function useSaveProfile({ onSuccess, onError }: Callbacks<User>) {
  return useApi().useMutation('put', PROFILE, {
    handles: [422],
    onSuccess: (updated) => onSuccess?.(updated),
    onError: (error) => onError?.(error),
  });
}

export function useUploadAvatar() {
  return useApi().useMutation('post', '/rest/clients-app/v1/my/profiles/avatar-upload', { handles: [422] });
}

export function useChangePassword({ onSuccess, onError }: Callbacks) {
  return useApi().useMutation('post', '/rest/clients-app/v1/my/profiles/password-change', {
    // A wrong old password (422) and too many of them (429) are the form's to show.
    handles: [422, 429],
    onSuccess: () => onSuccess?.(undefined),
    onError: (error) => onError?.(error),
  });
}

/**
 * Asks for the account's deletion (signed in: the bearer; not signed in: with the phone's SMS code, `smsCode`);
 * once asked, signs out (only the local clearing when there was no session), then `onSuccess`. 401 (a wrong code)
 * and 429 (too many tries) are shown by the form.
 */
export function useRequestDeletion({ onSuccess, onError }: Callbacks) {
  const logout = useLogout();
  return useApi().useMutation('post', '/rest/common/requests/account-deletion', {
    handles: [422, 429],
    onSuccess: async () => {
      await logout();
      await onSuccess?.(undefined);
    },
    onError: (error) => onError?.(error),
  });
}

/** The SMS code that lets a visitor who is not signed in ask for the deletion of the phone's account. */
export function useDeletionSms() {
  const sdk = useSdk();
  return useMutation({
    mutationFn: async (phone: string) => sdk.auth.requestSms({ phone, purpose: 'ACCOUNT_DELETION', recaptchaToken: await botCheckToken('account_deletion') }),
  });
}

export function useFavorites() {
  return useApi().useQuery('get', FAVORITES);
}

/** Removes a salon from favourites; the list is fetched again whatever the answer. */
export function useRemoveFavorite() {
  const client = useQueryClient();
  return useApi().useMutation('delete', '/rest/clients-app/v1/favorite-firms/{firmId}', {
    handles: [],
    onSettled: () => client.invalidateQueries({ queryKey: ['get', FAVORITES] }),
  });
}

export function useCards() {
  return useApi().useQuery('get', CARDS);
}

/** Marks the saved cards as stale (fetched again). */
export function useRefreshCards() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['get', CARDS] });
}

/** Makes a card the default one: `onSuccess`, then the cards are fetched again. */
export function useMakeDefaultCard({ onSuccess }: Callbacks) {
  const refresh = useRefreshCards();
  return useApi().useMutation('put', '/rest/clients-app/v1/payments/cards/{cardId}/default', {
    handles: [],
    onSuccess: () => (onSuccess?.(undefined), void refresh()),
  });
}

/** Deletes a card: `onSuccess`, then the cards are fetched again. */
export function useDeleteCard({ onSuccess }: Callbacks) {
  const refresh = useRefreshCards();
  return useApi().useMutation('delete', '/rest/clients-app/v1/payments/cards/{cardId}', {
    handles: [],
    onSuccess: () => (onSuccess?.(undefined), void refresh()),
  });
}

/**
 * Adding a card, its first step: the answer is the 3-D Secure step (its TermUrl, the backend's, saves the card). Send the attempt's Idempotency-Key
 * (`params: { header: idempotencyHeader(key) }`, lib/idempotency.ts): a repeated Continue saves one card.
 */
export function useAddCard() {
  return useApi().useMutation('post', CARDS, { handles: [422] });
}

export function usePaymentHistory() {
  return useApi().useInfiniteQuery('get', '/rest/clients-app/v1/payments/history', { params: { query: { limit: PAYMENTS_PAGE } } }, offsetPaging);
}

export function useCashbacks() {
  return useApi().useQuery('get', '/rest/clients-app/v1/my/cashbacks');
}
