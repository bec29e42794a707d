import { keepCookieReadsPerTask, readCookie, removeCookie, writeCookie } from './cookies';

/** A document whose cookie jar counts its reads, as the browser's round trips. */
function countingDocument(initial: string) {
  let jar = initial;
  const doc = {
    reads: 0,
    location: { protocol: 'http:' },
    get cookie() {
      doc.reads += 1;
      return jar;
    },
    set cookie(line: string) {
      const pair = line.split('; ')[0] ?? '';
      const name = pair.split('=')[0];
      const rest = jar.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
      jar = (line.includes('Max-Age=0') ? rest : [...rest, pair]).join('; ');
    },
  };
  return doc;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cookies, read once per task (the browser entry)', () => {
  beforeEach(() => keepCookieReadsPerTask());
  afterEach(() => keepCookieReadsPerTask(false));

  it('reads the jar once for every read in the same task', async () => {
    const doc = countingDocument('token=abc; group=A');
    const asDoc = doc as unknown as Document;
    expect(readCookie('token', asDoc)).toBe('abc');
    expect(readCookie('group', asDoc)).toBe('A');
    expect(readCookie('missing', asDoc)).toBeUndefined();
    expect(doc.reads).toBe(1);
    await nextTask();
    expect(readCookie('token', asDoc)).toBe('abc');
    expect(doc.reads).toBe(2);
  });

  it('sees its own writes and removals at once, in the same task', () => {
    const doc = countingDocument('token=abc');
    const asDoc = doc as unknown as Document;
    expect(readCookie('token', asDoc)).toBe('abc');
    writeCookie('token', 'new value', 60, asDoc);
    expect(readCookie('token', asDoc)).toBe('new value');
    removeCookie('token', asDoc);
    expect(readCookie('token', asDoc)).toBeUndefined();
  });

  it('reads each document on its own', () => {
    const one = countingDocument('token=one');
    const two = countingDocument('token=two');
    expect(readCookie('token', one as unknown as Document)).toBe('one');
    expect(readCookie('token', two as unknown as Document)).toBe('two');
  });
});

describe('cookies, read every time (the default)', () => {
  it('reads the jar on every read', () => {
    const doc = countingDocument('token=abc');
    readCookie('token', doc as unknown as Document);
    readCookie('token', doc as unknown as Document);
    expect(doc.reads).toBe(2);
  });
});
