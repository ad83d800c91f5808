// The 3-D Secure frame's return page, /payment-return.html (a page of its own in the build: this module and its
// three texts, no React, no app). The bank's page in ThreeDsFrame posts to the backend's TermUrl
// (completePrepayment3ds), which completes the step and sends the browser here with the outcome: a prepayment's
// ?reservationId=…&status=paid|declined, a gift card's ?giftCardId=…&status=paid|declined, a card's
// ?cardId=…&status=saved|declined. In the app's frame it hands the query to the page that framed it (which asks the
// server for the state and closes the frame) and says so in a line; at the top level (the bank's page was opened as
// a whole page, or the frame was lost) it goes on to /card-payment with the same query, the full return page (which
// sends a gift card's or a card's return on to its page).
// An external module script ('self'): the CSP needs no hash for it.
import { threeDs as ru } from '../../../public/locales/ru/common.json';
import { threeDs as kk } from '../../../public/locales/kk/common.json';
import { threeDs as en } from '../../../public/locales/en/common.json';
import { postPaymentReturn } from './ThreeDsFrame.messages';

/** The UI language from the `lang` cookie (RU, KZ, EN), as the app's boot loader reads it. */
function language(): 'ru' | 'kk' | 'en' {
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie);
  let code: string;
  try {
    code = cookie
      ? decodeURIComponent(cookie[1] ?? '')
          .trim()
          .toUpperCase()
      : '';
  } catch {
    code = '';
  }
  return code === 'KZ' ? 'kk' : code === 'EN' ? 'en' : 'ru';
}

const search = window.location.search;
const fullPage = `/card-payment${search}`;
const lng = language();
const texts = { ru, kk, en }[lng];
document.documentElement.lang = lng;
const link = document.querySelector<HTMLAnchorElement>('#payment-return-next');
if (link) {
  link.href = fullPage;
  link.textContent = texts.continue;
}
const line = document.querySelector('#payment-return-text');
if (postPaymentReturn(search)) {
  if (line) line.textContent = texts.returned;
} else {
  window.location.replace(fullPage);
}
