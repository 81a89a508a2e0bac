import { describe, expect, it } from 'vitest';
import {
  BEFORE_FIRST_ACTION,
  formatSession,
  formatSlowest,
  formatSpread,
  groupInteractions,
  type SessionSummary,
  slowest,
  slowestActions,
  spreadOf,
  summarizeSession,
  summarizeSessions,
} from './interactions';
import type { EventEntry } from './probes';

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  target = '',
): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 10,
  processingEnd: startTime + 30,
  target,
});

describe('groupInteractions', () => {
  it('takes the entries of one interaction together: its longest entry is its latency', () => {
    const [tap] = groupInteractions(
      [
        entry('pointerdown', 7, 100, 48),
        entry('pointerup', 7, 160, 120, 'button 换一批'),
        entry('click', 7, 161, 112, 'button 换一批'),
      ],
      [{ label: '换一批', at: 90 }],
    );
    expect(tap).toEqual({
      id: 7,
      label: '换一批',
      start: 100,
      duration: 120,
      types: ['pointerdown', 'pointerup', 'click'],
      type: 'pointerup',
      target: 'button 换一批',
      inputDelay: 10,
      processing: 20,
      presentationDelay: 90,
    });
  });

  it('names each interaction by the last action marked before it began, in order', () => {
    const interactions = groupInteractions(
      [
        entry('click', 3, 500, 24),
        entry('keydown', 2, 300, 40),
        entry('click', 1, 50, 16),
        entry('mouseover', 0, 310, 200),
      ],
      [
        { label: 'type d', at: 290 },
        { label: 'tab 排行', at: 100 },
        { label: 'search', at: 480 },
      ],
    );
    expect(interactions.map(({ id, label }) => [id, label])).toEqual([
      [1, BEFORE_FIRST_ACTION],
      [2, 'type d'],
      [3, 'search'],
    ]);
  });
});

describe('summaries', () => {
  const interactions = groupInteractions(
    [
      entry('click', 1, 100, 40),
      entry('click', 2, 200, 320),
      entry('click', 3, 300, 210),
      entry('click', 4, 400, 320),
      entry('click', 5, 500, 16),
      entry('click', 6, 600, 56),
    ],
    [
      { label: 'tab 排行', at: 90 },
      { label: '换一批', at: 190 },
      { label: 'sort 最热', at: 290 },
      { label: 'tab 我的', at: 390 },
      { label: 'pause', at: 490 },
      { label: 'feed swipe', at: 590 },
    ],
  );

  it('names the five slowest, the earlier first among equals', () => {
    expect(slowest(interactions).map(({ label, duration }) => `${label} ${duration}`)).toEqual([
      '换一批 320',
      'tab 我的 320',
      'sort 最热 210',
      'feed swipe 56',
      'tab 排行 40',
    ]);
  });

  it('names each action once among the slowest actions, by its slowest interaction', () => {
    const repeated = groupInteractions(
      [
        entry('pointerup', 1, 100, 464),
        entry('pointerup', 2, 200, 389),
        entry('click', 3, 300, 216),
      ],
      [
        { label: 'feed swipe', at: 90 },
        { label: 'tab 排行', at: 290 },
      ],
    );
    expect(slowestActions(repeated).map(({ label, duration }) => `${label} ${duration}`)).toEqual([
      'feed swipe 464',
      'tab 排行 216',
    ]);
  });

  it('counts what is over 200 and 300 ms, with p98 and max', () => {
    const summary = summarizeSession(
      interactions,
      {
        value: 320,
        target: 'button',
        type: 'pointer',
        inputDelay: 1,
        processingDuration: 2,
        presentationDelay: 3,
      },
      9,
    );
    expect(summary).toMatchObject({
      actions: 9,
      interactions: 6,
      inp: 320,
      inpTarget: 'pointer on button',
      max: 320,
      over200: 3,
      over300: 2,
    });
    expect(summary.p98).toBeCloseTo(320);
    expect(formatSession(summary)).toBe(
      'INP 320 ms · p98 320 ms · max 320 ms · 3 > 200 ms · 2 > 300 ms · 6 interactions of 9 actions' +
        ' · slowest: 换一批 320 ms, tab 我的 320 ms, sort 最热 210 ms, feed swipe 56 ms, tab 排行 40 ms',
    );
  });

  it('summarizes no interaction as unknown, not zero', () => {
    expect(summarizeSession([], null, 3)).toMatchObject({
      inp: null,
      p98: null,
      max: null,
      over200: 0,
      slowest: [],
      slowestActions: [],
    });
  });
});

describe('summarizeSessions', () => {
  const session = (inp: number, slowestOnes: SessionSummary['slowest']): SessionSummary => ({
    actions: 40,
    interactions: 35,
    inp,
    inpTarget: '',
    p98: inp,
    max: inp,
    over200: inp > 200 ? 1 : 0,
    over300: inp > 300 ? 1 : 0,
    slowest: slowestOnes,
    slowestActions: slowestOnes,
  });
  const click = (label: string, duration: number) => ({ label, duration, type: 'click' });

  it('gives medians with their range, and each slow action once at its worst', () => {
    const summary = summarizeSessions([
      session(248, [click('tab 排行', 248), click('换一批', 200)]),
      session(736, [click('换一批', 736), click('tab 排行', 300)]),
      session(312, [click('open a film', 312), click('sort 最热', 150)]),
    ]);
    expect(summary.inp).toEqual({ median: 312, min: 248, max: 736 });
    expect(summary.over300).toEqual({ median: 1, min: 0, max: 1 });
    expect(summary.slowest.map(({ label, duration, session: n }) => [label, duration, n])).toEqual([
      ['换一批', 736, 2],
      ['open a film', 312, 3],
      ['tab 排行', 300, 2],
      ['sort 最热', 150, 3],
    ]);
    expect(formatSlowest(summary.slowest.slice(0, 2), 3)).toBe(
      '换一批 736 ms (session 2) · open a film 312 ms (session 3)',
    );
  });

  it('prints a spread only when there are several sessions that differ', () => {
    expect(formatSpread(spreadOf([248, 736, 312]), 'ms', 3)).toBe('312 ms (248–736 ms)');
    expect(formatSpread(spreadOf([248]), 'ms', 1)).toBe('248 ms');
    expect(formatSpread(spreadOf([null, null]), 'ms', 2)).toBe('?');
    expect(formatSpread(spreadOf([0, 2, 1]), 'count', 3)).toBe('1 (0–2)');
  });
});
