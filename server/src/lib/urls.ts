/** Public URL of a stored image, served by the /cdn routes (bare file names in the DB). */
export type ImageKind = 'cars' | 'users' | 'locations';

export function imageUrl(publicUrl: string, kind: ImageKind, name: string | null | undefined): string | null {
  if (!name) return null;
  return `${publicUrl.replace(/\/$/, '')}/cdn/${kind}/${encodeURIComponent(name)}`;
}
