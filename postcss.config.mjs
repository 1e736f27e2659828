// Breakpoints of SPEC §9 (xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560) in em, as Mantine's theme repeats them.
const config = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '0em',
        'mantine-breakpoint-sm': '37.5em',
        'mantine-breakpoint-md': '60em',
        'mantine-breakpoint-lg': '80em',
        'mantine-breakpoint-xl': '120em',
        'mantine-breakpoint-xxl': '160em',
      },
    },
  },
};

export default config;
