// The bank's side of a 3-D Secure step in screen tests (jsdom cannot post a form into a frame): the sandbox's bank
// page is answered (Confirm or Decline), its form post of PaRes and MD goes to the step's TermUrl (the backend's,
// completePrepayment3ds), and what /payment-return.html does in the app's frame (it posts its query to the page that
// framed it) is done with the query the backend sent the frame to.
import { act } from '@testing-library/react';

interface Sandbox {
  fetch(request: Request): Promise<Response>;
}

/** Answers the bank's page of the 3-D Secure step on the screen; the return page's address the backend answered. */
export async function answerTheBank(sandbox: Sandbox, decision: 'ok' | 'fail'): Promise<URL> {
  const form = document.querySelector('form[target^="threeds-"]') as HTMLFormElement;
  const field = (name: string) => (form.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;
  // The bank's page as the frame's form post opens it: Confirm or Decline.
  const page = await sandbox.fetch(
    new Request(form.action, { method: 'POST', body: new URLSearchParams({ PaReq: field('PaReq'), MD: field('MD'), TermUrl: field('TermUrl') }) }),
  );
  if (!(await page.text()).includes('Подтвердить')) throw new Error("the bank's page did not open");
  const bank = await sandbox.fetch(
    new Request(new URL('/__sandbox/3ds/confirm', form.action), {
      method: 'POST',
      body: new URLSearchParams({ MD: field('MD'), TermUrl: field('TermUrl'), decision }),
    }),
  );
  const post = await bank.text();
  // Always a form post to the TermUrl, like a bank.
  const action = /<form method="post" action="([^"]+)"/.exec(post)![1]!.replace(/&amp;/g, '&');
  if (action !== field('TermUrl')) throw new Error(`the bank posted to ${action}, not to the TermUrl ${field('TermUrl')}`);
  const paRes = /name="PaRes" value="([^"]*)"/.exec(post)![1]!;
  const term = await sandbox.fetch(new Request(action, { method: 'POST', body: new URLSearchParams({ MD: field('MD'), PaRes: paRes }) }));
  return new URL(/url=([^"]+)"/.exec(await term.text())![1]!.replace(/&amp;/g, '&'), window.location.origin);
}

/** What /payment-return.html does in the app's frame: it posts its query to the page that framed it. */
export function returnPage(search: string) {
  act(() => window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'salonbook:payment-return', search } })));
}
