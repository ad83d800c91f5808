import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/app';

describe('the language switch', () => {
  it('names each language with what it shows first, then in full', async () => {
    renderApp('/');
    const select = await screen.findByRole('combobox', { name: 'Язык интерфейса' });
    const options = [...select.querySelectorAll('option')];
    expect(options.map((option) => option.textContent)).toEqual(['Рус', 'Қаз', 'Eng']);
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual(['Рус · Русский', 'Қаз · Қазақша', 'Eng · English']);
    for (const option of options) expect(option.getAttribute('aria-label')!.startsWith(option.textContent!)).toBe(true);
  });
});
