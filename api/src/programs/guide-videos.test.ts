import fs from 'node:fs';
import path from 'node:path';
import { captionsOf, GUIDE_VIDEOS } from './guide-videos';

describe('guide video captions', () => {
  it.each(GUIDE_VIDEOS.map((v) => [v.id, v] as const))('media/%s.vtt is the WebVTT of its steps', (id, video) => {
    const file = fs.readFileSync(path.join(__dirname, 'media', `${id}.vtt`), 'utf8');
    expect(file).toBe(captionsOf(video));
    expect(file.startsWith('WEBVTT')).toBe(true);
    // One cue per step, back to back from 0 s.
    const times = [...file.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})/g)].map((m) => [m[1], m[2]]);
    expect(times).toHaveLength(video.steps.length);
    expect(times[0]![0]).toBe('00:00:00.000');
    for (let i = 1; i < times.length; i++) expect(times[i]![0]).toBe(times[i - 1]![1]);
  });
});
