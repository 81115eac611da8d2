// Public help pages, by the names the router expects.
export { HelpPage } from './components/help-page.tsx';
export { AreaHelpPage } from './components/area-help-page.tsx';
