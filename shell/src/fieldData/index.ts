export { fieldData, measureVitals, startFieldData } from './reportFieldData';
