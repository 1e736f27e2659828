import { Typography } from '@mantine/core';

/**
 * A published body. The partner API stores it through its allowlist (sanitize-html: no script, no event
 * attribute, no style, links with safe schemes only), so the HTML is rendered as it comes.
 */
export function RichTextBody({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
