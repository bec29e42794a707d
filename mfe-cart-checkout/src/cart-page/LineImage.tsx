import styled from '@emotion/styled';
import { colors, mq, radii } from '@axlebay/shared-lib';

/** A fixed square: the line does not move when the picture arrives (CLS). */
const Box = styled.div`
  width: 80px;
  height: 80px;
  flex: 0 0 80px;
  border-radius: ${radii.sm};
  background: ${colors.surface};
  overflow: hidden;
  ${mq.md} {
    width: 112px;
    height: 112px;
    flex-basis: 112px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    display: block;
  }
`;

export function LineImage({ src, alt }: { src?: string | undefined; alt: string }) {
  return <Box>{src ? <img src={src} alt={alt} width={112} height={112} loading="lazy" decoding="async" /> : null}</Box>;
}
