#!/usr/bin/env node
/**
 * Renders the shop's guide videos (WebM) and their posters (PNG) from the committed captions
 * (api/src/programs/media/<id>.vtt: one titled step card per cue) into <cache dir>/guide-videos,
 * where the API serves them (api/src/programs/guide-video-routes.ts). Data a script makes: never
 * committed. Offline, with only what npm installs and the system Chromium: each video is a canvas
 * recorded by the browser's MediaRecorder (VP8, a few seconds a step, ~150 KB a video), its duration
 * written in afterwards (fix-webm-duration).
 *
 *   node tools/media/make-guide-videos.mjs [--force]
 * Env: CHROME_PATH (default /usr/bin/chromium), AXLEBAY_CACHE_DIR (default .data/cache).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const captionsDir = path.join(root, 'api/src/programs/media');
const outDir = path.join(path.resolve(process.env.AXLEBAY_CACHE_DIR || path.join(root, '.data', 'cache')), 'guide-videos');
const force = process.argv.includes('--force');
const SIZE = { width: 640, height: 360 };

/** The video's title and its cues (start, end in seconds; heading and caption lines) from a WebVTT file. */
export function parseCaptions(text) {
  const [header, ...blocks] = text.replace(/\r/g, '').trim().split(/\n\n+/);
  const title = header.replace(/^WEBVTT\s*-?\s*/, '').trim();
  const seconds = (t) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  const cues = blocks.map((block) => {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('-->'));
    const [start, end] = lines[at].split('-->').map((t) => seconds(t.trim()));
    return { start, end, heading: lines[at + 1] ?? '', caption: lines.slice(at + 2).join(' ') };
  });
  return { title, cues };
}

/** Runs in the page: draws the cards on a canvas while MediaRecorder records it; answers the WebM and poster as data URLs. */
async function renderInPage({ title, cues, size }) {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const wrap = (text, x, y, maxWidth, lineHeight) => {
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (g.measureText(next).width > maxWidth && line) {
        g.fillText(line, x, y);
        line = word;
        y += lineHeight;
      } else line = next;
    }
    if (line) g.fillText(line, x, y);
  };
  const card = (heading, caption, progress, step, steps) => {
    g.fillStyle = '#0f1b2d';
    g.fillRect(0, 0, size.width, size.height);
    g.fillStyle = '#0a58a8';
    g.fillRect(0, 0, size.width * progress, 8);
    g.fillStyle = '#c5cfdb';
    g.font = '600 18px sans-serif';
    g.fillText(step ? `AXLEBAY GUIDE · STEP ${step} OF ${steps}` : 'AXLEBAY GUIDE', 40, 56);
    g.fillStyle = '#ffffff';
    g.font = '700 34px sans-serif';
    wrap(heading, 40, 116, size.width - 80, 42);
    g.fillStyle = '#c5cfdb';
    g.font = '400 20px sans-serif';
    if (caption) wrap(caption, 40, 200, size.width - 80, 28);
  };

  card(title, 'Press play. Captions are on; the steps are written out under the video.', 0, 0, cues.length);
  const poster = canvas.toDataURL('image/png');

  const total = cues[cues.length - 1].end;
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 200_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const started = performance.now();
  const draw = () => {
    const t = (performance.now() - started) / 1000;
    const index = Math.max(0, cues.findIndex((c) => t >= c.start && t < c.end));
    const cue = cues[index] ?? cues[cues.length - 1];
    card(cue.heading.replace(/^\d+\.\s*/, ''), '', Math.min(1, t / total), index + 1, cues.length);
  };
  draw();
  recorder.start(1000);
  const timer = setInterval(draw, 1000 / 15);
  await new Promise((resolve) => setTimeout(resolve, total * 1000 + 150));
  clearInterval(timer);
  recorder.stop();
  await stopped;
  // MediaRecorder writes no duration: without it a player shows no length and seeks poorly.
  const blob = await window.ysFixWebmDuration(new Blob(chunks, { type: 'video/webm' }), total * 1000, { logger: false });
  const video = await new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsDataURL(blob);
  });
  return { video, poster };
}

const fromDataUrl = (url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

async function main() {
  const files = fs.readdirSync(captionsDir).filter((f) => f.endsWith('.vtt'));
  fs.mkdirSync(outDir, { recursive: true });
  const todo = files.filter((file) => {
    const id = file.slice(0, -4);
    const made = [`${id}.webm`, `${id}.png`].map((f) => path.join(outDir, f));
    const source = fs.statSync(path.join(captionsDir, file)).mtimeMs;
    return force || !made.every((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs >= source);
  });
  if (!todo.length) {
    console.log(`guide videos: all ${files.length} up to date in ${outDir}`);
    return;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // The videos record in real time: all at once, one page each.
    await Promise.all(
      todo.map(async (file) => {
        const id = file.slice(0, -4);
        const page = await browser.newPage();
        await page.addScriptTag({ path: require.resolve('fix-webm-duration') });
        const { video, poster } = await page.evaluate(renderInPage, { ...parseCaptions(fs.readFileSync(path.join(captionsDir, file), 'utf8')), size: SIZE });
        await page.close();
        // Written under a temporary name and renamed: the API never serves half a file.
        for (const [name, bytes] of [[`${id}.webm`, fromDataUrl(video)], [`${id}.png`, fromDataUrl(poster)]]) {
          const target = path.join(outDir, name);
          fs.writeFileSync(`${target}.partial`, bytes);
          fs.renameSync(`${target}.partial`, target);
        }
        console.log(`guide videos: ${id}.webm ${Math.round(fromDataUrl(video).length / 1024)} KB`);
      }),
    );
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
