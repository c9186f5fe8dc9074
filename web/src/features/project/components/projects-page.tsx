import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Pagination, Progress, Row, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectView } from '#shared/project';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useProjectsQuery } from '../api';
import { progressPercent } from '../board-order';
import { PROJECT_TEXT as T } from '../text';
import { CreateProjectDialog } from './create-project-dialog';

/** Cards per page: a multiple of the 1, 2 and 3 columns of the grid. */
const CARDS_PER_PAGE = 12;

function ProjectCard({ project }: { project: ProjectView }) {
  return (
    <Card size="small" data-testid="project-card" style={{ height: '100%' }}>
      <h2 className="plain-subtitle" style={{ margin: '0 0 8px', fontSize: 16, overflowWrap: 'anywhere' }}>
        <Link to={paths.sv.project(project._id)}>{project.title}</Link>
      </h2>
      <Progress percent={progressPercent(project.doneCount, project.taskCount)} aria-label={T.progressLabel(project.title)} size="small" />
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {T.progress(project.doneCount, project.taskCount)}
      </Typography.Text>
    </Card>
  );
}

/** /sv/projects (issue 17 §3): the group's projects as cards with their progress (done = tasks in the last column). */
export function ProjectsPage() {
  const group = useCurrentGroup();
  const tenantId = group._id;
  const mayCreate = useAccess().can('project:create');
  const [creating, setCreating] = useState(false);
  const paging = usePaging(CARDS_PER_PAGE);
  // Progress changes on the boards: the cards are fetched afresh whenever the page opens.
  const { currentData, isFetching, isError, refetch } = useProjectsQuery(
    { tenantId, ...paging.query },
    { refetchOnMountOrArgChange: true },
  );
  const items = currentData?.items ?? [];

  return (
    <Page
      title={T.projects}
      extra={
        mayCreate && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {T.newProject}
          </Button>
        )
      }
    >
      <QueryState isLoading={!currentData && isFetching} isError={isError} onRetry={refetch}>
        {currentData && items.length === 0 && (
          <EmptyState
            title={T.noProjects}
            text={T.noProjectsText}
            action={mayCreate ? { label: T.createProject, onClick: () => setCreating(true) } : undefined}
          />
        )}
        <Row gutter={[16, 16]} data-testid="project-list">
          {items.map((project) => (
            <Col key={project._id} xs={24} md={12} xl={8}>
              <ProjectCard project={project} />
            </Col>
          ))}
        </Row>
        {currentData && currentData.total > CARDS_PER_PAGE && (
          <Pagination
            style={{ marginTop: 16 }}
            current={paging.page}
            pageSize={CARDS_PER_PAGE}
            total={currentData.total}
            showSizeChanger={false}
            onChange={paging.setPage}
          />
        )}
      </QueryState>
      {creating && <CreateProjectDialog tenantId={tenantId} onClose={() => setCreating(false)} />}
    </Page>
  );
}
