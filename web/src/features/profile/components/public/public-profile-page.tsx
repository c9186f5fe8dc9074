import { ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import type { PublicProfileView } from '#shared/profile';
import { useDocumentTitle } from '../../../../components/document-title';
import { QueryState } from '../../../../components/query-state';
import { RichTextView } from '../../../../components/rich-text/rich-text-view';
import { InlineSpinner } from '../../../../components/spinner';
import { errorStatus } from '../../../../lib/api/errors';
import { toast } from '../../../../lib/toast/toast';
import { usePublicProfileQuery } from '../../api';
import { PUBLIC_TEXT as T } from '../../text';
import { ContactList } from '../contact-list';
import { PublicObjects } from './public-objects';
import './public-profile.css';

function ProfileNotFound() {
  useDocumentTitle(T.notFound);
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{T.notFound}</h1>}
      subTitle={T.notFoundText}
      data-testid="profile-not-found"
    />
  );
}

/** Shares the address with the phone's share sheet, or copies it where there is none. */
async function share(title: string) {
  const url = window.location.href;
  try {
    if (navigator.share) await navigator.share({ title, url });
    else {
      await navigator.clipboard.writeText(url);
      toast.success(T.copied);
    }
  } catch {
    // Cancelled by the visitor, or the clipboard is closed to the page: nothing to report.
  }
}

function PublicProfile({ view }: { view: PublicProfileView }) {
  const name = view.tenant.name;
  useDocumentTitle(name);
  const hasContact = [view.contactPerson, view.contactEmail, view.contactPhone, view.contactWebsite, view.publicPerson].some(Boolean);
  return (
    <article className="public-profile" data-testid="public-profile">
      <div className="public-profile-banner" data-testid="public-profile-banner">
        {view.backgroundImageUrl && <img src={view.backgroundImageUrl} alt="" />}
      </div>
      <header className={view.avatarImageUrl ? 'public-profile-header with-avatar' : 'public-profile-header'}>
        {view.avatarImageUrl && (
          <img className="public-profile-avatar" src={view.avatarImageUrl} alt={T.avatarAlt(name)} width={112} height={112} />
        )}
        <Flex justify="space-between" align="center" gap={8} wrap style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 26, overflowWrap: 'anywhere' }}>
            {name}
          </Typography.Title>
          <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void share(name)}>
            {T.share}
          </Button>
        </Flex>
      </header>
      <Flex vertical gap={24}>
        {(view.description || hasContact) && (
          <div className="public-profile-about">
            {view.description && (
              <section aria-labelledby="public-about" style={{ minWidth: 0 }}>
                <Typography.Title level={2} id="public-about" style={{ fontSize: 20 }}>
                  {T.about}
                </Typography.Title>
                <RichTextView html={view.description} />
              </section>
            )}
            {hasContact && (
              <Card size="small" title={<h2 style={{ margin: 0, fontSize: 18 }}>{T.contact}</h2>}>
                <ContactList profile={view} />
              </Card>
            )}
          </div>
        )}
        <PublicObjects shortcode={view.tenant.shortcode} kind="news" heading={T.news} empty={T.noNews} first={view.news} />
        <PublicObjects shortcode={view.tenant.shortcode} kind="project" heading={T.projects} empty={T.noProjects} first={view.projects} />
      </Flex>
    </article>
  );
}

/** /p/{shortcode} (issue 16 §3): a public group's profile with its published news and projects, no login. */
export function PublicProfilePage() {
  const { shortcode = '' } = useParams();
  const query = usePublicProfileQuery(shortcode, { skip: !shortcode });
  const status = errorStatus(query.error);
  if (query.isLoading) return <InlineSpinner />;
  if (!shortcode || status === 404 || status === 400) return <ProfileNotFound />;
  if (!query.currentData) {
    return (
      <QueryState isLoading={false} isError onRetry={query.refetch}>
        {null}
      </QueryState>
    );
  }
  return <PublicProfile view={query.currentData} />;
}
