// The admin pages of the council's help links and wording, by the names the router expects.
export { ContentPage } from './pages/content-page.tsx';
export { AreaLinksPage } from './pages/area-links-page.tsx';
export { ContentPreviewPage } from './pages/content-preview-page.tsx';
export { ContentVersionsPage } from './pages/content-versions-page.tsx';
