import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerViewProvider, useAfterHydration, type ServerView } from './hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const VIEW: ServerView = { currentUsersCity: { id: 1, name: 'Актау' } as ServerView['currentUsersCity'] };
let renders: string[] = [];

function City({ stored }: { stored: ServerView['currentUsersCity'] | null }) {
  const city = useAfterHydration(stored, (view) => view.currentUsersCity ?? null);
  renders.push(city?.name ?? 'none');
  return <p>{city?.name ?? 'none'}</p>;
}

/** The server's HTML of the app with the server's view, then the client's hydration of it with its own stored city. */
async function hydrate(stored: ServerView['currentUsersCity'] | null) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerViewProvider view={VIEW}>
      <City stored={VIEW.currentUsersCity!} />
    </ServerViewProvider>,
  );
  document.body.append(container);
  renders = [];
  await act(async () => {
    hydrateRoot(
      container,
      <ServerViewProvider view={VIEW}>
        <City stored={stored} />
      </ServerViewProvider>,
    );
  });
  return container;
}

afterEach(() => document.body.replaceChildren());

describe('useAfterHydration', () => {
  it('renders once when the client holds what the server rendered (an equal copy, not the same object)', async () => {
    const container = await hydrate({ id: 1, name: 'Актау' } as ServerView['currentUsersCity']);
    expect(renders).toEqual(['Актау']);
    expect(container.textContent).toBe('Актау');
  });

  it('shows the server’s value while hydrating, then the client’s own', async () => {
    const container = await hydrate({ id: 2, name: 'Алматы' } as ServerView['currentUsersCity']);
    expect(renders).toEqual(['Актау', 'Алматы']);
    expect(container.textContent).toBe('Алматы');
  });
});
