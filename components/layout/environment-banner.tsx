import classes from './environment-banner.module.css';

/** Yellow ribbon naming the environment, everywhere but PROD (the caller decides); a visual cue for testers. */
export function EnvironmentBanner({ name }: { name: string }) {
  return (
    <div className={classes.ribbon} aria-hidden="true">
      {name}
    </div>
  );
}
