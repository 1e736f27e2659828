import { messages } from '@/contract/messages';
import classes from './global-error-screen.module.css';

const text = messages.errorPage;

/** The error screen of app/global-error.tsx, in plain elements: no provider is left to draw Mantine's components. */
export function GlobalErrorScreen({ message = messages.errors.generic }: { message?: string }) {
  return (
    <main className={classes.screen}>
      <h1>{text.title}</h1>
      <p className={classes.message}>{message}</p>
      <p>{text.somethingWrong}</p>
      <p>{text.apologies}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose: a client-side navigation would keep the answer of the layout that failed. */}
      <a className={classes.home} href="/">
        {text.backHome}
      </a>
    </main>
  );
}
