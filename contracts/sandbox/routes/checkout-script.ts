// The stand-in of CloudPayments' Checkout script (checkout.js), served at /__sandbox/checkout.js. Same interface as
// the published one: `window.cp.Checkout`, constructed with `{ publicId }`; `createPaymentCryptogram(fields)` resolves
// to the cryptogram or rejects with `{ field: message }` (cardNumber, expDateMonth, expDateYear, cvv). The cryptogram
// is laid out as the sandbox's card maker reads it ('01', BIN, last four, MMYY, '02', then an opaque tail): never the
// full number or the CVC.
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = Number(d[d.length - 1 - i]);
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return d.length > 0 && sum % 10 === 0;
  }
  function Checkout(options) {
    if (!options || typeof options.publicId !== 'string' || !options.publicId) throw new Error('publicId is required');
    this.publicId = options.publicId;
  }
  Checkout.prototype.createPaymentCryptogram = function (fields) {
    fields = fields || {};
    var number = String(fields.cardNumber || '').replace(/\\D/g, '');
    var month = String(fields.expDateMonth || '');
    var year = String(fields.expDateYear || '');
    var cvv = String(fields.cvv || '');
    var errors = {};
    if (number.length < 13 || number.length > 19 || !luhn(number)) errors.cardNumber = 'Invalid card number';
    if (!/^(0[1-9]|1[0-2])$/.test(month)) errors.expDateMonth = 'Invalid month';
    if (!/^\\d{2}$/.test(year)) errors.expDateYear = 'Invalid year';
    if (!/^\\d{3,4}$/.test(cvv)) errors.cvv = 'Invalid CVV';
    if (Object.keys(errors).length) return Promise.reject(errors);
    var tail = '';
    for (var i = 0; i < 24; i++) tail += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/'.charAt(Math.floor(Math.random() * 54));
    return Promise.resolve('01' + number.slice(0, 6) + number.slice(-4) + month + year + '02' + tail);
  };
  window.cp = window.cp || {};
  window.cp.Checkout = Checkout;
})();
`;
