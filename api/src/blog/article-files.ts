import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { BLOG_CATEGORIES, BLOG_TOPICS } from './blog-taxonomy';

/** The articles' Markdown files: beside this module in the source tree (the build reads them from there too). */
export const ARTICLES_DIR = path.resolve(__dirname, '../../src/blog/articles');

/** What an article id may look like: the file name, lowercase words joined by hyphens. */
export const ARTICLE_ID_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** An article as its file gives it (front matter + Markdown body). */
export interface ArticleSeed {
  id: string;
  title: string;
  summary: string;
  category: string;
  topics: string[];
  author: string;
  authorRole: string;
  /** ISO date, e.g. 2025-03-14 (noon UTC is stored, so the date reads the same in every US/CA time zone). */
  published: string;
  featured: boolean;
  partsKeyword: string;
  partsCategory: string;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

function text(value: unknown, field: string, file: string, required = true): string {
  if (value === undefined || value === null || value === '') {
    if (required) throw new Error(`${file}: front matter "${field}" is missing`);
    return '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${file}: front matter "${field}" must be text`);
  return String(value).trim();
}

/** Reads one article file; throws with the file's name for anything the blog could not show. */
export function parseArticleFile(file: string, source: string): ArticleSeed {
  const id = path.basename(file, '.md');
  if (!new RegExp(ARTICLE_ID_PATTERN).test(id)) throw new Error(`${file}: the file name must be lowercase words joined by hyphens`);
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: no front matter between --- lines`);
  const meta = (parseYaml(match[1]!) ?? {}) as Record<string, unknown>;
  const category = text(meta.category, 'category', file);
  if (!BLOG_CATEGORIES.some((c) => c.handle === category)) throw new Error(`${file}: unknown category "${category}"`);
  const topics = Array.isArray(meta.topics) ? meta.topics.map((t) => String(t)) : [];
  for (const t of topics) if (!BLOG_TOPICS.some((k) => k.handle === t)) throw new Error(`${file}: unknown topic "${t}"`);
  const published = meta.published instanceof Date ? meta.published.toISOString().slice(0, 10) : text(meta.published, 'published', file);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(published) || Number.isNaN(Date.parse(published))) throw new Error(`${file}: "published" must be a date like 2025-03-14`);
  return {
    id,
    title: text(meta.title, 'title', file),
    summary: text(meta.summary, 'summary', file),
    category,
    topics: [...new Set(topics)],
    author: text(meta.author, 'author', file),
    authorRole: text(meta.authorRole, 'authorRole', file, false),
    published,
    featured: meta.featured === true,
    partsKeyword: text(meta.partsKeyword, 'partsKeyword', file, false),
    partsCategory: text(meta.partsCategory, 'partsCategory', file, false),
    body: match[2]!.trim() + '\n',
  };
}

/** Every article file of `dir`, by id. */
export function readArticleFiles(dir = ARTICLES_DIR): ArticleSeed[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseArticleFile(f, fs.readFileSync(path.join(dir, f), 'utf8')));
}
