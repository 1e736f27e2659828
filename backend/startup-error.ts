/** A start that cannot go on: the server prints its French message as one line and exits non-zero. */
export class StartupError extends Error {}

/** Turns a file-system error into one French line naming the path and the cause. */
export function describeFsError(error: unknown, what: string): StartupError {
  const code = (error as { code?: string }).code;
  const target = (error as { path?: string }).path ?? what;
  const cause =
    code === 'EROFS' || code === 'EACCES' || code === 'EPERM'
      ? 'le dossier est en lecture seule ou inaccessible'
      : code === 'ENOSPC'
        ? 'le disque est plein'
        : `erreur ${code ?? 'inconnue'}`;
  return new StartupError(`Impossible d'écrire ${what} (${target}) : ${cause}.`);
}
