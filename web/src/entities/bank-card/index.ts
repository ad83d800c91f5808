export { BANKS, bankOf, type Bank, type CardLike } from './banks';
export { BankIcon } from './BankIcon';
