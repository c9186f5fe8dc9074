import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { api } from '../../lib/api/api';
import { dashboardTag, listTag } from '../../lib/api/tags';
import { serverEvent } from '../../lib/realtime/realtime-slice';
import { boardTag, projectList } from './api';
import { projectSaga } from './sagas';

describe('projectSaga', () => {
  it("refetches the project's board, the project cards and the dashboard when a task changes, nothing else", () => {
    const channel = stdChannel<UnknownAction>();
    const dispatched: unknown[] = [];
    const task = runSaga({ channel, dispatch: (action: unknown) => dispatched.push(action), getState: () => ({}) }, projectSaga);
    channel.put(
      serverEvent({ name: 'projectTaskChanged', payload: { tenantId: 't1', projectId: 'p1', taskId: 'x', change: 'moved', version: 4 } }),
    );
    channel.put(serverEvent({ name: 'calendarChanged', payload: { tenantId: 't1' } }));
    // The saga spells the tags itself (its chunk stays free of the endpoints): they must equal the endpoints' ones.
    expect(dispatched).toEqual([api.util.invalidateTags([boardTag('p1'), listTag('Project', projectList('t1')), dashboardTag('t1')])]);
    task.cancel();
  });
});
