import { describe, expect, it } from 'vitest';
import { pathways } from '../content/index.ts';
import example from '../links/video-ids.example.json';
import { videoIdsProblems } from './video-ids.ts';

describe('a council video ids file', () => {
  it('accepts the shipped example', () => {
    expect(videoIdsProblems(example, pathways)).toEqual([]);
  });

  it('names each problem: version, bad ids, keys that are not video items', () => {
    expect(videoIdsProblems({ videos: {} }, pathways)[0]).toMatch(/^schemaVersion: /);
    expect(
      videoIdsProblems(
        { schemaVersion: 1, videos: { 'personalHygiene/introductionVideo': 'has spaces' } },
        pathways,
      ),
    ).toEqual([
      'videos.personalHygiene/introductionVideo: a video id is 1 to 64 letters, digits, - or _',
    ]);
    expect(
      videoIdsProblems(
        {
          schemaVersion: 1,
          videos: { 'personalHygiene/needHelp': 'abc', 'noSuchTopic/introductionVideo': 'abc' },
        },
        pathways,
      ),
    ).toEqual([
      'videos.personalHygiene/needHelp: is not a video item of the questionnaire',
      'videos.noSuchTopic/introductionVideo: is not a video item of the questionnaire',
    ]);
  });
});
