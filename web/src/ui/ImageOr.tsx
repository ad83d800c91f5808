import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string | null | undefined };

export type ImageOrProps = ImgProps &
  (
    | {
        /** Shown instead when there is no picture or it fails to load (a grey box, a drawn banner). */
        fallback: ReactNode;
        monogram?: never;
      }
    | {
        /**
         * Shown instead on the picture's own tile: a letter or two (a name's first letter, a monogram) in a span of
         * `className` plus `className--empty`, hidden from screen readers (the name is written beside it).
         */
        monogram: string;
        className: string;
        fallback?: never;
      }
  );

/** A picture that gives way to `fallback` (or its monogram tile) when it is missing or broken; a new `src` gets a new try. */
export function ImageOr({ src, fallback, monogram, ...img }: ImageOrProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    if (monogram === undefined) return <>{fallback}</>;
    return (
      <span className={`${img.className} ${img.className}--empty`} aria-hidden>
        {monogram}
      </span>
    );
  }
  return <img {...img} src={src} onError={() => setBroken(src)} />;
}
