import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { api } from '../../lib/api/api';
import { dashboardTag, listTag, scopedListId } from '../../lib/api/tags';
import { serverEvent } from '../../lib/realtime/realtime-slice';

// Kept free of the calendar's screens and FullCalendar: this loads with the session, the screens with the route.

function* onServerEvent(action: ReturnType<typeof serverEvent>): SagaIterator {
  const event = action.payload;
  if (event.name === 'calendarChanged') {
    // Someone added, changed or deleted an entry: open calendar lists and the dashboard's sections fetch again.
    const { tenantId } = event.payload;
    yield put(api.util.invalidateTags([listTag('Calendar', scopedListId(tenantId)), dashboardTag(tenantId)]));
  } else if (event.name === 'authChanged') {
    // A new role changes which entries (and which feed) the caller may see.
    yield put(api.util.invalidateTags(['Calendar']));
  }
}

export function* calendarSaga(): SagaIterator {
  yield takeEvery(serverEvent.type, onServerEvent);
}
