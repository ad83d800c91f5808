import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export interface ImageOrProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined;
  /** Shown instead when there is no picture or it fails to load (a monogram, a grey box). */
  fallback: ReactNode;
}

/** A picture that gives way to `fallback` when it is missing or broken; a new `src` gets a new try. */
export function ImageOr({ src, fallback, ...img }: ImageOrProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return <>{fallback}</>;
  return <img {...img} src={src} onError={() => setBroken(src)} />;
}
