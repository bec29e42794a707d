import styled from '@emotion/styled';
import { useState } from 'react';
import { colors, mq, radii } from '@axlebay/shared-lib';
import { mediaSource, responsiveImage } from './image-source';

/** One picture or video of an item (spec §3 itemImages, additionalVideos, additionalVideoCoverUrl). */
export interface GalleryMedia {
  kind: 'image' | 'video';
  url: string;
  size?: string | null;
  title: string;
  /** A video's cover picture. */
  cover?: string;
}

interface MediaInput {
  url: string;
  size?: string | null;
  index?: number;
  isMain?: boolean;
  mediaType?: string;
  title?: string;
}

/** Images first (the main one, then by index), then videos (each with the item's video cover). */
export function galleryMedia(images: readonly MediaInput[] | undefined, videos: readonly MediaInput[] | undefined, coverUrl?: string): GalleryMedia[] {
  const byOrder = (a: MediaInput, b: MediaInput) => Number(Boolean(b.isMain)) - Number(Boolean(a.isMain)) || (a.index ?? 0) - (b.index ?? 0);
  const pictures = (images ?? []).filter((m) => m && m.url && m.mediaType !== 'VIDEO').slice().sort(byOrder);
  const clips = (videos ?? []).filter((m) => m && m.url).slice().sort(byOrder);
  return [
    ...pictures.map((m, i): GalleryMedia => ({ kind: 'image', url: m.url, size: m.size ?? null, title: m.title || `Image ${i + 1}` })),
    ...clips.map((m, i): GalleryMedia => ({ kind: 'video', url: m.url, title: m.title || `Video ${i + 1}`, ...(coverUrl ? { cover: coverUrl } : {}) })),
  ];
}

const Frame = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

/** A square stage: its size is known before any picture arrives (no layout shift). */
const Stage = styled.div`
  position: relative;
  width: 100%;
  max-width: 560px;
  aspect-ratio: 1 / 1;
  background: ${colors.surface};
  border-radius: ${radii.md};
  overflow: hidden;
  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 4px;
  display: flex;
  gap: 8px;
  overflow-x: auto;
  max-width: 560px;
  button {
    position: relative;
    display: block;
    width: 64px;
    height: 64px;
    padding: 0;
    border: 2px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    cursor: pointer;
    overflow: hidden;
    ${mq.md} {
      width: 80px;
      height: 80px;
    }
  }
  button[aria-pressed='true'] {
    border-color: ${colors.primary};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .play {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${colors.onPrimary};
    font-size: 22px;
    background: rgba(15, 27, 45, 0.45);
  }
`;

/**
 * The product's pictures and videos: a square stage (mobile 375 / desktop 1200 renditions, or the
 * original per spec §5) and a row of thumbnails (the 360×360 mobile thumbnail rendition).
 */
export function MediaGallery({ media, alt }: { media: GalleryMedia[]; alt: string }) {
  const [selected, setSelected] = useState(0);
  const current = media[Math.min(selected, media.length - 1)];
  return (
    <Frame data-testid="product-gallery">
      <Stage data-kind={current?.kind ?? 'none'}>
        {current?.kind === 'image' && <StageImage key={current.url} media={current} alt={`${alt} - ${current.title}`} eager={selected === 0} />}
        {current?.kind === 'video' && (
          <video key={current.url} controls preload="none" poster={current.cover} aria-label={current.title} data-testid="product-video">
            <source src={current.url} type="video/mp4" />
            <a href={current.url}>{current.title}</a>
          </video>
        )}
      </Stage>
      {media.length > 1 && (
        <Thumbs aria-label={media.some((m) => m.kind === 'video') ? 'Product pictures and videos' : 'Product pictures'}>
          {media.map((m, i) => (
            <li key={`${m.kind}:${m.url}`}>
              <button
                type="button"
                aria-pressed={i === selected}
                aria-label={m.kind === 'video' ? `Play video: ${m.title}` : `Show picture ${i + 1}: ${m.title}`}
                onClick={() => setSelected(i)}
              >
                {m.kind === 'image' && <img src={mediaSource(m, 'thumbnail')} alt="" width={64} height={64} loading="lazy" />}
                {m.kind === 'video' && (
                  <>
                    {m.cover && <img src={m.cover} alt="" width={64} height={64} loading="lazy" />}
                    <span className="play" aria-hidden="true">
                      ▶
                    </span>
                  </>
                )}
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </Frame>
  );
}

function StageImage({ media, alt, eager }: { media: GalleryMedia; alt: string; eager: boolean }) {
  const image = responsiveImage(media);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? '(min-width: 992px) 560px, 100vw' : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
