import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeJson } from './pageState';

describe("the page's state inside its <script>", () => {
  it('reads back as the same value, with nothing that could close the script or break a line in it (generated values)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'б', '<', '>', '/', '!', '-', '\u2028', '\u2029', '"', '\\', '&') });
    fc.assert(
      fc.property(fc.dictionary(text, fc.oneof(text, fc.array(text), fc.integer())), (value) => {
        const escaped = escapeJson(value);
        expect(escaped).not.toMatch(/[<>\u2028\u2029]/);
        expect(JSON.parse(escaped)).toEqual(value);
      }),
      { seed: 20261202, numRuns: 200 },
    );
    expect(escapeJson({ note: '</script><!--' })).toBe('{"note":"\\u003c/script\\u003e\\u003c!--"}');
  });
});
