/**
 * Each remote's release where shoppers' tools read the shell's (spec §9 `release-version` meta):
 * `<meta name="release-version:<remote>" content="<release>">` in the page's head, written by the
 * server for the routed remote and here for every remote whose manifest the page read (routed areas
 * and header pieces alike). A refused remote keeps its release, with the reason in `data-refused`.
 */
export function showRemoteRelease(remote: string, release: unknown, refused?: string, doc: Document = document) {
  const name = `release-version:${remote}`;
  const meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`) ?? doc.head.appendChild(doc.createElement('meta'));
  meta.name = name;
  meta.content = String(release || 'unknown');
  if (refused) meta.dataset.refused = refused;
  else meta.removeAttribute('data-refused');
}
