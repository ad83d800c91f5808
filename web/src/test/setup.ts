import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 15 s, one setting for every screen test (the library's 1 s is too short for a screen's
// lazy chunks and the in-process sandbox on a loaded two-core machine, where the test files run two at a time). A
// longer wait costs nothing when the screen is there sooner: only a test that is failing anyway waits it out.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // A test of the server's side runs in node: no page.
  if (typeof document === 'undefined') return;
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});
