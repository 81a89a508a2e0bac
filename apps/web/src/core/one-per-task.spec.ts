import { onePerTask } from './one-per-task';

describe('onePerTask', () => {
  it('runs each job after a task of the browser, in the order given', async () => {
    const steps: string[] = [];
    const queue = onePerTask(async () => {
      steps.push('yield');
    });

    queue.run(() => steps.push('first'));
    queue.run(() => steps.push('second'));
    expect(steps).toEqual([]);
    await queue.done();

    expect(steps).toEqual(['yield', 'first', 'yield', 'second']);
  });

  it('reports a job that throws and still runs the next', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    const queue = onePerTask(() => Promise.resolve());

    queue.run(() => {
      throw new Error('boom');
    });
    queue.run(() => ran.push('next'));
    await queue.done();

    expect(ran).toEqual(['next']);
    expect(report).toHaveBeenCalledOnce();
    report.mockRestore();
  });
});
