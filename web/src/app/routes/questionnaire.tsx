import { QuestionnaireScreen } from '../../features/discovery/SelectionScreens';
import { page } from '../page';
import type { MetaContext, PageMeta, Schemas } from '../meta';

/** 'Подобрать салон': the questionnaire's own title, once it has questions to ask. */
function questionnaireMeta({ data, t }: MetaContext): PageMeta | null {
  const questionnaire = data<Schemas['PersonalizationQuestionnaire']>('/rest/clients-app/v1/category/personalization');
  if (!questionnaire) return null;
  if (questionnaire.questions.length === 0) return {};
  return { title: `${questionnaire.title ?? t('selection.title', { ns: 'discovery' })} · Salonbook` };
}

const screen = page({ title: 'selection', ns: ['discovery'], meta: questionnaireMeta });
export const handle = screen.handle;
export const loader = screen.loader;
export const clientLoader = screen.clientLoader;
export const meta = screen.meta;
export const headers = screen.headers;
export const ErrorBoundary = screen.ErrorBoundary;
export default QuestionnaireScreen;
