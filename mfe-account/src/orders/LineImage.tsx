import styled from '@emotion/styled';
import { colors, radii } from '@axlebay/shared-lib';

const Frame = styled.span<{ size: number }>`
  display: block;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  border-radius: ${radii.sm};
  background: ${colors.surface};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** A line's picture at a fixed size (the space is held while it loads, and when there is none); decorative: the title says what it is. */
export function LineImage({ src, size }: { src?: string; size: number }) {
  return <Frame size={size}>{src ? <img src={src} alt="" width={size} height={size} loading="lazy" /> : null}</Frame>;
}
