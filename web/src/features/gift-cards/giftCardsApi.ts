// The gift cards' server calls (openapi/paths/gift-cards.yaml): the options (amounts, limits, designs), creating a
// card, a card of the buyer's by id, a card by its link's token (no sign-in), paying one with a saved card or a new
// card's cryptogram (each pay with the attempt's Idempotency-Key, lib/idempotency.ts), and the saved cards.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createQueryHelpers, pathKey } from '@salonbook/sdk/react';
import type { BookingSdk, components } from '@salonbook/sdk';
import { useApi, useSdk } from '../../lib/sdk';
import type { PageDataContext } from '../../lib/query';
import { useCurrentUser } from '../../lib/state';

export type GiftCard = components['schemas']['GiftCard'];
export type GiftCardConfig = components['schemas']['GiftCardConfig'];
export type GiftCardPayment = components['schemas']['GiftCardPayment'];
export type SavedCard = components['schemas']['PaymentCard'];

const GIFT_CARD = '/rest/clients-app/v2/gift-cards/{giftCardId}';
/** Errors the pay call shows itself (a card gone, already paid, refused fields). */
const PAY_HANDLES = [404, 409, 422] as const;

export function useGiftCardConfigs() {
  return useApi().useQuery('get', '/rest/clients-app/v2/gift-cards/configs');
}

/** The signed-in client's gift cards, newest first (listGiftCards). */
export function useMyGiftCards() {
  return useApi().useQuery('get', '/rest/clients-app/v2/gift-cards');
}

export function useCreateGiftCard() {
  return useApi().useMutation('post', '/rest/clients-app/v2/gift-cards', { handles: [422] });
}

export function useGiftCard(giftCardId: number) {
  return useApi().useQuery('get', GIFT_CARD, { params: { path: { giftCardId } } });
}

// A link that opens no card (mistyped, cancelled) is said on the page, not the not-found screen.
const giftCardByTokenQuery = (sdk: BookingSdk, token: string) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v2/gift-cards/get-by-token', { params: { query: { token } }, handles: [404] });

export function useGiftCardByToken(token: string) {
  return useQuery(giftCardByTokenQuery(useSdk(), token));
}

/** The recipient's page's data, asked for on the server: its link preview names the card. */
export async function prefetchGiftCardLinkPage({ sdk, queryClient, params }: PageDataContext): Promise<void> {
  await queryClient.prefetchQuery(giftCardByTokenQuery(sdk, params.token ?? ''));
}

export function usePayGiftCard() {
  return useApi().useMutation('post', '/rest/clients-app/v2/gift-cards/{giftCardId}/pay', { handles: PAY_HANDLES });
}

/** The signed-in client's saved cards (none asked for an anonymous visitor). */
export function useSavedCards() {
  const signedIn = useCurrentUser() !== null;
  return useApi().useQuery('get', '/rest/clients-app/v1/payments/cards', {}, { enabled: signedIn });
}

/** The card's state now (after a payment, or a pay call that got no answer). */
export function useRefreshGiftCard() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [GIFT_CARD, '/rest/clients-app/v2/gift-cards', '/rest/clients-app/v1/payments/history'].map((path) =>
        client.invalidateQueries({ queryKey: pathKey('get', path as typeof GIFT_CARD) }),
      ),
    );
}
