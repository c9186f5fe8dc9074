import type { PushKey, PushSubscriptionInput } from '#shared/push';
import { api } from '../../lib/api/api';

interface MessageAnswer {
  message: string;
}

export const pushApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    pushKey: build.query<PushKey, void>({
      query: () => 'tenant/user/push-key',
    }),
    subscribePush: build.mutation<MessageAnswer, PushSubscriptionInput>({
      query: (body) => ({ url: 'tenant/user/push-subscription', method: 'POST', body }),
    }),
    // Silent: a subscription the server has already dropped (404) is what turning off wants anyway.
    unsubscribePush: build.mutation<MessageAnswer, { endpoint: string }>({
      query: (body) => ({ url: 'tenant/user/push-subscription', method: 'DELETE', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useLazyPushKeyQuery, useSubscribePushMutation, useUnsubscribePushMutation } = pushApi;
