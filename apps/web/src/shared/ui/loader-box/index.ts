export { LoaderBox, type LoaderBoxProps } from './loader-box';
