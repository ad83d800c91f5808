import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/app';
import { sandboxApi, testSandbox } from '../../test/sandbox';

// The sections' module does not arrive (a phone's network dropped it).
vi.mock('./HomeSections', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('home, when the sections’ module cannot be loaded', () => {
  it('keeps the search and says so where the sections were, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', { api: sandboxApi(testSandbox()) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот раздел не загрузился.');
    expect(screen.getByRole('heading', { level: 1, name: 'Запишитесь к мастеру за пару минут' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Салон, услуга или категория' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
