/** The heights a placeholder comes in, px (each a class of Skeleton.css). */
export type SkeletonHeight = 16 | 18 | 24 | 26 | 28 | 30 | 32 | 72 | 88 | 92 | 96 | 120 | 140 | 160 | 200 | 220 | 240;
/** The widths: px, or a share of the line. */
export type SkeletonWidth = 120 | 160 | 180 | 220 | 240 | '50%' | '60%' | '70%' | '100%';

/**
 * A grey placeholder of a screen's loading state, sized by classes rather than a style attribute: the server's pages
 * allow no inline style (the CSP), so a size in a style attribute would be lost on the server's HTML.
 */
export function Skeleton({
  width,
  height,
  radius,
  block,
  className,
  ...rest
}: {
  width?: SkeletonWidth;
  height?: SkeletonHeight;
  radius?: 'm' | 'l';
  block?: boolean;
  className?: string;
  'aria-hidden'?: boolean;
}) {
  const classes = [
    'skeleton',
    height !== undefined && `skeleton--h${height}`,
    width !== undefined && `skeleton--w${typeof width === 'number' ? width : `${parseInt(width, 10)}p`}`,
    radius && `skeleton--r${radius}`,
    block && 'skeleton--block',
    className,
  ];
  return <span className={classes.filter(Boolean).join(' ')} {...rest} />;
}
