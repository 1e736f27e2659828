import { DeferredErrorScreen } from '@/components/errors/deferred-error-screen';

// notFound() from an adviser's screen (a missing id, a screen left out of the menu): the frame stays around it, and
// the path shown is the browser's (the frame's answer may be reused from another path).
export default function NotFound() {
  return <DeferredErrorScreen kind="not-found" framed />;
}
