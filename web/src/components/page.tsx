import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';

interface PageProps {
  title: string;
  extra?: ReactNode;
  children?: ReactNode;
}

/** The frame of a screen inside the layout: its heading (h1) and content. */
export function Page({ title, extra, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id="page-title" style={{ margin: 0, fontSize: 26 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

/** Screens that later issues build: their title and a short note for now. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Typography.Paragraph type="secondary">Dieser Bereich wird gerade aufgebaut.</Typography.Paragraph>
    </Page>
  );
}
