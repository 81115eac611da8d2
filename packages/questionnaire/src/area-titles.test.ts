import { describe, expect, it } from 'vitest';
import { areaTitles } from './area-titles.ts';
import { pathways } from './content/index.ts';

describe('the area titles pages list without loading the content', () => {
  it("are each pathway's topics, by id and title, in the content's order", () => {
    for (const pathway of pathways) {
      expect(areaTitles[pathway.formTypeCode]).toEqual(
        pathway.topics.map((topic) => ({ id: topic.id, title: topic.title })),
      );
    }
  });
});
