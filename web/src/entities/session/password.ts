// The password rules, shown before submitting (the server only says 'at least 6 characters').
export const PASSWORD_RULES = [
  { key: 'length', test: (value: string) => value.length >= 6 && value.length <= 64 },
  { key: 'letter', test: (value: string) => /\p{L}/u.test(value) },
  { key: 'digit', test: (value: string) => /\d/.test(value) },
] as const;

export type PasswordRule = (typeof PASSWORD_RULES)[number]['key'];

export function passwordProblems(value: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.key);
}
