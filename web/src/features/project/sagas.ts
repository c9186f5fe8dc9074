import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { api } from '../../lib/api/api';
import { dashboardTag, listTag, scopedListId } from '../../lib/api/tags';
import { serverEvent } from '../../lib/realtime/realtime-slice';

// Kept free of the project screens (and of dnd-kit): this loads with the session, the screens with the route.
// The tags are spelled as in ./api.ts (boardTag, projectList) so that this chunk does not pull the endpoints in.

function* onServerEvent(action: ReturnType<typeof serverEvent>): SagaIterator {
  const event = action.payload;
  if (event.name !== 'projectTaskChanged') return;
  // Another member created, changed, moved or deleted a task: an open board fetches again (the server's
  // order, so every board ends the same), and so do the projects' progress and the dashboard's open tasks.
  const { tenantId, projectId } = event.payload;
  yield put(
    api.util.invalidateTags([
      { type: 'Project', id: `BOARD-${projectId}` },
      listTag('Project', scopedListId(tenantId)),
      dashboardTag(tenantId),
    ]),
  );
}

export function* projectSaga(): SagaIterator {
  yield takeEvery(serverEvent.type, onServerEvent);
}
