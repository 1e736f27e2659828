const ELIDES = /^[aeiouyàâäéèêëîïôöùûüœh]/i;

/**
 * A place name after « de » as French writes it: « des » before « Les », « du » before « Le », « d' » before a vowel
 * or a mute h, « de » otherwise (« de la »). `head` ends with « de » when the name joins that way (« Le Carré de »).
 */
export function joinPlaceName(head: string, name: string): string {
  if (!head.endsWith(' de')) return `${head} ${name}`;
  const base = head.slice(0, -' de'.length);
  if (/^les /i.test(name)) return `${base} des ${name.slice(4)}`;
  if (/^le /i.test(name)) return `${base} du ${name.slice(3)}`;
  if (ELIDES.test(name)) return `${base} d'${name}`;
  return `${head} ${name}`;
}
