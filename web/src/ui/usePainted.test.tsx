import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterPaint } from './usePainted';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders: string[] = [];

function Lower() {
  renders.push('lower');
  return <p>lower</p>;
}

function Screen() {
  renders.push('screen');
  const [count] = useState(0);
  return (
    <div>
      <h1>top {count}</h1>
      <AfterPaint fallback={<p>skeleton</p>}>
        <Lower />
      </AfterPaint>
    </div>
  );
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));

afterEach(() => {
  renders = [];
  document.body.replaceChildren();
});

describe('AfterPaint', () => {
  it('continues the server’s whole screen, and hydration’s end renders neither the screen nor its lower part again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Screen />);
    expect(container.textContent).toBe('top 0lower');
    document.body.append(container);
    renders = [];
    await act(async () => {
      hydrateRoot(container, <Screen />);
      await frames();
    });
    expect(renders).toEqual(['screen', 'lower']);
    expect(container.textContent).toBe('top 0lower');
  });

  it('shows the fallback in a render of the client’s own, then the lower part once the top is painted', async () => {
    const { container } = render(<Screen />);
    expect(container.textContent).toBe('top 0skeleton');
    await screen.findByText('lower');
    expect(container.textContent).toBe('top 0lower');
    expect(renders).toEqual(['screen', 'lower']);
  });
});
