import { Parser } from 'htmlparser2';
import type { RichNode } from './parse-html';

export type { RichNode } from './parse-html';

/**
 * The server build's twin of parse-html.ts (Node has no DOMParser): htmlparser2 builds the same tree,
 * dropping the same tags with everything inside. Chosen by the server build's resolver
 * (`.server.ts` first, tools/webpack/create-server-config.cjs); the browser never loads it.
 */
export function parseHtml(html: string, drop: ReadonlySet<string>): RichNode[] {
  const root: { tag: string; children: RichNode[] } = { tag: '#root', children: [] };
  const stack = [root];
  let dropping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (dropping > 0 || drop.has(name)) {
          dropping += 1;
          return;
        }
        const element = { tag: name, children: [] as RichNode[] };
        stack[stack.length - 1]!.children.push(element);
        stack.push(element);
      },
      ontext(text) {
        if (dropping > 0) return;
        const parent = stack[stack.length - 1]!;
        const last = parent.children[parent.children.length - 1];
        if (typeof last === 'string') parent.children[parent.children.length - 1] = last + text;
        else parent.children.push(text);
      },
      onclosetag() {
        if (dropping > 0) dropping -= 1;
        else if (stack.length > 1) stack.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return root.children;
}
