// The area form: the stepped question form for one assessment area.
export { AreaPage } from './components/area-page.tsx';
