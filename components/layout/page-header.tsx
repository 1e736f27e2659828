'use client';

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { PlainGroup, PlainStack } from '@/components/ui/plain-layout';
import { PlainTitle } from '@/components/ui/plain-text';

export interface Crumb {
  label: string;
  href: string;
}

interface PageHeaderProps {
  title: ReactNode;
  /** Pages above this one, outermost first; the page itself ends the trail. */
  crumbs?: Crumb[];
  /** A line under the title: where, for whom, since when. */
  context?: ReactNode;
  /** Beside the title: badges of the page's subject. */
  badges?: ReactNode;
  /** The page's main action(s), on the right. */
  actions?: ReactNode;
}

const TRAIL_STYLE = { '--bc-separator-margin': 'calc(0.375rem * var(--mantine-scale))', fontSize: 'var(--mantine-font-size-sm)' } as CSSProperties;

/**
 * The trail of nested pages, ending with the page itself: Mantine's Breadcrumbs (separator margin 6, small text) around
 * small Anchors and Text, drawn with their classes (page-header.test.ts holds it equal). Breadcrumbs gives each item
 * its own class and no inline style, so the items are in the trail's size and colours.
 */
export function PageTrail({ crumbs, current }: { crumbs: Crumb[]; current: ReactNode }) {
  const item = `${Breadcrumbs.classes.breadcrumb} ${Text.classes.root}`;
  return (
    <div className={Breadcrumbs.classes.root} style={TRAIL_STYLE}>
      {crumbs.map((crumb) => (
        <Fragment key={crumb.href}>
          <IntentLink href={crumb.href} className={`mantine-focus-auto phone-target ${Anchor.classes.root} ${item}`} data-size="sm" data-underline="hover">
            {crumb.label}
          </IntentLink>
          <div className={Breadcrumbs.classes.separator}>/</div>
        </Fragment>
      ))}
      <span aria-current="page" className={`mantine-focus-auto ${item}`} data-size="sm">
        {current}
      </span>
    </div>
  );
}

/** Every page opens the same way: trail of nested pages, title with its context, main action on the right. */
export function PageHeader({ title, crumbs, context, badges, actions }: PageHeaderProps) {
  const t = useTranslations('pageHeader');
  return (
    <PlainStack gap={4}>
      {crumbs && crumbs.length > 0 && (
        <nav aria-label={t('breadcrumbs')}>
          <PageTrail crumbs={crumbs} current={title} />
        </nav>
      )}
      <PlainGroup justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <PlainStack gap={4}>
          <PlainGroup gap="sm">
            <PlainTitle order={1}>{title}</PlainTitle>
            {badges}
          </PlainGroup>
          {context}
        </PlainStack>
        {actions && (
          <PlainGroup gap="sm" wrap="nowrap">
            {actions}
          </PlainGroup>
        )}
      </PlainGroup>
    </PlainStack>
  );
}
