import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/config';
import { ok } from '../http/envelope';
import { durationOf, GUIDE_VIDEO_SIZE, GUIDE_VIDEOS } from './guide-videos';

export const GUIDE_VIDEOS_PATH = '/infra/public/guide-videos';
const FILES_PREFIX = `${GUIDE_VIDEOS_PATH}/files/`;
/** The committed captions (WebVTT), read from the source tree by the built API too (api/dist/programs → api/src/programs). */
export const CAPTIONS_DIR = path.resolve(__dirname, '../../src/programs/media');
/** Where scripts/make-guide-videos.cjs writes the WebM files and posters: data a script makes, never committed. */
export const renderedVideoDir = (config: Pick<ApiConfig, 'cacheDir'>) => path.join(config.cacheDir, 'guide-videos');

const ListQuery = Type.Object({ page: Type.Optional(Type.Union([Type.Literal('guide'), Type.Literal('shooting')])) });

/**
 * The videos of /guidevideo and /videos-shooting-offering: the list (title, steps as transcript,
 * file URLs, and whether the files were rendered on this machine) and the files themselves, with
 * byte ranges (a `<video>` seeks with them: 206 Partial Content) via @fastify/static.
 */
export async function guideVideoRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const rendered = renderedVideoDir(config);
  // The captions come from the code's folder; the videos and posters from the rendered folder.
  // A file missing in the first root is looked up in the next one at request time.
  await app.register(fastifyStatic, {
    root: [CAPTIONS_DIR, rendered],
    prefix: FILES_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    acceptRanges: true,
    maxAge: '1d',
    setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
  });

  const url = (file: string) => `${config.publicUrl}${FILES_PREFIX}${file}`;
  app.withTypeProvider<TypeBoxTypeProvider>().get(GUIDE_VIDEOS_PATH, { schema: { querystring: ListQuery } }, async (request) =>
    ok({
      size: GUIDE_VIDEO_SIZE,
      videos: GUIDE_VIDEOS.filter((v) => !request.query.page || v.page === request.query.page).map((v) => ({
        id: v.id,
        title: v.title,
        summary: v.summary,
        steps: v.steps,
        durationSeconds: durationOf(v),
        captionsUrl: url(`${v.id}.vtt`),
        videoUrl: url(`${v.id}.webm`),
        posterUrl: url(`${v.id}.png`),
        available: fs.existsSync(path.join(rendered, `${v.id}.webm`)) && fs.existsSync(path.join(rendered, `${v.id}.png`)),
      })),
    }),
  );
}
