'use client';

import { Breadcrumbs, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { PlainGroup, PlainStack } from '@/components/ui/plain-layout';
import { PlainAnchor, PlainText } from '@/components/ui/plain-text';

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

/** Every page opens the same way: trail of nested pages, title with its context, main action on the right. */
export function PageHeader({ title, crumbs, context, badges, actions }: PageHeaderProps) {
  const t = useTranslations('pageHeader');
  return (
    <PlainStack gap={4}>
      {crumbs && crumbs.length > 0 && (
        <nav aria-label={t('breadcrumbs')}>
          <Breadcrumbs separatorMargin={6} fz="sm">
            {crumbs.map((crumb) => (
              <PlainAnchor key={crumb.href} component={IntentLink} href={crumb.href} size="sm">
                {crumb.label}
              </PlainAnchor>
            ))}
            <PlainText span size="sm" aria-current="page" dimmed>
              {title}
            </PlainText>
          </Breadcrumbs>
        </nav>
      )}
      <PlainGroup justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <PlainStack gap={4}>
          <PlainGroup gap="sm">
            <Title order={1}>{title}</Title>
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
