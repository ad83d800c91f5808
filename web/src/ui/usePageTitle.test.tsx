import { useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderUi } from './renderUi';
import { usePageTitle } from './usePageTitle';

function Shell({ children }: { children: ReactNode }) {
  // The shell's generic title, set in an effect that runs after the screen's.
  useEffect(() => {
    document.title = 'Салон · Salonbook';
  });
  return <>{children}</>;
}

function Screen({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

describe('usePageTitle', () => {
  it('names the page after the salon even though the shell sets its generic title afterwards', async () => {
    renderUi(
      <Shell>
        <Screen name="Салон красоты «Жасмин»" />
      </Shell>,
    );
    await waitFor(() => expect(document.title).toBe('Салон красоты «Жасмин» · Salonbook'));
  });
});
