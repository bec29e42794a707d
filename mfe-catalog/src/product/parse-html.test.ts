import { describe, expect, it } from '@jest/globals';
import { parseHtml as browserParse } from './parse-html';
import { parseHtml as serverParse } from './parse-html.server';

const DROP = new Set(['script', 'style', 'img', 'iframe', 'svg']);

/** The browser's parser and the server build's must agree, or a server-rendered page would not hydrate. */
describe('parseHtml: browser and server build the same tree', () => {
  const samples = [
    '<p>Fits <strong>2018&ndash;2022</strong> Toyota Corolla &amp; Corolla iM.</p>',
    '<h2>Features</h2><ul><li>Plug &amp; play</li><li>DOT &quot;compliant&quot; &#8482; &#x2122;</li></ul>',
    '<div><p>Line one<br>line two</p><script>alert(1)</script><img src="x.png"><p>after</p></div>',
    '<table><tbody><tr><th>Bulb</th><td>H11</td></tr></tbody></table>',
    'Plain text with&nbsp;a space',
  ];
  for (const html of samples) {
    it(html.slice(0, 40), () => {
      expect(serverParse(html, DROP)).toEqual(browserParse(html, DROP));
    });
  }
});
