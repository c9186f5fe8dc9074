import { NetworkLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { makeGroup, makeUser } from '../../test/fixtures';
import { authDataReceived, groupSelected, pickGroup, sessionSlice, signedOut } from './session-slice';

const g1 = makeGroup({ _id: 'g1' });
const g2 = makeGroup({ _id: 'g2' });

describe('group selection (SPEC 4)', () => {
  it('restores the saved group, else takes the first, and drops groups the user left', () => {
    expect(pickGroup([g1, g2], null, 'g2')).toBe('g2');
    expect(pickGroup([g1, g2], null, null)).toBe('g1');
    expect(pickGroup([g1, g2], null, 'gone')).toBe('g1');
    expect(pickGroup([], null, 'g1')).toBeNull();
  });

  it('without a saved choice opens an administered group, the newest membership first, else the newest group', () => {
    const network = makeGroup({
      _id: 'net',
      type: TenantType.NETWORK,
      permissionLevel: NetworkLevel.NETWORK_MEMBER,
      joinedAt: '2026-03-01T00:00:00.000Z',
    });
    const sv = makeGroup({ _id: 'sv', permissionLevel: SvLevel.SV_ADMIN, joinedAt: '2025-09-01T00:00:00.000Z' });
    const ssr = makeGroup({ _id: 'ssr', type: TenantType.SSR, permissionLevel: SsrLevel.SSR_ADMIN, joinedAt: '2026-01-01T00:00:00.000Z' });
    expect(pickGroup([network, sv], null, null)).toBe('sv');
    expect(pickGroup([network, sv, ssr], null, null)).toBe('ssr');
    const svMember = { ...sv, permissionLevel: SvLevel.SV_MEMBER };
    expect(pickGroup([svMember, network], null, null)).toBe('net');
    expect(pickGroup([network, sv], null, 'net')).toBe('net');
  });

  it('keeps the current group when the auth data is refreshed, and clears it once it is gone', () => {
    let state = sessionSlice.reducer(undefined, authDataReceived({ user: makeUser({ groups: [g1, g2] }), savedGroupId: null }));
    state = sessionSlice.reducer(state, groupSelected('g2'));
    expect(state.currentGroupId).toBe('g2');
    state = sessionSlice.reducer(state, authDataReceived({ user: makeUser({ groups: [g1, g2] }), savedGroupId: 'g1' }));
    expect(state.currentGroupId).toBe('g2');
    state = sessionSlice.reducer(state, authDataReceived({ user: makeUser({ groups: [g1] }), savedGroupId: 'g2' }));
    expect(state.currentGroupId).toBe('g1');
    state = sessionSlice.reducer(state, authDataReceived({ user: makeUser({ groups: [] }), savedGroupId: 'g1' }));
    expect(state.currentGroupId).toBeNull();
  });

  it('ignores a selection of a group the user is not in', () => {
    let state = sessionSlice.reducer(undefined, authDataReceived({ user: makeUser({ groups: [g1] }), savedGroupId: null }));
    state = sessionSlice.reducer(state, groupSelected('foreign'));
    expect(state.currentGroupId).toBe('g1');
  });

  it('forgets everything on sign-out', () => {
    let state = sessionSlice.reducer(undefined, authDataReceived({ user: makeUser(), savedGroupId: null }));
    state = sessionSlice.reducer(state, signedOut());
    expect(state).toEqual({ status: 'anonymous', user: null, currentGroupId: null, ready: false });
  });
});
