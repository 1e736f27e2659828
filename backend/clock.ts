/** Every expiry reads this clock, so tests (and `POST /api/test/clock`) can move time forward. */
export type Clock = {
  now(): Date;
  advance(seconds: number): void;
  offsetSeconds(): number;
};

export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    offsetSeconds: () => offsetMs / 1000,
  };
}
