// The gift card statuses with a label (gift-cards.json `status.*`, `link.not.*`); one the server adds later reads as
// 'unknown', a neutral label, never a raw key such as `status.SUSPENDED`.
export const GIFT_CARD_STATUSES = ['AWAITING_PAYMENT', 'ACTIVE', 'USED', 'EXPIRED', 'CANCELLED'] as const;
export type GiftCardStatusKey = (typeof GIFT_CARD_STATUSES)[number] | 'unknown';

export function giftCardStatusKey(status: string): GiftCardStatusKey {
  return (GIFT_CARD_STATUSES as readonly string[]).includes(status) ? (status as GiftCardStatusKey) : 'unknown';
}
