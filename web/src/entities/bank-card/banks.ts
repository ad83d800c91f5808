// The issuing banks whose icon a saved card shows (SPEC.md 3: the bank's icon when known, otherwise a
// default icon). Known by the card's bankCode, else by its bankName, else by the BIN (first six digits).

export interface Bank {
  code: string;
  /** The bank's own name, as on its cards. */
  name: string;
  /** Two or three letters of the badge. */
  short: string;
  /** Badge colours: background and letters. */
  color: string;
  text: string;
  /** Ways the API may spell its name (lower case, matched as substrings). */
  names: string[];
  /** BIN prefixes of its cards. */
  bins?: string[];
}

export const BANKS: readonly Bank[] = [
  { code: 'KASPI', name: 'Kaspi Bank', short: 'K', color: '#f14635', text: '#ffffff', names: ['kaspi', 'каспи'], bins: ['440043'] },
  { code: 'HALYK', name: 'Halyk Bank', short: 'H', color: '#00805f', text: '#ffffff', names: ['halyk', 'халык', 'народный'], bins: ['440563', '405645'] },
  { code: 'JUSAN', name: 'Jusan Bank', short: 'J', color: '#e5541b', text: '#ffffff', names: ['jusan', 'жусан', 'цеснабанк', 'tsesna'] },
  { code: 'FREEDOM', name: 'Freedom Bank', short: 'F', color: '#4caf50', text: '#ffffff', names: ['freedom', 'фридом'] },
  { code: 'BCC', name: 'Bank CenterCredit', short: 'BCC', color: '#1a3d7c', text: '#ffd200', names: ['bcc', 'centercredit', 'центркредит'] },
  { code: 'FORTE', name: 'ForteBank', short: 'F', color: '#9d2255', text: '#ffffff', names: ['forte', 'форте'] },
  { code: 'HOME_CREDIT', name: 'Home Credit Bank', short: 'HC', color: '#e31e24', text: '#ffffff', names: ['home credit', 'хоум кредит'] },
  { code: 'EURASIAN', name: 'Eurasian Bank', short: 'EU', color: '#c8102e', text: '#ffffff', names: ['eurasian', 'евразийский'] },
  { code: 'BEREKE', name: 'Bereke Bank', short: 'B', color: '#00a3a0', text: '#ffffff', names: ['bereke', 'береке'] },
  { code: 'ALTYN', name: 'Altyn Bank', short: 'A', color: '#b8902f', text: '#ffffff', names: ['altyn', 'алтын'] },
  { code: 'RBK', name: 'Bank RBK', short: 'RBK', color: '#003f87', text: '#ffffff', names: ['rbk', 'рбк'] },
  { code: 'VTB', name: 'VTB Bank', short: 'ВТБ', color: '#0a2896', text: '#ffffff', names: ['vtb', 'втб'] },
];

const ALIASES: Record<string, string> = {
  FORTEBANK: 'FORTE',
  HOMECREDIT: 'HOME_CREDIT',
  HCB: 'HOME_CREDIT',
  EUBANK: 'EURASIAN',
  CENTERCREDIT: 'BCC',
  FREEDOM_BANK: 'FREEDOM',
  FREEDOMBANK: 'FREEDOM',
};

export interface CardLike {
  bankCode?: string | null;
  bankName?: string | null;
  maskedNumber?: string | null;
}

/** The known bank of a card, or undefined (then the default icon). */
export function bankOf(card: CardLike): Bank | undefined {
  const code = card.bankCode
    ?.trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (code) {
    const canonical = ALIASES[code.replace(/_/g, '')] ?? ALIASES[code] ?? code;
    const byCode = BANKS.find((bank) => bank.code === canonical);
    if (byCode) return byCode;
  }
  const name = card.bankName?.trim().toLowerCase();
  if (name) {
    const byName = BANKS.find((bank) => bank.names.some((n) => name.includes(n)));
    if (byName) return byName;
  }
  const bin = card.maskedNumber?.replace(/\D/g, '').slice(0, 6);
  if (bin && bin.length === 6) return BANKS.find((bank) => bank.bins?.includes(bin));
  return undefined;
}
