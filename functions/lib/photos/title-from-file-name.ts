/** The title a photo carries until AI writes one: its file name without the extension, tidied. */
const MAX_TITLE = 100;

export function titleFromFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const tidy = base
    .replace(/[_]+/g, ' ')
    // eslint-disable-next-line no-control-regex -- stripping control characters from a file name is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return (tidy || 'New photo').slice(0, MAX_TITLE);
}
