// The 3-D Secure frame's way back: the return page's message (/payment-return.html posts the query the backend's
// TermUrl sent it), from the app's own origin only, once, with an outcome (`status`), to onReturn.
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render as renderInto } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import common from '../../../public/locales/ru/common.json';
import { ThreeDsFrame } from './ThreeDsFrame';
import { isPaymentReturn, PAYMENT_RETURN } from './ThreeDsFrame.messages';

const CARD_STEP = {
  transactionId: 1500231,
  acsUrl: 'https://acs.bank.test/3ds',
  paReq: 'pareq',
  termUrl: 'http://localhost:3000/rest/clients-app/v1/payments/3ds/term',
};
const PAYMENT_STEP = {
  acsUrl: 'https://acs.bank.test/3ds',
  paReq: 'pareq',
  md: '1500232',
  termUrl: 'http://localhost:3000/rest/clients-app/v1/payments/3ds/term',
};

/** What the return page does in the frame: it posts its query to the page that framed it. */
const returnPage = (search: string, origin = window.location.origin) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { origin, data: { type: PAYMENT_RETURN, search } })));

const i18n = createInstance();
void i18n.init({ lng: 'ru', ns: ['common'], defaultNS: 'common', resources: { ru: { common } }, initAsync: false });
const render = (ui: ReactElement) => renderInto(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

// jsdom cannot post a form into a frame: the bank's page is not loaded, only the ways back are tried.
vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
afterEach(() => vi.clearAllMocks());

describe('ThreeDsFrame: the way back', () => {
  it("a card's outcome from the backend's TermUrl goes to onReturn, once", () => {
    const onReturn = vi.fn();
    render(<ThreeDsFrame step={CARD_STEP} onReturn={onReturn} onCancel={() => {}} />);
    returnPage('?cardId=810&status=saved');
    returnPage('?cardId=810&status=declined');
    expect(onReturn).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(onReturn.mock.calls[0]![0] as URLSearchParams)).toEqual({ cardId: '810', status: 'saved' });
  });

  it("another origin's message, or a query with no outcome (MD and PaRes alone, the blank page) is no return", () => {
    const onReturn = vi.fn();
    render(<ThreeDsFrame step={CARD_STEP} onReturn={onReturn} onCancel={() => {}} />);
    returnPage('?MD=1500231&PaRes=eJzNWF');
    returnPage('?cardId=810&status=saved', 'https://evil.example');
    returnPage('');
    render(<ThreeDsFrame step={PAYMENT_STEP} onReturn={onReturn} onCancel={() => {}} />);
    returnPage('');
    returnPage('?reservationId=90211&status=paid', 'https://evil.example');
    expect(onReturn).not.toHaveBeenCalled();
  });

  it("a prepayment's outcome from the backend's TermUrl goes to onReturn with the query", () => {
    const onReturn = vi.fn();
    render(<ThreeDsFrame step={PAYMENT_STEP} onReturn={onReturn} onCancel={() => {}} />);
    returnPage('?reservationId=90211&status=declined&reason=THREE_DS_FAILED');
    expect(onReturn).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(onReturn.mock.calls[0]![0] as URLSearchParams)).toEqual({
      reservationId: '90211',
      status: 'declined',
      reason: 'THREE_DS_FAILED',
    });
  });

  it('posts the classic form to the bank: PaReq, MD and TermUrl, into the frame', () => {
    const { container } = render(<ThreeDsFrame step={PAYMENT_STEP} onReturn={() => {}} onCancel={() => {}} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', PAYMENT_STEP.acsUrl);
    expect(form).toHaveAttribute('method', 'post');
    expect(form.target).toBe(container.querySelector('iframe')!.name);
    expect(Object.fromEntries(new FormData(form))).toEqual({ PaReq: 'pareq', MD: '1500232', TermUrl: PAYMENT_STEP.termUrl });
    expect(HTMLFormElement.prototype.submit).toHaveBeenCalledTimes(1);
  });

  it('the message is recognised by its type and a string query only', () => {
    expect(isPaymentReturn({ type: PAYMENT_RETURN, search: '?a=1' })).toBe(true);
    expect(isPaymentReturn({ type: PAYMENT_RETURN })).toBe(false);
    expect(isPaymentReturn({ type: 'other', search: '' })).toBe(false);
    expect(isPaymentReturn('salonbook:payment-return')).toBe(false);
  });
});
