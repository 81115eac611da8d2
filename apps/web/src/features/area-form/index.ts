// The area form of issue 4: the stepped question form for one assessment area.
export { AreaPage } from './components/area-page.tsx';
