// Breakpoints of the theme (xs 0, sm 769 where the phone layout ends, md 960, lg 1280, xl 1920, xxl 2560) in em, as
// lib/theme/brand-theme.ts repeats them.
const config = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '0em',
        'mantine-breakpoint-sm': '48.0625em',
        'mantine-breakpoint-md': '60em',
        'mantine-breakpoint-lg': '80em',
        'mantine-breakpoint-xl': '120em',
        'mantine-breakpoint-xxl': '160em',
        // The phone layout's last width, 768 px, one pixel under `sm`: `max-width: $mantine-breakpoint-sm` would
        // also give a 769 px tablet the phone's styles beside the desktop's frame.
        'phone-max-width': '48em',
      },
    },
  },
};

export default config;
