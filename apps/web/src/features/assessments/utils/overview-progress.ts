import type { FormTypeCode } from '@csa/contracts';
import { submissionReadiness, type Pathway } from '@csa/questionnaire';
import { totalPages } from '../../../lib/form-page-progress.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import {
  hasProgress,
  type ReadDirtyFields,
} from '../../../lib/assessment-queries/read-dirty-fields.ts';

export type AreaStatus = 'completed' | 'incomplete' | 'not-started';

export interface OverviewArea {
  id: string;
  title: string;
  summary: string;
  status: AreaStatus;
}

export interface OverviewGroup {
  /** 1-based, as shown to the resident. */
  number: number;
  title: string;
  areas: OverviewArea[];
  hasCompletedArea: boolean;
}

export interface OverviewProgress {
  groups: OverviewGroup[];
  completedAreaCount: number;
  totalPages: number;
  hasPersonalDetails: boolean;
  /** Saved data beyond the first group: later groups open without the continuation guard. */
  hasLaterData: boolean;
  canSubmit: boolean;
  /** The tooltip of spec §8 when submission is not yet possible. */
  cannotSubmitReason: string | null;
  /** Which of the conditions of submission are not met yet, in the order of the page. */
  stillToDo: string[];
}

export { totalPages };

/**
 * Everything the overview decides (spec §2 "Overview behaviour"): each area's state, whether
 * later groups may open by themselves, and whether Preview and submit is allowed. Which areas
 * are complete and whether it may be sent are submissionReadiness's answer, the one the server
 * gives on submit: an area marked complete under older content shows as incomplete here.
 */
export function overviewProgress(
  pathway: Pathway,
  dirty: ReadDirtyFields,
  formTypeCode: FormTypeCode,
): OverviewProgress {
  const topicsById = new Map(pathway.topics.map((topic) => [topic.id, topic]));
  const readiness = submissionReadiness(pathway, dirty.fields);
  const statusOf = (areaId: string): AreaStatus => {
    if (readiness.completeAreaIds.includes(areaId)) return 'completed';
    return hasProgress(dirty.areas[areaId]) ? 'incomplete' : 'not-started';
  };
  const groups = pathway.groups.map((group, index): OverviewGroup => {
    const areas = group.topicIds.flatMap((topicId): OverviewArea[] => {
      const topic = topicsById.get(topicId);
      if (!topic) return [];
      return [
        {
          id: topic.id,
          title: topic.title,
          summary: topic.summary,
          status: statusOf(topic.id),
        },
      ];
    });
    return {
      number: index + 1,
      title: group.title,
      areas,
      hasCompletedArea: !readiness.groupsWithoutCompleteArea.includes(index),
    };
  });
  const completedAreaCount = readiness.completeAreaIds.length;
  const hasPersonalDetails = readiness.personalDetailsProblems.length === 0;
  const hasLaterData =
    dirty.personalDetails !== undefined ||
    groups.slice(1).some((group) => group.areas.some((area) => hasProgress(dirty.areas[area.id])));
  const canSubmit = readiness.mayBeSubmitted;
  const stillToDo = [
    ...groups.filter((group) => !group.hasCompletedArea).map(groupStillToDo),
    ...(hasPersonalDetails
      ? []
      : [
          dirty.personalDetails === undefined
            ? messages.overview.stillToDo.addDetails
            : messages.overview.stillToDo.finishDetails,
        ]),
  ];
  return {
    groups,
    completedAreaCount,
    totalPages: totalPages(completedAreaCount),
    hasPersonalDetails,
    hasLaterData,
    canSubmit,
    cannotSubmitReason: canSubmit ? null : cannotSubmitReason(formTypeCode),
    stillToDo,
  };
}

/** A group of one area (the carers' caring role) is named by that area. */
function groupStillToDo(group: OverviewGroup): string {
  const [only, ...others] = group.areas;
  return only && others.length === 0
    ? messages.overview.stillToDo.completeArea(only.title)
    : messages.overview.stillToDo.completeAreaUnder(group.title);
}

export function cannotSubmitReason(formTypeCode: FormTypeCode): string {
  return messages.cannotSubmit[formTypeCode];
}
