import { DeferredErrorScreen } from '@/components/errors/deferred-error-screen';
import { ExtranetFrame } from '@/components/layout/extranet-frame';
import { getRequestPath } from '@/lib/http/request-context';
import { readSession } from '@/lib/auth/session';
import { isHiddenPage } from '@/lib/menu/adviser-menu';
import { builtActionPages, matchingPattern } from '@/lib/server-actions/action-pages';

/**
 * Whether this 404 is the answer to the adviser's request, to be drawn in their frame: a path none of their screens
 * serves, or a screen the server left out of their menu (refused by the extranet layout). Next also renders this
 * component with every other page, as the fallback its router keeps; on the adviser's screens that copy is never
 * drawn (their group has its own not-found), and building the frame in it cost up to a sixth of a page's render. Without
 * a build's manifests (next dev) the frame is always drawn.
 */
async function answersAdviser(token: string): Promise<boolean> {
  const built = builtActionPages();
  if (!built || matchingPattern(await getRequestPath(), built.adviserPages) === null) return true;
  return isHiddenPage(token);
}

// Unknown paths: HTTP 404, with the path and the adviser's frame for a logged-in adviser.
export default async function NotFound() {
  const session = await readSession();
  if (!session) return <DeferredErrorScreen kind="not-found" loggedOut />;
  if (session.staff || !(await answersAdviser(session.accessToken))) return <DeferredErrorScreen kind="not-found" path={await getRequestPath()} />;
  return (
    <ExtranetFrame>
      <DeferredErrorScreen kind="not-found" framed />
    </ExtranetFrame>
  );
}
