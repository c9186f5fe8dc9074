import { PacketBudget } from './socket-flood-guard';

describe('PacketBudget', () => {
  it('allows the budget per window, refuses beyond it and starts again in the next window', () => {
    let now = 1000;
    const budget = new PacketBudget(3, 1000, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    now += 999;
    expect(budget.take()).toBe(false);
    now += 1;
    expect(budget.take()).toBe(true);
  });
});
