import styled from '@emotion/styled';
import { colors, radii, space } from '@axlebay/shared-lib';
import { clockText, type GuideVideo } from './videos-api';

const Figure = styled.figure`
  margin: 0 0 ${space(8)};
  max-width: 720px;
  .frame {
    aspect-ratio: 16 / 9;
    width: 100%;
    background: ${colors.header};
    border-radius: ${radii.md};
    overflow: hidden;
  }
  video {
    display: block;
    width: 100%;
    height: 100%;
  }
  video:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .unavailable {
    height: 100%;
    display: grid;
    place-items: center;
    color: ${colors.onHeader};
    padding: ${space(4)};
    text-align: center;
  }
  figcaption h3 {
    margin: ${space(3)} 0 ${space(1)};
    font-size: 18px;
  }
  figcaption p {
    margin: 0 0 ${space(2)};
  }
  ol {
    margin: 0;
    padding-left: 20px;
  }
  li {
    margin: ${space(1)} 0;
  }
  .time {
    color: ${colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * One video with English captions (WebVTT, on by default) and its transcript under it. The box is
 * 16:9 before anything loads (no layout shift) and nothing is fetched until the shopper presses play
 * (`preload="none"`, a poster image only).
 */
export function GuideVideoPlayer({ video, size }: { video: GuideVideo; size: { width: number; height: number } }) {
  const titleId = `video-${video.id}-title`;
  return (
    <Figure aria-labelledby={titleId} data-testid={`guide-video-${video.id}`}>
      <div className="frame">
        {video.available ? (
          <video controls preload="none" poster={video.posterUrl} width={size.width} height={size.height} crossOrigin="anonymous" aria-labelledby={titleId}>
            <source src={video.videoUrl} type="video/webm" />
            <track kind="captions" srcLang="en" label="English" src={video.captionsUrl} default />
          </video>
        ) : (
          <p className="unavailable">This video is not available right now. Its steps are below.</p>
        )}
      </div>
      <figcaption>
        <h3 id={titleId}>{video.title}</h3>
        <p>
          {video.summary} <span className="time">({clockText(video.durationSeconds)})</span>
        </p>
        <details open={!video.available}>
          <summary>Transcript</summary>
          <ol data-testid="video-transcript">
            {video.steps.map((step) => (
              <li key={step.start}>
                <span className="time">{clockText(step.start)}</span> <strong>{step.heading.replace(/^\d+\.\s*/, '')}.</strong> {step.caption}
              </li>
            ))}
          </ol>
        </details>
      </figcaption>
    </Figure>
  );
}
