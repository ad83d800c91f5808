// Component tests load CloudPayments' Checkout script the way the page does not (jsdom runs no external scripts):
// the sandbox's stand-in script (/__sandbox/checkout.js, the same interface as the published one) is fetched from
// the in-process sandbox and run here, so `window.cp` is the stand-in and the app's code path is the production one.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { resetCheckout } from '../entities/bank-card/checkout';

export async function installCheckout(sandbox: { fetch: (request: Request) => Promise<Response> }) {
  resetCheckout();
  const script = await (await sandbox.fetch(new Request('http://sandbox.test/__sandbox/checkout.js'))).text();
  new Function(script)();
  const made: string[] = [];
  const languages: (string | undefined)[] = [];
  const Checkout = window.cp!.Checkout!;
  // Record every cryptogram the script made: a test checks the app sent only those.
  window.cp!.Checkout = class extends Checkout {
    constructor(options: { publicId: string; language?: string }) {
      super(options);
      languages.push(options.language);
      const create = this.createPaymentCryptogram.bind(this);
      this.createPaymentCryptogram = async (fields) => {
        const cryptogram = await create(fields);
        made.push(cryptogram);
        return cryptogram;
      };
    }
  } as typeof Checkout;
  return { made, languages };
}

/** Where a card form is: the page (`screen`) or a part of it (`within(…)`). */
type Scope = Pick<typeof screen, 'findByLabelText' | 'getByLabelText'>;

/** Types the test Visa the Checkout stand-in takes (4242…, 12/30, CVC 123) into the new-card form in `scope`. */
export async function typeTestCard(user: UserEvent, scope: Scope = screen) {
  await user.type(await scope.findByLabelText('Номер карты'), '4242424242424242');
  await user.type(scope.getByLabelText('Срок действия'), '1230');
  await user.type(scope.getByLabelText('CVC/CVV'), '123');
}
