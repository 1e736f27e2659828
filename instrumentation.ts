// Runs once when the server starts: a bad environment stops the start here, not at the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { readAppEnv } = await import('./lib/runtime/app-env');
    readAppEnv(process.env);
    const { installFrenchZodErrors } = await import('./contract/zod-error-map');
    installFrenchZodErrors();
  }
}
