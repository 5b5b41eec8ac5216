export { renderDocumentPdf } from './render';
