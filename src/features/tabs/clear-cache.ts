/** docs/requirements.md §2 "clear cache": reload every stylesheet by appending a random query to its link. */
export function bustStylesheets(
  doc: Document = document,
  random: () => string = () => Math.random().toString(36).slice(2),
): number {
  const links = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
  for (const link of links) {
    const url = new URL(link.href, doc.baseURI);
    url.searchParams.set('_', random());
    link.href = url.toString();
  }
  return links.length;
}
