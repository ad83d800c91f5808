// Stand-ins for outside services, served on the sandbox's own origin and outside the contract: the bank's
// 3-D Secure page, the PayBox-style hosted payment page, the provider's installment page, and the uploaded avatars' files.
import { Hono } from 'hono';
import { notFound } from '../http';
import { CURRENCY, currencySign, SMS_CODE } from '../seed';
import { newId } from '../state';
import { int, request, type AppContext } from './common';
import { cardFromCryptogram, payments } from './payments';
import { CHECKOUT_SCRIPT } from './checkout-script';

/** Text for an HTML attribute or element. */
const esc = (v: string) => v.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function standInRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st } = request(ctx);
  const { markPrepaymentPaid, markGiftCardPaid, settleCertificate } = payments(ctx);

  // CloudPayments' Checkout script (a stand-in with its published interface: `new cp.Checkout({ publicId })`,
  // `createPaymentCryptogram({ cardNumber, expDateMonth, expDateYear, cvv, name })`). The app loads it from
  // VITE_CLOUDPAYMENTS_SCRIPT_URL, which dev and test builds point here.
  app.get(
    '/__sandbox/checkout.js',
    () =>
      new Response(CHECKOUT_SCRIPT, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' },
      }),
  );

  // The bank's 3-D Secure page (a stand-in): it posts PaRes and MD back to the TermUrl, as a bank does.
  app.all('/__sandbox/3ds', async (c) => {
    const form = c.req.method === 'POST' ? await c.req.parseBody() : c.req.query();
    const md = String(form.MD ?? form.md ?? '');
    const termUrl = String(form.TermUrl ?? form.termUrl ?? '');
    const pending = st().threeDs.get(md);
    if (!pending || !/^https?:\/\//.test(termUrl)) return c.html('<!doctype html><meta charset="utf-8"><title>3-D Secure</title><p>Платёж не найден.</p>', 404);
    return c.html(`<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>3-D Secure — Sandbox Bank</title>
<body style="font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px">
<h1 style="font-size:20px">Подтверждение платежа</h1><p>Sandbox Bank: код подтверждения <b>${SMS_CODE}</b> уже введён.</p>
<form method="post" action="/__sandbox/3ds/confirm"><input type="hidden" name="MD" value="${esc(md)}"><input type="hidden" name="TermUrl" value="${esc(termUrl)}">
<button name="decision" value="ok" style="font-size:16px;padding:12px 20px">Подтвердить</button> <button name="decision" value="fail" style="font-size:16px;padding:12px 20px">Отклонить</button></form></body></html>`);
  });
  app.post('/__sandbox/3ds/confirm', async (c) => {
    const form = await c.req.parseBody();
    const md = String(form.MD ?? '');
    const termUrl = String(form.TermUrl ?? '');
    const ok = form.decision !== 'fail';
    const pending = st().threeDs.get(md);
    if (!pending || !/^https?:\/\//.test(termUrl)) return c.html('<p>Платёж не найден.</p>', 404);
    // Back like a bank: always a form post of PaRes and MD to the TermUrl (the backend's, completePrepayment3ds),
    // which completes the step, whatever it was for.
    const paRes = ok ? `sbx-pares-${md}` : 'declined';
    return c.html(
      `<!doctype html><meta charset="utf-8"><title>3-D Secure</title><body onload="document.forms[0].submit()"><form method="post" action="${esc(termUrl)}"><input type="hidden" name="MD" value="${esc(md)}"><input type="hidden" name="PaRes" value="${esc(paRes)}"><p>Возвращаемся в приложение…</p><button>Продолжить</button></form></body>`,
    );
  });

  // The PayBox-style hosted page (a stand-in): pay or cancel, then back to the app's returnUrl / failureUrl.
  app.get('/__sandbox/paybox', (c) => {
    const purchase = st().certificatePurchases.find((x) => x.id === int(c.req.query('certificate')));
    if (purchase) {
      const q = new URL(c.req.url).search;
      return c.html(`<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>PayBox — Sandbox</title>
<body style="font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px"><h1 style="font-size:20px">Оплата ${purchase.price} ${currencySign(purchase.currency)}</h1><p>Сертификат №${purchase.id}. Это страница песочницы, деньги не списываются.</p>
<form method="post" action="/__sandbox/paybox/pay${esc(q)}"><button name="decision" value="ok" style="font-size:16px;padding:12px 20px">Оплатить</button> <button name="decision" value="fail" style="font-size:16px;padding:12px 20px">Отменить</button></form></body></html>`);
    }
    const r = st().reservations.find((x) => x.id === int(c.req.query('reservationId')));
    if (!r?.prepayment) return c.html('<p>Платёж не найден.</p>', 404);
    const q = new URL(c.req.url).search;
    return c.html(`<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>PayBox — Sandbox</title>
<body style="font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px"><h1 style="font-size:20px">Оплата ${r.prepayment.amount} ${currencySign(st().firms.find((f) => f.id === r.firmId)?.currency ?? CURRENCY)}</h1><p>Предоплата записи №${r.id}. Это страница песочницы, деньги не списываются.</p>
<form method="post" action="/__sandbox/paybox/pay${esc(q)}"><button name="decision" value="ok" style="font-size:16px;padding:12px 20px">Оплатить</button> <button name="decision" value="fail" style="font-size:16px;padding:12px 20px">Отменить</button></form></body></html>`);
  });
  app.post('/__sandbox/paybox/pay', async (c) => {
    const form = await c.req.parseBody();
    const ok = form.decision !== 'fail';
    // A certificate bought on the hosted page: paid (its code and expiry), then back to the app's returnUrl.
    const purchase = st().certificatePurchases.find((x) => x.id === int(c.req.query('certificate')));
    if (purchase) {
      settleCertificate(purchase.id, ok);
      const back = c.req.query('returnUrl');
      if (!back) return c.html(ok ? '<p>Оплачено.</p>' : '<p>Оплата отменена.</p>');
      const url = new URL(back);
      // The purchase's id for the app to ask about (getCertificatePurchase); `status` is only informational.
      url.searchParams.set('purchaseId', String(purchase.id));
      url.searchParams.set('status', ok ? 'paid' : 'declined');
      return c.redirect(url.toString(), 303);
    }
    const id = int(c.req.query('reservationId'));
    const returnUrl = c.req.query('returnUrl') ?? '';
    const failureUrl = c.req.query('failureUrl') ?? returnUrl;
    const r = st().reservations.find((x) => x.id === id);
    if (!r) return c.html('<p>Платёж не найден.</p>', 404);
    if (ok) {
      const saved = c.req.query('saveCard') && r.userId !== null ? cardFromCryptogram(`01440043${String(id).slice(-4)}`, newId(st(), 810)) : null;
      markPrepaymentPaid(r.id, saved, 'PAY_BOX');
    }
    return c.redirect(ok ? returnUrl : failureUrl, 303);
  });

  // The provider's installment page (a stand-in of Freedom Pay's buy now, pay later): the plan in four parts, agree
  // (paid: the prepayment or the gift card) or refuse, then back to the app's returnUrl / failureUrl.
  app.get('/__sandbox/installment', (c) => {
    const r = st().reservations.find((x) => x.id === int(c.req.query('reservationId')));
    const g = st().giftCards.find((x) => x.id === int(c.req.query('giftCardId')));
    const amount = r?.prepayment?.amount ?? g?.amount;
    if (amount === undefined) return c.html('<p>Платёж не найден.</p>', 404);
    const part = Math.ceil(amount / 4);
    const what = r ? `Предоплата записи №${r.id}` : `Подарочная карта №${g!.id}`;
    return c.html(`<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Оплата частями — Sandbox</title>
<body style="font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px"><h1 style="font-size:20px">Оплата частями: ${amount}</h1><p>${esc(what)}. 4 платежа по ${part}: первый сегодня, остальные раз в две недели, без переплаты. Это страница песочницы, деньги не списываются.</p>
<form method="post" action="/__sandbox/installment/pay${esc(new URL(c.req.url).search)}"><button name="decision" value="ok" style="font-size:16px;padding:12px 20px">Оформить</button> <button name="decision" value="fail" style="font-size:16px;padding:12px 20px">Отказаться</button></form></body></html>`);
  });
  app.post('/__sandbox/installment/pay', async (c) => {
    const form = await c.req.parseBody();
    const ok = form.decision !== 'fail';
    const returnUrl = c.req.query('returnUrl') ?? '';
    const failureUrl = c.req.query('failureUrl') ?? returnUrl;
    const reservationId = int(c.req.query('reservationId'));
    const giftCardId = int(c.req.query('giftCardId'));
    if (!st().reservations.some((x) => x.id === reservationId) && !st().giftCards.some((x) => x.id === giftCardId))
      return c.html('<p>Платёж не найден.</p>', 404);
    if (ok && Number.isFinite(reservationId)) markPrepaymentPaid(reservationId, null, 'INSTALLMENT');
    if (ok && Number.isFinite(giftCardId)) markGiftCardPaid(giftCardId);
    return /^https?:\/\//.test(ok ? returnUrl : failureUrl)
      ? c.redirect(ok ? returnUrl : failureUrl, 303)
      : c.html(ok ? '<p>Оплачено.</p>' : '<p>Оплата отменена.</p>');
  });

  // The booking SMS with the prepayment link (a stand-in of the SMS gateway's outbox): what the client receives for a
  // reservation that asks for a prepayment, as text and as the web app's link path (getPrepaymentByLink's token).
  // Tests open the link as the client would, in a browser without sign-in.
  app.get('/__sandbox/sms/prepayment/:reservationId{[0-9]+}', (c) => {
    const r = st().reservations.find((x) => x.id === int(c.req.param('reservationId')));
    if (!r?.prepayment) return notFound('Нет ссылки на предоплату');
    const path = `/salon/reservations/${r.id}/prepayment/${r.prepaymentToken}`;
    return Response.json({ phone: r.clientPhone, token: r.prepaymentToken, path, text: `Внесите предоплату за запись №${r.id}: ${path}` });
  });

  // The stand-in pages opened as whole pages (PayBox's) have no icon: the browser's request for one is not a 404.
  app.get('/favicon.ico', () => new Response(null, { status: 204 }));

  // An uploaded avatar, as its upload stored it (profile.ts answers with a data: URL of the same bytes).
  app.get('/__sandbox/avatars/:key', (c) => {
    const avatar = st().avatars.get(c.req.param('key'));
    if (!avatar) return notFound();
    return new Response(new Blob([avatar.bytes]), { headers: { 'Content-Type': avatar.type, 'Cache-Control': 'no-store' } });
  });

  return app;
}
