import { ErrorScreen } from '@/components/errors/error-screen';

// notFound() from an adviser's screen (a missing id, a screen left out of the menu): the frame stays around it, and
// the path shown is the browser's (the frame's answer may be reused from another path).
export default function NotFound() {
  return <ErrorScreen kind="not-found" framed />;
}
