import { describe, expect, it } from 'vitest';
import { pageWindow, shownRange } from '@/features/students/components/page-window';

describe('pageWindow', () => {
  it('lists every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a full window of 5 at the start and the end', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('centres the window on the current page with ellipses on both sides', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('shows a lone skipped page instead of an ellipsis', () => {
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 20]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(16, 20)).toEqual([1, 'ellipsis-start', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
    expect(pageWindow(0, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
  });
});

describe('shownRange', () => {
  it('gives the first and last row of a page', () => {
    expect(shownRange(1, 10, 45)).toEqual({ from: 1, to: 10 });
    expect(shownRange(5, 10, 45)).toEqual({ from: 41, to: 45 });
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
